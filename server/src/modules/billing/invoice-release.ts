import type { EntityManager } from '@mikro-orm/postgresql';
import { emit, writesOf } from '../../core/events/bus.js';
import { invoiceCanceled, orderCanceled, orderDeleted } from '../../core/events/catalogue.js';
import { onEvent } from '../../core/events/event.js';
import { tableOf } from '../../core/model/tables.js';
import { BillingInvoice, BillingPaymentIntent } from './entities.js';

type InvoiceEnd = 'canceled' | 'failed';

/** The open invoices to end: by id, or those billing some payment intents. */
type Ending = { invoiceIds: string[]; onlyWithoutPaymentUrl?: boolean } | { paymentIntentIds: string[] };

/**
 * Ends open invoices without payment: the invoice and its intents become canceled (or failed),
 * and ecommerce hears of it (`invoice.canceled`): those of its orders still `paying` go back to
 * `new` so they can be checked out again. Only invoices still open are touched; the ids of
 * those ended are answered.
 */
async function endInvoices(em: EntityManager, ending: Ending, end: InvoiceEnd): Promise<string[]> {
  const ids = 'invoiceIds' in ending ? ending.invoiceIds : ending.paymentIntentIds;
  if (!ids.length) return [];
  const i = tableOf(BillingInvoice);
  const pi = tableOf(BillingPaymentIntent);
  const which =
    'invoiceIds' in ending
      ? `${i.column('id')} in (?)${ending.onlyWithoutPaymentUrl ? ` and ${i.column('paymentUrl')} is null` : ''}`
      : `${i.column('id')} in (select ${pi.column('invoiceId')} from ${pi.table} where ${pi.column('id')} in (?))`;
  const ended: { id: string }[] = await em.execute(
    `update ${i.table} set ${i.column('status')} = ?, ${i.column('updatedAt')} = now()
      where ${which} and ${i.column('status')} = 'open'
      returning ${i.column('id')} as "id"`,
    [end, ids],
    'all',
  );
  const invoiceIds = ended.map((row) => row.id);
  if (!invoiceIds.length) return [];
  const intents: { id: string }[] = await em.execute(
    `update ${pi.table} set ${pi.column('status')} = ?, ${pi.column('updatedAt')} = now() where ${pi.column('invoiceId')} in (?) returning ${pi.column('id')} as "id"`,
    [end, invoiceIds],
    'all',
  );
  await emit(em, invoiceCanceled, { invoiceIds, paymentIntentIds: intents.map((intent) => intent.id) });
  return invoiceIds;
}

const invoiceWrites = () => [BillingInvoice, BillingPaymentIntent, ...writesOf(invoiceCanceled)];

/**
 * An order canceled or about to be deleted takes its open invoice with it: otherwise the
 * invoice could still be paid for an order nobody will deliver. The invoice's other orders go
 * back to `new` (the canceled one keeps its own status: it is no longer `paying`).
 */
export const endInvoicesOfCanceledOrders = onEvent(orderCanceled, async (em, { paymentIntentIds }) => void (await endInvoices(em, { paymentIntentIds }, 'canceled')), invoiceWrites);
export const endInvoicesOfDeletedOrders = onEvent(orderDeleted, async (em, { paymentIntentIds }) => void (await endInvoices(em, { paymentIntentIds }, 'canceled')), invoiceWrites);

/**
 * A checkout whose provider call failed: the invoice that never got a payment url is marked
 * failed and its orders go back to `new`. An invoice that did get its url meanwhile (a parallel
 * checkout of the same orders succeeded) is left alone.
 */
export async function failUnstartedInvoice(em: EntityManager, invoiceId: string): Promise<boolean> {
  return (await em.transactional((tx) => endInvoices(tx, { invoiceIds: [invoiceId], onlyWithoutPaymentUrl: true }, 'failed'))).length > 0;
}
