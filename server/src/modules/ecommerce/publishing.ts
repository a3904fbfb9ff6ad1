import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { tableOf } from '../../core/model/tables.js';
import { BillingCurrency } from '../billing/entities.js';
import { pricesOf } from './pricing.js';

interface DefaultCurrency {
  id: string;
  slug: string;
}

/**
 * The shop's default currency, as the site's price shows it first: the one marked default,
 * else the first made (the client's choice when none is marked).
 */
async function defaultCurrency(em: EntityManager): Promise<DefaultCurrency | undefined> {
  const { table, column } = tableOf(BillingCurrency);
  const [currency] = await em.execute<DefaultCurrency[]>(
    `select ${column('id')} as "id", ${column('slug')} as "slug" from ${table}
      order by coalesce(${column('isDefault')}, false) desc, ${column('createdAt')}, ${column('id')} limit 1`,
  );
  return currency;
}

/**
 * A product is published with a price in the default currency, or not at all: a visitor would
 * find it without a price to pay (the product page's "Product doesn't have price attributes
 * connected to billing module currency."). Refuses the write that publishes such products
 * (a 400 naming `publishedAt` and the currency); it then changes nothing.
 */
export async function refuseUnpriced(em: EntityManager, productIds: string[]): Promise<void> {
  const currency = await defaultCurrency(em);
  if (!currency) {
    throw badInput('publishedAt: a product is published with a price in the default currency, and the shop has no currency yet (billing currencies)', 'publishedAt');
  }
  const priced = new Set((await pricesOf(em, productIds)).filter((price) => price.currencyId === currency.id).map((price) => price.productId));
  const unpriced = productIds.find((id) => !priced.has(id));
  if (unpriced) {
    throw badInput(
      `publishedAt: product ${unpriced} has no price in ${currency.slug}, the default currency: link a price attribute in ${currency.slug} before publishing it`,
      'publishedAt',
      { productId: unpriced, currency: currency.slug },
    );
  }
}
