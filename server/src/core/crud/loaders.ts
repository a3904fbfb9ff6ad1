import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../model/entity-schema.js';

/**
 * Per-request batching of nested fields: every `page.layouts` of one GraphQL response is
 * one SQL query for the link rows and one for the layouts, whatever the number of pages.
 */
export class Loaders {
  private readonly byId = new Map<string, DataLoader<string, Row | null>>();
  private readonly byForeignKey = new Map<string, DataLoader<string, Row[]>>();

  constructor(private readonly em: EntityManager) {}

  /** One row of an entity by id. */
  row(entity: string, id: string): Promise<Row | null> {
    let loader = this.byId.get(entity);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const rows = await this.em.find<Row>(entity, { id: { $in: [...ids] } } as never);
        const found = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => found.get(id) ?? null);
      });
      this.byId.set(entity, loader);
    }
    return loader.load(id);
  }

  /** The rows of `entity` whose `foreignKey` is `parentId`, in orderIndex order. */
  rowsOf(entity: string, foreignKey: string, parentId: string): Promise<Row[]> {
    const key = `${entity}.${foreignKey}`;
    let loader = this.byForeignKey.get(key);
    if (!loader) {
      loader = new DataLoader(async (parentIds) => {
        const rows = await this.em.find<Row>(entity, { [foreignKey]: { $in: [...parentIds] } } as never, {
          orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] as never,
        });
        const groups = new Map<string, Row[]>(parentIds.map((id) => [id, []]));
        for (const row of rows) groups.get(row[foreignKey] as string)?.push(row);
        return parentIds.map((id) => groups.get(id)!);
      });
      this.byForeignKey.set(key, loader);
    }
    return loader.load(parentId);
  }

  /** The entities on the other side of a relation, in the order of the link rows. */
  async itemsOf(relation: string, foreignKey: string, otherKey: string, target: string, parentId: string) {
    const links = await this.rowsOf(relation, foreignKey, parentId);
    const items = await Promise.all(links.map((link) => this.row(target, link[otherKey] as string)));
    return items.filter((item): item is Row => item !== null);
  }
}
