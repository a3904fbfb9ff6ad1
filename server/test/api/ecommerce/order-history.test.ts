import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptData } from '../../../src/modules/ecommerce/receipts/receipt-data.js';
import { publish } from '../../helpers/publishing.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
let currencies: Record<string, string>;
let priceKey: string;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', FILE_STORAGE_PROVIDER: 'local' });
  currencies = Object.fromEntries((await server.rest('GET', '/api/billing/currencies')).body.data.map((c: { slug: string; id: string }) => [c.slug, c.id]));
  const keys = await server.rest('GET', '/api/ecommerce/attribute-keys?filters[and][0][column]=kind&filters[and][0][method]=eq&filters[and][0][value]=price');
  priceKey = keys.body.data[0].id;
});
afterAll(() => server?.close());

/** An admin's write that must succeed: its answer's data. */
async function admin(method: string, path: string, json?: unknown) {
  const response = await server.rest(method, path, { admin: true, json });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body.data;
}

/** A published product of the shop with a price in each currency given (`{usd: '25.50'}`, the default one among them): its id and the ids of its price attributes. */
async function productWith(title: Record<string, string>, prices: Record<string, string>) {
  const product = await admin('POST', '/api/ecommerce/products', { title });
  const priceIds: Record<string, string> = {};
  for (const [slug, amount] of Object.entries(prices)) {
    const price = await admin('POST', '/api/ecommerce/attributes', { number: amount });
    await admin('POST', '/api/ecommerce/attribute-keys-to-attributes', { attributeKeyId: priceKey, attributeId: price.id });
    await admin('POST', '/api/ecommerce/attributes-to-billing-module-currencies', { attributeId: price.id, billingModuleCurrencyId: currencies[slug] });
    await admin('POST', '/api/ecommerce/products-to-attributes', { productId: product.id, attributeId: price.id });
    priceIds[slug] = price.id;
  }
  await publish(server, 'EcommerceProduct', product.id);
  return { id: product.id as string, priceIds };
}

/** The product in the shopper's cart, checked out in US dollars with the dummy provider and paid: the order's id and invoice. */
async function paidOrder(me: Shopper, productId: string, quantity: number) {
  const added = await me.call('POST', '{me}/orders', { productId, quantity });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const orderId = added.body.data.id as string;
  const checkout = await me.call('POST', `{me}/orders/${orderId}/checkout`, { provider: 'dummy', email: 'buyer@example.com', billingModule: { currency: { id: currencies.usd } } });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const invoice = checkout.body.data.billingModule.invoices[0];
  expect((await me.call('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`)).body.data.status).toBe('paid');
  return { orderId, invoice };
}

/** A new shopper's cart of one of each product, checked out together in US dollars (not paid): the orders' ids and the checkout's answer. */
async function checkedOutCart(...products: { id: string }[]) {
  const me = await registerShopper(server, '10.5');
  const orderIds: string[] = [];
  for (const product of products) orderIds.push((await me.call('POST', '{me}/orders', { productId: product.id, quantity: 1 })).body.data.id);
  const checkout = await me.call('POST', '{me}/orders/checkout', {
    provider: 'dummy',
    email: 'buyer@example.com',
    billingModule: { currency: { id: currencies.usd } },
    ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  return { me, orderIds, checkout };
}

/** The shopper's orders as the site's "Your orders" reads them over GraphQL, with what each line recorded. */
const MY_ORDERS = `{ ecommerceOrderList(orderBy: [{ column: "createdAt", method: "desc" }]) {
  id status ordersToProducts { productId product { id } productTitle { en ru } quantity unitPrice currencySlug currencySymbol }
} }`;

const TOTE = { en: 'Canvas tote', ru: 'Холщовая сумка' };
/** What a line of 2 totes paid at $25.50 records, and keeps whatever becomes of the product. */
const toteLine = () => ({ productTitle: TOTE, quantity: 2, unitPrice: '25.50', currencyId: currencies.usd, currencySlug: 'usd', currencySymbol: '$' });

describe("a paid order's lines", () => {
  it('keep their title, quantity, price and currency when the price changes and the product is deleted: REST, GraphQL and the receipt', async () => {
    const tote = await productWith(TOTE, { usd: '25.50', rub: '2290.00' });
    const me = await registerShopper(server, '10.5');
    const { orderId, invoice } = await paidOrder(me, tote.id, 2);
    expect(invoice.amount).toBe('51.00');
    // Another shopper has it in the cart, unpaid.
    const other = await registerShopper(server, '10.5');
    const cart = (await other.call('POST', '{me}/orders', { productId: tote.id, quantity: 1 })).body.data;

    // The shop owner raises the price, then deletes the product (the one delete path REST and GraphQL share).
    await admin('PATCH', `/api/ecommerce/attributes/${tote.priceIds.usd}`, { number: '30.00' });
    const restLines = async () => (await me.call('GET', `/api/ecommerce/orders-to-products?filters[and][0][column]=orderId&filters[and][0][method]=eq&filters[and][0][value]=${orderId}`)).body.data;
    expect(await restLines()).toEqual([expect.objectContaining({ productId: tote.id, ...toteLine() })]);
    expect((await me.call('GET', `/api/ecommerce/orders/${orderId}/total`)).body.data).toEqual([{ total: '51.00', billingModuleCurrency: { id: currencies.usd, slug: 'usd', symbol: '$' } }]);
    expect((await server.rest('DELETE', `/api/ecommerce/products/${tote.id}`, { admin: true })).status).toBe(200);
    expect((await server.rest('GET', `/api/ecommerce/products/${tote.id}`)).status).toBe(404);

    // REST: the order and its line, as recorded; its total the amount paid.
    expect(await restLines()).toEqual([expect.objectContaining({ productId: null, ...toteLine() })]);
    const mine = (await me.call('GET', '{me}/orders')).body.data.find((order: { id: string }) => order.id === orderId);
    expect(mine).toMatchObject({ status: 'approving', type: 'history', ordersToProducts: [{ productId: null, ...toteLine() }] });
    expect((await me.call('GET', `/api/ecommerce/orders/${orderId}/total`)).body.data).toEqual([{ total: '51.00', billingModuleCurrency: { id: currencies.usd, slug: 'usd', symbol: '$' } }]);
    const lineId = mine.ordersToProducts[0].id;
    expect((await me.call('GET', `/api/ecommerce/orders-to-products/${lineId}/total`)).body.data).toEqual([{ total: '51.00', billingModuleCurrency: { id: currencies.usd, slug: 'usd', symbol: '$' } }]);

    // GraphQL, as "Your orders" reads it.
    const listed = await server.graphql<any>(MY_ORDERS, {}, { authorization: `Bearer ${me.token}` });
    expect(listed.errors, JSON.stringify(listed.errors)).toBeUndefined();
    const order = listed.data.ecommerceOrderList.find((row: { id: string }) => row.id === orderId);
    const { currencyId: _id, ...recorded } = toteLine();
    expect(order).toEqual({ id: orderId, status: 'approving', ordersToProducts: [{ productId: null, product: null, ...recorded }] });

    // The receipt is drawn from the recorded line, the product gone.
    expect(await receiptData(server.orm.em.fork(), invoice.id, 'Atelier')).toMatchObject({ orderNumber: String(invoice.number), lines: [{ title: 'Canvas tote', quantity: 2, price: '25.50', currency: 'USD' }] });
    expect(await server.drainReceipts()).toBeGreaterThanOrEqual(1);
    expect((await me.call('GET', `/api/ecommerce/orders/${orderId}`)).body.data.receipt).toMatch(/\.png$/);

    // The unpaid cart line went with the product; its (empty) order stays the other shopper's.
    expect((await other.call('GET', `{me}/orders`)).body.data.find((row: { id: string }) => row.id === cart.id).ordersToProducts).toEqual([]);
  });

  it('are recorded by a product checkout too, over GraphQL, in the currency chosen; a canceled one keeps them, a product deleted over GraphQL', async () => {
    const mug = await productWith({ en: 'Stoneware mug' }, { usd: '18.00', rub: '1490.00' });
    const me = await registerShopper(server, '10.5');
    const auth = { authorization: `Bearer ${me.token}` };
    const bought = await server.graphql<any>(
      `mutation ($s: ID!, $p: ID!, $d: EcommerceCheckoutInput!) { ecommerceProductCheckout(subjectId: $s, productId: $p, data: $d) { invoice { id amount } orders { id } } }`,
      { s: me.id, p: mug.id, d: { provider: 'dummy', email: 'buyer@example.com', quantity: 3, billingModuleCurrencyId: currencies.rub } },
      auth,
    );
    expect(bought.errors, JSON.stringify(bought.errors)).toBeUndefined();
    expect(bought.data.ecommerceProductCheckout.invoice.amount).toBe('4470.00');
    const orderId = bought.data.ecommerceProductCheckout.orders[0].id;
    // Canceled before paying: still the subject's order, with what it would have bought.
    expect((await me.call('PATCH', `{me}/orders/${orderId}`, { status: 'canceled' })).status).toBe(200);

    const deleted = await server.graphql<any>(`mutation ($id: ID!) { ecommerceProductDelete(id: $id) { id } }`, { id: mug.id }, server.asServer);
    expect(deleted.errors, JSON.stringify(deleted.errors)).toBeUndefined();
    const listed = await server.graphql<any>(MY_ORDERS, {}, auth);
    expect(listed.data.ecommerceOrderList.find((row: { id: string }) => row.id === orderId)).toEqual({
      id: orderId,
      status: 'canceled',
      ordersToProducts: [{ productId: null, product: null, productTitle: { en: 'Stoneware mug', ru: null }, quantity: 3, unitPrice: '1490.00', currencySlug: 'rub', currencySymbol: '₽' }],
    });
  });

  it('record what the last checkout billed: an order back in the cart is priced as its product is now, and goes with it', async () => {
    const scarf = await productWith({ en: 'Wool scarf' }, { usd: '40.00' });
    const socks = await productWith({ en: 'Wool socks' }, { usd: '12.00' });
    const { me, orderIds } = await checkedOutCart(scarf, socks);
    // An admin cancels the socks: the invoice is canceled, the scarf's order is back in the cart, where prices are today's.
    await admin('PATCH', `/api/ecommerce/orders/${orderIds[1]}`, { status: 'canceled' });
    expect((await me.call('GET', `/api/ecommerce/orders/${orderIds[0]}`)).body.data.status).toBe('new');
    await admin('PATCH', `/api/ecommerce/attributes/${scarf.priceIds.usd}`, { number: '35.00' });
    expect((await me.call('GET', `/api/ecommerce/orders/${orderIds[0]}/total`)).body.data[0].total).toBe('35.00');
    // Deleted, the scarf leaves the cart; the canceled socks keep their line.
    await admin('DELETE', `/api/ecommerce/products/${scarf.id}`);
    await admin('DELETE', `/api/ecommerce/products/${socks.id}`);
    const orders = (await me.call('GET', '{me}/orders')).body.data;
    const linesOf = (id: string) => orders.find((order: { id: string }) => order.id === id).ordersToProducts;
    expect(linesOf(orderIds[0])).toEqual([]);
    expect(linesOf(orderIds[1])).toEqual([expect.objectContaining({ productId: null, productTitle: { en: 'Wool socks' }, unitPrice: '12.00' })]);
  });

  it('are written by checkouts only: no client sets what a line recorded, admins neither', async () => {
    const me = await registerShopper(server, '10.5');
    const products = (await server.rest('GET', '/api/ecommerce/products')).body.data;
    const { orderId } = await paidOrder(me, products[0].id, 1);
    const line = (await me.call('GET', '{me}/orders')).body.data.find((row: { id: string }) => row.id === orderId).ordersToProducts[0];
    const forged = await server.rest('PATCH', `/api/ecommerce/orders-to-products/${line.id}`, { admin: true, json: { unitPrice: '0.01' } });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('data.unitPrice: unknown field of EcommerceOrdersToProducts');
    const viaGraphql = await server.graphql(`mutation ($id: ID!) { ecommerceOrdersToProductsUpdate(id: $id, data: { unitPrice: "0.01" }) { id } }`, { id: line.id }, server.asServer);
    expect(viaGraphql.errors?.[0]?.message).toMatch(/unitPrice/);
    // Nor is a line's product emptied by a write: only the product's delete does that.
    const emptied = await server.rest('PATCH', `/api/ecommerce/orders-to-products/${line.id}`, { admin: true, json: { productId: null } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error.message).toBe('data.productId: is required');
  });
});

describe("a checkout's number", () => {
  it('is one number for people per checkout, sequential from 1001, on its invoice and every order it bills, on both APIs; nobody writes it', async () => {
    const cap = await productWith({ en: 'Linen cap' }, { usd: '22.00' });
    const belt = await productWith({ en: 'Leather belt' }, { usd: '48.00' });
    const { me, orderIds, checkout } = await checkedOutCart(cap, belt);
    const { number } = checkout.body.data.billingModule.invoices[0];
    expect(number).toBeGreaterThanOrEqual(1001);
    expect(checkout.body.data.ecommerceModule.orders.map((order: { number: number }) => order.number)).toEqual([number, number]);
    // The next checkout (another shopper's) takes the next number.
    const other = await registerShopper(server, '10.5');
    const { invoice } = await paidOrder(other, cap.id, 1);
    expect(invoice.number).toBeGreaterThan(number);

    // GraphQL: the orders and the invoice say the same number.
    const auth = { authorization: `Bearer ${me.token}` };
    const read = await server.graphql<any>(`{ ecommerceOrderList { id number } billingInvoiceList { number } }`, {}, auth);
    expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
    expect(read.data.ecommerceOrderList.filter((order: { id: string }) => orderIds.includes(order.id)).map((order: { number: number }) => order.number)).toEqual([number, number]);
    expect(read.data.billingInvoiceList).toEqual([{ number }]);

    // Read-only: neither an admin nor the shopper sets it.
    const forged = await server.rest('PATCH', `/api/ecommerce/orders/${orderIds[0]}`, { admin: true, json: { number: 7 } });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('data.number: unknown field of EcommerceOrder');
    const viaGraphql = await server.graphql(`mutation ($id: ID!) { billingInvoiceUpdate(id: $id, data: { number: 7 }) { id } }`, { id: invoice.id }, server.asServer);
    expect(viaGraphql.errors?.[0]?.message).toMatch(/number/);
  });
});
