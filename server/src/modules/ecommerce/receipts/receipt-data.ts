import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../../core/model/tables.js';
import { BillingCurrency, BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { EcommerceOrder, EcommerceOrdersToBillingModulePaymentIntents, EcommerceOrdersToProducts, EcommerceProduct } from '../entities.js';
import { nameIn } from '../ordered-lines.js';
import { RECEIPT_MAX_LINES } from '../../file-storage/generate/templates/ecommerce-order-receipt.js';
import { priceIndex, pricesOf, productsOf } from '../pricing.js';

interface PaidLine {
  orderId: string;
  /** What the line's order was charged (its payment intent), and how many lines it has. */
  orderAmount: string;
  orderLines: number;
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

interface BilledInvoice {
  status: string;
  language: string;
  number: number | null;
  currencyId: string;
  code: string;
  settledAt: Date;
}

/** A line of a checkout: the price of one item (null when it has none to show), in the currency billed (its code, `USD`). */
export interface CheckoutLine {
  orderId: string;
  title: string;
  quantity: number;
  price: string | null;
  currency: string;
}

/** What a checkout (one invoice, its orders) billed: its status and number for people, when it was settled, every line. */
export interface BilledCheckout {
  status: string;
  number: number | null;
  settledAt: Date;
  currency: string;
  lines: CheckoutLine[];
}

/** What a receipt template is drawn with: the shop, the checkout's number, the date it was paid, its lines. */
export interface ReceiptData {
  shopName: string;
  orderNumber: string;
  date: string;
  lines: { title: string; quantity: number; price: string; currency: string }[];
}

/**
 * A checkout: the lines of every order its invoice billed (in the orders' order, then the
 * lines'), as the checkout recorded them (title, price of one item) in the currency billed,
 * whatever became of their products since. A line the checkout did not record (an admin added
 * it after) shows its product as it is now: in a one-line order, the amount billed for the
 * order divided by its quantity; among several, its price now in that currency (none when it
 * has none). Titles in `language` (the checkout's when not given). Never throws for what the lines hold: a mail of the
 * payment's transaction reads them.
 */
export async function checkoutLines(em: EntityManager, invoiceId: string, language?: string): Promise<BilledCheckout> {
  const [op, pi, i, c, o] = [tableOf(EcommerceOrdersToBillingModulePaymentIntents), tableOf(BillingPaymentIntent), tableOf(BillingInvoice), tableOf(BillingCurrency), tableOf(EcommerceOrder)];
  const [invoice] = await em.execute<BilledInvoice[]>(
    `select i.${i.column('status')} as "status", i.${i.column('number')} as "number", i.${i.column('language')} as "language", i.${i.column('currencyId')} as "currencyId", upper(c.${c.column('slug')}) as "code", coalesce(i.${i.column('paidAt')}, i.${i.column('updatedAt')}) as "settledAt"
       from ${i.table} i join ${c.table} c on c.${c.column('id')} = i.${i.column('currencyId')}
      where i.${i.column('id')} = ?`,
    [invoiceId],
  );
  if (!invoice) throw new Error(`invoice ${invoiceId} is gone`);
  const [line, p] = [tableOf(EcommerceOrdersToProducts), tableOf(EcommerceProduct)];
  const lines = await em.execute<PaidLine[]>(
    `select line.${line.column('orderId')} as "orderId", pi.${pi.column('amount')}::text as "orderAmount",
            count(*) over (partition by line.${line.column('orderId')})::int as "orderLines",
            line.${line.column('productId')} as "productId", line.${line.column('quantity')} as "quantity",
            line.${line.column('productTitle')} as "recordedTitle", line.${line.column('unitPrice')}::text as "unitPrice", line.${line.column('currencyId')} as "currencyId",
            p.${p.column('title')} as "title", p.${p.column('adminTitle')} as "adminTitle"
       from ${pi.table} pi
       join ${op.table} op on op.${op.column('billingModulePaymentIntentId')} = pi.${pi.column('id')}
       join ${o.table} o on o.${o.column('id')} = op.${op.column('orderId')}
       join ${line.table} line on line.${line.column('orderId')} = o.${o.column('id')}
       left join ${p.table} p on p.${p.column('id')} = line.${line.column('productId')}
      where pi.${pi.column('invoiceId')} = ?
      order by o.${o.column('createdAt')}, o.${o.column('id')}, line.${line.column('orderIndex')}, line.${line.column('createdAt')}`,
    [invoiceId],
  );
  const recorded = (line: PaidLine) => line.unitPrice !== null && line.currencyId === invoice.currencyId;
  const unrecorded = lines.filter((line) => !recorded(line) && line.orderLines > 1);
  const prices = unrecorded.length ? priceIndex(await pricesOf(em, productsOf(unrecorded))) : undefined;
  const priceNow = (line: PaidLine) =>
    line.orderLines > 1 ? prices?.get(`${line.productId}:${invoice.currencyId}`)?.amount : new Decimal(line.orderAmount).dividedBy(line.quantity).toDecimalPlaces(8).toFixed();
  return {
    status: invoice.status,
    number: invoice.number,
    settledAt: new Date(invoice.settledAt),
    currency: invoice.code.slice(0, 12),
    lines: lines.map((line) => {
      const price = recorded(line) ? line.unitPrice! : line.productId ? priceNow(line) : undefined;
      const title = recorded(line) ? line.recordedTitle : line.title;
      return { orderId: line.orderId, title: nameIn(title, line.adminTitle ?? 'Product', language ?? invoice.language), quantity: line.quantity, price: price ?? null, currency: invoice.code.slice(0, 12) };
    }),
  };
}

/**
 * The receipt of a paid checkout: one for all its orders, titled with its number, its lines'
 * titles in the checkout's language; lines past what a receipt shows are summed into its last
 * one. Refused (to retry) while a line has no price.
 */
export async function receiptData(em: EntityManager, invoiceId: string, shopName: string): Promise<ReceiptData> {
  const checkout = await checkoutLines(em, invoiceId);
  if (checkout.status !== 'paid') throw new Error(`invoice ${invoiceId} is ${checkout.status}, not paid`);
  if (!checkout.lines.length) throw new Error(`invoice ${invoiceId}: its orders have no lines`);
  const lines = checkout.lines.map(({ orderId, title, quantity, price, currency }) => {
    if (price === null) throw new Error(`order ${orderId}: a line has no price in ${currency}`);
    return { title, quantity, price, currency };
  });
  const shown = lines.length > RECEIPT_MAX_LINES ? RECEIPT_MAX_LINES - 1 : lines.length;
  const rest = lines.slice(shown);
  const more = rest.length
    ? [{ title: `… (+${rest.reduce((sum, line) => sum + line.quantity, 0)})`, quantity: 1, price: rest.reduce((sum, line) => sum.plus(new Decimal(line.price).times(line.quantity)), new Decimal(0)).toFixed(), currency: checkout.currency }]
    : [];
  return { shopName, orderNumber: checkout.number === null ? '' : String(checkout.number), date: checkout.settledAt.toISOString(), lines: [...lines.slice(0, shown), ...more] };
}
