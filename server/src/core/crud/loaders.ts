import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/row.js';
import { linkedRows, rowsById, rowsByParent } from './plain-rows.js';

/** Groups rows by the parent each belongs to, in the parents' order. */
export function byParent<T>(parentIds: readonly string[], items: Iterable<{ parentId: string; value: T }>): T[][] {
  const groups = new Map<string, T[]>(parentIds.map((id) => [id, []]));
  for (const { parentId, value } of items) groups.get(parentId)?.push(value);
  return parentIds.map((id) => groups.get(id)!);
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
  row(model: ModelDefinition, id: string): Promise<Row | null> {
    return this.loader(model.name, async (ids) => {
      const found = new Map((await rowsById(this.em, model, ids)).map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    }).load(id);
  }

  /** The rows of `entity` whose `foreignKey` is `parentId`, in orderIndex order. */
  rowsOf(model: ModelDefinition, foreignKey: string, parentId: string): Promise<Row[]> {
    return this.loader(`${model.name}.${foreignKey}`, async (parentIds) => {
      const rows = await rowsByParent(this.em, model, foreignKey, parentIds);
      return byParent(parentIds, rows.map((row) => ({ parentId: row[foreignKey] as string, value: row })));
    }).load(parentId);
  }

  /** The entities on the other side of a relation, in the order of the link rows. */
  itemsOf(relation: ModelDefinition, foreignKey: string, otherKey: string, target: ModelDefinition, parentId: string): Promise<Row[]> {
    return this.loader(`${relation.name}.${foreignKey}→${target.name}`, async (parentIds) => {
      const linked = await linkedRows(this.em, { model: relation, foreignKey, otherKey }, target, parentIds);
      return byParent(parentIds, linked.map(({ parentId, row }) => ({ parentId, value: row })));
    }).load(parentId);
  }
}
