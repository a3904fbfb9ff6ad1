import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../model/row.js';
import { jobQueueOf } from './job-queue.js';

/**
 * A model's `afterUpdate` hook for the rows of a queue (`JobRows`): a row an admin sets back to
 * `queued` gets a job, due at its `due` field, in the write's transaction. A row that had one
 * still waiting gets a second, which finds the work done (or under way) and does nothing.
 */
export const queuedAgain =
  (name: string, due: string) =>
  async (em: EntityManager, rows: Row[]): Promise<void> => {
    for (const row of rows) {
      if (row.status === 'queued') await jobQueueOf(em).send(em, name, row.id, (row[due] as Date | null) ?? null);
    }
  };
