import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOf } from '../../core/crud/repository.js';
import { jobQueueOf } from '../../core/jobs/job-queue.js';
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
