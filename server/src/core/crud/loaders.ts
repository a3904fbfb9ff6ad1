import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../access/actor.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/row.js';
import { findRows } from '../read/read.js';
import { visibility } from '../read/visibility.js';
import { nestedShape, preloaded, type NestedRead } from './nested-rows.js';

/**
 * Per-request batching of the nested fields of rows that were not read with them (rows a
 * module's own operation answered): every `page.layouts` of one GraphQL response is one
 * statement, whatever the number of pages, made by the same compiler and under the same
 * visibility as a root read's nested relations (`id = any(…)` of the parents).
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor,
  ) {}

  /** The value of `id` from a batch function of many ids, batched per request under `key`. */
  load<T>(key: string, batch: (ids: readonly string[]) => Promise<T[]>, id: string): Promise<T> {
    let loader = this.loaders.get(key) as DataLoader<string, T> | undefined;
    if (!loader) {
      loader = new DataLoader(batch);
      this.loaders.set(key, loader as DataLoader<string, unknown>);
    }
    return loader.load(id);
  }

  /**
   * What `read` (a relation of `model`, with what is asked under it) finds under the row of
   * `model` whose id (for a reference: whose reference) is `id`.
   */
  nested(model: ModelDefinition, read: NestedRead, id: string): Promise<unknown> {
    const key = `${model.name} ${read.key} ${nestedShape([read])}`;
    const { relation } = read;
    if (relation.kind === 'ref') {
      // The row referred to, read as a root row of its own model (it may outlive the row referring to it).
      const target = relation.ref.target;
      return this.load(key, async (ids) => {
        const seen = visibility(this.actor, target, undefined, true);
        if (!seen.rows) return ids.map(() => null);
        const rows = await findRows(this.em, { model: target, actor: this.actor, seen, where: { id: { $in: [...ids] } }, nested: read.nested });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      }, id);
    }
    // The parents' ids again, with the list read under each as a root read would have read it.
    return this.load(key, async (ids) => {
      const seen = { rows: {}, masked: [], sameForEveryone: false };
      const parents = await findRows(this.em, { model, actor: this.actor, seen, fields: ['id'], where: { id: { $in: [...ids] } }, nested: [read] });
      const byId = new Map(parents.map((row) => [row.id, preloaded(row as Row, read.key)]));
      return ids.map((id) => byId.get(id) ?? []);
    }, id);
  }
}
