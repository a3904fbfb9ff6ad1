import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOf } from '../../../core/crud/repository.js';
import { EcommerceReceiptJob } from '../entities.js';

/**
 * Queues the receipts of orders just paid, in the payment's transaction: a job row per order,
 * drawn by the receipt dispatcher once the payment has committed. Nothing is drawn here, so a
 * receipt never delays or fails a payment.
 */
export async function queueReceipts(em: EntityManager, orderIds: string[]) {
  for (const orderId of orderIds) rowsOf(em, EcommerceReceiptJob).create({ orderId, status: 'queued', attempts: 0, runAfter: null, lastError: null });
  await em.flush();
}
