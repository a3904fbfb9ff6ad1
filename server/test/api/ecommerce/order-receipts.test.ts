import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptData } from '../../../src/modules/ecommerce/receipts/receipt-data.js';
import { download, FILES_ROUTE } from '../../helpers/file-uploads.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const RECEIPT = 'generate-template-ecommerce-order-receipt-default';
const LINKS = '/api/ecommerce/orders-to-file-storage-module-files';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: TestServer;
let products: { id: string }[];
let usd: string;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', FILE_STORAGE_PROVIDER: 'local', SITE_NAME: 'Atelier' });
  products = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data;
  usd = (await server.rest('GET', '/api/billing/currencies')).body.data.find((currency: { slug: string }) => currency.slug === 'usd').id;
});
afterAll(() => server?.close());

const sql = <T = Record<string, any>>(text: string, params: unknown[] = []) => server.orm.em.getConnection().execute<T[]>(text, params);
const receiptFilesOf = (orderId: string) =>
  sql(`select f.id from ecommerce_orders_to_file_storage_module_files l join file_storage_files f on f.id = l.file_storage_module_file_id where l.order_id = ? and f.variant = ?`, [orderId, RECEIPT]);
const byOrder = (orderId: string) => `${LINKS}?filters[and][0][column]=orderId&filters[and][0][method]=eq&filters[and][0][value]=${orderId}`;

/** Products in the cart (an order each, `quantity` of each), checked out together with the dummy provider and paid: the orders and their invoice. */
async function paidCheckout(me: Shopper, { quantity = 2, count = 1 } = {}) {
  const orderIds: string[] = [];
  for (const product of products.slice(0, count)) {
    const added = await me.call('POST', '{me}/orders', { productId: product.id, quantity });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    orderIds.push(added.body.data.id);
  }
  const body = { provider: 'dummy', email: 'buyer@example.com', billingModule: { currency: { id: usd } }, ecommerceModule: { orders: orderIds.map((id) => ({ id })) } };
  const checkout = await me.call('POST', '{me}/orders/checkout', body);
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const invoice = checkout.body.data.billingModule.invoices[0] as { id: string; number: number };
  const paid = await me.call('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`);
  expect(paid.body.data.status).toBe('paid');
  return { orderIds, orderId: orderIds[0], invoice };
}

describe('the receipt of a paid checkout', () => {
  it('is one for all its orders, drawn once after the payment: one File listing every line under the number, linked to each order, the same url in each', async () => {
    const me = await registerShopper(server);
    const { orderIds, invoice } = await paidCheckout(me, { count: 2 });
    // Queued by the payment (one job for the checkout), drawn by the dispatcher (its next poll): the payment did not wait for it.
    const jobs = await sql(`select status, invoice_id from ecommerce_receipt_jobs where invoice_id = ?`, [invoice.id]);
    expect(jobs).toEqual([{ status: 'queued', invoice_id: invoice.id }]);
    expect(await server.drainReceipts()).toBe(1);
    expect(await server.drainReceipts()).toBe(0);

    // What it is drawn with: the shop, the checkout's number (no id), both orders' lines.
    const data = await receiptData(server.orm.em.fork(), invoice.id, 'Atelier');
    const titles = products.slice(0, 2).map((product: any) => product.title.en);
    expect(data).toMatchObject({ shopName: 'Atelier', orderNumber: String(invoice.number), lines: titles.map((title: string) => ({ title, quantity: 2, currency: 'USD' })) });
    expect(JSON.stringify(data)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    const [first, second] = await Promise.all(orderIds.map(async (id) => (await me.call('GET', `/api/ecommerce/orders/${id}`)).body.data));
    expect(second.receipt).toBe(first.receipt);
    const files = await Promise.all(orderIds.map(async (id) => (await me.call('GET', byOrder(id))).body.data.map((link: { fileStorageModuleFileId: string }) => link.fileStorageModuleFileId)));
    expect(files[0]).toHaveLength(1);
    expect(files[1]).toEqual(files[0]);
    const [[fileId]] = files;
    const alt = (await server.rest('GET', `${FILES_ROUTE}/${fileId}`, { admin: true })).body.data.alt;
    expect(alt).toBe(`Receipt № ${invoice.number}`);
    const orderId = orderIds[0];

    const order = (await me.call('GET', `/api/ecommerce/orders/${orderId}`)).body.data;
    expect(order).toMatchObject({ status: 'approving', type: 'history' });
    expect(order.receipt).toMatch(new RegExp(`^${server.publicUrl}/public/\\d{4}/\\d{2}/[0-9a-f-]{36}-${RECEIPT}\\.png$`));

    const links = await me.call('GET', byOrder(orderId));
    expect(links.status).toBe(200);
    expect(links.body.data).toHaveLength(1);
    const file = (await server.rest('GET', `${FILES_ROUTE}/${links.body.data[0].fileStorageModuleFileId}`, { admin: true })).body.data;
    expect(file).toMatchObject({ variant: RECEIPT, mimeType: 'image/png', width: 1500, height: 1500 });
    // The site's address (PUBLIC_URL) before the stored file's path under /public.
    expect(order.receipt).toBe(`${server.publicUrl}/public${file.file}`);

    const picture = await download(server, file.file);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(imageSize(picture.body)).toMatchObject({ width: 1500, height: 1500 });
  });

  it('is read by its shopper over GraphQL too, and by no other subject: not listed among the files either', async () => {
    const alice = await registerShopper(server);
    const bob = await registerShopper(server);
    const { orderId } = await paidCheckout(alice, { quantity: 1 });
    await server.drainReceipts();
    const query = `query ($id: ID!) { ecommerceOrder(id: $id) { receipt ordersToFileStorageModuleFiles { fileStorageModuleFileId } } }`;
    const own = await server.graphql<any>(query, { id: orderId }, { authorization: `Bearer ${alice.token}` });
    expect(own.errors).toBeUndefined();
    expect(own.data.ecommerceOrder.receipt).toMatch(/^http.*\.png$/);
    expect(own.data.ecommerceOrder.ordersToFileStorageModuleFiles).toHaveLength(1);

    const other = await server.graphql<any>(query, { id: orderId }, { authorization: `Bearer ${bob.token}` });
    expect(other.data?.ecommerceOrder ?? null).toBeNull();
    expect((await bob.call('GET', `/api/ecommerce/orders/${orderId}`)).status).toBe(404);
    expect((await bob.call('GET', byOrder(orderId))).body.data).toEqual([]);
    const bobsOrders = (await bob.call('GET', '{me}/orders')).body.data;
    expect(JSON.stringify(bobsOrders)).not.toContain(own.data.ecommerceOrder.receipt);
    expect((await server.rest('GET', byOrder(orderId))).status).toBe(401);

    // Nor is it among the files anyone lists or reads by id (REST and GraphQL): only admins see receipts there.
    const fileId = own.data.ecommerceOrder.ordersToFileStorageModuleFiles[0].fileStorageModuleFileId;
    const receipts = `${FILES_ROUTE}?filters[and][0][column]=variant&filters[and][0][method]=eq&filters[and][0][value]=${RECEIPT}`;
    const everyone: Record<string, string>[] = [{}, { authorization: `Bearer ${bob.token}` }, { authorization: `Bearer ${alice.token}` }];
    for (const headers of everyone) {
      expect((await server.rest('GET', receipts, { headers })).body.data).toEqual([]);
      expect((await server.rest('GET', `${FILES_ROUTE}/${fileId}`, { headers })).status).toBe(404);
      const listed = await server.graphql<any>(
        `query ($id: ID!, $filters: FiltersInput) { fileStorageFile(id: $id) { id } fileStorageFileList(filters: $filters) { id } fileStorageFileCount(filters: $filters) }`,
        { id: fileId, filters: { and: [{ column: 'variant', method: 'eq', value: RECEIPT }] } },
        headers,
      );
      expect(listed.errors, JSON.stringify(listed.errors)).toBeUndefined();
      expect(listed.data).toEqual({ fileStorageFile: null, fileStorageFileList: [], fileStorageFileCount: 0 });
    }
    expect((await server.rest('GET', receipts, { admin: true })).body.data.map((file: { id: string }) => file.id)).toContain(fileId);
    // Its subject reaches it through its order's link.
    const reached = await server.graphql<any>(
      `query ($id: ID!) { ecommerceOrder(id: $id) { ordersToFileStorageModuleFiles { fileStorageModuleFile { id width height } } } }`,
      { id: orderId },
      { authorization: `Bearer ${alice.token}` },
    );
    expect(reached.data.ecommerceOrder.ordersToFileStorageModuleFiles[0].fileStorageModuleFile).toEqual({ id: fileId, width: 1500, height: 1500 });
  });

  it('is made once: a replayed payment queues and draws nothing more', async () => {
    const me = await registerShopper(server);
    const { orderIds, invoice } = await paidCheckout(me, { count: 2 });
    await server.drainReceipts();
    expect((await me.call('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`)).status).toBe(400);
    expect(await server.drainReceipts()).toBe(0);
    expect(await sql(`select id from ecommerce_receipt_jobs where invoice_id = ?`, [invoice.id])).toHaveLength(1);
    for (const orderId of orderIds) expect(await receiptFilesOf(orderId)).toHaveLength(1);
  });

  it('that cannot be drawn leaves the payment as it is, is retried, and is drawn again when an admin queues it', async () => {
    const me = await registerShopper(server);
    const { orderId, invoice } = await paidCheckout(me);
    // The order's line removed before its receipt is drawn: there is nothing to draw.
    const [line] = await sql<{ id: string; product_id: string; quantity: number }>(`select id, product_id, quantity from ecommerce_orders_to_products where order_id = ?`, [orderId]);
    expect((await server.rest('DELETE', `/api/ecommerce/orders-to-products/${line.id}`, { admin: true })).status).toBe(200);

    expect(await server.drainReceipts()).toBe(1);
    const [failedOnce] = await sql(`select id, status, attempts, last_error from ecommerce_receipt_jobs where invoice_id = ?`, [invoice.id]);
    expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1, last_error: `invoice ${invoice.id}: its orders have no lines` });
    expect((await server.rest('GET', `/api/billing/invoices/${invoice.id}`, { admin: true })).body.data.status).toBe('paid');
    expect((await me.call('GET', `/api/ecommerce/orders/${orderId}`)).body.data).toMatchObject({ status: 'approving', receipt: '' });
    expect(await receiptFilesOf(orderId)).toEqual([]);

    // Not again before its wait (RECEIPT_RETRY_BASE_MS, 30 s) is over; then retried until its last attempt (RECEIPT_MAX_ATTEMPTS, 5), then failed.
    expect(await server.drainReceipts()).toBe(0);
    for (let attempt = 2; attempt <= 5; attempt++) {
      // The wait over: its job (on pg-boss's queue) due (pg-boss takes a job whose start is before now(): on PGlite, the update and the fetch may read one timestamp).
      await sql(
        `update pgboss.job set start_after = now() - interval '1 second' where name = 'receipt' and state = 'retry' and data->>'id' = (select id::text from ecommerce_receipt_jobs where invoice_id = ?)`,
        [invoice.id],
      );
      expect(await server.drainReceipts()).toBe(1);
    }
    const jobs = await server.rest('GET', `/api/ecommerce/receipt-jobs?filters[and][0][column]=invoiceId&filters[and][0][method]=eq&filters[and][0][value]=${invoice.id}`, { admin: true });
    expect(jobs.body.data[0]).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await server.drainReceipts()).toBe(0);

    // The line back, the job queued again by an admin: drawn.
    const restored = await server.rest('POST', '/api/ecommerce/orders-to-products', { admin: true, json: { orderId, productId: line.product_id, quantity: line.quantity } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const requeued = await server.rest('PATCH', `/api/ecommerce/receipt-jobs/${failedOnce.id}`, { admin: true, json: { status: 'queued', runAfter: null } });
    expect(requeued.status, JSON.stringify(requeued.body)).toBe(200);
    expect(await server.drainReceipts()).toBe(1);
    expect((await me.call('GET', `/api/ecommerce/orders/${orderId}`)).body.data.receipt).toMatch(/\.png$/);
    expect(await receiptFilesOf(orderId)).toHaveLength(1);

    // Drawn again on request, it replaces the receipt: still one linked.
    const before = (await me.call('GET', `/api/ecommerce/orders/${orderId}`)).body.data.receipt;
    await server.rest('PATCH', `/api/ecommerce/receipt-jobs/${failedOnce.id}`, { admin: true, json: { status: 'queued' } });
    expect(await server.drainReceipts()).toBe(1);
    const after = (await me.call('GET', `/api/ecommerce/orders/${orderId}`)).body.data.receipt;
    expect(after).not.toBe(before);
    expect(await receiptFilesOf(orderId)).toHaveLength(1);
    // The receipt before is removed: its row and its stored picture.
    expect(await sql(`select id from file_storage_files where variant = ? and admin_title = ?`, [RECEIPT, `Receipt № ${invoice.number} (invoice ${invoice.id})`])).toHaveLength(1);
    expect((await download(server, before.slice(`${server.publicUrl}/public`.length))).status).toBe(404);
  });

  it('of more lines than it shows sums the rest into its last line, and is drawn', async () => {
    const me = await registerShopper(server);
    const { orderId, invoice } = await paidCheckout(me, { quantity: 1 });
    // An admin adds lines to the paid order (priced as their products are now).
    for (let i = 0; i < 15; i++) {
      const added = await server.rest('POST', '/api/ecommerce/orders-to-products', { admin: true, json: { orderId, productId: products[i % 2].id, quantity: 1 } });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const data = await receiptData(server.orm.em.fork(), invoice.id, 'Atelier');
    expect(data.lines).toHaveLength(14);
    const prices = (await server.rest('GET', `/api/ecommerce/orders/${orderId}/total`, { admin: true })).body.data;
    const total = data.lines.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
    expect(total.toFixed(2)).toBe(prices[0].total);
    expect(data.lines[13]).toMatchObject({ title: '… (+3)', quantity: 1 });
    expect(await server.drainReceipts()).toBe(1);
    expect((await me.call('GET', `/api/ecommerce/orders/${orderId}`)).body.data.receipt).toMatch(/\.png$/);
  });

  it('jobs are for admins only', async () => {
    const me = await registerShopper(server);
    expect((await me.call('GET', '/api/ecommerce/receipt-jobs')).status).toBe(403);
    expect((await server.rest('GET', '/api/ecommerce/receipt-jobs')).status).toBe(401);
  });
});
