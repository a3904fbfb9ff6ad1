import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../core/model/tables.js';
import { EcommerceOrder, EcommerceOrdersToBillingModulePaymentIntents } from '../ecommerce/entities.js';
import { BillingInvoice, BillingPaymentIntent } from './entities.js';

type InvoiceEnd = 'canceled' | 'failed';

/**
 * Ends open invoices without payment: the invoice and its intents become canceled (or failed),
 * and those of its orders still `paying` go back to `new` so they can be checked out again.
 * Only invoices still open are touched; the ids of those ended are answered.
 */
async function endInvoices(em: EntityManager, invoiceIds: string[], end: InvoiceEnd, onlyWithoutPaymentUrl = false): Promise<string[]> {
  if (!invoiceIds.length) return [];
  const connection = em.getConnection();
  const ctx = em.getTransactionContext();
  const i = tableOf(BillingInvoice);
  const pi = tableOf(BillingPaymentIntent);
  // The orders and their links are ecommerce's: written from here across modules, through its declarations.
  const op = tableOf(EcommerceOrdersToBillingModulePaymentIntents);
  const o = tableOf(EcommerceOrder);
  const ended: { id: string }[] = await connection.execute(
    `update ${i.table} set ${i.column('status')} = ?, ${i.column('updatedAt')} = now()
      where ${i.column('id')} in (?) and ${i.column('status')} = 'open' ${onlyWithoutPaymentUrl ? `and ${i.column('paymentUrl')} is null` : ''}
      returning ${i.column('id')} as "id"`,
    [end, invoiceIds],
    'all',
    ctx,
  );
  const ids = ended.map((row) => row.id);
  if (!ids.length) return [];
  await connection.execute(
    `update ${pi.table} set ${pi.column('status')} = ?, ${pi.column('updatedAt')} = now() where ${pi.column('invoiceId')} in (?)`,
    [end, ids],
    'run',
    ctx,
  );
  await connection.execute(
    `update ${o.table} set ${o.column('status')} = 'new', ${o.column('updatedAt')} = now()
      where ${o.column('status')} = 'paying'
        and ${o.column('id')} in (select op.${op.column('orderId')} from ${op.table} op
                     join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')}
                    where pi.${pi.column('invoiceId')} in (?))`,
    [ids],
    'run',
    ctx,
  );
  return ids;
}

/**
 * An order canceled or about to be deleted takes its open invoice with it: otherwise the
 * invoice could still be paid for an order nobody will deliver. The invoice's other orders go
 * back to `new` (the canceled one keeps its own status: it is no longer `paying`).
 */
export async function cancelOpenInvoicesOf(em: EntityManager, orderIds: string[]): Promise<string[]> {
  if (!orderIds.length) return [];
  const i = tableOf(BillingInvoice);
  const pi = tableOf(BillingPaymentIntent);
  const op = tableOf(EcommerceOrdersToBillingModulePaymentIntents);
  const rows: { invoiceId: string }[] = await em.getConnection().execute(
    `select distinct pi.${pi.column('invoiceId')} as "invoiceId" from ${op.table} op
       join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')}
       join ${i.table} i on i.${i.column('id')} = pi.${pi.column('invoiceId')} and i.${i.column('status')} = 'open'
      where op.${op.column('orderId')} in (?)`,
    [orderIds],
    'all',
    em.getTransactionContext(),
  );
  return endInvoices(
    em,
    rows.map((row) => row.invoiceId),
    'canceled',
  );
}

/**
 * A checkout whose provider call failed: the invoice that never got a payment url is marked
 * failed and its orders go back to `new`. An invoice that did get its url meanwhile (a parallel
 * checkout of the same orders succeeded) is left alone.
 */
export async function failUnstartedInvoice(em: EntityManager, invoiceId: string): Promise<boolean> {
  return (await em.transactional((tx) => endInvoices(tx, [invoiceId], 'failed', true))).length > 0;
}
