import type { EntityManager, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { identifier, literal, textOf, withQuestionMarks } from './parameters.js';

/**
 * Runs reads straight through `pg`, on a pool of its own: the ORM's and its query builder's
 * runners (events, wrappers, a second formatting) cost more CPU than the statement itself, and
 * the ORM's pool is not ours to reach into. MikroORM keeps the writes, the migrations and the
 * schema; a read inside the entity manager's transaction goes through the ORM's public
 * `execute` on that transaction's connection, so that it sees the transaction's writes.
 *
 * Reads whose text is the same for every read of a shape are prepared: PostgreSQL parses and
 * plans each once per connection instead of on every read. A page's structure or a product list
 * reads nested relations in one statement whose planning took longer than its execution
 * (measured: 8–18 ms of planning against 3–8 ms of execution on the 2-core bench machine, about
 * 1 ms prepared), and the values travel apart from a text of several KiB. Each connection keeps
 * its most recently read texts prepared (`preparedPerConnection`) and deallocates the others.
 */

export interface ReadOptions {
  /** Runs as a statement the connection prepared (the default): for a text that is the same for every read of a shape. */
  prepare?: boolean;
  /** One subject's own rows, planned without parallel workers (see `SERIAL`); such a read is never prepared. */
  serial?: boolean;
}

export interface ReadSettings {
  /**
   * Statements each connection keeps prepared; 0: none are. A prepared statement holds its
   * parse tree and cached plan in the connection's memory for as long as it stays: the least
   * recently read are deallocated beyond this many.
   */
  preparedPerConnection: number;
}

/** The reads of one database: opened with it, their pool made on the first read, closed with it. */
interface Reads extends ReadSettings {
  /**
   * The database is PGlite (the embedded one, or any other behind `pglite-socket`): one session
   * under every connection, which runs the protocol messages of its connections one by one, in
   * the order they come. Each read is sent there as one message (see `send`).
   */
  oneSession: boolean;
  pool?: pg.Pool;
  closed: boolean;
}

/** By the ORM's connection, which every entity manager of one ORM shares. */
const opened = new WeakMap<object, Reads>();

/**
 * Readies reads on the ORM's database (`openDatabase`), asking it what it is; their pool opens
 * with the first read.
 */
export async function openReads(orm: MikroORM, settings: ReadSettings) {
  const connection = orm.em.getConnection();
  const { version } = await connection.execute<{ version: string }>('select version() as version', [], 'get');
  opened.set(connection, { ...settings, oneSession: /\(PGlite /.test(version), closed: false });
}

/** Closes the reads' pool (with the database): connections still lent close when they come back. */
export async function closeReads(orm: MikroORM) {
  const reads = opened.get(orm.em.getConnection());
  if (!reads || reads.closed) return;
  reads.closed = true;
  await reads.pool?.end();
}

/** The reads' pool, with its counts of connections (for metrics); undefined before the first read. */
export function readPool(orm: MikroORM): Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'> | undefined {
  return opened.get(orm.em.getConnection())?.pool;
}

/** The pool, made from the ORM's own settings (address, credentials, type parsers, pool size, connection timeout). */
function poolOf(em: EntityManager, reads: Reads): pg.Pool {
  if (reads.closed) throw new Error('The database is closed');
  if (reads.pool) return reads.pool;
  // Host, port, user, password, database, pool size, the ORM's type parsers (dates kept as
  // text for its mapper) and its `pg` options: what the ORM makes its own pool of.
  const connection = em.getConnection() as PostgreSqlConnection;
  const pool = new pg.Pool(connection.mapOptions(em.config.get('driverOptions') as pg.PoolConfig));
  // An idle connection that breaks (the server restarted) leaves the pool; the next read opens another.
  pool.on('error', () => {});
  return (reads.pool = pool);
}

/** PostgreSQL could not tell a parameter's type where an inlined literal would do: the text is sent inlined from then on. */
const INDETERMINATE = '42P18';
/**
 * A table's columns changed since the connection prepared the text (another instance migrated:
 * `cached plan must not change result type`): the statement is deallocated and the text
 * prepared anew under another name.
 */
const STALE = '0A000';
/** No statement of that name: one that failed to prepare, dropped since. */
const NO_SUCH_STATEMENT = '26000';

/** Texts sent inlined (`INDETERMINATE`); texts are shapes: only so many are kept. */
const inlinedTexts = new LRUCache<string, true>({ max: 2000 });

/**
 * Said before a read of one subject's own rows (`serial`), in the same message: the statements
 * of one message are one transaction, so it holds for that read alone. Such a read walks a large
 * table's order until it has found a page of the subject's rows (a shopper's newest orders among
 * everyone's), which the planner prices high enough to hand to parallel workers; starting them
 * costs more than the walk (measured on a million orders: 20 ms in parallel, 7.5 ms without,
 * more on a busy machine), and a page of one subject's rows never needs them. The one message
 * takes the values inlined: such reads are not prepared.
 */
const SERIAL = 'set local max_parallel_workers_per_gather = 0; ';

/** Names are never given twice, even to a text prepared again (`STALE`): pg refuses a known name for another text. */
let names = 0;

/** The statements a connection prepared, by text, the least recently read dropped beyond its size. */
class Statements {
  /** Dropped and still on the connection: deallocated before the connection is lent again. */
  readonly dropped: string[] = [];
  private readonly names: LRUCache<string, string>;

  constructor(size: number) {
    this.names = new LRUCache({ max: size, dispose: (name, _text, reason) => void (reason === 'evict' && this.dropped.push(name)) });
  }

  get(text: string) {
    return this.names.get(text);
  }

  add(text: string) {
    const name = `read_${names++}`;
    this.names.set(text, name);
    return name;
  }

  /** Forgets the text's statement; `onConnection`: the connection has it, to deallocate. */
  forget(text: string, onConnection: boolean) {
    const name = this.names.peek(text);
    this.names.delete(text);
    if (name !== undefined && onConnection) this.dropped.push(name);
  }
}

const statementsOf = new WeakMap<pg.PoolClient, Statements>();

/**
 * pg's record of the statements a connection parsed, by name (it sends Bind alone for a name it
 * has): it adds to it and never removes, so a deallocated statement's entry is removed here.
 */
const parsedStatements = (client: pg.PoolClient) => (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection?.parsedStatements;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The rows of the last statement of what was sent (a serial read is two). */
const lastRows = (result: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(result) ? result[result.length - 1] : result).rows as Record<string, unknown>[];

/** The text with its values inlined by the ORM's own formatting, as the ORM sends its statements. */
function inlined(em: EntityManager, text: string, values: readonly unknown[]) {
  const { sql, params } = withQuestionMarks(text, values);
  return em.getPlatform().formatQuery(sql, params);
}

/**
 * The rows a read answers: `text` with `$1…$n` placeholders, `values` their values in order.
 * Logged through the ORM's logger as its statements are (statement counts come from its log)
 * and its errors converted as the ORM converts them.
 */
export async function readRows(
  em: EntityManager,
  text: string,
  values: readonly unknown[],
  options: ReadOptions = {},
): Promise<Record<string, unknown>[]> {
  const transaction = em.getTransactionContext();
  if (transaction) {
    // Within a transaction the serial setting would outlast the read: such reads (a write's) keep the plan.
    const { sql, params } = withQuestionMarks(text, values);
    return em.getConnection().execute<Record<string, unknown>[]>(sql, params, 'all', transaction);
  }
  const reads = opened.get(em.getConnection());
  if (!reads) throw new Error('Reads were not opened on this database (openReads)');
  const prefix = options.serial ? SERIAL : '';
  const sentInlined = () => prefix + inlined(em, text, values);
  const started = Date.now();
  let client: pg.PoolClient | undefined;
  let rows: Record<string, unknown>[] | undefined;
  // A connection that failed otherwise than by PostgreSQL's answer is not lent again.
  let broken: Error | undefined;
  try {
    client = await poolOf(em, reads).connect();
    rows = await send(client, reads, text, values, options, sentInlined);
    return rows;
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) broken = error as Error;
    throw em.getDriver().convertException(error as Error);
  } finally {
    if (client) {
      logStatement(em, prefix + text, sentInlined, started, rows?.length);
      if (!broken) broken = await deallocateDropped(client).catch((error: Error) => error);
      client.release(broken);
    }
  }
}

/** Logs a statement as the ORM logs its own: `$n` placeholders, or the values inlined when its log shows parameters. */
function logStatement(em: EntityManager, text: string, sentInlined: () => string, started: number, results?: number) {
  const logger = em.config.getLogger();
  if (!logger.isEnabled('query')) return;
  logger.logQuery({ level: 'info', query: logger.isEnabled('query-params') ? sentInlined() : text, took: Date.now() - started, results });
}

/**
 * Sends a read on a connection. On a PostgreSQL server: a prepared read by the statement's name
 * (Parse once, then Bind and Execute), an unprepared one as the unnamed statement, its values
 * apart. On PGlite (`oneSession`) every read is one message of the simple protocol: `EXECUTE`
 * of a statement prepared in SQL, or the text with its values inlined. `pglite-socket` queues
 * each protocol message of each connection on its own, so the Parse, Bind, Execute and Sync of
 * one connection's read may run between another connection's messages, on the one session they
 * share. Measured with reads sent by the protocol: reads bound to another read's values, reads
 * run inside another connection's open transaction (seeing its uncommitted writes), `portal ""
 * does not exist`. One message runs whole, and never while another connection's transaction is
 * open (it waits until that transaction ends).
 */
async function send(
  client: pg.PoolClient,
  reads: Reads,
  text: string,
  values: readonly unknown[],
  { prepare = true, serial = false }: ReadOptions,
  sentInlined: () => string,
): Promise<Record<string, unknown>[]> {
  if (serial || inlinedTexts.has(text)) return lastRows(await client.query(sentInlined()));
  try {
    if (prepare && reads.preparedPerConnection > 0) return await sendPrepared(client, reads, text, values);
    if (reads.oneSession) return lastRows(await client.query(sentInlined()));
    return (await client.query({ text, values: values.map(textOf) })).rows as Record<string, unknown>[];
  } catch (error) {
    if (codeOf(error) !== INDETERMINATE) throw error;
    inlinedTexts.set(text, true);
    return lastRows(await client.query(sentInlined()));
  }
}

/** Sends a read as the connection's prepared statement of its text, preparing it first if the connection has none. */
async function sendPrepared(client: pg.PoolClient, reads: Reads, text: string, values: readonly unknown[]) {
  let statements = statementsOf.get(client);
  if (!statements) statementsOf.set(client, (statements = new Statements(reads.preparedPerConnection)));
  for (let attempt = 0; ; attempt++) {
    const known = statements.get(text);
    const name = known ?? statements.add(text);
    let prepared = known !== undefined;
    try {
      if (!reads.oneSession) {
        const result = await client.query({ name, text, values: values.map(textOf) });
        return result.rows as Record<string, unknown>[];
      }
      if (!prepared) await client.query(`prepare ${identifier(name)} as ${text}`);
      prepared = true;
      const result = await client.query(`execute ${identifier(name)}${values.length ? `(${values.map(literal).join(', ')})` : ''}`);
      return result.rows as Record<string, unknown>[];
    } catch (error) {
      if (codeOf(error) === STALE && attempt === 0) {
        statements.forget(text, true);
        continue;
      }
      // Not prepared: its text is refused. (A server's statement refused at its values stays
      // prepared; pg parses one it did not record again.)
      if (reads.oneSession ? !prepared : codeOf(error) === INDETERMINATE) statements.forget(text, false);
      throw error;
    }
  }
}

/**
 * Deallocates the statements the connection's cache dropped: answers the error that breaks the
 * connection, if one did. Not logged, as a statement's preparing is not: the log counts reads,
 * and which read happens to drop a statement depends on every read before it.
 */
async function deallocateDropped(client: pg.PoolClient): Promise<Error | undefined> {
  const dropped = statementsOf.get(client)?.dropped;
  while (dropped?.length) {
    const name = dropped.shift()!;
    try {
      await client.query(`deallocate ${identifier(name)}`);
    } catch (error) {
      if (codeOf(error) !== NO_SUCH_STATEMENT) throw error;
    }
    const parsed = parsedStatements(client);
    if (parsed) delete parsed[name];
  }
  return undefined;
}

/** Statements with `$1…$n` placeholders, answering their rows: a transaction's, or each on its own. */
export interface SqlStatements {
  rows(text: string, values: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

/**
 * An entity manager's statements as `SqlStatements`: inside its transaction when it has one
 * (through the ORM, as `readRows` runs them there), else each on the reads' pool, prepared.
 */
export function statementsOfManager(em: EntityManager): SqlStatements {
  return { rows: (text, values) => readRows(em, text, values) };
}

/**
 * A prepared transaction's start. Its statements run on their generic plan, planned once per
 * connection: PostgreSQL's default plans a prepared statement for its values five times, then
 * keeps doing so whenever the generic plan's estimate is the higher. A checkout's orders with
 * their lines and prices, on a database where shoppers had made 5,000 orders, was planned again
 * on every run (1.4 ms of planning for 0.1 ms of running it; its generic plan runs in 0.25 ms):
 * the reason to prepare it was lost. Every statement of these transactions finds its rows by
 * keys (ids, a subject's orders), where the generic plan is the plan.
 */
const BEGIN = 'begin; set local plan_cache_mode = force_generic_plan';

/**
 * Runs `work` in one transaction of its own on the reads' pool, each of its statements prepared
 * per connection as reads are: a write whose statements are the same texts every time (a
 * checkout: its orders with their lines and prices read in one statement whose planning took
 * 2.5 ms against 0.4 ms of running it) plans none of them again. Its first statement is sent
 * with `begin`, in one message of the simple protocol (its values inlined, as PGlite's reads
 * are): a round trip less, on the connection held all along (a checkout's and an add to cart's
 * first statement is a lock, planned in no time). Statements are logged and their errors
 * converted as the ORM's are; a failure rolls the transaction back. On PGlite, whose one
 * session runs every connection's messages (see `send`), and where the entity manager is already
 * in a transaction, `work` runs in the ORM's transaction instead, its statements the ORM's.
 */
export async function preparedTransaction<T>(em: EntityManager, work: (sql: SqlStatements) => Promise<T>): Promise<T> {
  const reads = opened.get(em.getConnection());
  if (!reads) throw new Error('Reads were not opened on this database (openReads)');
  if (reads.oneSession || em.getTransactionContext()) return em.transactional((inTransaction) => work(statementsOfManager(inTransaction)));
  // A connection that failed otherwise than by PostgreSQL's answer is not lent again.
  let broken: Error | undefined;
  let begun = false;
  const client = await poolOf(em, reads).connect();
  /** One message on the transaction's connection, logged as the ORM logs a statement (`$n`, or its values inlined when its log shows parameters). */
  const sent = async <R>(text: string, sentInlined: () => string, message: () => Promise<R>): Promise<R> => {
    const started = Date.now();
    let result: R | undefined;
    try {
      result = await message();
      return result;
    } catch (error) {
      if (!(error instanceof pg.DatabaseError)) broken = error as Error;
      throw em.getDriver().convertException(error as Error);
    } finally {
      logStatement(em, text, sentInlined, started, Array.isArray(result) ? result.length : undefined);
    }
  };
  const statements: SqlStatements = {
    async rows(text, values) {
      if (!begun) {
        // Flagged first: a failed `begin` is rolled back all the same (a no-op then).
        begun = true;
        const opening = () => `${BEGIN}; ${inlined(em, text, values)}`;
        return sent(`${BEGIN}; ${text}`, opening, async () => lastRows(await client.query(opening())));
      }
      const sentInlined = () => inlined(em, text, values);
      return sent(text, sentInlined, () => send(client, reads, text, values, {}, sentInlined));
    },
  };
  const control = (statement: 'commit' | 'rollback') => sent(statement, () => statement, () => client.query(statement));
  try {
    const result = await work(statements);
    if (begun) await control('commit');
    return result;
  } catch (error) {
    if (begun && !broken) await control('rollback').catch(() => {});
    throw error;
  } finally {
    if (!broken) broken = await deallocateDropped(client).catch((error: Error) => error);
    client.release(broken);
  }
}
