import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { Job, JobQueue, QueueDefinition } from './job-queue.js';
import { JobRows } from './job-rows.js';
import { Poller } from './poller.js';

/**
 * How often a worker looks for attempts past their timeout: every tenth of the timeout, from a
 * second to a minute. Not at every poll: on the embedded database each look costs milliseconds
 * of its one session, and an attempt cut short is retried only after its timeout anyway.
 */
const expiryEvery = (timeoutMs: number) => Math.min(60_000, Math.max(1000, timeoutMs / 10));

export interface QueueWorkerOptions {
  orm: MikroORM;
  /** Jobs taken at once (each is this instance's until it is done, failed or timed out). */
  batchSize: number;
  pollMs: number;
  logger: Logger;
}

/**
 * Works one queue's jobs on this instance: looks for due jobs every `pollMs` (pg-boss fetches
 * them with `FOR UPDATE SKIP LOCKED`, so instances share them out), a batch at a time until
 * none is due; `drain()` does the same at once. A queue's worker says what one attempt at a
 * job does (`run`).
 */
export abstract class QueueWorker<M extends ModelDefinition> {
  /** The rows the jobs work on: an attempt claims its row, and records its outcome there. */
  protected readonly rows: JobRows<M>;
  private readonly poller: Poller;
  /** When this worker last looked for attempts past their timeout. */
  private expiredAt = 0;

  constructor(
    protected readonly queue: JobQueue,
    private readonly definition: QueueDefinition & { rows: { model: M } },
    private readonly options: QueueWorkerOptions,
  ) {
    this.rows = new JobRows(options.orm, queue, definition);
    this.poller = new Poller(() => this.drain(), options.pollMs, (error) => options.logger.error({ err: error, queue: definition.name }, 'job queue poll failed'));
  }

  /**
   * One attempt at the job: it claims the job's row (`rows.claim`: nothing to do when the work
   * is done or under way), and completes the job in the transaction that records the work, or
   * fails it (`rows.failed`).
   */
  protected abstract run(job: Job): Promise<void>;

  start() {
    this.poller.start();
  }

  /** Resolves once the look at the queue made on start is over (its SQL is behind us). */
  started(): Promise<void> {
    return this.poller.started();
  }

  /** No look starts any more; resolves when the one under way has ended. */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Works every job due now; answers how many jobs it ran. */
  async drain(): Promise<number> {
    const { name } = this.definition;
    const { batchSize } = this.options;
    if (Date.now() - this.expiredAt >= expiryEvery(this.definition.timeoutMs)) {
      this.expiredAt = Date.now();
      // Attempts cut short (their instance stopped) are retried, or given up: then their rows are failed.
      await this.queue.expire();
      while (await this.each(await this.queue.fetchGivenUp(name, batchSize), (job) => this.rows.gaveUp(job)));
    }
    let ran = 0;
    for (;;) {
      const jobs = await this.queue.fetch(name, batchSize);
      if (!(await this.each(jobs, (job) => this.run(job)))) return ran;
      ran += jobs.length;
    }
  }

  /**
   * Works each job, whatever happens to the others of its batch. A job whose attempt failed
   * without recording it (the database went away) stays taken until its timeout, then is
   * retried. Answers whether there were any.
   */
  private async each(jobs: Job[], work: (job: Job) => Promise<void>): Promise<boolean> {
    for (const job of jobs) {
      await work(job).catch((error: unknown) => this.options.logger.error({ err: error, queue: job.name, jobId: job.id, rowId: job.data.id }, 'job not run'));
    }
    return jobs.length > 0;
  }
}
