import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../model/row.js';

/**
 * Reads that hand over plain rows: the SQL MikroORM would send, but no entity, identity map or
 * snapshot is made of what comes back (that was most of a read's CPU). Rows are keyed by
 * property, with dates parsed as the declarations say, exactly as the ORM's own reads hand them
 * over. Writes keep going through the ORM: a plain row is never flushed.
 */

/** How a raw database row becomes a row keyed by property (MikroORM's compiled mapper). */
const mapperOf = (em: EntityManager, entity: string) => {
  const comparator = em.getComparator();
  return (raw: Record<string, unknown>) => comparator.mapResult(entity, raw) as Row;
};

/** The table and columns of an entity, from the metadata its declaration made. */
function tableOf(em: EntityManager, entity: string) {
  const meta = em.getMetadata().get(entity);
  const column = (property: string) => {
    const names = meta.properties[property]?.fieldNames;
    if (!names?.length) throw new Error(`${entity}.${property} has no column`);
    return `"${names[0]}"`;
  };
  return { table: `"${meta.tableName}"`, column };
}

/** Runs SQL within the entity manager's transaction, if it is in one. */
const run = (em: EntityManager, sql: string, params: unknown[]) =>
  em.getConnection().execute<Record<string, unknown>[]>(sql, params, 'all', em.getTransactionContext());

/** Rows matching a MikroORM condition, ordered and paged: what `em.find` would read. */
export async function findRows(
  em: EntityManager,
  entity: string,
  where: object,
  options: { orderBy?: object[]; limit?: number; offset?: number } = {},
): Promise<Row[]> {
  const qb = em.createQueryBuilder<Row>(entity).select('*').where(where as never);
  if (options.orderBy?.length) qb.orderBy(options.orderBy as never);
  if (options.limit !== undefined) qb.limit(options.limit, options.offset);
  const raw = (await qb.execute('all', false)) as Record<string, unknown>[];
  const map = mapperOf(em, entity);
  return raw.map(map);
}

/** Statements by entity and shape: built on first use, the same text ever after. */
const statements = new Map<string, string>();
function statement(key: string, build: () => string) {
  let sql = statements.get(key);
  if (sql === undefined) statements.set(key, (sql = build()));
  return sql;
}

const LIST_ORDER = (alias: string, column: (property: string) => string) =>
  ['orderIndex', 'createdAt', 'id'].map((property) => `${alias}.${column(property)}`).join(', ');

/** `in (?)` with a list as its one value: the driver expands it to one placeholder per item. */
const inList = (values: readonly string[]) => [[...values]];

/** Rows of an entity by id, in no particular order. */
export async function rowsById(em: EntityManager, entity: string, ids: readonly string[]): Promise<Row[]> {
  const sql = statement(`${entity} by id`, () => `select * from ${tableOf(em, entity).table} where "id" in (?)`);
  return (await run(em, sql, inList(ids))).map(mapperOf(em, entity));
}

/** Rows whose `foreignKey` is one of `parentIds`, in list order (orderIndex, createdAt, id). */
export async function rowsByParent(em: EntityManager, entity: string, foreignKey: string, parentIds: readonly string[]): Promise<Row[]> {
  const sql = statement(`${entity} by ${foreignKey}`, () => {
    const { table, column } = tableOf(em, entity);
    return `select * from ${table} as r where r.${column(foreignKey)} in (?) order by ${LIST_ORDER('r', column)}`;
  });
  return (await run(em, sql, inList(parentIds))).map(mapperOf(em, entity));
}

/**
 * The rows of `target` a relation links to parents (`page.layouts` through the pages-to-layouts
 * rows), with the parent each came for, in the order of the link rows: one statement joining
 * the link table to its target.
 */
export async function linkedRows(
  em: EntityManager,
  link: { entity: string; foreignKey: string; otherKey: string },
  target: string,
  parentIds: readonly string[],
): Promise<{ parentId: string; row: Row }[]> {
  const sql = statement(`${target} through ${link.entity}.${link.foreignKey}`, () => {
    const l = tableOf(em, link.entity);
    const t = tableOf(em, target);
    return (
      `select t.*, l.${l.column(link.foreignKey)} as "__parent" from ${l.table} as l ` +
      `join ${t.table} as t on t."id" = l.${l.column(link.otherKey)} ` +
      `where l.${l.column(link.foreignKey)} in (?) order by ${LIST_ORDER('l', l.column)}`
    );
  });
  const map = mapperOf(em, target);
  return (await run(em, sql, inList(parentIds))).map(({ __parent, ...raw }) => ({ parentId: __parent as string, row: map(raw) }));
}
