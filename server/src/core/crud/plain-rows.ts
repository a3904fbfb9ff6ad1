import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../model/row.js';
import { listOrder, tableOf } from './tables.js';
import { NESTED_COLUMN, nestedColumn, nestedShape, withNested, type NestedRead } from './nested-rows.js';
import { compiledRead } from './compiled-reads.js';
import type { Page } from '../model/query.js';

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

/**
 * What a connection of the ORM's pool is: a `pg` client (several statements in one text: a
 * result each; or one statement prepared under a name, with its values).
 */
interface PooledClient {
  query(text: string | { name: string; text: string; values: unknown[] }): Promise<PgResult | PgResult[]>;
}
type PgResult = { rows: Record<string, unknown>[] };

/**
 * Reads whose SQL is the same text every time (a shape's, see compiled-reads.ts) run as named
 * prepared statements: PostgreSQL parses and plans each once per connection instead of on
 * every read. A page's structure or a product list reads nested relations in one statement
 * whose planning took longer than its execution (measured: 8–18 ms of planning against
 * 3–8 ms of execution on the 2-core bench machine, about 1 ms prepared), and the values no
 * longer pass through the ORM's formatting into a text of several KiB per read. Each
 * connection keeps what it prepared until it closes, so only so many texts get a name;
 * the others are sent as before.
 */
const MAX_PREPARED = 200;
/** Each prepared text, its name and its `$n` form; false: sent with its values inlined (see `INDETERMINATE`). */
const prepared = new Map<string, { name: string; text: string } | false>();

/** Names are never given twice, even to a text prepared again (`STALE`). */
let names = 0;

/** PostgreSQL could not tell a parameter's type where an inlined literal would do: sent inlined from then on. */
const INDETERMINATE = '42P18';
/**
 * A table's columns changed since the connection prepared the text (another instance migrated:
 * `cached plan must not change result type`): this read is sent inlined, the next ones prepare
 * the text anew under another name.
 */
const STALE = '0A000';

/**
 * Said before a read of one subject's own rows (`serial`), in the same message: the statements
 * of one message are one transaction, so it holds for that read alone. Such a read walks a large
 * table's order until it has found a page of the subject's rows (a shopper's newest orders among
 * everyone's), which the planner prices high enough to hand to parallel workers; starting them
 * costs more than the walk (measured on a million orders: 20 ms in parallel, 7.5 ms without,
 * more on a busy machine), and a page of one subject's rows never needs them.
 */
const SERIAL = 'set local max_parallel_workers_per_gather = 0; ';

/**
 * Runs a read's SQL (`?` placeholders, values inlined by the ORM's own formatting, as its
 * reads do, or, for a statement of a shape (`shared`), prepared). Within the entity manager's
 * transaction, through the ORM; otherwise on a connection of the ORM's pool, straight through
 * `pg`: the ORM's and its query builder's runners (events, wrappers, a second formatting) cost
 * more CPU than the statement itself. Logged and its errors converted as the ORM does
 * (statement counts come from its log).
 */
async function run(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  { serial = false, shared = false } = {},
): Promise<Record<string, unknown>[]> {
  const connection = em.getConnection();
  const transaction = em.getTransactionContext();
  // Within a transaction the setting would outlast the read: such reads (a write's) keep the plan.
  if (transaction) return connection.execute<Record<string, unknown>[]>(sql, [...params], 'all', transaction);
  const pool = connection.getKnex().client as {
    acquireConnection(): Promise<PooledClient>;
    releaseConnection(client: PooledClient): Promise<void>;
    positionBindings(sql: string): string;
  };
  // The serial setting needs the one message of several statements that only inlined values allow.
  const statement = shared && !serial ? preparedStatement(sql, pool) : false;
  const prefix = serial ? SERIAL : '';
  const inlined = () => prefix + em.getPlatform().formatQuery(sql, [...params]);
  const started = Date.now();
  const client = await pool.acquireConnection();
  let rows: Record<string, unknown>[] | undefined;
  try {
    let results;
    if (statement) {
      try {
        results = await client.query({ ...statement, values: [...params] });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== INDETERMINATE && code !== STALE) throw error;
        if (code === INDETERMINATE) prepared.set(sql, false);
        else prepared.delete(sql);
        results = await client.query(inlined());
      }
    } else results = await client.query(inlined());
    rows = (Array.isArray(results) ? results[results.length - 1] : results).rows;
    return rows;
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  } finally {
    void pool.releaseConnection(client);
    // As the ORM logs it: `$n` placeholders, or the values inlined when its log shows parameters.
    const logger = em.config.getLogger();
    if (logger.isEnabled('query')) {
      const query = logger.isEnabled('query-params') ? inlined() : statement ? statement.text : prefix + pool.positionBindings(sql);
      logger.logQuery({ level: 'info', query, took: Date.now() - started, results: rows?.length });
    }
  }
}

/** The name and `$n` text `sql` is prepared under, while names are left; false: inlined. */
function preparedStatement(sql: string, pool: { positionBindings(sql: string): string }) {
  let statement = prepared.get(sql);
  if (statement === undefined) {
    if (prepared.size >= MAX_PREPARED) return false;
    prepared.set(sql, (statement = { name: `plain_read_${names++}`, text: pool.positionBindings(sql) }));
  }
  return statement;
}

/** The alias of the rows of a root statement, which its nested reads refer to. */
const ROOT = 'r0';

/**
 * Rows matching a MikroORM condition, ordered and paged: what `em.find` would read; with
 * `nested`, each row keeps those nested relations, read in the same statement; `serial`: one
 * subject's own rows, read without parallel workers (see `SERIAL`).
 */
export async function findRows(
  em: EntityManager,
  entity: string,
  where: object,
  options: { orderBy?: object[]; limit?: number; offset?: number; nested?: NestedRead[]; serial?: boolean } = {},
): Promise<Row[]> {
  const nested = options.nested?.length ? options.nested : undefined;
  const { sql, bindings, shared } = compiledRead(
    `${entity}|${nested ? nestedShape(nested) : ''}|${JSON.stringify(options.orderBy ?? [])}`,
    { where, limit: options.limit, offset: options.offset },
    (input) => {
      const qb = em
        .createQueryBuilder<Row, typeof ROOT>(entity, ROOT)
        .select(nested ? ['*', raw(nestedColumn(em, entity, ROOT, nested))] : '*')
        .where(input.where as never);
      if (options.orderBy?.length) qb.orderBy(options.orderBy as never);
      if (input.limit !== undefined) qb.limit(input.limit, input.offset);
      return qb.getKnexQuery().toSQL();
    },
  );
  const raws = await run(em, sql, bindings, { serial: options.serial, shared });
  const map = mapperOf(em, entity);
  if (!nested) return raws.map(map);
  return raws.map(({ [NESTED_COLUMN]: column, ...rest }) => withNested(map(rest), nested, column));
}

/** Statements by entity and shape: built on first use, the same text ever after. */
const statements = new Map<string, string>();
function statement(key: string, build: () => string) {
  let sql = statements.get(key);
  if (sql === undefined) statements.set(key, (sql = build()));
  return sql;
}

/** `in (?)` with a list as its one value: the driver expands it to one placeholder per item. */
const inList = (values: readonly string[]) => [[...values]];

/** Rows of an entity by id, in no particular order. */
export async function rowsById(em: EntityManager, entity: string, ids: readonly string[]): Promise<Row[]> {
  const sql = statement(`${entity} by id`, () => `select * from ${tableOf(em, entity).table} where "id" in (?)`);
  return (await run(em, sql, inList(ids))).map(mapperOf(em, entity));
}

/** The rows of each parent a page takes: its place in its parent's list, numbered in list order. */
const PLACE = '"__n"';
/** The values of a page's bounds in a statement (`PLACE` after the first, up to the last). */
const pageBounds = (page: Page) => [page.offset, page.offset + page.limit];

/**
 * Rows whose `foreignKey` is one of `parentIds`, in list order (orderIndex, createdAt, id);
 * with a page, that page of each parent's rows.
 */
export async function rowsByParent(em: EntityManager, entity: string, foreignKey: string, parentIds: readonly string[], page?: Page): Promise<Row[]> {
  const sql = statement(`${entity} by ${foreignKey}${page ? ', paged' : ''}`, () => {
    const { table, column } = tableOf(em, entity);
    const where = `r.${column(foreignKey)} in (?)`;
    if (!page) return `select * from ${table} as r where ${where} order by ${listOrder('r', column)}`;
    const numbered = `select r.*, row_number() over (partition by r.${column(foreignKey)} order by ${listOrder('r', column)}) as ${PLACE} from ${table} as r where ${where}`;
    return `select * from (${numbered}) as r where r.${PLACE} > ? and r.${PLACE} <= ? order by r.${PLACE}`;
  });
  const map = mapperOf(em, entity);
  const raws = await run(em, sql, page ? [...inList(parentIds), ...pageBounds(page)] : inList(parentIds));
  return raws.map(({ __n, ...raw }) => map(raw));
}

/**
 * The rows of `target` a relation links to parents (`page.layouts` through the pages-to-layouts
 * rows), with the parent each came for, in the order of the link rows: one statement joining
 * the link table to its target; with a page, that page of each parent's.
 */
export async function linkedRows(
  em: EntityManager,
  link: { entity: string; foreignKey: string; otherKey: string },
  target: string,
  parentIds: readonly string[],
  page?: Page,
): Promise<{ parentId: string; row: Row }[]> {
  const sql = statement(`${target} through ${link.entity}.${link.foreignKey}${page ? ', paged' : ''}`, () => {
    const l = tableOf(em, link.entity);
    const t = tableOf(em, target);
    const parent = `l.${l.column(link.foreignKey)}`;
    const from = `from ${l.table} as l join ${t.table} as t on t."id" = l.${l.column(link.otherKey)} where ${parent} in (?)`;
    if (!page) return `select t.*, ${parent} as "__parent" ${from} order by ${listOrder('l', l.column)}`;
    const numbered = `select t.*, ${parent} as "__parent", row_number() over (partition by ${parent} order by ${listOrder('l', l.column)}) as ${PLACE} ${from}`;
    return `select * from (${numbered}) as p where p.${PLACE} > ? and p.${PLACE} <= ? order by p.${PLACE}`;
  });
  const map = mapperOf(em, target);
  const raws = await run(em, sql, page ? [...inList(parentIds), ...pageBounds(page)] : inList(parentIds));
  return raws.map(({ __parent, __n, ...raw }) => ({ parentId: __parent as string, row: map(raw) }));
}
