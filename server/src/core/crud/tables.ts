import type { EntityManager } from '@mikro-orm/postgresql';

/** The table and columns of an entity, from the metadata its declaration made. */
export function tableOf(em: EntityManager, entity: string) {
  const meta = em.getMetadata().get(entity);
  const column = (property: string) => {
    const names = meta.properties[property]?.fieldNames;
    if (!names?.length) throw new Error(`${entity}.${property} has no column`);
    return `"${names[0]}"`;
  };
  return { table: `"${meta.tableName}"`, column };
}

/** The order of relation rows, the list order of every API: orderIndex, then creation, then id. */
export const listOrder = (alias: string, column: (property: string) => string) =>
  ['orderIndex', 'createdAt', 'id'].map((property) => `${alias}.${column(property)}`).join(', ');
