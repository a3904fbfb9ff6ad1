import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../core/model/tables.js';
import { BillingPaymentIntent } from '../billing/entities.js';
import { EcommerceOrdersToBillingModulePaymentIntents } from './entities.js';

/**
 * SQL answering the ids of the orders an invoice bills (one checkout: an intent per order),
 * to use as `... in (<this>)`; its one `?` is the invoice's id.
 */
export function ordersOfInvoice(): string {
  const [op, pi] = [tableOf(EcommerceOrdersToBillingModulePaymentIntents), tableOf(BillingPaymentIntent)];
  return `select op.${op.column('orderId')} from ${op.table} op
            join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')}
           where pi.${pi.column('invoiceId')} = ?`;
}

/** SQL answering the ids of the orders some payment intents pay for, to use as `... in (<this>)`; its one `?` is the intents' ids. */
export function ordersOfIntents(): string {
  const op = tableOf(EcommerceOrdersToBillingModulePaymentIntents);
  return `select ${op.column('orderId')} from ${op.table} where ${op.column('billingModulePaymentIntentId')} in (?)`;
}

/** The payment intents linked to orders (each order of a checkout has its own). */
export async function paymentIntentsOf(em: EntityManager, orderIds: string[]): Promise<string[]> {
  if (!orderIds.length) return [];
  const op = tableOf(EcommerceOrdersToBillingModulePaymentIntents);
  const rows: { id: string }[] = await em.execute(`select distinct ${op.column('billingModulePaymentIntentId')} as "id" from ${op.table} where ${op.column('orderId')} in (?)`, [orderIds]);
  return rows.map((row) => row.id);
}
