import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../model/query.js';
import type { Row } from '../model/row.js';
import { linkedRows, rowsById, rowsByParent } from './plain-rows.js';

/** A page in a loader's key: lists of the same parents asked by other pages are other reads. */
export const pageKey = (page: Page) => `${page.limit}+${page.offset}`;

/** Groups rows by the parent each belongs to, in the parents' order; with a page, that page of each parent's. */
export function byParent<T>(parentIds: readonly string[], items: Iterable<{ parentId: string; value: T }>, page?: Page): T[][] {
  const groups = new Map<string, T[]>(parentIds.map((id) => [id, []]));
  for (const { parentId, value } of items) groups.get(parentId)?.push(value);
  return parentIds.map((id) => (page ? groups.get(id)!.slice(page.offset, page.offset + page.limit) : groups.get(id)!));
}

/**
 * Per-request batching of nested fields, as plain rows: every `page.layouts` of one GraphQL
 * response is one SQL statement (the link rows joined to the layouts), whatever the number of
 * pages.
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  constructor(private readonly em: EntityManager) {}

  /**
   * The value of `id` from a batch function of many ids, batched per request under `key`: a
   * nested read of its own (rows the request's actor may read only in part, read through the
   * model's service).
   */
  load<T>(key: string, batch: (ids: readonly string[]) => Promise<T[]>, id: string): Promise<T> {
    return this.loader(key, batch).load(id);
  }

  private loader<T>(key: string, batch: (keys: readonly string[]) => Promise<T[]>): DataLoader<string, T> {
    let loader = this.loaders.get(key) as DataLoader<string, T> | undefined;
    if (!loader) {
      loader = new DataLoader(batch);
      this.loaders.set(key, loader as DataLoader<string, unknown>);
    }
    return loader;
  }

  /** One row of an entity by id. */
  row(entity: string, id: string): Promise<Row | null> {
    return this.loader(entity, async (ids) => {
      const found = new Map((await rowsById(this.em, entity, ids)).map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    }).load(id);
  }

  /** The rows of `entity` whose `foreignKey` is `parentId`, in orderIndex order: the page of them asked for. */
  rowsOf(entity: string, foreignKey: string, parentId: string, page: Page): Promise<Row[]> {
    return this.loader(`${entity}.${foreignKey} ${pageKey(page)}`, async (parentIds) => {
      const rows = await rowsByParent(this.em, entity, foreignKey, parentIds, page);
      return byParent(parentIds, rows.map((row) => ({ parentId: row[foreignKey] as string, value: row })));
    }).load(parentId);
  }

  /** The entities on the other side of a relation, in the order of the link rows: the page of them asked for. */
  itemsOf(relation: string, foreignKey: string, otherKey: string, target: string, parentId: string, page: Page): Promise<Row[]> {
    return this.loader(`${relation}.${foreignKey}→${target} ${pageKey(page)}`, async (parentIds) => {
      const linked = await linkedRows(this.em, { entity: relation, foreignKey, otherKey }, target, parentIds, page);
      return byParent(parentIds, linked.map(({ parentId, row }) => ({ parentId, value: row })));
    }).load(parentId);
  }
}
