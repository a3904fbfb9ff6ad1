import type { Shopper } from './shopper.js';
import type { TestServer } from './test-server.js';

/** A checkout as its answer gives it: the invoice (its number and time) and the orders it bills. */
export interface Checkout {
  invoice: { id: string; number: number; createdAt: string; amount: string; status: string };
  orderIds: string[];
}

/**
 * The shopper's cart of these products (an order each, one of every product), checked out
 * together with the dummy provider in the shop's US dollars, and paid unless `pay` is false.
 */
export async function checkedOut(server: TestServer, shopper: Shopper, productIds: string[], { pay = true } = {}): Promise<Checkout> {
  const currencies: { id: string; slug: string }[] = (await server.rest('GET', '/api/billing/currencies')).body.data;
  const usd = currencies.find((currency) => currency.slug === 'usd')!.id;
  const orderIds: string[] = [];
  for (const productId of productIds) {
    const added = await shopper.call('POST', '{me}/orders', { productId, quantity: 1 });
    if (added.status !== 201) throw new Error(`adding ${productId} answered ${added.status}: ${JSON.stringify(added.body)}`);
    orderIds.push(added.body.data.id);
  }
  const checkout = await shopper.call('POST', '{me}/orders/checkout', {
    provider: 'dummy',
    email: 'receipt@example.com',
    billingModule: { currency: { id: usd } },
    ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
  });
  if (checkout.status !== 201) throw new Error(`checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  const invoice = checkout.body.data.billingModule.invoices[0];
  if (pay) {
    const paid = await shopper.call('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`);
    if (paid.body.data?.status !== 'paid') throw new Error(`paying answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  }
  return { invoice, orderIds };
}
