import { Wallet } from 'ethers';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../fakes/fake-stripe.js';
import { publishedProduct } from '../../helpers/publishing.js';
import { siweBody } from '../../helpers/siwe-message.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

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

describe("a visitor's cart kept through sign-in", () => {
  /** An anonymous subject (a visitor's first add) with lines in its cart. */
  async function visitorWith(lines: [number, number][]) {
    const token = (await server.rest('GET', `${A}/init`, { headers: { 'x-forwarded-for': '10.9.0.1' } })).body.data.jwt as string;
    const auth = { authorization: `Bearer ${token}` };
    const id = (await server.rest('GET', `${A}/me`, { headers: auth })).body.data.id as string;
    for (const [product, quantity] of lines) {
      const added = await server.rest('POST', `/api/rbac/subjects/${id}/ecommerce-module/orders`, { json: { productId: products[product].id, quantity }, headers: auth });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    return { id, auth };
  }
  /** Product index and quantity of each line of a subject's open cart. */
  const cartOf = async (subjectId: string) =>
    (
      await sql<{ product_id: string; quantity: number }>(
        `select op.product_id, op.quantity from ecommerce_orders_to_products op
           join ecommerce_orders o on o.id = op.order_id and o.type = 'cart' and o.status = 'new'
           join rbac_subjects_to_ecommerce_module_orders so on so.ecommerce_module_order_id = o.id and so.subject_id = ?`,
        [subjectId],
      )
    )
      .map((line) => [products.findIndex((product) => product.id === line.product_id), line.quantity])
      .sort();

  it("joins the account's cart on REST sign-in: quantities added for a product both had, the visitor's cart left empty", async () => {
    const me = await shopper();
    await me.call('POST', '{me}/orders', { productId: products[0].id, quantity: 2 });
    const visitor = await visitorWith([[0, 3], [1, 1]]);
    const signedIn = await server.rest('POST', `${A}/email-and-password/authentication`, { json: { login: me.login, password: 'shopping-123' }, headers: visitor.auth });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(await cartOf(me.id)).toEqual([[0, 5], [1, 1]]);
    expect(await cartOf(visitor.id)).toEqual([]);
    expect((await me.call('GET', '{me}/orders/quantity')).body).toEqual({ data: 6 });
    // One cart order per product still: the visitor's emptied order is gone.
    expect(await rows('ecommerce_orders o join rbac_subjects_to_ecommerce_module_orders so on so.ecommerce_module_order_id = o.id where so.subject_id = ?', [me.id])).toBe(2);
  });

  it('joins it on GraphQL sign-in too, and not from another account or with a wrong password', async () => {
    const me = await shopper();
    const other = await shopper();
    await other.call('POST', '{me}/orders', { productId: products[2].id, quantity: 1 });
    const login = 'mutation ($data: RbacLoginInput!) { rbacAuthenticationLogin(data: $data) { jwt } }';
    // Signed in as another account: its cart stays its own.
    const fromAccount = await server.graphql(login, { data: { login: me.login, password: 'shopping-123' } }, { authorization: `Bearer ${other.token}` });
    expect(fromAccount.errors).toBeUndefined();
    expect(await cartOf(other.id)).toEqual([[2, 1]]);
    const visitor = await visitorWith([[1, 2]]);
    const refused = await server.graphql(login, { data: { login: me.login, password: 'wrong-password' } }, visitor.auth);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await cartOf(visitor.id)).toEqual([[1, 2]]);
    const signedIn = await server.graphql(login, { data: { login: me.login, password: 'shopping-123' } }, visitor.auth);
    expect(signedIn.errors).toBeUndefined();
    expect(await cartOf(me.id)).toEqual([[1, 2]]);
    expect(await cartOf(visitor.id)).toEqual([]);
  });

  it("joins a wallet account's cart when the visitor signs in with that wallet again", async () => {
    const wallet = Wallet.createRandom();
    const signIn = async (auth: Record<string, string> = {}) => {
      const nonce = (await server.rest('GET', `${A}/ethereum-virtual-machine/nonce`, { headers: { 'x-forwarded-for': '10.9.0.2' } })).body.data as string;
      return server.rest('POST', `${A}/ethereum-virtual-machine`, { json: await siweBody(server.publicUrl, nonce, wallet), headers: { 'x-forwarded-for': '10.9.0.2', ...auth } });
    };
    const first = await signIn();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const account = (await server.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${first.body.data.jwt}` } })).body.data.id as string;
    const visitor = await visitorWith([[3, 4]]);
    expect((await signIn(visitor.auth)).status).toBe(200);
    expect(await cartOf(account)).toEqual([[3, 4]]);
    expect(await cartOf(visitor.id)).toEqual([]);
  });
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
    // Each add answers its order as a read of it answers, byte for byte: a new one as written, a raised one read again.
    const second = await me.call('POST', '{me}/orders', { productId: products[2].id, quantity: 3 });
    const read = async (id: string) => JSON.stringify((await me.call('GET', `{me}/orders?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${id}`)).body.data[0]);
    expect(await read(second.body.data.id)).toBe(JSON.stringify(second.body.data));
    expect(await read(again.body.data.id)).toBe(JSON.stringify(again.body.data));
    await me.call('DELETE', `{me}/orders/${second.body.data.id}`);

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

describe('adding one product many times at once (a double click, two tabs)', () => {
  it('makes one cart order whose line holds every quantity added', async () => {
    const me = await shopper();
    const answers = await Promise.all(Array.from({ length: 20 }, () => me.call('POST', '{me}/orders', { productId: products[1].id, quantity: 2 })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    const orders = await me.call('GET', '{me}/orders?filters[and][0][column]=type&filters[and][0][method]=eq&filters[and][0][value]=cart');
    expect(orders.body.data.map((order: { ordersToProducts: { quantity: number }[] }) => order.ordersToProducts.map((line) => line.quantity))).toEqual([[40]]);
  });
});

describe("a product's quantity in the cart (the product page's cart controls)", () => {
  const none = (productId: string) => ({ productId, quantity: 0, orderId: null, orderToProductId: null });
  const gqlQuantity = (me: Shopper, subjectId: string, productId: string) =>
    server.graphql<any>(
      `query($s: ID!, $p: ID!) { ecommerceCartProductQuantity(subjectId: $s, productId: $p) { productId quantity orderId orderToProductId } }`,
      { s: subjectId, p: productId },
      { authorization: `Bearer ${me.token}` },
    );

  it('answers the quantity of the open cart order holding it, and its line, on REST and GraphQL; 0 once it left the cart', async () => {
    const me = await shopper();
    const [shirt, sweater, third] = products;
    const added = (await me.call('POST', '{me}/orders', { productId: shirt.id, quantity: 2 })).body.data;
    await me.call('POST', '{me}/orders', { productId: sweater.id, quantity: 1 });
    const held = { productId: shirt.id, quantity: 2, orderId: added.id, orderToProductId: added.ordersToProducts[0].id };
    expect((await me.call('GET', `{me}/products/${shirt.id}/orders/quantity`)).body).toEqual({ data: held });
    expect((await gqlQuantity(me, me.id, shirt.id)).data.ecommerceCartProductQuantity).toEqual(held);
    expect((await me.call('GET', `{me}/products/${third.id}/orders/quantity`)).body).toEqual({ data: none(third.id) });

    await me.call('POST', '{me}/orders', { productId: shirt.id, quantity: 3 });
    expect((await gqlQuantity(me, me.id, shirt.id)).data.ecommerceCartProductQuantity.quantity).toBe(5);
    // Checked out, the order is no longer the cart's: nothing of the product is in the cart.
    await me.call('POST', `{me}/orders/${added.id}/checkout`, { provider: 'dummy', email: 'q@example.com', billingModule: { currency: { id: currencies.usd } } });
    expect((await me.call('GET', `{me}/products/${shirt.id}/orders/quantity`)).body).toEqual({ data: none(shirt.id) });
    expect((await me.call('GET', `{me}/products/${sweater.id}/orders/quantity`)).body.data.quantity).toBe(1);
  });

  it("never shows another subject's cart, and refuses a product id that is none with 400 naming productId", async () => {
    const alice = await shopper();
    const bob = await shopper();
    const [shirt] = products;
    await alice.call('POST', '{me}/orders', { productId: shirt.id, quantity: 4 });
    const alicePath = `/api/rbac/subjects/${alice.id}/ecommerce-module/products/${shirt.id}/orders/quantity`;
    const asBob = await server.rest('GET', alicePath, { headers: { authorization: `Bearer ${bob.token}` } });
    expect(asBob.status).toBe(403);
    expect(JSON.stringify(asBob.body)).not.toContain('"quantity"');
    expect((await server.rest('GET', alicePath)).status).toBe(401);
    const foreign = await gqlQuantity(bob, alice.id, shirt.id);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Bob's own cart does not hold Alice's shirt.
    expect((await bob.call('GET', `{me}/products/${shirt.id}/orders/quantity`)).body).toEqual({ data: none(shirt.id) });
    expect((await gqlQuantity(bob, bob.id, shirt.id)).data.ecommerceCartProductQuantity).toEqual(none(shirt.id));
    // Alice's is still hers.
    expect((await alice.call('GET', `{me}/products/${shirt.id}/orders/quantity`)).body.data.quantity).toBe(4);

    const bad = await alice.call('GET', '{me}/products/not-an-id/orders/quantity');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe('productId');
    const badGql = await gqlQuantity(alice, alice.id, 'not-an-id');
    expect(badGql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'productId' } });
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
    const told = await server.orm.em.getConnection().execute<{ recipient: string; payload: unknown }[]>(`select recipient, payload from notification_notifications where subject_id = '${me.id}' order by recipient`);
    // One mail for the checkout at its own sign-in address, one at the receipt address typed at checkout.
    expect(told.map((row) => row.recipient)).toEqual(['buyer@example.com', me.login].sort());
    expect(told[0]).toMatchObject({ payload: { variant: 'order-status-changed', orderStatus: 'approving', status: 'paid', number: String(invoice.number) } });
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

  it('checks out without a provider with the first this server can use (here Stripe, before dummy), on REST and GraphQL; an unknown one is still refused', async () => {
    const { data } = await server.graphql<{ serverInfo: { paymentProviders: string[] } }>('{ serverInfo { paymentProviders } }');
    expect(data!.serverInfo.paymentProviders).toEqual(['stripe', 'dummy']);
    const me = await shopper();
    const [orderId, otherId] = await cartWithTwoProducts(me);
    const { provider: _none, ...withoutProvider } = checkoutBody([orderId]);
    const rest = await me.call('POST', '{me}/orders/checkout', withoutProvider);
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.data.billingModule.invoices[0]).toMatchObject({ provider: 'stripe', paymentUrl: stripe.sessions.at(-1)!.url });
    const product = await me.call('POST', `{me}/products/${products[1].id}/checkout`, { email: 'one@example.com' });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    expect(product.body.data.billingModule.invoices[0].provider).toBe('stripe');
    const graphql = await server.graphql<any>(
      `mutation($s: ID!, $o: ID!, $c: ID!) { ecommerceCheckout(subjectId: $s, data: {email: "g@example.com", billingModuleCurrencyId: $c, orderIds: [$o]}) { invoice { provider } paymentUrl } }`,
      { s: me.id, o: otherId, c: currencies.usd },
      { authorization: `Bearer ${me.token}` },
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.ecommerceCheckout).toEqual({ invoice: { provider: 'stripe' }, paymentUrl: stripe.sessions.at(-1)!.url });

    const other = await shopper();
    const [otherOrder] = await cartWithTwoProducts(other);
    for (const provider of ['paypal', '']) {
      const unknown = await other.call('POST', '{me}/orders/checkout', checkoutBody([otherOrder], provider));
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ message: 'Invalid provider', details: { field: 'provider' } });
    }
    const unknownGraphql = await server.graphql(
      `mutation($s: ID!, $o: ID!) { ecommerceProductCheckout(subjectId: $s, productId: $o, data: {provider: "paypal", email: "x@example.com"}) { paymentUrl } }`,
      { s: other.id, o: products[1].id },
      { authorization: `Bearer ${other.token}` },
    );
    expect(unknownGraphql.errors?.[0]).toMatchObject({ message: 'Invalid provider', extensions: { code: 'BAD_USER_INPUT', field: 'provider' } });
    expect((await other.call('GET', '{me}/orders')).body.data.map((o: any) => o.status)).toEqual(['new', 'new']);
  });

  it("refuses a product without a price in the currency with the spec's message", async () => {
    const me = await shopper();
    // Published with its price in the default currency (usd) only.
    const usdOnly = await publishedProduct(server, { title: 'No ruble price' });
    const order = await me.call('POST', '{me}/orders', { productId: usdOnly.id });
    const response = await me.call('POST', '{me}/orders/checkout', checkoutBody([order.body.data.id], 'dummy', 'rub'));
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
  it('cannot be seen, changed, paid or checked out, on REST or GraphQL: each refusal leaves them as they were', async () => {
    const alice = await shopper();
    const bob = await shopper();
    // Alice's two orders: one checked out (paying, its invoice open), one still in her cart.
    const [orderId, cartOrderId] = await cartWithTwoProducts(alice);
    const invoice = (await alice.call('POST', `{me}/orders/${orderId}/checkout`, { provider: 'dummy', email: 'a@example.com', billingModule: { currency: { id: currencies.usd } } })).body.data.billingModule.invoices[0];
    const asBob = (method: string, path: string, json?: unknown) => server.rest(method, path, { json, headers: { authorization: `Bearer ${bob.token}` } });
    const bobAsks = (query: string, variables: Record<string, unknown> = {}) => server.graphql<Record<string, unknown>>(query, { ...variables, bob: bob.id, alice: alice.id }, { authorization: `Bearer ${bob.token}` });
    // What the refusals below must leave as it is: Alice's orders, their lines and her invoice.
    const aliceState = async () => ({
      orders: (await alice.call('GET', '{me}/orders')).body.data,
      invoice: (await server.rest('GET', `/api/billing/invoices/${invoice.id}`, { admin: true })).body.data,
      bobsOrders: (await bob.call('GET', '{me}/orders')).body.data,
      orderRows: await rows('ecommerce_orders'),
      lineRows: await rows('ecommerce_orders_to_products'),
      invoiceRows: await rows('billing_invoices'),
    });
    const before = await aliceState();
    expect(before.orders.find((order: { id: string }) => order.id === orderId)).toMatchObject({ status: 'paying' });
    expect(before.orders.find((order: { id: string }) => order.id === cartOrderId)).toMatchObject({ status: 'new' });
    expect(before.invoice.status).toBe('open');
    expect(before.bobsOrders).toEqual([]);
    const cartLine = before.orders.find((order: { id: string }) => order.id === cartOrderId).ordersToProducts[0].id as string;

    const aliceOrders = `/api/rbac/subjects/${alice.id}/ecommerce-module/orders`;
    const restRefusals: [string, number, () => Promise<{ status: number }>][] = [
      [`GET ${aliceOrders}`, 403, () => asBob('GET', aliceOrders)],
      [`GET ${aliceOrders}/total`, 403, () => asBob('GET', `${aliceOrders}/total`)],
      [`PATCH ${aliceOrders}/{cart order} canceled`, 403, () => asBob('PATCH', `${aliceOrders}/${cartOrderId}`, { status: 'canceled' })],
      ["PATCH Bob's orders/{paying order} canceled", 404, () => bob.call('PATCH', `{me}/orders/${orderId}`, { status: 'canceled' })],
      ["PATCH Bob's orders/{cart order} quantity", 404, () => bob.call('PATCH', `{me}/orders/${cartOrderId}`, { ordersToProducts: [{ id: cartLine, quantity: 9 }] })],
      ["DELETE Bob's orders/{cart order}", 404, () => bob.call('DELETE', `{me}/orders/${cartOrderId}`)],
      ["DELETE Bob's orders/{paying order}", 404, () => bob.call('DELETE', `{me}/orders/${orderId}`)],
      ["POST Bob's orders/checkout of the cart order", 404, () => bob.call('POST', '{me}/orders/checkout', checkoutBody([cartOrderId]))],
      ['POST invoice dummy/pay', 403, () => asBob('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`)],
      ['POST invoice dummy/cancel', 403, () => asBob('POST', `/api/billing/invoices/${invoice.id}/dummy/cancel`)],
      ['GET /api/ecommerce/orders/{paying order}', 404, () => asBob('GET', `/api/ecommerce/orders/${orderId}`)],
      ['PATCH /api/ecommerce/orders/{cart order}', 403, () => asBob('PATCH', `/api/ecommerce/orders/${cartOrderId}`, { status: 'canceled' })],
      ['POST invoice dummy/pay, anonymously', 401, () => server.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`)],
    ];
    for (const [call, status, send] of restRefusals) {
      expect((await send()).status, call).toBe(status);
      // Read again after each refusal: nothing of Alice's changed, nothing became Bob's.
      expect(await aliceState(), `after ${call}`).toEqual(before);
    }

    const graphqlRefusals: [string, Record<string, unknown>, string][] = [
      ['query($alice: ID!) { ecommerceCartQuantity(subjectId: $alice) }', {}, 'FORBIDDEN'],
      ['query($alice: ID!) { ecommerceCartTotal(subjectId: $alice) { total } }', {}, 'FORBIDDEN'],
      ['mutation($alice: ID!, $o: ID!) { ecommerceCartUpdate(subjectId: $alice, orderId: $o, data: {status: "canceled"}) { id } }', { o: cartOrderId }, 'FORBIDDEN'],
      ['mutation($bob: ID!, $o: ID!, $l: ID!) { ecommerceCartUpdate(subjectId: $bob, orderId: $o, data: {ordersToProducts: [{id: $l, quantity: 9}]}) { id } }', { o: cartOrderId, l: cartLine }, 'NOT_FOUND'],
      ['mutation($bob: ID!, $o: ID!) { ecommerceCartUpdate(subjectId: $bob, orderId: $o, data: {status: "canceled"}) { id } }', { o: orderId }, 'NOT_FOUND'],
      ['mutation($bob: ID!, $o: ID!) { ecommerceCartDelete(subjectId: $bob, orderId: $o) { id } }', { o: cartOrderId }, 'NOT_FOUND'],
      ['mutation($alice: ID!, $o: ID!) { ecommerceCartDelete(subjectId: $alice, orderId: $o) { id } }', { o: cartOrderId }, 'FORBIDDEN'],
      [
        'mutation($bob: ID!, $o: ID!, $c: ID!) { ecommerceCheckout(subjectId: $bob, data: {provider: "dummy", email: "b@example.com", billingModuleCurrencyId: $c, orderIds: [$o]}) { paymentUrl } }',
        { o: cartOrderId, c: currencies.usd },
        'NOT_FOUND',
      ],
      ['mutation($i: ID!) { billingDummyPay(invoiceId: $i) { status } }', { i: invoice.id }, 'FORBIDDEN'],
      ['mutation($i: ID!) { billingDummyCancel(invoiceId: $i) { status } }', { i: invoice.id }, 'FORBIDDEN'],
      ['mutation($o: ID!) { ecommerceOrderUpdate(id: $o, data: {status: "canceled"}) { id } }', { o: cartOrderId }, 'FORBIDDEN'],
      ['mutation($o: ID!) { ecommerceOrderDelete(id: $o) { id } }', { o: orderId }, 'FORBIDDEN'],
    ];
    for (const [query, variables, code] of graphqlRefusals) {
      const answer = await bobAsks(query, variables);
      expect(answer.errors?.[0]?.extensions?.code, `${query}: ${JSON.stringify(answer.errors)}`).toBe(code);
      expect(await aliceState(), `after ${query}`).toEqual(before);
    }
    // Read by Bob, Alice's order is not there; paid anonymously, it is refused.
    expect((await bobAsks('query($o: ID!) { ecommerceOrder(id: $o) { id } }', { o: orderId })).data?.ecommerceOrder ?? null).toBeNull();
    const anonymous = await server.graphql('mutation($i: ID!) { billingDummyPay(invoiceId: $i) { status } }', { i: invoice.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await aliceState()).toEqual(before);
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

const sql = async <T = any>(query: string, params: unknown[] = []): Promise<T[]> => server.orm.em.getConnection().execute(query, params);
const rows = async (query: string, params: unknown[] = []) => (await sql<{ count: number }>(`select count(*)::int as count from ${query}`, params))[0].count;
const invoiceOf = async (id: string) => (await sql('select status, payment_url from billing_invoices where id = ?', [id]))[0];
const statusesOf = async (ids: string[]) => (await sql<{ id: string; status: string }>('select id, status from ecommerce_orders where id in (?)', [ids])).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)).map((row) => row.status);
const pay = (me: Shopper, invoiceId: string) => server.rest('POST', `/api/billing/invoices/${invoiceId}/dummy/pay`, { headers: { authorization: `Bearer ${me.token}` } });

describe('the dummy provider switched off (PAYMENT_DUMMY_ENABLED=false)', () => {
  let live: TestServer;
  beforeAll(async () => {
    // A second instance on the same database, configured like production: Stripe on, the dummy provider off.
    live = await startTestServer({ PAYMENT_DUMMY_ENABLED: 'false', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }, { shareDatabaseWith: server });
  });
  afterAll(() => live?.close());

  it('refuses it at checkout and on its pay and cancel routes (REST and GraphQL); nothing changes', async () => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const invoices = await rows('billing_invoices where subject_id = ?', [me.id]);
    const asMe = { authorization: `Bearer ${me.token}` };
    const refused = await live.rest('POST', `/api/rbac/subjects/${me.id}/ecommerce-module/orders/checkout`, { json: checkoutBody(orderIds), headers: asMe });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: 'Invalid provider', details: { field: 'provider' } });
    expect(await rows('billing_invoices where subject_id = ?', [me.id])).toBe(invoices);
    expect(await statusesOf(orderIds)).toEqual(['new', 'new']);

    // An invoice of the dummy provider made while it was on (here: by the other instance) cannot be settled.
    const invoice = (await me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds))).body.data.billingModule.invoices[0];
    for (const action of ['pay', 'cancel']) {
      const answer = await live.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/${action}`, { headers: asMe });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ message: 'Invalid provider', details: { field: 'provider' } });
    }
    const graphql = await live.graphql(`mutation($i: ID!) { billingDummyPay(invoiceId: $i) { status } }`, { i: invoice.id }, asMe);
    expect(graphql.errors?.[0]).toMatchObject({ message: 'Invalid provider', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'open' });
    expect(await statusesOf(orderIds)).toEqual(['paying', 'paying']);
    expect(await rows('notification_notifications where subject_id = ?', [me.id])).toBe(0);

    // The client offers what the server takes.
    expect((await live.graphql<any>('{ serverInfo { paymentProviders } }')).data.serverInfo.paymentProviders).toEqual(['stripe']);
    expect((await server.graphql<any>('{ serverInfo { paymentProviders } }')).data.serverInfo.paymentProviders).toEqual(['stripe', 'dummy']);
  });
});

describe('canceled or deleted orders cannot be paid', () => {
  async function checkedOut() {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const invoice = (await me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds))).body.data.billingModule.invoices[0];
    return { me, orderIds, invoice };
  }

  it('an admin canceling one order cancels its open invoice; the other order goes back to the cart; paying is refused', async () => {
    const { me, orderIds, invoice } = await checkedOut();
    const canceled = await server.rest('PATCH', `/api/ecommerce/orders/${orderIds[0]}`, { admin: true, json: { status: 'canceled' } });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'canceled' });
    expect(await statusesOf(orderIds)).toEqual(['canceled', 'new']);
    const paid = await pay(me, invoice.id);
    expect(paid.status).toBe(400);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'canceled' });
    expect(await statusesOf(orderIds)).toEqual(['canceled', 'new']);
    expect(await rows('notification_notifications where subject_id = ?', [me.id])).toBe(0);
  });

  it('the subject canceling then deleting its order leaves nothing payable', async () => {
    const { me, orderIds, invoice } = await checkedOut();
    expect((await me.call('PATCH', `{me}/orders/${orderIds[0]}`, { status: 'canceled' })).body.data.status).toBe('canceled');
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'canceled' });
    expect((await me.call('DELETE', `{me}/orders/${orderIds[0]}`)).status).toBe(200);
    expect((await pay(me, invoice.id)).status).toBe(400);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'canceled' });
    expect(await rows('ecommerce_orders where id = ?', [orderIds[0]])).toBe(0);
    expect(await statusesOf([orderIds[1]])).toEqual(['new']);
  });

  it('an admin deleting a paying order (REST or GraphQL bulk update) cancels its invoice', async () => {
    const { me, orderIds, invoice } = await checkedOut();
    expect((await server.rest('DELETE', `/api/ecommerce/orders/${orderIds[0]}`, { admin: true })).status).toBe(200);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'canceled' });
    expect((await pay(me, invoice.id)).status).toBe(400);
    expect(await statusesOf([orderIds[1]])).toEqual(['new']);

    const second = await checkedOut();
    const bulk = await server.graphql(`mutation($d: [EcommerceOrderBulkUpdateItem!]!) { ecommerceOrderBulkUpdate(data: $d) { id } }`, { d: [{ id: second.orderIds[1], data: { status: 'canceled' } }] }, server.asServer);
    expect(bulk.errors, JSON.stringify(bulk.errors)).toBeUndefined();
    expect(await invoiceOf(second.invoice.id)).toMatchObject({ status: 'canceled' });
    expect(await statusesOf(second.orderIds)).toEqual(['new', 'canceled']);
  });

  it('settlement itself refuses an invoice whose orders are not all paying (dummy page and webhook)', async () => {
    const { me, orderIds, invoice } = await checkedOut();
    // Past every hook: the order changed in the database directly.
    await sql(`update ecommerce_orders set status = 'canceled' where id = ?`, [orderIds[0]]);
    const paid = await pay(me, invoice.id);
    expect(paid.status).toBe(400);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'open' });
    expect(await statusesOf(orderIds)).toEqual(['canceled', 'paying']);
    expect(await rows(`billing_payment_intents where invoice_id = ? and status = 'pending'`, [invoice.id])).toBe(2);
    expect(await rows('notification_notifications where subject_id = ?', [me.id])).toBe(0);
  });
});

describe('Stripe webhooks that do not match their invoice', () => {
  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const webhook = (object: Record<string, unknown>, type = 'checkout.session.completed') => {
    const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: { object: 'checkout.session', payment_status: 'paid', ...object } } });
    return server.rest('POST', '/api/billing/payment-intents/stripe/webhook', { raw: { body: payload, type: 'application/json' }, headers: { 'stripe-signature': sign(payload) } });
  };

  it('are refused: another amount, another currency, no amount, or the session of another invoice', async () => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const invoice = (await me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds, 'stripe'))).body.data.billingModule.invoices[0];
    const other = await shopper();
    const otherInvoice = (await other.call('POST', '{me}/orders/checkout', checkoutBody(await cartWithTwoProducts(other), 'stripe'))).body.data.billingModule.invoices[0];
    const session = { id: invoice.externalId, metadata: { invoiceId: invoice.id }, client_reference_id: invoice.id };
    for (const edited of [{ amount_total: 100, currency: 'usd' }, { amount_total: 12397, currency: 'eur' }, {}, { amount_total: 12397, currency: 'usd', id: otherInvoice.externalId }]) {
      const response = await webhook({ ...session, ...edited });
      expect(response.status, JSON.stringify(edited)).toBe(400);
    }
    for (const [subject, id, ids] of [[me, invoice.id, orderIds]] as const) {
      expect(await invoiceOf(id)).toMatchObject({ status: 'open' });
      expect(await statusesOf([...ids])).toEqual(['paying', 'paying']);
      expect(await rows('notification_notifications where subject_id = ?', [subject.id])).toBe(0);
    }
    expect(await invoiceOf(otherInvoice.id)).toMatchObject({ status: 'open' });
    // The matching event still pays.
    expect((await webhook({ ...session, amount_total: 12397, currency: 'usd' })).body.data).toEqual({ received: true, changed: true });
  });
});

describe('cart and checkout limits', () => {
  it('caps the quantity of a line, not only of one request', async () => {
    const me = await shopper();
    const first = await me.call('POST', '{me}/orders', { productId: products[0].id, quantity: 10_000 });
    expect(first.status).toBe(201);
    const more = await me.call('POST', '{me}/orders', { productId: products[0].id, quantity: 1 });
    expect(more.status).toBe(400);
    expect(more.body.error.details.field).toBe('quantity');
    expect(await sql('select quantity from ecommerce_orders_to_products where order_id = ?', [first.body.data.id])).toEqual([{ quantity: 10_000 }]);
  });

  it('a refused product checkout writes nothing', async () => {
    const me = await shopper();
    const orders = () => rows('rbac_subjects_to_ecommerce_module_orders where subject_id = ?', [me.id]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await me.call('POST', `{me}/products/${products[0].id}/checkout`, { provider: 'dummy', email: 'one@example.com', billingModule: { currency: { id: unknown } } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.field).toBe('billingModule.currency.id');
    const usdOnly = await publishedProduct(server, { title: 'No ruble price either' });
    const unpriced = await me.call('POST', `{me}/products/${usdOnly.id}/checkout`, { provider: 'dummy', email: 'one@example.com', billingModule: { currency: { id: currencies.rub } } });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.error.message).toBe("Product doesn't have price attributes connected to billing module currency.");
    expect(await orders()).toBe(0);
    expect(await rows('billing_invoices where subject_id = ?', [me.id])).toBe(0);
  });
});

describe('order mail', () => {
  it('goes to the subject’s own address, and to the email typed at checkout only once it is paid', async () => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const body = { ...checkoutBody(orderIds), email: 'stranger@example.org' };
    const invoice = (await me.call('POST', '{me}/orders/checkout', body)).body.data.billingModule.invoices[0];
    // Kept for the provider's receipt.
    expect(invoice.email).toBe('stranger@example.org');
    await pay(me, invoice.id);
    const second = await cartWithTwoProducts(me);
    const canceled = (await me.call('POST', '{me}/orders/checkout', { ...checkoutBody(second), email: 'stranger@example.org' })).body.data.billingModule.invoices[0];
    await server.rest('POST', `/api/billing/invoices/${canceled.id}/dummy/cancel`, { headers: { authorization: `Bearer ${me.token}` } });
    // The paid checkout: one mail at each address; the canceled one: one at the sign-in address only.
    expect(await rows(`notification_notifications where recipient = 'stranger@example.org'`)).toBe(1);
    const told = await sql<{ recipient: string }>('select recipient from notification_notifications where subject_id = ? order by created_at, recipient', [me.id]);
    expect(told.map((row) => row.recipient)).toEqual([me.login, 'stranger@example.org', me.login]);
  });

  it('goes only to the email typed at checkout for a subject without an email identity', async () => {
    const init = await server.rest('GET', `${A}/init`);
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const token = init.body.data.jwt;
    const auth = { authorization: `Bearer ${token}` };
    const id = (await server.rest('GET', `${A}/me`, { headers: auth })).body.data.id;
    const base = `/api/rbac/subjects/${id}/ecommerce-module`;
    const order = await server.rest('POST', `${base}/orders`, { json: { productId: products[0].id }, headers: auth });
    const invoice = (await server.rest('POST', `${base}/orders/checkout`, { json: { ...checkoutBody([order.body.data.id]), email: 'stranger@example.org' }, headers: auth })).body.data.billingModule.invoices[0];
    expect((await server.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`, { headers: auth })).body.data.status).toBe('paid');
    expect(await sql('select recipient from notification_notifications where subject_id = ?', [id])).toEqual([{ recipient: 'stranger@example.org' }]);
  });
});

describe('Stripe webhooks on an open invoice', () => {
  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const send = (payload: string) =>
    server.rest('POST', '/api/billing/payment-intents/stripe/webhook', { raw: { body: payload, type: 'application/json' }, headers: { 'stripe-signature': sign(payload) } });
  /** A signed event about the invoice's own Checkout Session, as Stripe sends it. */
  const event = (invoice: { id: string; externalId: string }, type: string, session: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: { object: { id: invoice.externalId, object: 'checkout.session', payment_status: 'paid', amount_total: 12397, currency: 'usd', client_reference_id: invoice.id, metadata: { invoiceId: invoice.id }, ...session } },
    });
  async function stripeCheckout(me: Shopper) {
    const orderIds = await cartWithTwoProducts(me);
    const checkout = await me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds, 'stripe'));
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    return { orderIds, invoice: checkout.body.data.billingModule.invoices[0] as { id: string; externalId: string } };
  }
  /** Where an invoice stands: its status, its intents', its orders', and the mails its subject got. */
  const state = async (me: Shopper, invoiceId: string, orderIds: string[]) => ({
    invoice: (await invoiceOf(invoiceId)).status,
    intents: (await sql<{ status: string }>('select status from billing_payment_intents where invoice_id = ?', [invoiceId])).map((row) => row.status),
    orders: await statusesOf(orderIds),
    mails: await rows('notification_notifications where subject_id = ?', [me.id]),
  });
  const untouched = { invoice: 'open', intents: ['pending', 'pending'], orders: ['paying', 'paying'], mails: 0 };

  it.each(['checkout.session.expired', 'checkout.session.async_payment_failed'])('%s cancels the invoice, its intents and its orders, once', async (type) => {
    const me = await shopper();
    const { orderIds, invoice } = await stripeCheckout(me);
    const canceled = await send(event(invoice, type, type.endsWith('expired') ? { payment_status: 'unpaid' } : {}));
    expect(canceled.body).toEqual({ data: { received: true, changed: true } });
    // One mail for the checkout, at the sign-in address (not the typed one: it was never paid).
    expect(await state(me, invoice.id, orderIds)).toEqual({ invoice: 'canceled', intents: ['canceled', 'canceled'], orders: ['canceled', 'canceled'], mails: 1 });
    // A payment arriving after it is acknowledged and changes nothing.
    expect((await send(event(invoice, 'checkout.session.completed'))).body).toEqual({ data: { received: true, changed: false } });
    expect(await state(me, invoice.id, orderIds)).toEqual({ invoice: 'canceled', intents: ['canceled', 'canceled'], orders: ['canceled', 'canceled'], mails: 1 });
  });

  it("a completed session whose payment_status is 'unpaid' (a delayed payment method) pays nothing until the payment succeeds", async () => {
    const me = await shopper();
    const { orderIds, invoice } = await stripeCheckout(me);
    const pending = await send(event(invoice, 'checkout.session.completed', { payment_status: 'unpaid' }));
    expect(pending.body).toEqual({ data: { received: true, changed: false } });
    expect(await state(me, invoice.id, orderIds)).toEqual(untouched);
    const succeeded = await send(event(invoice, 'checkout.session.async_payment_succeeded'));
    expect(succeeded.body).toEqual({ data: { received: true, changed: true } });
    expect(await state(me, invoice.id, orderIds)).toEqual({ invoice: 'paid', intents: ['succeeded', 'succeeded'], orders: ['approving', 'approving'], mails: 2 });
  });

  it('a webhook for a payment that is none of ours is acknowledged and changes nothing, even naming our invoice', async () => {
    const me = await shopper();
    const { orderIds, invoice } = await stripeCheckout(me);
    // Another shop on the same Stripe account, or a session made elsewhere with our invoice id in it.
    for (const type of ['checkout.session.completed', 'checkout.session.expired']) {
      const foreign = await send(event({ id: invoice.id, externalId: 'cs_test_not_ours' }, type));
      expect(foreign.status).toBe(200);
      expect(foreign.body).toEqual({ data: { received: true, changed: false } });
    }
    expect(await state(me, invoice.id, orderIds)).toEqual(untouched);
  });

  it('settles once when the same webhook arrives many times at once: one status change, one mail per address, one receipt', async () => {
    const me = await shopper();
    const { orderIds, invoice } = await stripeCheckout(me);
    const intentsBefore = await rows('billing_payment_intents where invoice_id = ?', [invoice.id]);
    const payload = event(invoice, 'checkout.session.completed');
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(payload)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.body.data.changed)).toHaveLength(1);
    expect(await state(me, invoice.id, orderIds)).toEqual({ invoice: 'paid', intents: ['succeeded', 'succeeded'], orders: ['approving', 'approving'], mails: 2 });
    // No payment row was added or made again, and the checkout was told once at each of the buyer's addresses.
    expect(await rows('billing_payment_intents where invoice_id = ?', [invoice.id])).toBe(intentsBefore);
    const told = await sql<{ recipient: string }>(`select recipient from notification_notifications where subject_id = ? and payload->>'orderStatus' = 'approving' order by recipient`, [me.id]);
    expect(told.map((row) => row.recipient)).toEqual(['buyer@example.com', me.login].sort());
    // One receipt for the checkout, however many times the payment was told; linked to both orders.
    expect(await rows('ecommerce_receipt_jobs where invoice_id = ?', [invoice.id])).toBe(1);
    await server.drainReceipts();
    const receipts = await sql<{ order_id: string }>(
      `select l.order_id from ecommerce_orders_to_file_storage_module_files l join file_storage_files f on f.id = l.file_storage_module_file_id
        where l.order_id in (?, ?) and f.variant = 'generate-template-ecommerce-order-receipt-default'`,
      orderIds,
    );
    expect(receipts.map((row) => row.order_id).sort()).toEqual([...orderIds].sort());
  });
});

describe('checking out orders already paying', () => {
  const invoicesOf = (me: Shopper) => rows('billing_invoices where subject_id = ?', [me.id]);

  it('the same orders again answer their open invoice: no second invoice, no second provider call', async () => {
    const me = await shopper();
    const orderIds = await cartWithTwoProducts(me);
    const first = await me.call('POST', '{me}/orders/checkout', checkoutBody(orderIds, 'stripe'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const sessions = stripe.sessions.length;
    const again = await me.call('POST', '{me}/orders/checkout', checkoutBody([...orderIds].reverse(), 'stripe'));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.billingModule.invoices[0]).toMatchObject({ id: first.body.data.billingModule.invoices[0].id, paymentUrl: first.body.data.billingModule.invoices[0].paymentUrl });
    expect(stripe.sessions.length).toBe(sessions);
    expect(await invoicesOf(me)).toBe(1);
    expect(await statusesOf(orderIds)).toEqual(['paying', 'paying']);
  });

  it.each([
    ['with a new order', true],
    ['alone, out of the two its invoice pays', false],
  ])('a paying order %s is refused with 400 naming it; nothing is written', async (_what, withNewOrder) => {
    const me = await shopper();
    const paying = await cartWithTwoProducts(me);
    const invoice = (await me.call('POST', '{me}/orders/checkout', checkoutBody(paying))).body.data.billingModule.invoices[0];
    const fresh = (await me.call('POST', '{me}/orders', { productId: products[1].id })).body.data.id as string;
    const sessions = stripe.sessions.length;
    const [intents, links] = [await rows('billing_payment_intents'), await rows('ecommerce_orders_to_billing_module_payment_intents')];
    const refused = await me.call('POST', '{me}/orders/checkout', checkoutBody(withNewOrder ? [paying[0], fresh] : [paying[0]], 'stripe'));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: `ecommerceModule.orders: order ${paying[0]} is paying, not new`, details: { field: 'ecommerceModule.orders' } });
    expect(await invoicesOf(me)).toBe(1);
    expect([await rows('billing_payment_intents'), await rows('ecommerce_orders_to_billing_module_payment_intents')]).toEqual([intents, links]);
    expect(stripe.sessions.length).toBe(sessions);
    expect(await statusesOf([...paying, fresh])).toEqual(['paying', 'paying', 'new']);
    expect((await invoiceOf(invoice.id)).status).toBe('open');
  });
});
