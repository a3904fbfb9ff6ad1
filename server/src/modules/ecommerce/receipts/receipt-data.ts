import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE } from '../../../core/languages.js';
import { priceIndex, pricesOf } from '../pricing.js';

interface PaidLine {
  product_id: string;
  quantity: number;
  title: Record<string, string> | null;
  admin_title: string;
}
interface Payment {
  amount: string;
  currency_id: string;
  code: string;
  paid_at: Date;
}

/** What a receipt template is drawn with: the shop, the order, the date it was paid, its lines. */
export interface ReceiptData {
  shopName: string;
  orderNumber: string;
  date: string;
  lines: { title: string; quantity: number; price: string; currency: string }[];
}

/** A product's name on a receipt: its title in the default language, else in any, else its admin title. */
const nameOf = (line: PaidLine) => (line.title?.[DEFAULT_LANGUAGE] || Object.values(line.title ?? {}).find(Boolean) || line.admin_title).slice(0, 120);

/**
 * A paid order's receipt: its lines at the prices paid, in the currency paid. The amount paid
 * for the order is its payment intent's; a one-line order (a cart's line, a product bought
 * at once) shows that amount divided by its quantity, exactly the unit price charged even if the
 * product's price changed since. Orders of several lines show their prices in that currency.
 */
export async function receiptData(em: EntityManager, orderId: string, shopName: string): Promise<ReceiptData> {
  const [payment] = await em.execute<Payment[]>(
    `select pi.amount::text as amount, pi.currency_id, upper(c.slug) as code, i.updated_at as paid_at
       from ecommerce_orders_to_billing_module_payment_intents op
       join billing_payment_intents pi on pi.id = op.billing_module_payment_intent_id and pi.status = 'succeeded'
       join billing_invoices i on i.id = pi.invoice_id
       join billing_currencies c on c.id = pi.currency_id
      where op.order_id = ?
      order by i.updated_at desc
      limit 1`,
    [orderId],
  );
  if (!payment) throw new Error(`order ${orderId} has no succeeded payment`);
  const lines = await em.execute<PaidLine[]>(
    `select op.product_id, op.quantity, p.title, p.admin_title
       from ecommerce_orders_to_products op join ecommerce_products p on p.id = op.product_id
      where op.order_id = ?
      order by op.order_index, op.created_at`,
    [orderId],
  );
  if (!lines.length) throw new Error(`order ${orderId} has no lines`);
  const prices = lines.length > 1 ? priceIndex(await pricesOf(em, lines.map((line) => line.product_id))) : undefined;
  return {
    shopName,
    orderNumber: orderId,
    date: new Date(payment.paid_at).toISOString(),
    lines: lines.map((line) => {
      const price = prices ? prices.get(`${line.product_id}:${payment.currency_id}`)?.amount : new Decimal(payment.amount).dividedBy(line.quantity).toDecimalPlaces(8).toFixed();
      if (price === undefined) throw new Error(`order ${orderId}: product ${line.product_id} has no price in ${payment.code}`);
      return { title: nameOf(line), quantity: line.quantity, price, currency: payment.code.slice(0, 12) };
    }),
  };
}
