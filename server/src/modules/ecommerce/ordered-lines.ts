import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE } from '../../core/languages.js';
import type { RowOf } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { EcommerceOrder, EcommerceOrdersToProducts, EcommerceProduct } from './entities.js';
import type { Line } from './pricing.js';

/*
 * What an order line keeps of its product from its checkout on, as order lines of Saleor and
 * Vendure do: the product's title then, the price of one item and the currency charged. An
 * order past `new` is shown, totalled and receipted from these, never from the product as it
 * is now: its price may change, the product may be deleted (the line then stays, its product
 * emptied). A checkout that fails puts its orders back to `new`: the next one records again.
 * The checkout records them (checkout/statements.ts: `recordCheckout`).
 */

type OrderLine = RowOf<typeof EcommerceOrdersToProducts>;
type Localized = Partial<Record<string, string | null>> | null;

/** A product's title in the languages it has one; its admin title when it has none, so that a line always has a name. */
export function titleKept(product: Pick<RowOf<typeof EcommerceProduct>, 'title' | 'adminTitle'>): Record<string, string> {
  const texts = Object.entries(product.title ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()));
  return texts.length ? Object.fromEntries(texts) : { [DEFAULT_LANGUAGE]: product.adminTitle };
}

/** A line's name for a receipt, a mail or a payment page: its title in the language asked (the default one), else in any. */
export const nameIn = (title: Localized, fallback: string, language: string = DEFAULT_LANGUAGE) =>
  (title?.[language] || title?.[DEFAULT_LANGUAGE] || Object.values(title ?? {}).find(Boolean) || fallback).slice(0, 120);

/**
 * The lines as an order of this status is priced: past `new` by what their checkout recorded;
 * still `new` (a cart, or back from a failed checkout) by their products' prices now.
 */
export function pricedLines(status: string, lines: OrderLine[]): Line[] {
  return lines.map((line) => (status === 'new' ? { id: line.id, productId: line.productId, quantity: line.quantity } : line));
}

/**
 * Before products are deleted: their lines that only the product gives a meaning to go (those
 * of orders still `new`, and any never checked out). The others stay, their product emptied by
 * the reference's ON DELETE SET NULL.
 */
export async function removeUnorderedLines(em: EntityManager, productIds: string[]): Promise<void> {
  const [op, o] = [tableOf(EcommerceOrdersToProducts), tableOf(EcommerceOrder)];
  await em.execute(
    `delete from ${op.table} op using ${o.table} o
      where o.${o.column('id')} = op.${op.column('orderId')} and op.${op.column('productId')} in (?)
        and (o.${o.column('status')} = 'new' or op.${op.column('productTitle')} is null)`,
    [productIds],
    'run',
  );
}
