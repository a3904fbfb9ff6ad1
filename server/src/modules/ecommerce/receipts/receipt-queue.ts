import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOf } from '../../../core/crud/repository.js';
import { jobQueueOf } from '../../../core/jobs/job-queue.js';
import { EcommerceReceiptJob, RECEIPT_QUEUE } from '../entities.js';

/**
 * Queues the receipt of a checkout just paid, in the payment's transaction: a row and a job for
 * its invoice (one receipt for all its orders), drawn by the receipt dispatcher once the
 * payment has committed. Nothing is drawn here, so a receipt never delays or fails a payment.
 */
export async function queueReceipt(em: EntityManager, invoiceId: string) {
  const row = rowsOf(em, EcommerceReceiptJob).create({ invoiceId, status: 'queued', attempts: 0, runAfter: null, lastError: null });
  await jobQueueOf(em).flushWithJobs(em, RECEIPT_QUEUE, [row]);
}
