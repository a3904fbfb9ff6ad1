import { useLanguage } from '../../../shared/i18n/use-language';
import { formatPrice } from '../prices/format-price';
import type { Checkout } from './checkouts';
import { ItemsSummary } from './ItemsSummary';
import { orderedLine } from './ordered-line';

/** A checkout's items as its orders recorded them (see ordered-line.ts), and its invoice's total. */
export function CheckoutItems({ checkout, heading }: { checkout: Checkout; heading?: string }) {
  const language = useLanguage();
  const { invoice } = checkout;
  const items = checkout.orders.flatMap((order) =>
    order.ordersToProducts.map((line) => ({ key: line.id, quantity: line.quantity, ...orderedLine(order.status, line, language) })),
  );
  const total = invoice.currency ? formatPrice(String(invoice.amount), invoice.currency, language) : undefined;
  return <ItemsSummary items={items} total={total} heading={heading} />;
}
