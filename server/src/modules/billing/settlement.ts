import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { rowsOf } from '../../core/crud/repository.js';
import { EcommerceOrder } from '../ecommerce/entities.js';
import { queueReceipts } from '../ecommerce/receipts/receipt-queue.js';
import { queueNotification } from '../notification/queue.js';

export type Settlement = 'paid' | 'canceled';

/**
 * Moves an open invoice to paid or canceled, with its payment intents and orders, once: the
 * status change is claimed by one conditional UPDATE, so a replayed or concurrent webhook
 * (or a second click) changes nothing twice. An invoice is paid only while every one of its
 * orders is still `paying`: an order canceled or deleted meanwhile makes the payment a 400
 * that changes nothing. Each order's subject is told of its new status at its own address, and
 * each paid order's receipt is queued (so a replayed webhook queues none again).
 */
export async function settleInvoice(em: EntityManager, invoiceId: string, settlement: Settlement): Promise<boolean> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const [invoice] = await connection.execute(
      `update billing_invoices set status = ?, updated_at = now() where id = ? and status = 'open' returning id, subject_id`,
      [settlement, invoiceId],
      'all',
      ctx,
    );
    if (!invoice) return false;
    const orderOfInvoice = `select op.order_id from ecommerce_orders_to_billing_module_payment_intents op
                              join billing_payment_intents pi on pi.id = op.billing_module_payment_intent_id
                             where pi.invoice_id = ?`;
    if (settlement === 'paid') {
      // Locked, so that no cancel slips in between this check and the update below.
      const orders: { status: string }[] = await connection.execute(`select status from ecommerce_orders where id in (${orderOfInvoice}) for update`, [invoiceId], 'all', ctx);
      if (!orders.length || orders.some((order) => order.status !== 'paying')) {
        // Thrown, so the claim above rolls back: nothing changes.
        throw badInput('id: the invoice has no orders waiting for this payment (canceled or deleted)', 'id');
      }
    }
    await connection.execute(
      `update billing_payment_intents set status = ?, updated_at = now() where invoice_id = ?`,
      [settlement === 'paid' ? 'succeeded' : 'canceled', invoiceId],
      'all',
      ctx,
    );
    const status = settlement === 'paid' ? 'approving' : 'canceled';
    // Only orders waiting for this payment move: one already canceled or paid stays as it is.
    const orders: { id: string }[] = await connection.execute(
      `update ecommerce_orders set status = ?, type = case when ? = 'approving' then 'history' else type end, updated_at = now()
        where status = 'paying' and id in (${orderOfInvoice})
        returning id`,
      [status, status, invoiceId],
      'all',
      ctx,
    );
    // Their receipts are drawn once this commits (never here: a receipt must not hold up a payment).
    if (status === 'approving') await queueReceipts(tx, orders.map((order) => order.id));
    // Our own notices go to the subject's sign-in address, never to the address typed at
    // checkout (that one is only handed to the provider for its receipt).
    const recipient = await subjectEmail(tx, invoice.subject_id);
    for (const order of orders) {
      if (!recipient) break;
      await queueNotification(tx, {
        variant: 'order-status-changed',
        recipient,
        subjectId: invoice.subject_id,
        payload: { orderId: order.id, status },
      });
    }
    // The entities of this request must not keep their old status.
    for (const order of orders) rowsOf(tx, EcommerceOrder).forgetId(order.id);
    return true;
  });
}

/** The email of the subject's email-and-password identity, if it has one. */
async function subjectEmail(em: EntityManager, subjectId: string | null): Promise<string | undefined> {
  if (!subjectId) return undefined;
  const [identity] = await em
    .getConnection()
    .execute<{ email: string | null }[]>(
      `select i.email from rbac_identities i join rbac_subjects_to_identities si on si.identity_id = i.id
        where si.subject_id = ? and i.provider = 'email_and_password' and i.email is not null
        order by i.created_at limit 1`,
      [subjectId],
      'all',
      em.getTransactionContext(),
    );
  return identity?.email ?? undefined;
}
