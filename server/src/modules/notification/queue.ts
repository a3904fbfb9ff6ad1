import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOf } from '../../core/crud/repository.js';
import { jobQueueOf } from '../../core/jobs/job-queue.js';
import { tableOf } from '../../core/model/tables.js';
import { NOTIFICATION_QUEUE, NotificationNotification, NotificationTemplate } from './entities.js';

export interface QueuedMessage {
  /** The template's variant: `reset-password`, `order-status-changed`, ... */
  variant: string;
  recipient: string;
  subjectId?: string | null;
  /** Template values (may hold secrets: never readable through the API). */
  payload: Record<string, unknown>;
}

/**
 * Queues a message for sending: a notification row and its job in the same transaction as the
 * change it tells about, so a message is never lost and never sent for a change that rolled back.
 */
export async function queueNotification(em: EntityManager, message: QueuedMessage, sendAfter?: Date) {
  const template = await rowsOf(em, NotificationTemplate).findOne({ variant: message.variant });
  const row = rowsOf(em, NotificationNotification).create({
    subjectId: message.subjectId ?? null,
    templateId: template?.id ?? null,
    recipient: message.recipient,
    channel: 'email',
    status: 'queued',
    attempts: 0,
    ...(sendAfter ? { sendAfter } : {}),
    payload: { variant: message.variant, ...message.payload },
  });
  await jobQueueOf(em).flushWithJobs(em, NOTIFICATION_QUEUE, [row], sendAfter);
}

/**
 * Queues a message, or rewrites the one of its variant still queued (not yet sent) to the same
 * recipient about the same thing: `about` names it by payload values; `rewrite` makes the new
 * payload from the queued one. Parts of one change told one by one (orders of a checkout moved
 * in turn) thus make one message while it waits. Serialised per recipient and thing with a
 * transaction lock, so that instances sharing the database agree; run inside a transaction.
 */
export async function queueOrRewriteNotification(
  em: EntityManager,
  message: QueuedMessage,
  about: Record<string, string>,
  rewrite: (queued: Record<string, unknown>) => Promise<Record<string, unknown>>,
) {
  const { table, column } = tableOf(NotificationNotification);
  const keys = Object.keys(about).sort();
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`notification:${message.variant}:${message.recipient}:${keys.map((key) => about[key]).join(':')}`]);
  const [queued] = await em.execute<{ id: string; payload: Record<string, unknown> }[]>(
    `select ${column('id')} as "id", ${column('payload')} as "payload" from ${table}
      where ${column('recipient')} = ? and ${column('status')} = 'queued' and ${column('payload')}->>'variant' = ?${keys.map(() => ` and ${column('payload')}->>? = ?`).join('')}
      order by ${column('createdAt')} desc limit 1 for update`,
    [message.recipient, message.variant, ...keys.flatMap((key) => [key, about[key]])],
  );
  if (!queued) return queueNotification(em, message);
  const payload = { ...(await rewrite(queued.payload)), variant: message.variant };
  await em.execute(`update ${table} set ${column('payload')} = ?::jsonb, ${column('updatedAt')} = now() where ${column('id')} = ?`, [JSON.stringify(payload), queued.id]);
}
