import pg from 'pg';
import type { CheckoutRecord } from './scenarios.js';

export interface OrderChecks {
  /** Checkouts answered 2xx. */
  answered: number;
  /** Invoices created during the phase. */
  invoicesCreated: number;
  /** Created but never answered: requests in flight when the load stopped. */
  unanswered: number;
  /** Answered checkouts whose invoice is missing or has no / several payment intents. */
  lostOrBroken: number;
  /** Answered checkouts whose order is not paying through exactly that invoice. */
  ordersNotMoved: number;
  /** Invoices named by two answers, orders linked to two intents, invoices with two intents. */
  duplicates: number;
}

/**
 * Verifies in SQL what the answered checkouts claim: each created one invoice with one
 * payment intent linked to its order, which moved on; nothing was created twice.
 */
export async function checkOrders(databaseUrl: string, records: CheckoutRecord[], since: Date): Promise<OrderChecks> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const invoiceIds = records.map((r) => r.invoiceId);
    const orderIds = records.map((r) => r.orderId);
    const count = async (text: string, values: unknown[] = []) => Number((await client.query<{ n: string }>(text, values)).rows[0].n);
    const invoicesCreated = await count('select count(*) as n from billing_invoices where created_at >= $1', [since]);
    const answeredInvoices = await count(
      `select count(*) as n from billing_invoices i where i.id = any($1::uuid[])
       and (select count(*) from billing_payment_intents p where p.invoice_id = i.id) = 1`,
      [invoiceIds],
    );
    const movedOrders = await count(
      `select count(*) as n from (
         select o.id from ecommerce_orders o
         join ecommerce_orders_to_billing_module_payment_intents link on link.order_id = o.id
         join billing_payment_intents p on p.id = link.billing_module_payment_intent_id
         join unnest($1::uuid[], $2::uuid[]) as answered(order_id, invoice_id) on answered.order_id = o.id and answered.invoice_id = p.invoice_id
         where o.status <> 'new' group by o.id having count(*) = 1) moved`,
      [orderIds, invoiceIds],
    );
    const ordersWithTwoIntents = await count(
      `select count(*) as n from (select order_id from ecommerce_orders_to_billing_module_payment_intents group by order_id having count(*) > 1) twice`,
    );
    const invoicesWithTwoIntents = await count(`select count(*) as n from (select invoice_id from billing_payment_intents group by invoice_id having count(*) > 1) twice`);
    return {
      answered: records.length,
      invoicesCreated,
      unanswered: invoicesCreated - new Set(invoiceIds).size,
      lostOrBroken: new Set(invoiceIds).size - answeredInvoices,
      ordersNotMoved: records.length - movedOrders,
      duplicates: records.length - new Set(invoiceIds).size + ordersWithTwoIntents + invoicesWithTwoIntents,
    };
  } finally {
    await client.end();
  }
}
