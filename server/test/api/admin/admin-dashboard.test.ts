import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptData } from '../../../src/modules/ecommerce/receipts/receipt-data.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

// The admin's dashboard (`adminDashboard`, `GET /api/admin/dashboard`): sales of today and this
// week per currency, paid orders waiting for the shop, form requests and sign-ups, for admins only.

const OWNER = { login: 'owner@example.com', password: 'owner-password' };
const A = '/api/rbac/subjects/authentication';

const DASHBOARD = `{ adminDashboard {
  todayStartsAt weekStartsAt
  paidToday { checkouts revenue { currency { id slug symbol } amount checkouts } }
  paidThisWeek { checkouts revenue { currency { id slug symbol } amount checkouts } }
  ordersWaiting { status checkouts orders }
  formRequests { today week }
  signUps { today week }
} }`;

interface Sales {
  checkouts: number;
  revenue: { currency: { id: string; slug: string; symbol: string | null }; amount: string; checkouts: number }[];
}
interface Dashboard {
  todayStartsAt: string;
  weekStartsAt: string;
  paidToday: Sales;
  paidThisWeek: Sales;
  ordersWaiting: { status: string; checkouts: number; orders: number }[];
  formRequests: { today: number; week: number };
  signUps: { today: number; week: number };
}

let server: TestServer;
let ownerAuth: Record<string, string>;
let products: string[];
let currencies: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', ADMIN_EMAIL: OWNER.login, ADMIN_PASSWORD: OWNER.password });
  products = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data.map((product: { id: string }) => product.id);
  currencies = Object.fromEntries((await server.rest('GET', '/api/billing/currencies')).body.data.map((c: { slug: string; id: string }) => [c.slug, c.id]));
  const signedIn = await server.rest('POST', `${A}/email-and-password/authentication`, { json: OWNER });
  ownerAuth = { authorization: `Bearer ${signedIn.body.data.jwt}` };
});
afterAll(() => server?.close());

/** The dashboard as the owner reads it over GraphQL, checked equal to the REST answer. */
async function dashboard(): Promise<Dashboard> {
  const { data, errors } = await server.graphql<{ adminDashboard: Dashboard }>(DASHBOARD, {}, ownerAuth);
  expect(errors).toBeUndefined();
  const rest = await server.rest('GET', '/api/admin/dashboard', { headers: ownerAuth });
  expect(rest.status).toBe(200);
  expect(rest.body.data).toEqual(data!.adminDashboard);
  return data!.adminDashboard;
}

/** A guest: the anonymous subject a first visit makes (it holds a cart), no account. */
async function guest(): Promise<Shopper> {
  const started = await server.rest('GET', `${A}/init`, { headers: { 'x-forwarded-for': '10.77.0.1' } });
  const auth = { authorization: `Bearer ${started.body.data.jwt}` };
  const id = (await server.rest('GET', `${A}/me`, { headers: auth })).body.data.id as string;
  return { token: started.body.data.jwt, id, call: (method, path, json) => server.rest(method, path.replace('{me}', `/api/rbac/subjects/${id}/ecommerce-module`), { json, headers: auth }) };
}

/** Products (index → quantity) in the cart, checked out in one currency with the dummy provider; paid unless told not to. */
async function checkout(me: Shopper, lines: [number, number][], currency: string, { paid = true } = {}) {
  const orderIds: string[] = [];
  for (const [index, quantity] of lines) orderIds.push((await me.call('POST', '{me}/orders', { productId: products[index], quantity })).body.data.id);
  const body = { provider: 'dummy', email: 'buyer@example.com', billingModule: { currency: { id: currencies[currency] } }, ecommerceModule: { orders: orderIds.map((id) => ({ id })) } };
  const answer = await me.call('POST', '{me}/orders/checkout', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const invoice = answer.body.data.billingModule.invoices[0] as { id: string; amount: string };
  if (paid) expect((await me.call('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`)).body.data.status).toBe('paid');
  return { orderIds, invoice };
}

/** Money in cents, exactly. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
/** A period's revenue in a currency, in cents (0 when nothing was paid in it). */
const revenueIn = (sales: Sales, slug: string) => cents(sales.revenue.find((row) => row.currency.slug === slug)?.amount ?? '0');
const checkoutsIn = (sales: Sales, slug: string) => sales.revenue.find((row) => row.currency.slug === slug)?.checkouts ?? 0;
const waiting = (answer: Dashboard, status: string) => answer.ordersWaiting.find((row) => row.status === status)!;

/** Moves an invoice's payment time (what a payment in another period would have left). */
const paidAt = (invoiceId: string, at: Date) => server.orm.em.getConnection().execute('update billing_invoices set paid_at = ? where id = ?', [at, invoiceId]);

describe('the admin dashboard', () => {
  it('sums paid checkouts per currency for today and this week, counts orders waiting per status, form requests and sign-ups', async () => {
    const before = await dashboard();
    const today = new Date(before.todayStartsAt);
    const week = new Date(before.weekStartsAt);
    // Today and this week start at 00:00 UTC, the week on a Monday.
    expect(before.todayStartsAt).toMatch(/T00:00:00\.000Z$/);
    expect(week.getUTCDay()).toBe(1);
    expect(today.getTime() - week.getTime()).toBeLessThan(7 * 86_400_000);
    expect(before.ordersWaiting.map((row) => row.status)).toEqual(['approving', 'packaging', 'delivering']);

    const [ann, bob] = [await registerShopper(server, '10.71'), await registerShopper(server, '10.72')];
    const visitor = await guest();
    // Today: two checkouts in dollars (one of two orders), one in roubles, the roubles' from a guest.
    const usdTwoOrders = await checkout(ann, [[0, 2], [1, 1]], 'usd');
    const usdOne = await checkout(bob, [[2, 1]], 'usd');
    const rubOne = await checkout(visitor, [[0, 1]], 'rub');
    // Paid before this week: counted in neither period. Paid just before today: this week's (unless today is Monday).
    const lastWeek = await checkout(ann, [[1, 3]], 'usd');
    await paidAt(lastWeek.invoice.id, new Date(week.getTime() - 1));
    const yesterday = await checkout(bob, [[1, 1]], 'rub');
    await paidAt(yesterday.invoice.id, new Date(today.getTime() - 1));
    const yesterdayInWeek = today > week;
    // Checked out, not paid: nobody's sale yet, and it waits for its buyer, not the shop.
    await checkout(bob, [[3, 1]], 'usd', { paid: false });
    // The shop moves one paid order on: it waits in packaging now.
    const moved = await server.rest('PATCH', `/api/ecommerce/orders/${usdOne.orderIds[0]}`, { headers: ownerAuth, json: { status: 'packaging' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Two forms sent.
    const form = (await server.rest('POST', '/api/crm/forms', { admin: true, json: { adminTitle: 'Contact' } })).body.data;
    for (const shopper of [ann, bob]) {
      expect((await server.rest('POST', `/api/crm/forms/${form.id}/requests`, { json: { answers: {} }, headers: { authorization: `Bearer ${shopper.token}` } })).status).toBe(201);
    }

    const after = await dashboard();
    expect([after.todayStartsAt, after.weekStartsAt]).toEqual([before.todayStartsAt, before.weekStartsAt]);
    const usdToday = cents(usdTwoOrders.invoice.amount) + cents(usdOne.invoice.amount);
    const rubToday = cents(rubOne.invoice.amount);
    expect(usdToday).toBeGreaterThan(0);
    expect(rubToday).toBeGreaterThan(0);
    // Today's: three checkouts, in two currencies, each its own sum.
    expect(after.paidToday.checkouts - before.paidToday.checkouts).toBe(3);
    expect(revenueIn(after.paidToday, 'usd') - revenueIn(before.paidToday, 'usd')).toBe(usdToday);
    expect(checkoutsIn(after.paidToday, 'usd') - checkoutsIn(before.paidToday, 'usd')).toBe(2);
    expect(revenueIn(after.paidToday, 'rub') - revenueIn(before.paidToday, 'rub')).toBe(rubToday);
    expect(checkoutsIn(after.paidToday, 'rub') - checkoutsIn(before.paidToday, 'rub')).toBe(1);
    expect(after.paidToday.revenue.find((row) => row.currency.slug === 'usd')!.currency).toEqual({ id: currencies.usd, slug: 'usd', symbol: '$' });
    // This week's: today's and, when today is not Monday, the one paid just before today.
    const rubWeek = rubToday + (yesterdayInWeek ? cents(yesterday.invoice.amount) : 0);
    expect(after.paidThisWeek.checkouts - before.paidThisWeek.checkouts).toBe(yesterdayInWeek ? 4 : 3);
    expect(revenueIn(after.paidThisWeek, 'usd') - revenueIn(before.paidThisWeek, 'usd')).toBe(usdToday);
    expect(revenueIn(after.paidThisWeek, 'rub') - revenueIn(before.paidThisWeek, 'rub')).toBe(rubWeek);
    // A period's count is the sum of its currencies' counts.
    for (const sales of [after.paidToday, after.paidThisWeek]) expect(sales.checkouts).toBe(sales.revenue.reduce((sum, row) => sum + row.checkouts, 0));

    // Waiting for the shop: every paid checkout's orders (the one from last week too), but the one moved on.
    expect(waiting(after, 'approving').orders - waiting(before, 'approving').orders).toBe(2 + 0 + 1 + 1 + 1);
    expect(waiting(after, 'approving').checkouts - waiting(before, 'approving').checkouts).toBe(4);
    expect(waiting(after, 'packaging').orders - waiting(before, 'packaging').orders).toBe(1);
    expect(waiting(after, 'packaging').checkouts - waiting(before, 'packaging').checkouts).toBe(1);
    expect(waiting(after, 'delivering')).toEqual(waiting(before, 'delivering'));

    expect(after.formRequests.today - before.formRequests.today).toBe(2);
    expect(after.formRequests.week - before.formRequests.week).toBe(2);
    // Two accounts made; the guest's visit (and its purchase) makes none.
    expect(after.signUps.today - before.signUps.today).toBe(2);
    expect(after.signUps.week - before.signUps.week).toBe(2);
  });

  it('counts an invoice an admin sets paid by hand (a payment outside the providers) from that moment, which a later edit does not move', async () => {
    const before = await dashboard();
    const { invoice } = await checkout(await registerShopper(server, '10.75'), [[2, 2]], 'usd', { paid: false });
    const set = await server.rest('PATCH', `/api/billing/invoices/${invoice.id}`, { headers: ownerAuth, json: { status: 'paid' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const stamped = set.body.data.paidAt as string;
    expect(Date.now() - new Date(stamped).getTime()).toBeLessThan(60_000);
    const after = await dashboard();
    expect(after.paidToday.checkouts - before.paidToday.checkouts).toBe(1);
    expect(revenueIn(after.paidToday, 'usd') - revenueIn(before.paidToday, 'usd')).toBe(cents(invoice.amount));
    // Written by the server only; an edit of the paid invoice keeps its payment time.
    const edited = await server.rest('PATCH', `/api/billing/invoices/${invoice.id}`, { headers: ownerAuth, json: { email: 'other@example.com', paidAt: '2020-01-01T00:00:00.000Z' } });
    expect(edited.status).toBe(400);
    expect((await server.rest('PATCH', `/api/billing/invoices/${invoice.id}`, { headers: ownerAuth, json: { email: 'other@example.com' } })).body.data.paidAt).toBe(stamped);
    // Its receipt, drawn again, is dated by the payment too.
    expect((await receiptData(server.orm.em.fork(), invoice.id, 'Atelier')).date).toBe(stamped);
  });

  it('is read by admins and the secret key only: a shopper is refused (403), an anonymous caller asked to sign in (401)', async () => {
    expect((await server.graphql('{ adminDashboard { paidToday { checkouts } } }', {}, server.asServer)).errors).toBeUndefined();
    expect((await server.rest('GET', '/api/admin/dashboard', { admin: true })).status).toBe(200);

    const shopper = await registerShopper(server, '10.73');
    const asShopper = { authorization: `Bearer ${shopper.token}` };
    const refused = await server.graphql('{ adminDashboard { paidToday { checkouts } } }', {}, asShopper);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rest = await server.rest('GET', '/api/admin/dashboard', { headers: asShopper });
    expect([rest.status, rest.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect(rest.body.data).toBeUndefined();

    const anonymous = await server.graphql('{ adminDashboard { paidToday { checkouts } } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousRest = await server.rest('GET', '/api/admin/dashboard');
    expect([anonymousRest.status, anonymousRest.body.error.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('costs four SQL statements (one per module), whatever the number of orders', async () => {
    const statements = async () => {
      server.resetQueries();
      expect((await server.graphql('{ adminDashboard { paidToday { checkouts } } }', {}, server.asServer)).errors).toBeUndefined();
      const graphql = server.queries.length;
      server.resetQueries();
      expect((await server.rest('GET', '/api/admin/dashboard', { admin: true })).status).toBe(200);
      return [graphql, server.queries.length];
    };
    const few = await statements();
    const shopper = await registerShopper(server, '10.74');
    for (let i = 0; i < 3; i++) await checkout(shopper, [[i, 1]], i % 2 ? 'usd' : 'rub');
    expect(await statements()).toEqual(few);
    // Paid checkouts per currency, orders per waiting status, form requests, sign-ups.
    expect(few).toEqual([4, 4]);
  });
});
