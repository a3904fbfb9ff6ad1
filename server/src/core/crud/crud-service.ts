import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../access/actor.js';
import type { ModelAccess, Operation } from '../access/access.js';
import { allOf as and, type Where } from '../access/ownership.js';
import { allowedRows, readRefusal } from '../access/policy.js';
import { privateColumnIn } from '../access/private-fields.js';
import { isDraft, isPublishedOnly } from '../access/publication.js';
import { findRows } from '../read/read.js';
import type { ReadPlan } from '../read/select-sql.js';
import { byPrivateField, visibility, type Visibility } from '../read/visibility.js';
import { badInput, notFound } from '../errors.js';
import { fieldOf, type ModelDefinition } from '../model/define-model.js';
import type { Row, RowOf } from '../model/row.js';
import { coerceValue } from '../model/field-kinds.js';
import { checkId } from '../model/ids.js';
import { normalizeInput } from '../model/input.js';
import { encodeCursor, keysetPage } from '../model/keyset.js';
import { buildWhere, checkPage, orderColumns, type Filters, type OrderBy } from '../model/query.js';
import { applyFileValues, fileLocations, replacedLocations, type FileLocation } from '../files/file-values.js';
import { releaseFiles } from '../files/release-files.js';
import type { FileStorage } from '../files/storage.js';
import type { Logger } from '../logger.js';
import type { OnWrite } from '../cache/written.js';
import { mapDatabaseError } from './database-errors.js';
import type { NestedRead } from './nested-rows.js';
import { rowsOf } from './repository.js';
import { countRows, type RowCount } from './row-count.js';

export interface ListArgs {
  filters?: Filters | null;
  orderBy?: OrderBy[] | null;
  limit?: number | null;
  offset?: number | null;
  /** Keyset pages: the rows after (or before) the row a list answered this cursor with. */
  after?: string | null;
  before?: string | null;
  /** The last page: the last rows of the order (after `offset` more from the end), in the order. */
  fromEnd?: boolean | null;
}

export interface CrudContext {
  em: EntityManager;
  actor: Actor;
  /** Told after every successful write (drops the cached public answers holding what it wrote). */
  onWrite?: OnWrite;
  /** Where file fields' objects are stored. Without it (seeds) stored objects are never removed. */
  files?: FileStorage;
  log?: Logger;
}

/** Rows one bulk write takes (and answers). */
export const MAX_BULK = 500;

/**
 * The nine generic operations of one entity, with its validation, access rules, hooks and the
 * drop of cached public answers. GraphQL resolvers, REST routes and the modules' own
 * operations (a cart, a checkout, a form request) all write through this, so all behave the same.
 * `granted`: the access of a module's own operation that has checked its caller itself (a
 * subject's own rows), in place of the model's.
 */
export class CrudService<M extends ModelDefinition = ModelDefinition> {
  constructor(
    private readonly ctx: CrudContext,
    readonly model: M,
    private readonly granted?: Partial<ModelAccess>,
  ) {}

  private get em() {
    return this.ctx.em;
  }

  private get rows() {
    return rowsOf(this.em, this.model);
  }

  /** The condition on the rows this actor may change with `operation`, or its refusal. */
  private allowed(operation: Exclude<Operation, 'read'>): Where {
    return allowedRows(this.ctx.actor, this.model, operation, this.granted);
  }

  /** What this actor sees of the model (see visibility.ts). */
  private get seen(): Visibility {
    return visibility(this.ctx.actor, this.model, this.granted);
  }

  /**
   * The plan of a read of `where` within what this actor sees, or its refusal. A read that
   * filters or orders by a private field (`byPrivate`) reads only rows whose values it sees.
   */
  private plan(where: Where, page: Omit<ReadPlan, 'model' | 'actor' | 'seen' | 'where'> = {}, byPrivate = false): ReadPlan {
    const seen = this.seen;
    const rows = byPrivate ? byPrivateField(seen) : seen.rows;
    if (!rows) throw readRefusal(this.ctx.actor, this.model);
    return { model: this.model, actor: this.ctx.actor, seen: { ...seen, rows }, where, ...page };
  }

  /**
   * Reads the plan's rows; one subject's own rows (an owner condition) are read serially (see
   * the executor), the published rows everyone reads as any public read.
   */
  private read(plan: ReadPlan): Promise<RowOf<M>[]> {
    const rows = plan.seen.rows!;
    return findRows(this.em, plan, { serial: Object.keys(rows).length > 0 && !isPublishedOnly(rows) }) as Promise<RowOf<M>[]>;
  }

  /**
   * One page of rows, each with its `cursor`: where it stands in this order, for `after`/`before`.
   * `nested`: relations to read with the rows, in the same statement.
   */
  async list({ filters, orderBy, limit, offset, after, before, fromEnd }: ListArgs = {}, nested?: NestedRead[]): Promise<RowOf<M>[]> {
    const order = orderColumns(this.model, orderBy);
    const page = checkPage(limit, offset);
    const keyset = keysetPage(this.model, order, { after, before, fromEnd });
    const byPrivate = privateColumnIn(this.model, filters, orderBy) !== undefined;
    const plan = this.plan(and(buildWhere(this.model, filters), keyset.where), { order: keyset.columns, ...page, nested }, byPrivate);
    const rows = await this.read(plan);
    if (keyset.backwards) rows.reverse();
    // Made when read (a REST answer, a GraphQL selection of it), not for every row of every list.
    for (const row of rows) Object.defineProperty(row, 'cursor', { get: () => encodeCursor(order, row), enumerable: true, configurable: true });
    return rows;
  }

  /**
   * Rows matching a condition a module built itself (not a client's filters), within what this
   * actor may read, in the list order.
   */
  async matching(where: Where, { limit, nested }: { limit?: number; nested?: NestedRead[] } = {}): Promise<RowOf<M>[]> {
    return this.read(this.plan(where, { order: orderColumns(this.model, null), limit, nested }));
  }

  /** Exact, or for an unfiltered large table the planner's estimate (see row-count.ts). */
  async count({ filters }: Pick<ListArgs, 'filters'> = {}): Promise<RowCount> {
    const byPrivate = privateColumnIn(this.model, filters, null) !== undefined;
    const { seen, where } = this.plan(buildWhere(this.model, filters), {}, byPrivate);
    return countRows(this.em, this.model, seen, where);
  }

  /** The row with this id, or null: a plain row, to read. */
  async one(id: unknown, nested?: NestedRead[]): Promise<RowOf<M> | null> {
    const [row] = await this.read(this.plan({ id: checkId(id) }, { limit: 1, nested }));
    return row ?? null;
  }

  async get(id: unknown): Promise<RowOf<M>> {
    return found(this.model, id, await this.one(id));
  }

  /** The row with this id as the ORM's entity, to change; `scope`: the rows a write may touch. */
  private async managed(id: unknown, scope: Where): Promise<RowOf<M>> {
    const { rows } = this.seen;
    if (!rows) throw readRefusal(this.ctx.actor, this.model);
    return found(this.model, id, await this.rows.findOne(and({ id: checkId(id) }, rows, scope)));
  }

  /**
   * For a module's own writes, what no client may send: `id`, the id of the new row (an
   * invoice its payment request names before it is written); `serverSet`, values of hidden or
   * read-only fields (a password hash, an order's number), each checked like any value of its field.
   */
  async create(data: unknown, { id, serverSet = {} }: { id?: string; serverSet?: Record<string, unknown> } = {}): Promise<RowOf<M>> {
    this.allowed('create');
    const values = applyFileValues(this.model, normalizeInput(this.model, data, 'create'));
    if (id) values.id = checkId(id);
    Object.assign(values, serverValues(this.model, serverSet));
    const insert = async (crud: CrudService<M>) => {
      const row = crud.rows.create(values);
      await crud.flush();
      await this.model.hooks?.afterCreate?.(crud.em, [row], this.ctx.actor);
      await this.published(crud.em, [row]);
      return row;
    };
    // In a transaction with what its hook writes (or refuses); a model without one writes as it did.
    const hooks = this.model.hooks;
    const row = hooks?.afterCreate || hooks?.afterPublish ? await this.writing(insert) : await insert(this);
    return this.written(row, 'created');
  }

  async update(id: unknown, data: unknown): Promise<RowOf<M>> {
    const scope = this.allowed('update');
    const values = normalizeInput(this.model, data, 'update');
    const { row, released } = await this.writing(async (crud) => {
      const row = await crud.managed(id, scope);
      const before = fileLocations(this.model, row);
      const draft = isDraft(row.publishedAt);
      crud.assign(row, applyFileValues(this.model, values, row));
      await crud.flush();
      await this.model.hooks?.afterUpdate?.(crud.em, [row]);
      await this.published(crud.em, [row], () => draft);
      return { row, released: replacedLocations(before, row) };
    });
    await this.release(released);
    return this.written(row, 'updated');
  }

  async remove(id: unknown): Promise<RowOf<M>> {
    const scope = this.allowed('delete');
    const row = await this.writing(async (crud) => {
      const row = await crud.managed(id, scope);
      await this.model.hooks?.beforeDelete?.(crud.em, [row.id]);
      // Relation rows pointing here go with it: ON DELETE CASCADE in the database.
      await crud.rows.deleteWhere({ id: row.id });
      crud.rows.forget(row);
      return row;
    });
    await this.release(fileLocations(this.model, row));
    return this.written(row, 'deleted');
  }

  /** A write and its model's hooks in one transaction; without hooks, as it is. */
  private writing<T>(work: (crud: CrudService<M>) => Promise<T>): Promise<T> {
    if (!this.model.hooks) return work(this);
    return this.em.transactional((em) => work(new CrudService({ ...this.ctx, em }, this.model, this.granted)));
  }

  /**
   * The row matching the given fields, created when there is none. Calls with the same data
   * are serialised by a transaction-scoped advisory lock: in parallel they still make one row.
   */
  async findOrCreate(data: unknown): Promise<{ row: RowOf<M>; created: boolean }> {
    this.allowed('create');
    const match = normalizeInput(this.model, data, 'update');
    if (!Object.keys(match).length) throw badInput('data: give at least one field to find by', 'data');
    const values = applyFileValues(this.model, normalizeInput(this.model, data, 'create'));
    const result = await this.em.transactional(async (em) => {
      const key = `${this.model.table}:${stableJson(match)}`;
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
      const existing = await rowsOf(em, this.model).findOne(match);
      if (existing) return { row: existing, created: false };
      const row = rowsOf(em, this.model).create(values);
      await flushMapped(em, this.model);
      await this.model.hooks?.afterCreate?.(em, [row], this.ctx.actor);
      await this.published(em, [row]);
      return { row, created: true };
    });
    if (result.created) this.written(result.row, 'created');
    return result;
  }

  /** Creates every item or none. */
  async bulkCreate(items: unknown): Promise<RowOf<M>[]> {
    this.allowed('create');
    const list = checkBulk(items);
    const values = list.map((item, index) =>
      applyFileValues(this.model, normalizeInput(this.model, unwrapData(item, index), 'create', `data[${index}].data`)),
    );
    const rows = await this.em.transactional(async (em) => {
      const created = values.map((value) => rowsOf(em, this.model).create(value));
      await flushMapped(em, this.model);
      await this.model.hooks?.afterCreate?.(em, created, this.ctx.actor);
      await this.published(em, created);
      return created;
    });
    return this.written(rows, 'created');
  }

  /** Updates every item or none; `serverSet` (see create) is written to every row. */
  async bulkUpdate(items: unknown, { serverSet = {} }: { serverSet?: Record<string, unknown> } = {}): Promise<RowOf<M>[]> {
    const scope = this.allowed('update');
    const list = checkBulk(items);
    const set = serverValues(this.model, serverSet);
    const updates = list.map((item, index) => {
      const id = checkId((item as { id?: unknown })?.id, `data[${index}].id`);
      return { id, values: { ...normalizeInput(this.model, unwrapData(item, index), 'update', `data[${index}].data`), ...set } };
    });
    const released: FileLocation[] = [];
    const updated = await this.em.transactional(async (em) => {
      const ids = { id: { $in: updates.map((u) => u.id) } };
      const rows = await rowsOf(em, this.model).find(Object.keys(scope).length ? { $and: [ids, scope] } : ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const drafts = new Set(rows.filter((row) => isDraft(row.publishedAt)).map((row) => row.id));
      const result = updates.map(({ id, values }, index) => {
        const row = byId.get(id);
        if (!row) throw notFound(`data[${index}].id: ${this.model.name} ${id} not found`);
        const before = fileLocations(this.model, row);
        this.assign(row, applyFileValues(this.model, values, row));
        released.push(...replacedLocations(before, row));
        return row;
      });
      await flushMapped(em, this.model);
      await this.model.hooks?.afterUpdate?.(em, result);
      await this.published(em, result, (row) => drafts.has(row.id));
      return result;
    });
    await this.release(released);
    return this.written(updated, 'updated');
  }

  /**
   * Hands the model's `afterPublish` the rows this write published: those with a `publishedAt`
   * now that were drafts before it (`wasDraft`; new rows were), in the write's transaction.
   */
  private async published(em: EntityManager, rows: Row[], wasDraft: (row: Row) => boolean = () => true) {
    const check = this.model.hooks?.afterPublish;
    if (!check) return;
    const ids = rows.filter((row) => wasDraft(row) && !isDraft(row.publishedAt)).map((row) => row.id);
    if (ids.length) await check(em, ids);
  }

  /** Removes the stored objects of file values a committed write let go of. */
  private async release(released: FileLocation[]) {
    if (!released.length || !this.ctx.files) return;
    await releaseFiles(this.em, this.ctx.files, this.model, released, this.ctx.log);
  }

  /** Tells what a committed write changed: rows of this model, and what its hooks wrote with them. */
  private written<T>(value: T, change: 'created' | 'updated' | 'deleted'): T {
    const hooked = change === 'created' ? this.model.hooks?.afterCreate : this.model.hooks;
    const byHooks = hooked ? (this.model.hooks?.writes() ?? []) : [];
    this.ctx.onWrite?.(change === 'deleted' ? { deleted: [this.model], wrote: byHooks } : { wrote: [this.model, ...byHooks] });
    return value;
  }

  /** Per-language maps are merged: updating `ru` keeps `en`; a language set to null is removed. */
  private assign(row: Row, values: Record<string, unknown>) {
    for (const [name, value] of Object.entries(values)) {
      if (this.model.fields[name].kind === 'localized' && value && typeof value === 'object') {
        const merged = { ...(row[name] as object), ...(value as object) } as Record<string, unknown>;
        row[name] = Object.fromEntries(Object.entries(merged).filter(([, text]) => text !== null));
      } else row[name] = value;
    }
  }

  private flush() {
    return flushMapped(this.em, this.model);
  }
}

/** What a module's own write sets that no client may: hidden or read-only fields only, each checked like any value of its field. */
function serverValues(model: ModelDefinition, serverSet: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(serverSet).map(([name, value]) => {
      const field = fieldOf(model, name);
      if (!field?.hidden && !field?.readOnly) throw new Error(`${model.name}.${name} is neither hidden nor read-only`);
      return [name, coerceValue(field, value, name)];
    }),
  );
}

function found<T>(model: ModelDefinition, id: unknown, row: T | null): T {
  if (!row) throw notFound(`${model.name} ${String(id)} not found`);
  return row;
}

async function flushMapped(em: EntityManager, model: ModelDefinition) {
  try {
    await em.flush();
  } catch (error) {
    throw mapDatabaseError(model, error);
  }
}

function checkBulk(items: unknown): unknown[] {
  if (!Array.isArray(items)) throw badInput('data: expected a list', 'data');
  if (!items.length) throw badInput('data: expected at least one item', 'data');
  if (items.length > MAX_BULK) throw badInput(`data: at most ${MAX_BULK} items`, 'data');
  return items;
}

/** Bulk items are `{data: {...}}` (and `{id, data}` for updates). */
function unwrapData(item: unknown, index: number) {
  if (typeof item !== 'object' || item === null || !('data' in item)) {
    throw badInput(`data[${index}]: expected {data: {...}}`, `data[${index}]`);
  }
  return (item as { data: unknown }).data;
}

function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
