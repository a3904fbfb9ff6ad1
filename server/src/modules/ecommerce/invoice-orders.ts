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
