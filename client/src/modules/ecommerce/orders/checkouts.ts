import type { CheckoutInvoiceFieldsFragment, EcommerceCheckoutOrdersQuery } from './checkouts.generated';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from './order-status';

export type CheckoutOrder = EcommerceCheckoutOrdersQuery['ecommerceOrderList'][number];

/** One checkout as its buyer sees it: an invoice, the orders it billed, where they stand. */
export interface Checkout {
  invoice: CheckoutInvoiceFieldsFragment;
  /** Its orders out of the cart (an order back in it, status new, is the cart's again). */
  orders: CheckoutOrder[];
  /** The status that speaks for the whole checkout (see checkoutStatus). */
  status: string;
  /** Its receipt's url once drawn: one receipt may be linked to every order, or each order have its own. */
  receipt: string | null;
}

/** What an invoice's ending means for orders none of which is left to speak for it. */
const INVOICE_TO_ORDER_STATUS: Record<string, OrderStatus> = { open: 'paying', paid: 'approving', canceled: 'canceled', failed: 'canceled' };

/**
 * The status of a checkout: its orders' when they agree; when they differ, the least advanced
 * of those not canceled (the checkout is delivered when its last order is); canceled when all
 * are. Without orders (all back in the cart), what its invoice's status means.
 */
export function checkoutStatus(orders: readonly { status: string }[], invoiceStatus: string): string {
  if (orders.length === 0) return INVOICE_TO_ORDER_STATUS[invoiceStatus] ?? invoiceStatus;
  const going = orders.map((order) => order.status).filter((status) => status !== 'canceled');
  if (going.length === 0) return 'canceled';
  // A status the site does not know comes first: it is shown as it is rather than hidden.
  const rank = (status: string) => (isOrderStatus(status) ? ORDER_STATUSES.indexOf(status) : -1);
  return going.reduce((least, status) => (rank(status) < rank(least) ? status : least));
}

/** Orders by the number of the checkout that billed them; orders never checked out (no number) are left out. */
export function ordersByNumber<Order extends { number?: number | null }>(orders: readonly Order[]): Map<number, Order[]> {
  const groups = new Map<number, Order[]>();
  for (const order of orders) {
    if (order.number == null) continue;
    groups.set(order.number, [...(groups.get(order.number) ?? []), order]);
  }
  return groups;
}

/** Each invoice with the orders of its number, in the invoices' order (one checkout each). */
export function checkoutsOf(invoices: readonly CheckoutInvoiceFieldsFragment[], orders: readonly CheckoutOrder[]): Checkout[] {
  const groups = ordersByNumber(orders.filter((order) => order.status !== 'new'));
  return invoices.map((invoice) => {
    const billed = invoice.number == null ? [] : (groups.get(invoice.number) ?? []);
    return {
      invoice,
      orders: billed,
      status: checkoutStatus(billed, invoice.status),
      receipt: billed.find((order) => order.receipt)?.receipt ?? null,
    };
  });
}

/** The number people see, or (an invoice from before numbers) the start of its id. */
export const checkoutNumber = ({ invoice }: Checkout) => String(invoice.number ?? invoice.id.slice(0, 8));

/** The filter of the orders of these checkout numbers. */
export function whereNumberIn(numbers: readonly number[]) {
  return { and: [{ column: 'number', method: 'inArray', value: [...numbers] }] };
}
