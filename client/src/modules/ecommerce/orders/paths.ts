/** The visitor's orders, one row per checkout (a screen of the app, see screen-routes.tsx). */
export const myOrdersPath = '/ecommerce/orders';

/**
 * A checkout's confirmation, by its invoice: where payment providers send the buyer back
 * (`?result=success` or `?result=cancel`, the server's ecommerce/checkout/checkout.ts).
 */
export const orderConfirmationRoute = '/billing/invoices/:id';
export const orderConfirmationPath = (invoiceId: string, result?: 'success' | 'cancel') =>
  `/billing/invoices/${encodeURIComponent(invoiceId)}${result ? `?result=${result}` : ''}`;
