import type { SqlStatements } from '../../../core/read/executor.js';
import type { ModelDefinition } from '../../../core/model/define-model.js';
import type { RowOf } from '../../../core/model/row.js';
import { columnsOf, rowAt, tableOf } from '../../../core/model/tables.js';
import { BillingCurrency, BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { invoiceOpening, openedColumns, type Invoice, type InvoiceToOpen, type PaymentIntent } from '../../billing/invoices.js';
import { RbacSubjectsToEcommerceModuleOrders } from '../../rbac/entities.js';
import {
  EcommerceAttribute,
  EcommerceAttributesToBillingModuleCurrencies,
  EcommerceOrder,
  EcommerceOrdersToBillingModuleCurrencies,
  EcommerceOrdersToBillingModulePaymentIntents,
  EcommerceOrdersToProducts,
  EcommerceProduct,
  EcommerceProductsToAttributes,
} from '../entities.js';
import { priceRowsSql } from '../pricing.js';

/*
 * The statements of a checkout, each set-based: whatever the number of orders and lines, a
 * checkout reads its orders once and writes them once (see checkout.ts for the sequence).
 */

export type Order = RowOf<typeof EcommerceOrder>;
export type OrderLine = RowOf<typeof EcommerceOrdersToProducts>;
export type Currency = RowOf<typeof BillingCurrency>;

type Localized = RowOf<typeof EcommerceProduct>['title'];

/** An order line as its checkout sees it: its product (when the buyer may still buy it) and the product's price in the currency charged. */
export interface LineToBill {
  line: OrderLine;
  /** Null: the product was deleted, or is a draft the buyer may not read. */
  product: { id: string; title: Localized; adminTitle: string } | null;
  /** The product's first price in the currency (exact decimal text); null when it has none. */
  unitPrice: string | null;
}

export interface OrderToBill {
  order: Order;
  lines: LineToBill[];
}

/**
 * Waits for the subject's other checkouts to end (the lock is the transaction's), and reads the
 * currency asked: null when there is none of that id. In its own statement, before the orders
 * are read: a read in the same statement would see them as they were before the wait.
 */
export async function lockAndReadCurrency(sql: SqlStatements, subjectId: string, currencyId: string): Promise<Currency | null> {
  const c = tableOf(BillingCurrency);
  const [row] = await sql.rows(
    `select ${columnsOf(BillingCurrency, 'c')} from (select pg_advisory_xact_lock(hashtext($1))) locked left join ${c.table} c on c.${c.column('id')} = $2`,
    [`checkout:${subjectId}`, currencyId],
  );
  return row ? rowAt(BillingCurrency, row, 'c') : null;
}

/** A currency by its id (an open invoice's, asked again): one of the transaction's statements. */
export async function currencyById(sql: SqlStatements, currencyId: string): Promise<Currency> {
  const c = tableOf(BillingCurrency);
  const [row] = await sql.rows(`select ${columnsOf(BillingCurrency, 'c')} from ${c.table} c where c.${c.column('id')} = $1`, [currencyId]);
  return rowAt(BillingCurrency, row!, 'c')!;
}

/**
 * The subject's orders among `orderIds` with their lines (oldest first), each line with its
 * product if the buyer may buy it (published, or any for an admin) and its price in the
 * currency: one statement. An id that is not one of the subject's orders is not answered.
 */
export async function ordersToBill(sql: SqlStatements, subjectId: string, orderIds: string[], currencyId: string, readsDrafts: boolean): Promise<OrderToBill[]> {
  const [o, so, op, p] = [tableOf(EcommerceOrder), tableOf(RbacSubjectsToEcommerceModuleOrders), tableOf(EcommerceOrdersToProducts), tableOf(EcommerceProduct as ModelDefinition)];
  // (As any model's: `publishedAt` is a field publishable models gain.)
  // The aliases of priceRowsSql: a product's links to attributes, the attributes, their currencies.
  const [pa, a, ac] = [tableOf(EcommerceProductsToAttributes), tableOf(EcommerceAttribute), tableOf(EcommerceAttributesToBillingModuleCurrencies)];
  const rows = await sql.rows(
    `select ${columnsOf(EcommerceOrder, 'ord')}, ${columnsOf(EcommerceOrdersToProducts, 'line')},
            product.${p.column('id')} as "product.id", product.${p.column('title')} as "product.title", product.${p.column('adminTitle')} as "product.adminTitle",
            price.amount as "price"
       from ${o.table} ord
       join ${so.table} owner on owner.${so.column('ecommerceModuleOrderId')} = ord.${o.column('id')} and owner.${so.column('subjectId')} = $1
       left join ${op.table} line on line.${op.column('orderId')} = ord.${o.column('id')}
       left join ${p.table} product on product.${p.column('id')} = line.${op.column('productId')} and (product.${p.column('publishedAt')} is not null or $2)
       left join lateral (
         select a.${a.column('number')}::text as amount from ${priceRowsSql()}
          where pa.${pa.column('productId')} = line.${op.column('productId')} and ac.${ac.column('billingModuleCurrencyId')} = $3
          order by pa.${pa.column('orderIndex')}, pa.${pa.column('createdAt')} limit 1) price on true
      where ord.${o.column('id')} = any($4)
      order by line.${op.column('orderIndex')}, line.${op.column('createdAt')}`,
    [subjectId, readsDrafts, currencyId, orderIds],
  );
  const orders = new Map<string, OrderToBill>();
  for (const row of rows) {
    const order = rowAt(EcommerceOrder, row, 'ord')!;
    const entry = orders.get(order.id) ?? orders.set(order.id, { order, lines: [] }).get(order.id)!;
    const line = rowAt(EcommerceOrdersToProducts, row, 'line');
    if (!line) continue;
    const product = row['product.id'] == null ? null : { id: String(row['product.id']), title: row['product.title'] as Localized, adminTitle: String(row['product.adminTitle']) };
    entry.lines.push({ line, product, unitPrice: (row.price as string | null) ?? null });
  }
  return orderIds.flatMap((id) => orders.get(id) ?? []);
}

/** What a line keeps of its checkout (see ordered-lines.ts). */
export interface RecordedLine {
  id: string;
  productTitle: Record<string, string>;
  unitPrice: string;
}

/**
 * The checkout written in one statement: billing opens the invoice with one intent per order
 * (billing's part of the statement, `invoiceOpening`); each line keeps its title and price in
 * the currency; each order is linked to its payment intent and to the currency, and moves to
 * `paying` with the invoice's number and time. Answers the invoice, its intents (in the order
 * given) and the orders with their lines, as written.
 */
export async function recordCheckout(
  sql: SqlStatements,
  checkout: { currency: Currency; invoice: InvoiceToOpen; lines: RecordedLine[]; intents: { orderId: string; intentId: string }[] },
): Promise<{ invoice: Invoice; intents: PaymentIntent[]; orders: { order: Order; lines: OrderLine[] }[] }> {
  const [o, op, oi, oc] = [tableOf(EcommerceOrder), tableOf(EcommerceOrdersToProducts), tableOf(EcommerceOrdersToBillingModulePaymentIntents), tableOf(EcommerceOrdersToBillingModuleCurrencies)];
  const { currency } = checkout;
  const opening = invoiceOpening(checkout.invoice, 1);
  const $ = (n: number) => `$${opening.values.length + n}`;
  const link = (t: typeof oi | typeof oc, target: string, json: string) =>
    `insert into ${t.table} ("id", "created_at", "updated_at", "variant", "order_index", "order_id", ${target})
     select gen_random_uuid(), now(), now(), 'default', 0, x.order_id, x.target from json_to_recordset(${json}::json) as x(order_id uuid, target uuid)`;
  const i = tableOf(BillingInvoice);
  const rows = await sql.rows(
    `with ${opening.ctes},
     recorded as (
       update ${op.table} line set ${op.column('productTitle')} = x.title, ${op.column('unitPrice')} = x.price, ${op.column('currencyId')} = ${$(1)},
              ${op.column('currencySlug')} = ${$(2)}, ${op.column('currencySymbol')} = ${$(3)}, ${op.column('updatedAt')} = now()
         from json_to_recordset(${$(4)}::json) as x(id uuid, title jsonb, price numeric)
        where line.${op.column('id')} = x.id
       returning line.*),
     intent_links as (${link(oi, oi.column('billingModulePaymentIntentId'), $(5))}),
     currency_links as (${link(oc, oc.column('billingModuleCurrencyId'), $(6))}),
     paying as (
       update ${o.table} set ${o.column('status')} = 'paying', ${o.column('number')} = (select ${i.column('number')} from invoice),
              ${o.column('checkedOutAt')} = (select ${i.column('createdAt')} from invoice), ${o.column('updatedAt')} = now()
        where ${o.column('id')} = any(${$(7)})
       returning *)
     select ${openedColumns()}, ${columnsOf(EcommerceOrder, 'paying', 'ord')}, ${columnsOf(EcommerceOrdersToProducts, 'recorded', 'line')}
       from paying cross join invoice
       join json_to_recordset(${$(5)}::json) as paid(order_id uuid, target uuid) on paid.order_id = paying.${o.column('id')}
       join intent on intent.${tableOf(BillingPaymentIntent).column('id')} = paid.target
       left join recorded on recorded.${op.column('orderId')} = paying.${o.column('id')}
      order by recorded.${op.column('orderIndex')}, recorded.${op.column('createdAt')}`,
    [
      ...opening.values,
      currency.id,
      currency.slug,
      currency.symbol,
      JSON.stringify(checkout.lines.map((line) => ({ id: line.id, title: line.productTitle, price: line.unitPrice }))),
      JSON.stringify(checkout.intents.map((intent) => ({ order_id: intent.orderId, target: intent.intentId }))),
      JSON.stringify(checkout.intents.map((intent) => ({ order_id: intent.orderId, target: currency.id }))),
      checkout.intents.map((intent) => intent.orderId),
    ],
  );
  const orders = new Map<string, { order: Order; lines: OrderLine[] }>();
  for (const row of rows) {
    const order = rowAt(EcommerceOrder, row, 'ord')!;
    const entry = orders.get(order.id) ?? orders.set(order.id, { order, lines: [] }).get(order.id)!;
    const line = rowAt(EcommerceOrdersToProducts, row, 'line');
    if (line) entry.lines.push(line);
  }
  return { ...opening.opened(rows), orders: checkout.intents.map((intent) => orders.get(intent.orderId)!) };
}
