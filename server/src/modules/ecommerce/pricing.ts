import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { tableOf } from '../../core/model/tables.js';
import { BillingCurrency } from '../billing/entities.js';
import { EcommerceAttribute, EcommerceAttributeKey, EcommerceAttributeKeysToAttributes, EcommerceAttributesToBillingModuleCurrencies, EcommerceProductsToAttributes } from './entities.js';

/** A price of a product: an attribute of a `price` key, linked to a billing currency. */
export interface Price {
  productId: string;
  attributeId: string;
  amount: string;
  currencyId: string;
  /** The currency's code (usd), for formatting. */
  slug: string;
  symbol: string | null;
}

export interface Line {
  id: string;
  /** Empty once the product is deleted (a line of a checked-out order stays). */
  productId: string | null;
  quantity: number;
  /** What the line's checkout recorded (see ordered-lines.ts): it prices the line, in that currency only. */
  unitPrice?: string | null;
  currencyId?: string | null;
  currencySlug?: string | null;
  currencySymbol?: string | null;
}

export interface CurrencyTotal {
  total: string;
  billingModuleCurrency: { id: string; slug: string; symbol: string | null };
}

export const NO_PRICE = "Product doesn't have price attributes connected to billing module currency.";

/**
 * The price rows of products, as SQL: each product's link (`pa`) to an attribute (`a`) with a
 * number, whose key (`k`, through `ka`) has kind `price`, linked to a currency (`ac`).
 */
export function priceRowsSql(): string {
  const pa = tableOf(EcommerceProductsToAttributes);
  const a = tableOf(EcommerceAttribute);
  const ka = tableOf(EcommerceAttributeKeysToAttributes);
  const k = tableOf(EcommerceAttributeKey);
  const ac = tableOf(EcommerceAttributesToBillingModuleCurrencies);
  return `${pa.table} pa
       join ${a.table} a on a.${a.column('id')} = pa.${pa.column('attributeId')} and a.${a.column('number')} is not null
       join ${ka.table} ka on ka.${ka.column('attributeId')} = a.${a.column('id')}
       join ${k.table} k on k.${k.column('id')} = ka.${ka.column('attributeKeyId')} and k.${k.column('kind')} = 'price'
       join ${ac.table} ac on ac.${ac.column('attributeId')} = a.${a.column('id')}`;
}

/** The prices of the given products in every currency: one SQL query. */
export async function pricesOf(em: EntityManager, productIds: string[]): Promise<Price[]> {
  if (!productIds.length) return [];
  const pa = tableOf(EcommerceProductsToAttributes);
  const a = tableOf(EcommerceAttribute);
  const ac = tableOf(EcommerceAttributesToBillingModuleCurrencies);
  const c = tableOf(BillingCurrency);
  return em.execute<Price[]>(
    `select pa.${pa.column('productId')} as "productId", a.${a.column('id')} as "attributeId", a.${a.column('number')}::text as "amount",
            c.${c.column('id')} as "currencyId", c.${c.column('slug')} as "slug", c.${c.column('symbol')} as "symbol"
       from ${priceRowsSql()}
       join ${c.table} c on c.${c.column('id')} = ac.${ac.column('billingModuleCurrencyId')}
      where pa.${pa.column('productId')} in (?)
      order by pa.${pa.column('orderIndex')}, pa.${pa.column('createdAt')}`,
    [productIds],
  );
}

/** The first price of each product in each currency. */
export function priceIndex(prices: Price[]) {
  const index = new Map<string, Price>();
  for (const price of prices) {
    const key = `${price.productId}:${price.currencyId}`;
    if (!index.has(key)) index.set(key, price);
  }
  return index;
}

/**
 * Totals per currency of order lines, in exact decimal arithmetic. A currency appears only
 * when every line has a price in it (a total missing a product would be wrong). A line whose
 * checkout recorded its price has that one, in the currency charged only.
 */
export function totalsByCurrency(lines: Line[], prices: Price[]): CurrencyTotal[] {
  const index = priceIndex(prices);
  const currencies = new Map<string, { slug: string; symbol: string | null }>(prices.map((price) => [price.currencyId, price]));
  for (const line of lines) {
    if (line.unitPrice != null && line.currencyId) currencies.set(line.currencyId, { slug: line.currencySlug ?? '', symbol: line.currencySymbol ?? null });
  }
  const priceIn = (line: Line, currencyId: string) =>
    line.unitPrice != null ? (line.currencyId === currencyId ? line.unitPrice : undefined) : index.get(`${line.productId}:${currencyId}`)?.amount;
  const totals: CurrencyTotal[] = [];
  for (const [currencyId, { slug, symbol }] of currencies) {
    const priced = lines.map((line) => priceIn(line, currencyId));
    if (!lines.length || priced.some((price) => price === undefined)) continue;
    const total = lines.reduce((sum, line, i) => sum.plus(new Decimal(priced[i]!).times(line.quantity)), new Decimal(0));
    totals.push({ total: total.toFixed(2), billingModuleCurrency: { id: currencyId, slug, symbol } });
  }
  return totals;
}

/** The totals per currency of order lines, with their products' prices read in one query. */
export async function totalsOf(em: EntityManager, lines: Line[]): Promise<CurrencyTotal[]> {
  return totalsByCurrency(lines, await pricesOf(em, productsOf(lines)));
}

/** The products of order lines, each once (a deleted one is none). */
export const productsOf = (lines: Pick<Line, 'productId'>[]) => [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];

/** How many items the lines hold. */
export const quantityOf = (lines: Line[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** What a checkout in one currency charges per line: its price attribute and amount; refused when a line has no price in it. */
export function checkoutAttributes(lines: Line[], prices: Price[], currencyId: string) {
  const index = priceIndex(prices);
  return lines.map((line) => {
    const price = index.get(`${line.productId}:${currencyId}`);
    if (!price) throw badInput(NO_PRICE, 'billingModuleCurrencyId');
    return { ordersToProductsId: line.id, productId: line.productId, quantity: line.quantity, attributeId: price.attributeId, amount: price.amount };
  });
}
