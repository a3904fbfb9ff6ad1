import type { Language } from '../../../shared/i18n/language';
import { titleIn } from '../../../shared/i18n/localized-text';
import { formatPrice } from '../prices/format-price';
import type { OrderFieldsFragment } from './orders.generated';

type OrderLine = OrderFieldsFragment['ordersToProducts'][number];

/**
 * What the order list shows of a line: an order past 'new' shows what its checkout recorded
 * (the title then, the amount in the currency charged), whatever its product became since,
 * deleted included; an order still in the cart shows its product as it is now, with no amount.
 */
export function orderedLine(status: string, line: OrderLine, language: Language): { title: string; amount?: string } {
  const recorded = status !== 'new' && line.productTitle;
  if (!recorded) return { title: line.product ? titleIn(line.product.title, language) : '—' };
  const { unitPrice, currencyId, currencySlug, currencySymbol } = line;
  const amount =
    unitPrice != null && currencyId && currencySlug
      ? formatPrice(String(Number(unitPrice) * line.quantity), { id: currencyId, slug: currencySlug, symbol: currencySymbol ?? null }, language)
      : undefined;
  return { title: titleIn(line.productTitle, language), amount };
}
