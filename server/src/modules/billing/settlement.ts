import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { rowsOf } from '../../core/crud/repository.js';
import { tableOf } from '../../core/model/tables.js';
import { EcommerceOrder } from '../ecommerce/entities.js';
import { ordersOfInvoice } from '../ecommerce/invoice-orders.js';
import { tellOfPayment, tellOfUnpaid } from '../ecommerce/order-mails.js';
import { queueReceipt } from '../ecommerce/receipts/receipt-queue.js';
import { BillingInvoice, BillingPaymentIntent } from './entities.js';

export type Settlement = 'paid' | 'canceled';

/**
 * Moves an open invoice to paid or canceled, with its payment intents and orders, once: the
 * status change is claimed by one conditional UPDATE, so a replayed or concurrent webhook
 * (or a second click) changes nothing twice. An invoice is paid only while every one of its
 * orders is still `paying`: an order canceled or deleted meanwhile makes the payment a 400
 * that changes nothing. A paid checkout's receipt (one for all its orders) and its mails (to the
 * buyer's addresses, to the admins) are queued in the same transaction, so a replayed webhook
 * queues none again; a canceled one tells its subject only, at the sign-in address.
 */
export async function settleInvoice(em: EntityManager, invoiceId: string, settlement: Settlement): Promise<boolean> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const i = tableOf(BillingInvoice);
    const pi = tableOf(BillingPaymentIntent);
    // The orders are ecommerce's: written from here across modules, through its declarations.
    const o = tableOf(EcommerceOrder);
    const [invoice] = await connection.execute<{ subjectId: string | null }[]>(
      `update ${i.table} set ${i.column('status')} = ?, ${i.column('updatedAt')} = now(), ${i.column('paidAt')} = case when ? = 'paid' then now() end
        where ${i.column('id')} = ? and ${i.column('status')} = 'open'
        returning ${i.column('subjectId')} as "subjectId"`,
      [settlement, settlement, invoiceId],
      'all',
      ctx,
    );
    if (!invoice) return false;
    const orderOfInvoice = ordersOfInvoice();
    if (settlement === 'paid') {
      // Locked, so that no cancel slips in between this check and the update below.
      const orders: { status: string }[] = await connection.execute(
        `select ${o.column('status')} as "status" from ${o.table} where ${o.column('id')} in (${orderOfInvoice}) for update`,
        [invoiceId],
        'all',
        ctx,
      );
      if (!orders.length || orders.some((order) => order.status !== 'paying')) {
        // Thrown, so the claim above rolls back: nothing changes.
        throw badInput('id: the invoice has no orders waiting for this payment (canceled or deleted)', 'id');
      }
    }
    await connection.execute(
      `update ${pi.table} set ${pi.column('status')} = ?, ${pi.column('updatedAt')} = now() where ${pi.column('invoiceId')} = ?`,
      [settlement === 'paid' ? 'succeeded' : 'canceled', invoiceId],
      'all',
      ctx,
    );
    const status = settlement === 'paid' ? 'approving' : 'canceled';
    // Only orders waiting for this payment move: one already canceled or paid stays as it is.
    const orders: { id: string }[] = await connection.execute(
      `update ${o.table} set ${o.column('status')} = ?, ${o.column('type')} = case when ? = 'approving' then 'history' else ${o.column('type')} end, ${o.column('updatedAt')} = now()
        where ${o.column('status')} = 'paying' and ${o.column('id')} in (${orderOfInvoice})
        returning ${o.column('id')} as "id"`,
      [status, status, invoiceId],
      'all',
      ctx,
    );
    const orderIds = orders.map((order) => order.id);
    if (status === 'approving') {
      // Drawn once this commits (never here: a receipt must not hold up a payment).
      await queueReceipt(tx, invoiceId);
      await tellOfPayment(tx, invoiceId, orderIds);
    } else await tellOfUnpaid(tx, invoiceId, orderIds);
    // The entities of this request must not keep their old status.
    for (const order of orders) rowsOf(tx, EcommerceOrder).forgetId(order.id);
    return true;
  });
}
