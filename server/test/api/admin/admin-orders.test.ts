import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCheckoutsDocument, AdminOrderPageDocument, AdminOrdersMoveDocument } from '../../../../client/src/admin/orders/admin-orders.generated.js';
import { type Checkout, checkedOut } from '../../helpers/checkouts.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

// What the admin's orders screen reads and writes, as its own documents say it: when a checkout
// was made (an order's `checkedOutAt`, beside its number), a page of checked-out orders by
// status and day, those checkouts whole, and a checkout's orders moved together.

const OWNER = { login: 'orders-owner@example.com', password: 'orders-owner-password' };
const documents = {
  page: print(AdminOrderPageDocument as unknown as DocumentNode),
  checkouts: print(AdminCheckoutsDocument as unknown as DocumentNode),
  move: print(AdminOrdersMoveDocument as unknown as DocumentNode),
};
const LISTED = ['paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'];

let server: TestServer;
let owner: Record<string, string>;
let productIds: string[];
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', ADMIN_EMAIL: OWNER.login, ADMIN_PASSWORD: OWNER.password });
  const signedIn = await server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/authentication', { json: OWNER });
  owner = { authorization: `Bearer ${signedIn.body.data.jwt}` };
  productIds = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data.map((product: { id: string }) => product.id);
});
afterAll(() => server?.close());

/** A GraphQL call that must succeed: its data. */
async function graphql<T = any>(query: string, variables: Record<string, unknown>, headers = owner): Promise<T> {
  const { data, errors } = await server.graphql<T>(query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

/** The screen's page of orders for these conditions (beside `number isNotNull`), newest checkout first: their numbers. */
async function pageNumbers(conditions: Record<string, unknown>[]): Promise<number[]> {
  const filters = { and: [{ column: 'number', method: 'isNotNull' }, ...conditions] };
  const data = await graphql<{ ecommerceOrderList: { number: number }[]; ecommerceOrderCount: number }>(documents.page, { filters, limit: 21 });
  expect(data.ecommerceOrderCount).toBe(data.ecommerceOrderList.length);
  return data.ecommerceOrderList.map((order) => order.number);
}

describe("a checkout's time on its orders", () => {
  it('is set with its number when it is made (the invoice’s time), empty before, and written by the server only', async () => {
    const shopper = await registerShopper(server, '10.61');
    const cart = (await shopper.call('POST', '{me}/orders', { productId: productIds[0], quantity: 1 })).body.data;
    expect(cart).toMatchObject({ number: null, checkedOutAt: null });
    const { invoice, orderIds } = await checkedOut(server, shopper, [productIds[1], productIds[2]], { pay: false });
    const orders = (await shopper.call('GET', '{me}/orders')).body.data as { id: string; number: number | null; checkedOutAt: string | null }[];
    for (const id of orderIds) expect(orders.find((order) => order.id === id)).toMatchObject({ number: invoice.number, checkedOutAt: invoice.createdAt });
    expect(orders.find((order) => order.id === cart.id)).toMatchObject({ number: null, checkedOutAt: null });

    const refused = await server.rest('PATCH', `/api/ecommerce/orders/${orderIds[0]}`, { json: { checkedOutAt: '2020-01-01T00:00:00.000Z' }, headers: owner });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual({ field: 'data.checkedOutAt' });
    expect((await server.rest('GET', `/api/ecommerce/orders/${orderIds[0]}`, { headers: owner })).body.data.checkedOutAt).toBe(invoice.createdAt);
  });
});

describe("the orders screen's documents", () => {
  let paid: Checkout;
  let unpaid: Checkout;
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await registerShopper(server, '10.62');
    paid = await checkedOut(server, shopper, [productIds[0], productIds[1]]);
    unpaid = await checkedOut(server, await registerShopper(server, '10.62'), [productIds[2]], { pay: false });
  });

  it('list checked-out orders newest checkout first, by status and by day of checkout', async () => {
    const all = await pageNumbers([{ column: 'status', method: 'inArray', value: LISTED }]);
    expect(all.slice(0, 3)).toEqual([unpaid.invoice.number, paid.invoice.number, paid.invoice.number]);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(await pageNumbers([{ column: 'status', method: 'eq', value: 'paying' }])).toContain(unpaid.invoice.number);
    expect(await pageNumbers([{ column: 'status', method: 'eq', value: 'paying' }])).not.toContain(paid.invoice.number);
    const day = (offset: number) => new Date(Date.parse(paid.invoice.createdAt) + offset).toISOString();
    const around = [{ column: 'checkedOutAt', method: 'gte', value: day(-60_000) }, { column: 'checkedOutAt', method: 'lt', value: day(3_600_000) }];
    expect(await pageNumbers(around)).toContain(paid.invoice.number);
    expect(await pageNumbers([{ column: 'checkedOutAt', method: 'lt', value: day(-60_000) }])).toEqual([]);
  });

  it('read the checkouts of a page whole: their orders with the lines paid for, their invoices with payment and buyer', async () => {
    const numbers = [unpaid.invoice.number, paid.invoice.number];
    const { ecommerceOrderList: orders, billingInvoiceList: invoices } = await graphql(documents.checkouts, {
      orders: { and: [{ column: 'number', method: 'inArray', value: numbers }, { column: 'status', method: 'ne', value: 'new' }] },
      invoices: { and: [{ column: 'number', method: 'inArray', value: numbers }] },
    });
    expect(orders.map((order: { id: string }) => order.id).sort()).toEqual([...paid.orderIds, ...unpaid.orderIds].sort());
    const paidOrder = orders.find((order: { id: string }) => order.id === paid.orderIds[0]);
    expect(paidOrder).toMatchObject({ status: 'approving', number: paid.invoice.number, checkedOutAt: paid.invoice.createdAt });
    expect(paidOrder.ordersToProducts).toEqual([expect.objectContaining({ quantity: 1, productTitle: expect.objectContaining({ en: 'Linen shirt' }), unitPrice: '49.00', currencySlug: 'usd' })]);
    const invoice = invoices.find((row: { number: number }) => row.number === paid.invoice.number);
    expect(invoice).toMatchObject({ status: 'paid', provider: 'dummy', email: 'receipt@example.com', amount: paid.invoice.amount });
    expect(invoice.subject.identities).toEqual([expect.objectContaining({ provider: 'email_and_password', email: expect.stringMatching(/^buyer-.*@example\.com$/) })]);
  });

  it("move a checkout's orders together, for the admin only", async () => {
    const data = paid.orderIds.map((id) => ({ id, data: { status: 'packaging' } }));
    const refused = await server.graphql(documents.move, { data }, { authorization: `Bearer ${shopper.token}` });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const moved = await graphql<{ ecommerceOrderBulkUpdate: { id: string; status: string }[] }>(documents.move, { data });
    expect(moved.ecommerceOrderBulkUpdate.map((order) => order.status)).toEqual(['packaging', 'packaging']);
    expect(await pageNumbers([{ column: 'status', method: 'eq', value: 'packaging' }])).toEqual([paid.invoice.number, paid.invoice.number]);
  });
});
