import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../core/model/entity-schema.js';
import { EcommerceOrder } from '../ecommerce/entities.js';
import { queueNotification } from '../notification/queue.js';

export type Settlement = 'paid' | 'canceled';

/**
 * Moves an open invoice to paid or canceled, with its payment intents and orders, once: the
 * status change is claimed by one conditional UPDATE, so a replayed or concurrent webhook
 * (or a second click) changes nothing twice. Each order's subject is told of its new status.
 */
export async function settleInvoice(em: EntityManager, invoiceId: string, settlement: Settlement): Promise<boolean> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const [invoice] = await connection.execute(
      `update billing_invoices set status = ?, updated_at = now() where id = ? and status = 'open' returning id, email, subject_id`,
      [settlement, invoiceId],
      'all',
      ctx,
    );
    if (!invoice) return false;
    await connection.execute(
      `update billing_payment_intents set status = ?, updated_at = now() where invoice_id = ?`,
      [settlement === 'paid' ? 'succeeded' : 'canceled', invoiceId],
      'run',
      ctx,
    );
    const status = settlement === 'paid' ? 'approving' : 'canceled';
    const orders: { id: string }[] = await connection.execute(
      `update ecommerce_orders set status = ?, type = case when ? = 'approving' then 'history' else type end, updated_at = now()
        where id in (select op.order_id from ecommerce_orders_to_billing_module_payment_intents op
                       join billing_payment_intents pi on pi.id = op.billing_module_payment_intent_id
                      where pi.invoice_id = ?)
        returning id`,
      [status, status, invoiceId],
      'all',
      ctx,
    );
    for (const order of orders) {
      if (!invoice.email) continue;
      await queueNotification(tx, {
        variant: 'order-status-changed',
        recipient: invoice.email,
        subjectId: invoice.subject_id,
        payload: { orderId: order.id, status },
      });
    }
    // The entities of this request must not keep their old status.
    for (const order of orders) {
      const cached = tx.getUnitOfWork().getById<Row>(EcommerceOrder.name, order.id as never);
      if (cached) tx.getUnitOfWork().unsetIdentity(cached as never);
    }
    return true;
  });
}
