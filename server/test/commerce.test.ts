import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from './fake-stripe.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const WEBHOOK_SECRET = 'whsec_test_secret';
const A = '/api/rbac/subjects/authentication';

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ SEED: 'demo', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

interface Shopper {
  token: string;
  id: string;
  /** The email of its email-and-password identity. */
  login: string;
  call(method: string, path: string, json?: unknown): Promise<{ status: number; body: any }>;
}

let count = 0;
async function shopper(): Promise<Shopper> {
  const login = `shopper-${++count}-${Date.now()}@example.com`;
  const registered = await server.rest('POST', `${A}/email-and-password/registration`, { json: { login, password: 'shopping-123' }, headers: { 'x-forwarded-for': `10.2.0.${count}` } });
  const token = registered.body.data.jwt;
  const id = (await server.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${token}` } })).body.data.id;
  return {
    token,
    id,
    login,
    call: (method, path, json) => server.rest(method, path.replace('{me}', `/api/rbac/subjects/${id}/ecommerce-module`), { json, headers: { authorization: `Bearer ${token}` } }),
  };
}

let products: { id: string; title: { en: string } }[];
let currencies: Record<string, string>;
beforeAll(async () => {
  products = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data;
  const list = (await server.rest('GET', '/api/billing/currencies')).body.data;
  currencies = Object.fromEntries(list.map((c: any) => [c.slug, c.id]));
});

describe('the cart', () => {
  it('keeps one cart order per product, raises quantities and totals per currency exactly', async () => {
    const me = await shopper();
    const [shirt, sweater] = products; // 49.00 / 4490 and 89.50 / 7990
    const first = await me.call('POST', '{me}/orders', { productId: shirt.id, quantity: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await me.call('POST', '{me}/orders', { productId: sweater.id, quantity: 2 });
    const again = await me.call('POST', '{me}/orders', { productId: shirt.id });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.ordersToProducts[0].quantity).toBe(2);

    const orders = await me.call('GET', '{me}/orders?filters[and][0][column]=type&filters[and][0][method]=eq&filters[and][0][value]=cart');
    expect(orders.body.data).toHaveLength(2);
    expect((await me.call('GET', '{me}/orders/quantity')).body).toEqual({ data: 4 });
    expect((await me.call('GET', '{me}/orders/total')).body.data).toEqual([
      { total: '277.00', billingModuleCurrency: { id: currencies.usd, slug: 'usd', symbol: '$' } },
      { total: '24960.00', billingModuleCurrency: { id: currencies.rub, slug: 'rub', symbol: '₽' } },
    ]);

    const line = first.body.data.ordersToProducts[0];
    const updated = await me.call('PATCH', `{me}/orders/${first.body.data.id}`, { ordersToProducts: [{ id: line.id, quantity: 5 }] });
    expect(updated.body.data.ordersToProducts[0].quantity).toBe(5);
    expect((await me.call('GET', '{me}/orders/total')).body.data[0].total).toBe('424.00');
    const bad = await me.call('PATCH', `{me}/orders/${first.body.data.id}`, { ordersToProducts: [{ id: line.id, quantity: 0 }] });
    expect(bad.body.error.details.field).toBe('ordersToProducts[0].quantity');

    const deleted = await me.call('DELETE', `{me}/orders/${first.body.data.id}`);
    expect(deleted.status).toBe(200);
    expect((await me.call('GET', '{me}/orders/quantity')).body.data).toBe(2);
    const empty = await me.call('POST', '{me}/orders');
    expect(empty.body.data).toMatchObject({ type: 'cart', status: 'new', ordersToProducts: [] });
  });
});

async function cartWithTwoProducts(me: Shopper) {
  const a = await me.call('POST', '{me}/orders', { productId: products[0].id, quantity: 1 });
  const b = await me.call('POST', '{me}/orders', { productId: products[2].id, quantity: 3 });
  return [a.body.data.id, b.body.data.id] as string[];
}

const checkoutBody = (orderIds: string[], provider = 'dummy', currency = 'usd') => ({
  provider,
  email: 'buyer@example.com',
  billingModule: { currency: { id: currencies[currency] } },
  ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
});

describe('checkout with the dummy provider', () => {
  it('pays: invoice paid, intents succeeded, orders approving, the subject told', async () => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const [one, two] = await Promise.all([1, 2].map(() => me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds))));
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    const invoice = one.body.data.billingModule.invoices[0];
    // checking out one cart twice at once makes one invoice
    expect(two.body.data.billingModule.invoices[0].id).toBe(invoice.id);
    expect(invoice).toMatchObject({ status: 'open', provider: 'dummy', amount: '123.97', currencyId: currencies.usd });
    expect(invoice.paymentUrl).toBe(`${server.publicUrl}/billing/dummy/invoices/${invoice.id}`);
    expect(one.body.data.billingModule.paymentIntents.map((i: any) => i.amount).sort()).toEqual(['49.00', '74.97']);
    expect(one.body.data.ecommerceModule.orders.map((o: any) => o.status)).toEqual(['paying', 'paying']);
    const [{ count: invoices }] = await server.orm.em.getConnection().execute(`select count(*)::int as count from billing_invoices where subject_id = '${me.id}'`);
    expect(invoices).toBe(1);

    const paid = await server.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(paid.body.data.status).toBe('paid');
    const orders = (await me.call('GET', '{me}/orders')).body.data;
    expect(orders.map((o: any) => [o.status, o.type])).toEqual([['approving', 'history'], ['approving', 'history']]);
    const intents = await server.orm.em.getConnection().execute(`select status from billing_payment_intents where invoice_id = '${invoice.id}'`);
    expect(intents.map((i: any) => i.status)).toEqual(['succeeded', 'succeeded']);
    const told = await server.orm.em.getConnection().execute(`select recipient, payload from notification_notifications where subject_id = '${me.id}'`);
    expect(told).toHaveLength(2);
    // Told at its own sign-in address, not at the receipt address typed at checkout.
    expect(told[0]).toMatchObject({ recipient: me.login, payload: { variant: 'order-status-changed', status: 'approving' } });
    expect((await server.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`, { headers: { authorization: `Bearer ${me.token}` } })).status).toBe(400);
  });

  it('cancels: invoice and orders canceled', async () => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const invoice = (await me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds, 'dummy', 'rub'))).body.data.billingModule.invoices[0];
    expect(invoice.amount).toBe('10460.00'); // 4490 + 3 × 1990
    const canceled = await server.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/cancel`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(canceled.body.data.status).toBe('canceled');
    expect((await me.call('GET', '{me}/orders')).body.data.map((o: any) => o.status)).toEqual(['canceled', 'canceled']);
  });

  it('checks out one order, and one product', async () => {
    const me = await shopper();
    const [orderId] = await cartWithTwoProducts(me);
    const single = await me.call('POST', `{me}/orders/${orderId}/checkout`, { provider: 'dummy', email: 'one@example.com', billingModule: { currency: { id: currencies.usd } } });
    expect(single.body.data.billingModule.invoices[0].amount).toBe('49.00');
    const product = await me.call('POST', `{me}/products/${products[1].id}/checkout`, { provider: 'dummy', email: 'one@example.com', quantity: 3, comment: 'gift wrap' });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    expect(product.body.data.billingModule.invoices[0]).toMatchObject({ amount: '268.50', currencyId: currencies.usd });
    expect(product.body.data.ecommerceModule.orders[0]).toMatchObject({ comment: 'gift wrap', status: 'paying' });
  });

  it.each([
    ['an unknown provider', { provider: 'paypal' }, 'Invalid provider', 'provider'],
    ['a provider without settings', { provider: 'cloudpayments' }, 'provider: cloudpayments is not configured on this server (CLOUDPAYMENTS_PUBLIC_ID, CLOUDPAYMENTS_API_SECRET)', 'provider'],
    ['a bad email', { email: 'nope' }, 'email: must be a valid email address', 'email'],
    ['no orders', { ecommerceModule: { orders: [] } }, 'ecommerceModule.orders: expected a list of {id}', 'ecommerceModule.orders'],
  ])('refuses %s', async (_what, override, message, field) => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const response = await me.call('POST', '{me}/orders/checkout', { ...checkoutBody(orderIds), ...override });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ message, details: { field } });
    expect((await me.call('GET', '{me}/orders')).body.data.map((o: any) => o.status)).toEqual(['new', 'new']);
  });

  it("refuses a product without a price in the currency with the spec's message", async () => {
    const me = await shopper();
    const bare = await server.rest('POST', '/api/ecommerce/products', { admin: true, json: { title: 'No price' } });
    const order = await me.call('POST', '{me}/orders', { productId: bare.body.data.id });
    const response = await me.call('POST', '{me}/orders/checkout', checkoutBody([order.body.data.id]));
    expect(response.body.error.message).toBe("Product doesn't have price attributes connected to billing module currency.");
  });
});

describe('checkout with Stripe (against a local stand-in)', () => {
  const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const webhook = (event: object, secret?: string) => {
    const payload = JSON.stringify(event);
    return server.rest('POST', '/api/billing/payment-intents/stripe/webhook', { raw: { body: payload, type: 'application/json' }, headers: { 'stripe-signature': sign(payload, secret) } });
  };

  it('creates a session for the right amount and currency; a signed webhook pays once', async () => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const checkout = await me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds, 'stripe'));
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const invoice = checkout.body.data.billingModule.invoices[0];
    const session = stripe.sessions.at(-1)!;
    expect(invoice.paymentUrl).toBe(session.url);
    expect(invoice.externalId).toBe(session.id);
    expect(session).toMatchObject({ mode: 'payment', customer_email: 'buyer@example.com', client_reference_id: invoice.id, idempotencyKey: `invoice-${invoice.id}` });
    expect(session.line_items.map((item: any) => [item.quantity, item.price_data.currency, item.price_data.unit_amount])).toEqual([
      ['1', 'usd', '4900'],
      ['3', 'usd', '2499'],
    ]);

    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid', amount_total: 12397, currency: 'usd', client_reference_id: invoice.id, metadata: { invoiceId: invoice.id } } },
    };
    const forged = await webhook(event, 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect((await me.call('GET', '{me}/orders')).body.data.map((o: any) => o.status)).toEqual(['paying', 'paying']);

    expect((await webhook(event)).body.data).toEqual({ received: true, changed: true });
    expect((await me.call('GET', '{me}/orders')).body.data.map((o: any) => o.status)).toEqual(['approving', 'approving']);
    // replayed, and an out-of-order expiry: nothing changes twice
    expect((await webhook(event)).body.data).toEqual({ received: true, changed: false });
    expect((await webhook({ ...event, id: 'evt_2', type: 'checkout.session.expired' })).body.data.changed).toBe(false);
    const [{ count }] = await server.orm.em.getConnection().execute(`select count(*)::int as count from notification_notifications where subject_id = '${me.id}'`);
    expect(count).toBe(2);
  });
});

describe("another subject's orders", () => {
  it('cannot be seen, changed, paid or checked out', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const [orderId] = await cartWithTwoProducts(alice);
    const invoice = (await alice.call('POST', `{me}/orders/${orderId}/checkout`, { provider: 'dummy', email: 'a@example.com', billingModule: { currency: { id: currencies.usd } } })).body.data.billingModule.invoices[0];
    const asBob = (method: string, path: string, json?: unknown) => server.rest(method, path, { json, headers: { authorization: `Bearer ${bob.token}` } });
    expect((await asBob('GET', `/api/rbac/subjects/${alice.id}/ecommerce-module/orders`)).status).toBe(403);
    expect((await asBob('GET', `/api/rbac/subjects/${alice.id}/ecommerce-module/orders/total`)).status).toBe(403);
    expect((await bob.call('PATCH', `{me}/orders/${orderId}`, { status: 'canceled' })).status).toBe(404);
    expect((await bob.call('DELETE', `{me}/orders/${orderId}`)).status).toBe(404);
    expect((await bob.call('POST', '{me}/orders/checkout', checkoutBody([orderId]))).status).toBe(404);
    expect((await asBob('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`)).status).toBe(403);
    expect((await asBob('GET', `/api/ecommerce/orders/${orderId}`)).status).toBe(404);
    expect((await server.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`)).status).toBe(401);
    // the owner may cancel its own unpaid order
    expect((await alice.call('PATCH', `{me}/orders/${orderId}`, { status: 'canceled' })).body.data.status).toBe('canceled');
  });
});

describe('over GraphQL', () => {
  it('adds to the cart, totals, checks out and pays with the same rules', async () => {
    const me = await shopper();
    const auth = { authorization: `Bearer ${me.token}` };
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const result = await server.graphql<any>(query, { s: me.id, ...variables }, auth);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data;
    };
    const added = await gql(`mutation($s: ID!, $p: ID!) { ecommerceCartAdd(subjectId: $s, data: {productId: $p, quantity: 2}) { id status ordersToProducts { id quantity product { title { en } } } } }`, { p: products[0].id });
    const order = added.ecommerceCartAdd;
    expect(order.ordersToProducts).toEqual([{ id: expect.any(String), quantity: 2, product: { title: { en: 'Linen shirt' } } }]);
    const totals = await gql(`query($s: ID!) { ecommerceCartQuantity(subjectId: $s) ecommerceCartTotal(subjectId: $s) { total billingModuleCurrency { symbol } } }`);
    expect(totals).toEqual({ ecommerceCartQuantity: 2, ecommerceCartTotal: [{ total: '98.00', billingModuleCurrency: { symbol: '$' } }, { total: '8980.00', billingModuleCurrency: { symbol: '₽' } }] });
    await gql(`mutation($s: ID!, $o: ID!, $l: ID!) { ecommerceCartUpdate(subjectId: $s, orderId: $o, data: {ordersToProducts: [{id: $l, quantity: 3}]}) { id } }`, { o: order.id, l: order.ordersToProducts[0].id });
    const mine = await gql(`{ ecommerceOrderList { id ordersToProducts { quantity } } }`);
    expect(mine.ecommerceOrderList).toEqual([{ id: order.id, ordersToProducts: [{ quantity: 3 }] }]);

    const bad = await server.graphql(`mutation($s: ID!, $o: ID!) { ecommerceCheckout(subjectId: $s, data: {provider: "paypal", email: "x@y.zz", orderIds: [$o]}) { paymentUrl } }`, { s: me.id, o: order.id }, auth);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid provider', extensions: { code: 'BAD_USER_INPUT', field: 'provider' } });
    const checkout = await gql(
      `mutation($s: ID!, $o: ID!, $c: ID!) { ecommerceCheckout(subjectId: $s, data: {provider: "dummy", email: "g@example.com", billingModuleCurrencyId: $c, orderIds: [$o]}) {
        paymentUrl invoice { id amount status } paymentIntents { amount } orders { status } } }`,
      { o: order.id, c: currencies.usd },
    );
    expect(checkout.ecommerceCheckout).toMatchObject({ invoice: { amount: '147.00', status: 'open' }, paymentIntents: [{ amount: '147.00' }], orders: [{ status: 'paying' }] });
    const paid = await gql(`mutation($i: ID!) { billingDummyPay(invoiceId: $i) { status } }`, { i: checkout.ecommerceCheckout.invoice.id });
    expect(paid.billingDummyPay.status).toBe('paid');
    const other = await shopper();
    const foreign = await server.graphql(`query($s: ID!) { ecommerceCartQuantity(subjectId: $s) }`, { s: me.id }, { authorization: `Bearer ${other.token}` });
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
