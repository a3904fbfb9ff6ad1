import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger.js';
import type { ModelDefinition } from '../model/define-model.js';
import { tableOf } from '../model/tables.js';
import { textOf, withQuestionMarks } from '../read/parameters.js';

/** The rows a queue's jobs work on, one per job (`JobRows`). */
export interface JobRowsDefinition {
  /** Each row has `status` (`queued`, then `working`, then its own word for done, or `failed`), `attempts`, `lastError` and `updatedAt`. */
  model: ModelDefinition;
  /** The status of a row an attempt is working on (`sending`). */
  working: string;
  /** The field holding when the row's next attempt is due (`sendAfter`). */
  due: string;
  /** The last error of a row whose last attempt was cut short (its instance stopped). */
  interrupted: string;
}

/** A queue: what its jobs are sent with, and the rows they work on. */
export interface QueueDefinition {
  /** The queue's name; its jobs that failed for good go on to `<name>-given-up`. */
  name: string;
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** The wait before retry n: base × 2^(n-1) up to twice that (pg-boss's backoff, in whole seconds). */
  retryBaseMs: number;
  /** An attempt still running after this long was cut short (its instance stopped): it is retried, or failed after the last. */
  timeoutMs: number;
  rows: JobRowsDefinition;
}

/** The data of every job: the id of the row it works on (the row says what to do, and whether it is done). */
export interface JobData {
  id: string;
}

export type Job = PgBoss.JobWithMetadata<JobData>;

/** The schema pg-boss installs its tables and functions in. */
const SCHEMA = 'pgboss';

/**
 * How often pg-boss's maintenance runs: archiving done jobs (after 12 hours) and deleting
 * archived ones (after 7 days) need no more. Jobs past their timeout are looked for by every
 * look at a queue (`QueueWorker.drain`); an instance looking once an hour (a test server) runs
 * no SQL of its own meanwhile.
 */
const MAINTENANCE_INTERVAL_SECONDS = 3600;

const givenUp = (name: string) => `${name}-given-up`;

/** The job queues of each database, by the ORM's connection (which every entity manager of one ORM shares). */
const opened = new WeakMap<object, JobQueue>();

/** A text of pg-boss that is a transaction of its own (its installs, migrations and maintenance). */
const OWN_TRANSACTION = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * pg-boss's SQL, sent through the ORM's connection: in `em`'s transaction when it has one (a job
 * sent with the change that calls for it), else on the ORM's pool. Each statement is one
 * message of the simple protocol, its values inlined as the ORM inlines its own, which the
 * embedded database needs (pglite-socket runs the messages of all its connections on one
 * session: see `core/read/executor.ts`); and through the ORM's pool, the queue's statements
 * wait for the ORM's open transactions there instead of running inside them.
 */
function sqlOf(em: EntityManager): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      // As pg sends values: the text of each, typed by its place in the statement.
      const { sql, params } = withQuestionMarks(text, values.map(textOf));
      const run = (tx: EntityManager, statements: string) => tx.getConnection().execute<unknown[]>(statements, params, 'all', tx.getTransactionContext());
      // pg-boss's own BEGIN … COMMIT becomes a transaction of the ORM's, which rolls back on an
      // error (another instance installed the schema first): left to itself, the connection would
      // go back to the pool in the failed transaction.
      const own = OWN_TRANSACTION.exec(sql);
      const rows = own ? await em.fork().transactional((tx) => run(tx, own[1])) : await run(em, sql);
      // A text of several statements answers the rows of each: pg-boss reads the last one's.
      return { rows: rows.length && Array.isArray(rows[0]) ? (rows.at(-1) as unknown[]) : rows };
    },
  };
}

/**
 * Creates the queues the database does not have yet. pg-boss's `create_queue` run by instances
 * starting together deadlocks (each makes a table attached to pg-boss's job table): they create
 * them one at a time, under a transaction lock.
 */
async function createQueues(orm: MikroORM, boss: PgBoss, names: string[]) {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  if (names.every((name) => existing.has(name))) return;
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`${SCHEMA}:create-queues`]);
    // A pg-boss of this transaction: its queue functions run in it (nothing is started).
    const creating = new PgBoss({ db: sqlOf(tx), schema: SCHEMA });
    for (const name of names) await creating.createQueue(name);
  });
}

/**
 * Jobs on PostgreSQL through pg-boss (its schema `pgboss`): each instance fetches due jobs with
 * `FOR UPDATE SKIP LOCKED`, a failed job is retried with growing waits and failed after its last
 * attempt, and a job still running past its timeout (its instance stopped) is retried or
 * failed. pg-boss only polls: no LISTEN, which the embedded database could not deliver. A job
 * names the row it works on; the row records what was done (`JobRows`), so that a job handed
 * out again finds its work done and does nothing.
 */
export class JobQueue {
  private readonly definitions: Map<string, QueueDefinition>;

  private constructor(
    private readonly boss: PgBoss,
    private readonly orm: MikroORM,
    definitions: QueueDefinition[],
  ) {
    this.definitions = new Map(definitions.map((definition) => [definition.name, definition]));
  }

  /**
   * Installs pg-boss's schema when the database has none (under pg-boss's own advisory lock:
   * instances starting together install it once) or brings it up to this version's, creates
   * the queues, and starts pg-boss's maintenance (archiving, expiry), done by one instance at a
   * time.
   */
  static async open(orm: MikroORM, logger: Logger, definitions: QueueDefinition[]): Promise<JobQueue> {
    const boss = new PgBoss({ db: sqlOf(orm.em), schema: SCHEMA, schedule: false, maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue maintenance failed'));
    const installing = !(await boss.isInstalled());
    await boss.start();
    const queue = new JobQueue(boss, orm, definitions);
    try {
      await createQueues(orm, boss, definitions.flatMap(({ name }) => [givenUp(name), name]));
      if (installing) await queue.adoptWaiting(orm.em.fork());
    } catch (error) {
      await queue.close();
      throw error;
    }
    opened.set(orm.em.getConnection(), queue);
    return queue;
  }

  /**
   * Rows queued or worked on by the version before the job queue (which polled their tables)
   * get their jobs. Instances installing it together may both do it: a job finding its work
   * done, or under way, does nothing.
   */
  private async adoptWaiting(em: EntityManager) {
    await em.transactional(async (tx) => {
      for (const { name, rows } of this.definitions.values()) {
        const { table, column } = tableOf(rows.model);
        const waiting: { id: string; due: string | null }[] = await tx.execute(
          `select ${column('id')} as "id", ${column(rows.due)} as "due" from ${table} where ${column('status')} in ('queued', ?)`,
          [rows.working],
        );
        for (const row of waiting) await this.send(tx, name, row.id, row.due ? new Date(row.due) : null);
      }
    });
  }

  private definition(name: string): QueueDefinition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job queue named ${name}`);
    return definition;
  }

  /** Adds a job for row `id` in `em`'s transaction (when it has one): it is there once the change that calls for it has committed, and never without it. */
  async send(em: EntityManager, name: string, id: string, startAfter?: Date | null): Promise<void> {
    const { maxAttempts, retryBaseMs, timeoutMs } = this.definition(name);
    await this.boss.send(name, { id } satisfies JobData, {
      retryLimit: maxAttempts - 1,
      retryDelay: Math.ceil(retryBaseMs / 1000),
      retryBackoff: true,
      expireInSeconds: Math.max(1, Math.ceil(timeoutMs / 1000)),
      deadLetter: givenUp(name),
      ...(startAfter ? { startAfter } : {}),
      db: sqlOf(em),
    });
  }

  /**
   * Flushes `em` and adds a job for each of `rows` (their ids are given by the flush) in one
   * transaction: em's own, or one begun on em for the two, which commits whatever em has
   * pending with them.
   */
  async flushWithJobs(em: EntityManager, name: string, rows: { id: string }[], startAfter?: Date | null): Promise<void> {
    const work = async () => {
      await em.flush();
      for (const row of rows) await this.send(em, name, row.id, startAfter);
    };
    if (em.isInTransaction()) return work();
    await em.begin();
    try {
      await work();
      await em.commit();
    } catch (error) {
      await em.rollback();
      throw error;
    }
  }

  /** Takes up to `batchSize` due jobs of the queue: they are this instance's until completed, failed or timed out. */
  fetch(name: string, batchSize: number): Promise<Job[]> {
    return this.boss.fetch<JobData>(name, { batchSize, includeMetadata: true });
  }

  /** Takes up to `batchSize` jobs of the queue that failed for good (after their last attempt, or cut short on it). */
  fetchGivenUp(name: string, batchSize: number): Promise<Job[]> {
    return this.fetch(givenUp(name), batchSize);
  }

  /** The job is done: in `em`'s transaction, with the row that records it. */
  async complete(em: EntityManager, job: Job): Promise<void> {
    await this.boss.complete(job.name, job.id, {}, { db: sqlOf(em) });
  }

  /**
   * The job's attempt failed, in `em`'s transaction: it is retried after its wait, or failed
   * after its last attempt. Answers when it is retried; null: it is not.
   */
  async fail(em: EntityManager, job: Job, error: unknown): Promise<Date | null> {
    const db = sqlOf(em);
    await this.boss.fail(job.name, job.id, { message: errorText(error) }, { db });
    const after = await this.boss.getJobById<JobData>(job.name, job.id, { db, includeArchive: false });
    // Timestamps come back as the ORM's driver reads them (text).
    return after?.state === 'retry' ? new Date(after.startAfter as unknown as string) : null;
  }

  /** Jobs still running past their timeout are retried, or failed after their last attempt (as maintenance does, now). */
  expire(): Promise<void> {
    return this.boss.expire();
  }

  /** Stops the maintenance (the workers of this instance were stopped before). */
  async close(): Promise<void> {
    opened.delete(this.orm.em.getConnection());
    await this.boss.stop({ graceful: false, close: false });
  }
}

/** What is kept of an error: its message, short. */
export const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);

/** The job queue opened on `em`'s database (`JobQueue.open`). */
export function jobQueueOf(em: EntityManager): JobQueue {
  const queue = opened.get(em.getConnection());
  if (!queue) throw new Error('The job queue was not opened on this database (JobQueue.open)');
  return queue;
}
