import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE } from '../../../core/languages.js';
import { tableOf } from '../../../core/model/tables.js';
import { BillingCurrency, BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { EcommerceOrdersToBillingModulePaymentIntents, EcommerceOrdersToProducts, EcommerceProduct } from '../entities.js';
import { priceIndex, pricesOf } from '../pricing.js';

interface PaidLine {
  productId: string;
  quantity: number;
  title: Record<string, string> | null;
  adminTitle: string;
}
interface Payment {
  amount: string;
  currencyId: string;
  code: string;
  paidAt: Date;
}

/** What a receipt template is drawn with: the shop, the order, the date it was paid, its lines. */
export interface ReceiptData {
  shopName: string;
  orderNumber: string;
  date: string;
  lines: { title: string; quantity: number; price: string; currency: string }[];
}

/** A product's name on a receipt: its title in the default language, else in any, else its admin title. */
const nameOf = (line: PaidLine) => (line.title?.[DEFAULT_LANGUAGE] || Object.values(line.title ?? {}).find(Boolean) || line.adminTitle).slice(0, 120);

/**
 * A paid order's receipt: its lines at the prices paid, in the currency paid. The amount paid
 * for the order is its payment intent's; a one-line order (a cart's line, a product bought
 * at once) shows that amount divided by its quantity, exactly the unit price charged even if the
 * product's price changed since. Orders of several lines show their prices in that currency.
 */
export async function receiptData(em: EntityManager, orderId: string, shopName: string): Promise<ReceiptData> {
  const [op, pi, i, c] = [tableOf(EcommerceOrdersToBillingModulePaymentIntents), tableOf(BillingPaymentIntent), tableOf(BillingInvoice), tableOf(BillingCurrency)];
  const [payment] = await em.execute<Payment[]>(
    `select pi.${pi.column('amount')}::text as "amount", pi.${pi.column('currencyId')} as "currencyId", upper(c.${c.column('slug')}) as "code", i.${i.column('updatedAt')} as "paidAt"
       from ${op.table} op
       join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')} and pi.${pi.column('status')} = 'succeeded'
       join ${i.table} i on i.${i.column('id')} = pi.${pi.column('invoiceId')}
       join ${c.table} c on c.${c.column('id')} = pi.${pi.column('currencyId')}
      where op.${op.column('orderId')} = ?
      order by i.${i.column('updatedAt')} desc
      limit 1`,
    [orderId],
  );
  if (!payment) throw new Error(`order ${orderId} has no succeeded payment`);
  const [line, p] = [tableOf(EcommerceOrdersToProducts), tableOf(EcommerceProduct)];
  const lines = await em.execute<PaidLine[]>(
    `select op.${line.column('productId')} as "productId", op.${line.column('quantity')} as "quantity", p.${p.column('title')} as "title", p.${p.column('adminTitle')} as "adminTitle"
       from ${line.table} op join ${p.table} p on p.${p.column('id')} = op.${line.column('productId')}
      where op.${line.column('orderId')} = ?
      order by op.${line.column('orderIndex')}, op.${line.column('createdAt')}`,
    [orderId],
  );
  if (!lines.length) throw new Error(`order ${orderId} has no lines`);
  const prices = lines.length > 1 ? priceIndex(await pricesOf(em, lines.map((line) => line.productId))) : undefined;
  return {
    shopName,
    orderNumber: orderId,
    date: new Date(payment.paidAt).toISOString(),
    lines: lines.map((line) => {
      const price = prices ? prices.get(`${line.productId}:${payment.currencyId}`)?.amount : new Decimal(payment.amount).dividedBy(line.quantity).toDecimalPlaces(8).toFixed();
      if (price === undefined) throw new Error(`order ${orderId}: product ${line.productId} has no price in ${payment.code}`);
      return { title: nameOf(line), quantity: line.quantity, price, currency: payment.code.slice(0, 12) };
    }),
  };
}
