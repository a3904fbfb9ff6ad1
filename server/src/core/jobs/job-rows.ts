import type { MikroORM } from '@mikro-orm/postgresql';
import type { ModelDefinition } from '../model/define-model.js';
import type { RowOf } from '../model/row.js';
import { tableOf } from '../model/tables.js';
import { errorText, type Job, type JobQueue, type JobRowsDefinition, type QueueDefinition } from './job-queue.js';

/**
 * The rows a queue's jobs work on, one per job: the row is what an admin reads (status,
 * attempts, last error, when the next attempt is due) and what makes the work happen once.
 * pg-boss delivers a job at least once: a job whose attempt outlives its timeout is handed out
 * again while that attempt may still be running, and a row may be given a second job (an admin
 * queueing it again while it had one; instances adopting the same rows). So an attempt starts
 * only on a row still queued, or on one whose attempt was cut short (working for longer than
 * the job's timeout); the work is recorded on the row and the job completed in one transaction.
 */
export class JobRows<M extends ModelDefinition> {
  private readonly options: JobRowsDefinition;

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    definition: QueueDefinition & { rows: { model: M } },
  ) {
    this.options = definition.rows;
  }

  /** The rows' table, its columns named by field. */
  private get table() {
    return tableOf(this.options.model);
  }

  /**
   * Starts an attempt at the job's row: marks it `working` (committed before the work, so that
   * an attempt cut short is seen as one) and answers its `fields`. Nothing when the row's work
   * is done, failed or under way: the job is then completed with nothing done.
   */
  async claim<K extends keyof RowOf<M> & string>(job: Job, fields: K[]): Promise<Pick<RowOf<M>, K | 'id' | 'attempts'> | undefined> {
    const { table, column } = this.table;
    const status = column('status');
    const updatedAt = column('updatedAt');
    const attempts = column('attempts');
    const returned = ['id', 'attempts', ...fields].map((field) => `${column(field)} as "${field}"`).join(', ');
    const em = this.orm.em.fork();
    const [row] = await em.execute(
      `update ${table} set ${status} = ?, ${attempts} = ${attempts} + 1, ${updatedAt} = now()
        where ${column('id')} = ?
          and (${status} = 'queued' or (${status} = ? and ${updatedAt} < now() - make_interval(secs => ?)))
        returning ${returned}`,
      [this.options.working, job.data.id, this.options.working, job.expireInSeconds],
    );
    if (!row) await this.queue.complete(em, job);
    return row as Pick<RowOf<M>, K | 'id' | 'attempts'> | undefined;
  }

  /**
   * The attempt failed: the job is retried after its wait (the row `queued`, due then) or, after
   * its last attempt, failed (the row `failed`), in one transaction. `final`: failed at once, no
   * retry (a failure no retry would mend).
   */
  async failed(job: Job, error: unknown, { final = false } = {}): Promise<{ retryAt: Date | null }> {
    const { table, column } = this.table;
    return this.orm.em.fork().transactional(async (tx) => {
      // A failure no retry would mend (mail switched off) fails the row at once: its job is done.
      const retryAt = final ? (await this.queue.complete(tx, job), null) : await this.queue.fail(tx, job, error);
      await tx.execute(
        `update ${table} set ${column('status')} = ?, ${column('lastError')} = ?,
            ${column(this.options.due)} = coalesce(?, ${column(this.options.due)}), ${column('updatedAt')} = now()
          where ${column('id')} = ?`,
        [retryAt ? 'queued' : 'failed', errorText(error), retryAt, job.data.id],
      );
      return { retryAt };
    });
  }

  /**
   * A job failed for good. Its row is failed already when its handler saw the last attempt
   * fail; a row still `working` had its last attempt cut short: it is failed now, never tried
   * again (the attempt might stop every instance in turn).
   */
  async gaveUp(job: Job): Promise<void> {
    const { table, column } = this.table;
    const status = column('status');
    await this.orm.em.fork().transactional(async (tx) => {
      await tx.execute(
        `update ${table} set ${status} = 'failed', ${column('lastError')} = ?, ${column('updatedAt')} = now()
          where ${column('id')} = ? and ${status} = ?`,
        [this.options.interrupted, job.data.id, this.options.working],
      );
      await this.queue.complete(tx, job);
    });
  }
}
