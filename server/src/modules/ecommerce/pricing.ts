import { Decimal } from 'decimal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';

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
  productId: string;
  quantity: number;
}

export interface CurrencyTotal {
  total: string;
  billingModuleCurrency: { id: string; slug: string; symbol: string | null };
}

export const NO_PRICE = "Product doesn't have price attributes connected to billing module currency.";

/** The prices of the given products in every currency: one SQL query. */
export async function pricesOf(em: EntityManager, productIds: string[]): Promise<Price[]> {
  if (!productIds.length) return [];
  const rows = await em.execute<Record<string, string>[]>(
    `select pa.product_id, a.id as attribute_id, a.number::text as amount, c.id as currency_id, c.slug, c.symbol
       from ecommerce_products_to_attributes pa
       join ecommerce_attributes a on a.id = pa.attribute_id and a.number is not null
       join ecommerce_attribute_keys_to_attributes ka on ka.attribute_id = a.id
       join ecommerce_attribute_keys k on k.id = ka.attribute_key_id and k.kind = 'price'
       join ecommerce_attributes_to_billing_module_currencies ac on ac.attribute_id = a.id
       join billing_currencies c on c.id = ac.billing_module_currency_id
      where pa.product_id in (?)
      order by pa.order_index, pa.created_at`,
    [productIds],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    attributeId: row.attribute_id,
    amount: row.amount,
    currencyId: row.currency_id,
    slug: row.slug,
    symbol: row.symbol,
  }));
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
 * when every line has a price in it (a total missing a product would be wrong).
 */
export function totalsByCurrency(lines: Line[], prices: Price[]): CurrencyTotal[] {
  const index = priceIndex(prices);
  const currencies = new Map(prices.map((price) => [price.currencyId, price]));
  const totals: CurrencyTotal[] = [];
  for (const [currencyId, { slug, symbol }] of currencies) {
    const priced = lines.map((line) => index.get(`${line.productId}:${currencyId}`));
    if (!lines.length || priced.some((price) => !price)) continue;
    const total = lines.reduce((sum, line, i) => sum.plus(new Decimal(priced[i]!.amount).times(line.quantity)), new Decimal(0));
    totals.push({ total: total.toFixed(2), billingModuleCurrency: { id: currencyId, slug, symbol } });
  }
  return totals;
}

/** The totals per currency of order lines, with their products' prices read in one query. */
export async function totalsOf(em: EntityManager, lines: Line[]): Promise<CurrencyTotal[]> {
  return totalsByCurrency(lines, await pricesOf(em, productsOf(lines)));
}

/** The products of order lines, each once. */
export const productsOf = (lines: Line[]) => [...new Set(lines.map((line) => line.productId))];

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
