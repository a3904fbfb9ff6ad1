import type { EntityManager } from '@mikro-orm/postgresql';

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
  const ended: { id: string }[] = await connection.execute(
    `update billing_invoices set status = ?, updated_at = now()
      where id in (?) and status = 'open' ${onlyWithoutPaymentUrl ? 'and payment_url is null' : ''}
      returning id`,
    [end, invoiceIds],
    'all',
    ctx,
  );
  const ids = ended.map((row) => row.id);
  if (!ids.length) return [];
  await connection.execute(`update billing_payment_intents set status = ?, updated_at = now() where invoice_id in (?)`, [end, ids], 'run', ctx);
  await connection.execute(
    `update ecommerce_orders set status = 'new', updated_at = now()
      where status = 'paying'
        and id in (select op.order_id from ecommerce_orders_to_billing_module_payment_intents op
                     join billing_payment_intents pi on pi.id = op.billing_module_payment_intent_id
                    where pi.invoice_id in (?))`,
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
  const rows: { invoice_id: string }[] = await em.getConnection().execute(
    `select distinct pi.invoice_id from ecommerce_orders_to_billing_module_payment_intents op
       join billing_payment_intents pi on pi.id = op.billing_module_payment_intent_id
       join billing_invoices i on i.id = pi.invoice_id and i.status = 'open'
      where op.order_id in (?)`,
    [orderIds],
    'all',
    em.getTransactionContext(),
  );
  return endInvoices(
    em,
    rows.map((row) => row.invoice_id),
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
