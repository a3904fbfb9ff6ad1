import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { rowsOf } from '../../core/crud/repository.js';
import { tableOf } from '../../core/model/tables.js';
import { EcommerceOrder, EcommerceOrdersToBillingModulePaymentIntents } from '../ecommerce/entities.js';
import { queueReceipts } from '../ecommerce/receipts/receipt-queue.js';
import { queueNotification } from '../notification/queue.js';
import { RbacIdentity, RbacSubjectsToIdentities } from '../rbac/entities.js';
import { BillingInvoice, BillingPaymentIntent } from './entities.js';

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
    const i = tableOf(BillingInvoice);
    const pi = tableOf(BillingPaymentIntent);
    // The orders and their links are ecommerce's: written from here across modules, through its declarations.
    const op = tableOf(EcommerceOrdersToBillingModulePaymentIntents);
    const o = tableOf(EcommerceOrder);
    const [invoice] = await connection.execute<{ subjectId: string | null }[]>(
      `update ${i.table} set ${i.column('status')} = ?, ${i.column('updatedAt')} = now() where ${i.column('id')} = ? and ${i.column('status')} = 'open'
        returning ${i.column('subjectId')} as "subjectId"`,
      [settlement, invoiceId],
      'all',
      ctx,
    );
    if (!invoice) return false;
    const orderOfInvoice = `select op.${op.column('orderId')} from ${op.table} op
                              join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')}
                             where pi.${pi.column('invoiceId')} = ?`;
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
    // Their receipts are drawn once this commits (never here: a receipt must not hold up a payment).
    if (status === 'approving') await queueReceipts(tx, orders.map((order) => order.id));
    // Our own notices go to the subject's sign-in address, never to the address typed at
    // checkout (that one is only handed to the provider for its receipt).
    const recipient = await subjectEmail(tx, invoice.subjectId);
    for (const order of orders) {
      if (!recipient) break;
      await queueNotification(tx, {
        variant: 'order-status-changed',
        recipient,
        subjectId: invoice.subjectId,
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
  const i = tableOf(RbacIdentity);
  const si = tableOf(RbacSubjectsToIdentities);
  const [identity] = await em
    .getConnection()
    .execute<{ email: string | null }[]>(
      `select i.${i.column('email')} as "email" from ${i.table} i join ${si.table} si on si.${si.column('identityId')} = i.${i.column('id')}
        where si.${si.column('subjectId')} = ? and i.${i.column('provider')} = 'email_and_password' and i.${i.column('email')} is not null
        order by i.${i.column('createdAt')} limit 1`,
      [subjectId],
      'all',
      em.getTransactionContext(),
    );
  return identity?.email ?? undefined;
}
