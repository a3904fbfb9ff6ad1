import type { PriceAttributeFieldsFragment } from '../products.generated';

export interface PriceCurrency {
  id: string;
  slug: string;
  symbol: string | null;
}

export interface Price {
  /** An exact decimal, as the API answers it ("49.00"). */
  amount: string;
  currency: PriceCurrency;
}

/** The spec's text for a product with no price in any currency. */
export const NO_PRICE = "Product doesn't have price attributes connected to billing module currency.";

/**
 * A product's prices: its attributes whose key has kind 'price', with a number and a billing
 * currency; the first one per currency, in the product's order.
 */
export function pricesOf(attributes: readonly PriceAttributeFieldsFragment[]): Price[] {
  const prices = new Map<string, Price>();
  for (const attribute of attributes) {
    if (attribute.number === null || attribute.number === undefined) continue;
    if (!attribute.attributeKeys.some((key) => key.kind === 'price')) continue;
    for (const currency of attribute.billingModuleCurrencies) {
      if (!prices.has(currency.id)) prices.set(currency.id, { amount: String(attribute.number), currency });
    }
  }
  return [...prices.values()];
}

/**
 * The price to show in `currency`: that currency's, or the product's first when it has none
 * in it (a price in another currency says more than no price).
 */
export function displayedPrice(prices: readonly Price[], currency: { slug: string } | undefined): Price | undefined {
  return priceIn(prices, currency?.slug) ?? prices[0];
}

/** The price in the currency of `slug`, if the product has one. */
export function priceIn(prices: readonly Price[], slug: string | undefined): Price | undefined {
  return prices.find((price) => price.currency.slug === slug);
}
