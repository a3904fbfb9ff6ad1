import { invoiceCanceled, invoiceSettled, subjectSignedIn } from '../../core/events/catalogue.js';
import { onEvent } from '../../core/events/event.js';
import { badInput } from '../../core/errors.js';
import { rowsOf } from '../../core/crud/repository.js';
import { tableOf } from '../../core/model/tables.js';
import { NotificationNotification } from '../notification/entities.js';
import { handOverCart } from './cart-handover.js';
import { EcommerceOrder, EcommerceReceiptJob } from './entities.js';
import { ordersOfIntents } from './invoice-orders.js';
import { tellOfPayment, tellOfUnpaid } from './order-mails.js';
import { queueReceipt } from './receipts/receipt-queue.js';

/**
 * What ecommerce does when billing settles or ends an invoice, and when a visitor signs in:
 * the orders are this module's, so this module moves them (see core/events).
 */

/**
 * A settled invoice moves the orders waiting for it (`paying`): paid, to approving (and into
 * the subject's history), with its receipt and mails queued; canceled by the buyer, to
 * canceled. A payment for orders no longer all waiting (one was canceled or deleted
 * meanwhile) is refused, which undoes the settlement.
 */
export const moveOrdersOfSettledInvoice = onEvent(
  invoiceSettled,
  async (tx, { invoiceId, outcome, paymentIntentIds }) => {
    const o = tableOf(EcommerceOrder);
    const paid = outcome === 'paid';
    if (paid) {
      // Locked, so that no cancel slips in between this check and the update below.
      const orders: { status: string }[] = paymentIntentIds.length
        ? await tx.execute(`select ${o.column('status')} as "status" from ${o.table} where ${o.column('id')} in (${ordersOfIntents()}) for update`, [paymentIntentIds], 'all')
        : [];
      if (!orders.length || orders.some((order) => order.status !== 'paying')) {
        throw badInput('id: the invoice has no orders waiting for this payment (canceled or deleted)', 'id');
      }
    }
    const status = paid ? 'approving' : 'canceled';
    // Only orders waiting for this payment move: one already canceled or paid stays as it is.
    const orders: { id: string }[] = paymentIntentIds.length
      ? await tx.execute(
          `update ${o.table} set ${o.column('status')} = ?, ${o.column('type')} = case when ? = 'approving' then 'history' else ${o.column('type')} end, ${o.column('updatedAt')} = now()
            where ${o.column('status')} = 'paying' and ${o.column('id')} in (${ordersOfIntents()})
            returning ${o.column('id')} as "id"`,
          [status, status, paymentIntentIds],
          'all',
        )
      : [];
    const orderIds = orders.map((order) => order.id);
    if (paid) {
      // Drawn once this commits (never here: a receipt must not hold up a payment).
      await queueReceipt(tx, invoiceId);
      await tellOfPayment(tx, invoiceId, orderIds);
    } else await tellOfUnpaid(tx, invoiceId, orderIds);
    // The entities of this request must not keep their old status.
    for (const id of orderIds) rowsOf(tx, EcommerceOrder).forgetId(id);
  },
  () => [EcommerceOrder, EcommerceReceiptJob, NotificationNotification],
);

/** An invoice ended without payment puts its orders still `paying` back to `new`: they can be checked out again. */
export const reopenOrdersOfCanceledInvoice = onEvent(
  invoiceCanceled,
  async (em, { paymentIntentIds }) => {
    if (!paymentIntentIds.length) return;
    const o = tableOf(EcommerceOrder);
    await em.execute(
      `update ${o.table} set ${o.column('status')} = 'new', ${o.column('updatedAt')} = now()
        where ${o.column('status')} = 'paying' and ${o.column('id')} in (${ordersOfIntents()})`,
      [paymentIntentIds],
      'run',
    );
  },
  () => [EcommerceOrder],
);

/** A visitor who filled a cart before signing in keeps it in the account (see cart-handover.ts). */
export const keepCartOfSignedInVisitor = onEvent(subjectSignedIn, async (em, { context, visitorId, subjectId }) => {
  await handOverCart(context, em, visitorId, subjectId);
});
