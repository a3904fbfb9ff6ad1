import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../../core/model/tables.js';
import { BillingCurrency, BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { EcommerceOrdersToBillingModulePaymentIntents, EcommerceOrdersToProducts, EcommerceProduct } from '../entities.js';
import { nameIn } from '../ordered-lines.js';
import { priceIndex, pricesOf, productsOf } from '../pricing.js';

interface PaidLine {
  productId: string | null;
  quantity: number;
  /** As the order's checkout recorded them (see ordered-lines.ts). */
  recordedTitle: Record<string, string> | null;
  unitPrice: string | null;
  currencyId: string | null;
  /** The product as it is now: only for a line its checkout did not record (one an admin added since). */
  title: Record<string, string> | null;
  adminTitle: string | null;
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

/**
 * A paid order's receipt: its lines as the checkout recorded them (title, price of one item),
 * in the currency paid, whatever became of their products since. A line the checkout did not
 * record (an admin added it after) shows its product as it is now: in a one-line order, the
 * amount paid divided by its quantity; among several, its price now in that currency.
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
    `select op.${line.column('productId')} as "productId", op.${line.column('quantity')} as "quantity",
            op.${line.column('productTitle')} as "recordedTitle", op.${line.column('unitPrice')}::text as "unitPrice", op.${line.column('currencyId')} as "currencyId",
            p.${p.column('title')} as "title", p.${p.column('adminTitle')} as "adminTitle"
       from ${line.table} op left join ${p.table} p on p.${p.column('id')} = op.${line.column('productId')}
      where op.${line.column('orderId')} = ?
      order by op.${line.column('orderIndex')}, op.${line.column('createdAt')}`,
    [orderId],
  );
  if (!lines.length) throw new Error(`order ${orderId} has no lines`);
  const recorded = (line: PaidLine) => line.unitPrice !== null && line.currencyId === payment.currencyId;
  const unrecorded = lines.filter((line) => !recorded(line));
  const prices = lines.length > 1 && unrecorded.length ? priceIndex(await pricesOf(em, productsOf(unrecorded))) : undefined;
  const priceNow = (line: PaidLine) =>
    prices ? prices.get(`${line.productId}:${payment.currencyId}`)?.amount : new Decimal(payment.amount).dividedBy(line.quantity).toDecimalPlaces(8).toFixed();
  return {
    shopName,
    orderNumber: orderId,
    date: new Date(payment.paidAt).toISOString(),
    lines: lines.map((line) => {
      const price = recorded(line) ? line.unitPrice! : line.productId ? priceNow(line) : undefined;
      if (price === undefined) throw new Error(`order ${orderId}: product ${line.productId} has no price in ${payment.code}`);
      const title = recorded(line) ? line.recordedTitle : line.title;
      return { title: nameIn(title, line.adminTitle ?? 'Product'), quantity: line.quantity, price, currency: payment.code.slice(0, 12) };
    }),
  };
}
