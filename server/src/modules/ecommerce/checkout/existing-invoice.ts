import type { SqlStatements } from '../../../core/read/executor.js';
import { tableOf } from '../../../core/model/tables.js';
import { BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { EcommerceOrdersToBillingModulePaymentIntents } from '../entities.js';

interface OpenInvoice {
  id: string;
  paymentUrl: string | null;
  /** Of the orders checked out, how many the invoice pays; and how many it pays in all. */
  orders: number;
  allOrders: number;
}

/**
 * The open invoice already paying exactly these orders (a repeated checkout): all of them and
 * no other, so that checking out a part of an invoice's orders is refused, not answered with
 * the invoice of them all.
 */
export async function existingInvoice(sql: SqlStatements, orderIds: string[]): Promise<OpenInvoice | undefined> {
  const [op, pi, i] = [tableOf(EcommerceOrdersToBillingModulePaymentIntents), tableOf(BillingPaymentIntent), tableOf(BillingInvoice)];
  const rows = (await sql.rows(
    `select i.${i.column('id')} as "id", i.${i.column('paymentUrl')} as "paymentUrl",
            count(distinct op.${op.column('orderId')}) filter (where op.${op.column('orderId')} = any($1))::int as "orders",
            count(distinct op.${op.column('orderId')})::int as "allOrders"
       from ${op.table} op
       join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')}
       join ${i.table} i on i.${i.column('id')} = pi.${pi.column('invoiceId')} and i.${i.column('status')} = 'open'
      where pi.${pi.column('invoiceId')} in (select pi2.${pi.column('invoiceId')} from ${op.table} op2
                                join ${pi.table} pi2 on pi2.${pi.column('id')} = op2.${op.column('billingModulePaymentIntentId')}
                               where op2.${op.column('orderId')} = any($1))
      group by i.${i.column('id')}`,
    [orderIds],
  )) as unknown as OpenInvoice[];
  return rows.find((row) => row.orders === orderIds.length && row.allOrders === orderIds.length);
}
