import { checkoutStatus, ordersByNumber } from '../../modules/ecommerce/orders/checkouts';
import { orderedLine } from '../../modules/ecommerce/orders/ordered-line';
import { isOrderStatus, type OrderStatus } from '../../modules/ecommerce/orders/order-status';
import { formatPrice } from '../../modules/ecommerce/prices/format-price';
import type { Language } from '../../shared/i18n/language';
import type { AdminCheckoutsQuery } from './admin-orders.generated';

export type AdminOrder = AdminCheckoutsQuery['ecommerceOrderList'][number];
export type AdminInvoice = AdminCheckoutsQuery['billingInvoiceList'][number];

/** Who bought: the address they sign in with, the one typed at checkout for the receipt, or another way they sign in. */
export interface Customer {
  signIn: string | null;
  /** Typed at checkout; null when it is the sign-in address. */
  typed: string | null;
  /** A wallet address or Telegram account, for a buyer with no email identity. */
  account: string | null;
}

/** One checkout as the shop owner handles it: one number, however many orders the cart made. */
export interface AdminCheckout {
  number: number;
  invoice: AdminInvoice | null;
  orders: AdminOrder[];
  /** The status that speaks for its orders (the least advanced of those going on; see checkoutStatus). */
  status: string;
  checkedOutAt: string | null;
  customer: Customer;
  items: { key: string; title: string; quantity: number; amount?: string }[];
  /** One total per currency charged (a checkout is charged in one: one entry, but none is lost). */
  totals: string[];
  receipt: string | null;
}

/** The sign-in address: the first email-and-password identity's, as the server's mails choose it. */
export function customerOf(invoice: AdminInvoice | null): Customer {
  const identities = invoice?.subject?.identities ?? [];
  const signIn = identities.find((identity) => identity.provider === 'email_and_password' && identity.email)?.email ?? null;
  const typed = invoice?.email?.trim() || null;
  const same = signIn !== null && typed !== null && signIn.toLowerCase() === typed.toLowerCase();
  const account = identities.find((identity) => identity.account)?.account ?? null;
  return { signIn, typed: same ? null : typed, account: signIn ? null : account };
}

/** What the lines cost, summed per currency (in cents: no float drift), as the language writes prices. */
export function totalsOf(orders: readonly AdminOrder[], language: Language): string[] {
  const sums = new Map<string, { cents: number; currency: { id: string; slug: string; symbol: string | null } }>();
  for (const line of orders.flatMap((order) => order.ordersToProducts)) {
    if (line.unitPrice == null || !line.currencyId || !line.currencySlug) continue;
    const sum = sums.get(line.currencyId) ?? { cents: 0, currency: { id: line.currencyId, slug: line.currencySlug, symbol: line.currencySymbol ?? null } };
    sum.cents += Math.round(Number(line.unitPrice) * 100) * line.quantity;
    sums.set(line.currencyId, sum);
  }
  return [...sums.values()].map(({ cents, currency }) => formatPrice((cents / 100).toFixed(2), currency, language));
}

/** The page's checkouts in its order (newest first), each with all its orders and its invoice. */
export function adminCheckoutsOf(numbers: readonly number[], orders: readonly AdminOrder[], invoices: readonly AdminInvoice[], language: Language): AdminCheckout[] {
  const byNumber = ordersByNumber(orders);
  return numbers.map((number) => {
    const billed = byNumber.get(number) ?? [];
    const invoice = invoices.find((candidate) => candidate.number === number) ?? null;
    const totals = totalsOf(billed, language);
    return {
      number,
      invoice,
      orders: billed,
      status: checkoutStatus(billed, invoice?.status ?? 'open'),
      checkedOutAt: typeof billed[0]?.checkedOutAt === 'string' ? billed[0].checkedOutAt : null,
      customer: customerOf(invoice),
      items: billed.flatMap((order) => order.ordersToProducts.map((line) => ({ key: line.id, quantity: line.quantity, ...orderedLine(order.status, line, language) }))),
      totals: totals.length || !invoice?.currency ? totals : [formatPrice(String(invoice.amount), invoice.currency, language)],
      receipt: billed.find((order) => order.receipt)?.receipt ?? null,
    };
  });
}

/** The statuses a paid order goes through, from its payment to the buyer's door. */
const FULFILMENT: readonly OrderStatus[] = ['approving', 'packaging', 'delivering', 'delivered'];

/**
 * Where the owner may move a checkout from this screen. The spec lets an admin set any status
 * (the generic form still does); here, a paid checkout moves along its fulfilment (the next
 * step offered first) or back, or is canceled; an unpaid one waits for its payment and may
 * only be canceled (which cancels its invoice: it can no longer be paid); a failed or canceled
 * payment has nothing left to do. `new` and `paying` are the cart's and the payment's own.
 */
export function statusMoves(checkout: Pick<AdminCheckout, 'status' | 'invoice'>): { next: OrderStatus | null; others: OrderStatus[] } {
  const current = isOrderStatus(checkout.status) ? checkout.status : null;
  if (checkout.invoice?.status === 'open' && current === 'paying') return { next: null, others: ['canceled'] };
  if (checkout.invoice?.status !== 'paid') return { next: null, others: [] };
  const step = current ? FULFILMENT.indexOf(current) : -1;
  const next = step >= 0 && step < FULFILMENT.length - 1 ? FULFILMENT[step + 1] : null;
  return { next, others: [...FULFILMENT, 'canceled' as const].filter((status) => status !== current && status !== next) };
}
