import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * A Stripe stand-in that holds each Checkout Session request until the test lets it go, then
 * answers it with a session or with an error.
 */
async function startHeldStripe() {
  const waiting: ((answer: 'session' | 'error') => void)[] = [];
  let arrived: () => void = () => {};
  let next = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      waiting.push((answer) => {
        if (answer === 'error') {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'refused by the stand-in' } }));
          return;
        }
        const id = `cs_held_${waiting.length}`;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }));
      });
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves once a request is being held. */
    async held() {
      await next;
      next = new Promise<void>((resolve) => (arrived = resolve));
    },
    release: (answer: 'session' | 'error') => waiting.at(-1)!(answer),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
let stripe: Awaited<ReturnType<typeof startHeldStripe>>;

beforeAll(async () => {
  stripe = await startHeldStripe();
  // One pooled connection: a transaction held during the provider's call would block every other request.
  server = await startTestServer({ SEED: 'demo', DATABASE_POOL_MAX: '1', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: stripe.url });
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const sql = (query: string, params: unknown[] = []) => server.orm.em.getConnection().execute(query, params);

async function cart(me: Awaited<ReturnType<typeof registerShopper>>) {
  const [product] = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data;
  const usd = (await server.rest('GET', '/api/billing/currencies')).body.data.find((c: { slug: string }) => c.slug === 'usd').id;
  const order = await me.call('POST', '{me}/orders', { productId: product.id, quantity: 2 });
  return { provider: 'stripe', email: 'buyer@example.com', billingModule: { currency: { id: usd } }, ecommerceModule: { orders: [{ id: order.body.data.id }] } };
}

describe('a checkout calling its provider', () => {
  it('holds no database transaction while the provider answers: reads go on with a pool of one connection', async () => {
    const me = await registerShopper(server, '10.6');
    const body = await cart(me);
    const checkout = me.call('POST', '{me}/orders/checkout', body);
    await stripe.held();

    // With the only connection held by a transaction these would wait until the provider answered.
    expect((await server.rest('GET', '/api/ecommerce/products')).status).toBe(200);
    expect((await server.rest('GET', '/api/rbac/subjects/authentication/me', { headers: { authorization: `Bearer ${me.token}` } })).status).toBe(200);
    const [invoice] = await sql('select id, status, payment_url from billing_invoices where subject_id = ?', [me.id]);
    expect(invoice).toMatchObject({ status: 'open', payment_url: null });
    if (!server.embedded) {
      const [{ idle }] = await sql(`select count(*)::int as idle from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
      expect(idle).toBe(0);
    }

    stripe.release('session');
    const answer = await checkout;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.billingModule.invoices[0]).toMatchObject({ id: invoice.id, paymentUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\//), externalId: expect.stringMatching(/^cs_held_/) });
    expect(answer.body.data.ecommerceModule.orders.map((o: { status: string }) => o.status)).toEqual(['paying']);
  });

  it('a failed provider call marks the invoice failed and returns the orders to the cart; the next checkout works', async () => {
    const me = await registerShopper(server, '10.6');
    const body = await cart(me);
    const checkout = me.call('POST', '{me}/orders/checkout', body);
    await stripe.held();
    stripe.release('error');
    expect((await checkout).status).toBe(500);
    expect(await sql('select status, payment_url from billing_invoices where subject_id = ?', [me.id])).toEqual([{ status: 'failed', payment_url: null }]);
    expect((await me.call('GET', '{me}/orders')).body.data.map((o: { status: string }) => o.status)).toEqual(['new']);

    const again = me.call('POST', '{me}/orders/checkout', body);
    await stripe.held();
    stripe.release('session');
    expect((await again).status).toBe(201);
    expect((await sql('select status from billing_invoices where subject_id = ? order by created_at', [me.id])).map((row) => row.status)).toEqual(['failed', 'open']);
  });
});

describe('/healthz', () => {
  it('answers ready only while the database answers; ?live never touches it', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz?live`)).status).toBe(200);
    server.resetQueries();
    await fetch(`${server.url}/healthz?live`);
    expect(server.queries).toEqual([]);
    await fetch(`${server.url}/healthz`);
    expect(server.queries).toHaveLength(1);
    expect(server.queries[0]).toMatch(/select 1/);
  });
});
