import { useEffect } from 'react';
import type { ShownErrorCodes } from '../../../shared/toasts/query-error-link';
import { useEcommerceCheckoutInvoiceQuery, useEcommerceCheckoutOrdersQuery } from './checkouts.generated';
import { type Checkout, checkoutsOf, whereNumberIn } from './checkouts';

// An invoice that is not the visitor's, or an id that is none, is shown as 'Order not found'.
const SHOWN_AS_NOT_FOUND: ShownErrorCodes = { shownErrorCodes: ['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN'] };

/** How often a checkout waiting for something (its payment confirmed, its receipt drawn) is read again. */
export const CHECKOUT_POLL_MS = 2000;
/** How long it is read again at most: a page left open does not poll for ever (it offers Refresh). */
const POLL_FOR_MS = 120_000;

/**
 * One checkout by its invoice's id: the invoice, then the orders of its number. While
 * `pollWhile` holds for it, both are read again every CHECKOUT_POLL_MS (a payment confirmed, a
 * receipt drawn meanwhile). `checkout` is undefined while loading, null when there is none the
 * visitor may see (not theirs, no such id, signed out).
 */
export function useCheckout(invoiceId: string, pollWhile?: (checkout: Checkout) => boolean) {
  // From the server each time, never first from the cache: the page before (the payment page)
  // read them before the payment changed them, and a paid order must not show 'Awaiting payment'.
  const invoiceQuery = useEcommerceCheckoutInvoiceQuery({ variables: { id: invoiceId }, context: SHOWN_AS_NOT_FOUND, fetchPolicy: 'network-only' });
  const invoice = invoiceQuery.data?.billingInvoice;
  const number = invoice?.number;
  const ordersQuery = useEcommerceCheckoutOrdersQuery({
    variables: { filters: whereNumberIn(number == null ? [] : [number]) },
    skip: number == null,
    fetchPolicy: 'network-only',
  });

  let checkout: Checkout | null | undefined;
  if (invoiceQuery.error) checkout = null;
  else if (!invoiceQuery.data || (number != null && !ordersQuery.data && !ordersQuery.error)) checkout = undefined;
  else checkout = invoice ? checkoutsOf([invoice], ordersQuery.data?.ecommerceOrderList ?? [])[0] : null;

  const waiting = !!checkout && !!pollWhile?.(checkout);
  const { startPolling: pollInvoice, stopPolling: stopInvoice, refetch: refetchInvoice } = invoiceQuery;
  const { startPolling: pollOrders, stopPolling: stopOrders, refetch: refetchOrders } = ordersQuery;
  useEffect(() => {
    if (!waiting) return;
    pollInvoice(CHECKOUT_POLL_MS);
    pollOrders(CHECKOUT_POLL_MS);
    const stop = () => {
      stopInvoice();
      stopOrders();
    };
    const giveUp = setTimeout(stop, POLL_FOR_MS);
    return () => {
      clearTimeout(giveUp);
      stop();
    };
  }, [waiting, pollInvoice, pollOrders, stopInvoice, stopOrders]);

  const refetch = () => {
    void refetchInvoice();
    if (number != null) void refetchOrders();
  };
  return { checkout, refetch };
}
