import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaymentProviders, type FakeCall, type FakeCredentials } from '../fakes/fake-payment-providers.js';
import { registerShopper, type Shopper } from '../helpers/shopper.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const CREDENTIALS: FakeCredentials = {
  cloudpayments: { publicId: 'pk_cloudpayments_test', apiSecret: 'cloudpayments-api-secret' },
  tiptoppay: { publicId: 'pk_tiptoppay_test', apiSecret: 'tiptoppay-api-secret' },
  payselection: { siteId: '21044', secretKey: 'payselection-secret-key' },
  'payselection-international': { siteId: '31055', secretKey: 'payselection-international-secret-key' },
  '0xprocessing': { merchantId: '0xMR9663343' },
};
const ZERO_X_PASSWORD = 'zero-x-webhook-password';

let fake: Awaited<ReturnType<typeof startFakePaymentProviders>>;
let server: TestServer;
let products: { id: string }[];
let currencies: Record<string, string>;

beforeAll(async () => {
  fake = await startFakePaymentProviders(CREDENTIALS);
  server = await startTestServer({
    SEED: 'demo',
    CLOUDPAYMENTS_PUBLIC_ID: CREDENTIALS.cloudpayments.publicId,
    CLOUDPAYMENTS_API_SECRET: CREDENTIALS.cloudpayments.apiSecret,
    CLOUDPAYMENTS_API_URL: `${fake.url}/cloudpayments`,
    TIPTOPPAY_PUBLIC_ID: CREDENTIALS.tiptoppay.publicId,
    TIPTOPPAY_API_SECRET: CREDENTIALS.tiptoppay.apiSecret,
    TIPTOPPAY_API_URL: `${fake.url}/tiptoppay`,
    PAYSELECTION_SITE_ID: CREDENTIALS.payselection.siteId,
    PAYSELECTION_SECRET_KEY: CREDENTIALS.payselection.secretKey,
    PAYSELECTION_API_URL: `${fake.url}/payselection`,
    PAYSELECTION_INTERNATIONAL_SITE_ID: CREDENTIALS['payselection-international'].siteId,
    PAYSELECTION_INTERNATIONAL_SECRET_KEY: CREDENTIALS['payselection-international'].secretKey,
    PAYSELECTION_INTERNATIONAL_API_URL: `${fake.url}/payselection-international`,
    ZERO_X_PROCESSING_MERCHANT_ID: CREDENTIALS['0xprocessing'].merchantId,
    ZERO_X_PROCESSING_WEBHOOK_PASSWORD: ZERO_X_PASSWORD,
    ZERO_X_PROCESSING_API_URL: `${fake.url}/0xprocessing`,
  });
  products = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data;
  currencies = Object.fromEntries((await server.rest('GET', '/api/billing/currencies')).body.data.map((c: { slug: string; id: string }) => [c.slug, c.id]));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

interface Invoice {
  id: string;
  amount: string;
  paymentUrl: string;
  externalId: string | null;
}
interface Webhook {
  path: string;
  body: string;
  type: string;
  headers: Record<string, string>;
}

/**
 * How each provider is driven: the currency its invoice is in, what its API must have received
 * (amount in the provider's unit), and the webhooks it sends, signed as the provider signs them.
 */
interface Driver {
  provider: keyof FakeCredentials;
  currency: 'usd' | 'rub';
  expectPayment(call: FakeCall, invoice: Invoice, me: Shopper): void;
  webhook(kind: 'paid' | 'failed', invoice: Invoice, forged?: boolean): Webhook;
  acknowledged(changed: boolean): unknown;
}

const hook = (provider: string, query = '') => `/api/billing/payment-intents/${provider}/webhook${query}`;
const base64Hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64');
const hexHmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const defaultAnswer = (changed: boolean) => ({ data: { received: true, changed } });

// 49.00 × 1 + 24.99 × 3 = 123.97 USD; 4490 × 1 + 1990 × 3 = 10460.00 RUB
const cloudpayments: Driver = {
  provider: 'cloudpayments',
  currency: 'usd',
  expectPayment(call, invoice, me) {
    expect(call.body).toContain('"Amount":123.97');
    expect(JSON.parse(call.body)).toMatchObject({ Amount: 123.97, Currency: 'USD', InvoiceId: invoice.id, AccountId: me.id, Email: 'buyer@example.com' });
    expect(call.headers['x-request-id']).toBe(`invoice-${invoice.id}`);
    expect(invoice.externalId).toBe(`order-${fake.calls.length}`);
  },
  webhook(kind, invoice, forged) {
    const fields: Record<string, string> = kind === 'paid' ? { Status: 'Completed' } : { Status: 'Declined', Reason: 'InsufficientFunds', ReasonCode: '5051' };
    const body = new URLSearchParams({ TransactionId: '504', Amount: '123.97', Currency: 'USD', InvoiceId: invoice.id, OperationType: 'Payment', TestMode: '0', Description: 'Оплата заказа', ...fields }).toString();
    const secret = forged ? 'not-the-api-secret' : CREDENTIALS.cloudpayments.apiSecret;
    return { path: hook('cloudpayments', kind === 'paid' ? '?type=pay' : '?type=fail'), body, type: 'application/x-www-form-urlencoded', headers: { 'content-hmac': base64Hmac(secret, body) } };
  },
  acknowledged: () => ({ code: 0 }),
};

// TipTop Pay sends JSON here (a site setting), signed in X-Content-HMAC, the kind read from Status.
const tiptoppay: Driver = {
  provider: 'tiptoppay',
  currency: 'rub',
  expectPayment(call, invoice) {
    expect(call.body).toContain('"Amount":10460,');
    expect(JSON.parse(call.body)).toMatchObject({ Amount: 10460, Currency: 'RUB', InvoiceId: invoice.id });
  },
  webhook(kind, invoice, forged) {
    const body = JSON.stringify({ TransactionId: 891, Amount: 10460, Currency: 'RUB', InvoiceId: invoice.id, OperationType: 'Payment', Status: kind === 'paid' ? 'Completed' : 'Declined' });
    const secret = forged ? 'not-the-api-secret' : CREDENTIALS.tiptoppay.apiSecret;
    return { path: hook('tiptoppay'), body, type: 'application/json', headers: { 'x-content-hmac': base64Hmac(secret, body) } };
  },
  acknowledged: () => ({ code: 0 }),
};

function payselectionDriver(provider: 'payselection' | 'payselection-international', currency: 'usd' | 'rub', amount: string): Driver {
  return {
    provider,
    currency,
    expectPayment(call, invoice) {
      const sent = JSON.parse(call.body);
      expect(sent.PaymentRequest).toMatchObject({ OrderId: invoice.id, Amount: amount, Currency: currency.toUpperCase() });
      expect(sent.PaymentRequest.ExtraData.WebhookUrl).toBe(`${server.publicUrl}${hook(provider)}`);
      expect(sent.CustomerInfo.Email).toBe('buyer@example.com');
      expect(call.headers['x-request-id']).toBe(invoice.id);
    },
    webhook(kind, invoice, forged) {
      const { siteId, secretKey } = CREDENTIALS[provider];
      const body = JSON.stringify({ Event: kind === 'paid' ? 'Payment' : 'Fail', TransactionId: 'PS00000000001', OrderId: invoice.id, Amount: amount, Currency: currency.toUpperCase(), DateTime: '20.11.2026 10:00:00', IsTest: 1 });
      const signature = hexHmac(forged ? 'not-the-secret-key' : secretKey, ['POST', `${server.publicUrl}${hook(provider)}`, siteId, body].join('\n'));
      return { path: hook(provider), body, type: 'application/json', headers: { 'x-site-id': siteId, 'x-webhook-signature': signature } };
    },
    acknowledged: defaultAnswer,
  };
}

const zeroXProcessing: Driver = {
  provider: '0xprocessing',
  currency: 'usd',
  expectPayment(call, invoice, me) {
    expect(Object.fromEntries(new URLSearchParams(call.body))).toMatchObject({
      MerchantId: CREDENTIALS['0xprocessing'].merchantId,
      AmountUSD: '123.97',
      Currency: 'USDT (TRC20)',
      Email: 'buyer@example.com',
      ClientId: me.id,
      BillingID: invoice.id,
      ReturnUrl: 'true',
    });
    expect(invoice.externalId).toMatch(/^10\d\d$/);
  },
  webhook(kind, invoice, forged) {
    const fields = { PaymentId: Number(invoice.externalId), MerchantId: CREDENTIALS['0xprocessing'].merchantId, Email: 'buyer@example.com', Currency: 'USDT (TRC20)' };
    const signed = `${fields.PaymentId}:${fields.MerchantId}:${fields.Email}:${fields.Currency}:${forged ? 'guessed' : ZERO_X_PASSWORD}`;
    const body = JSON.stringify({
      ...fields,
      ShopId: fields.MerchantId,
      Amount: 123.97,
      AmountUSD: 123.97,
      Status: kind === 'paid' ? 'Success' : 'Canceled',
      BillingID: invoice.id,
      Insufficient: false,
      Test: false,
      TxHashes: ['0xabc'],
      Signature: createHash('md5').update(signed).digest('hex'),
    });
    return { path: hook('0xprocessing'), body, type: 'application/json', headers: {} };
  },
  acknowledged: defaultAnswer,
};

const drivers = [cloudpayments, tiptoppay, payselectionDriver('payselection', 'rub', '10460.00'), payselectionDriver('payselection-international', 'usd', '123.97'), zeroXProcessing];

async function cartWithTwoProducts(me: Shopper) {
  const a = await me.call('POST', '{me}/orders', { productId: products[0].id, quantity: 1 });
  const b = await me.call('POST', '{me}/orders', { productId: products[2].id, quantity: 3 });
  return [a.body.data.id, b.body.data.id] as string[];
}

const checkoutBody = (orderIds: string[], provider: string, currency: string) => ({
  provider,
  email: 'buyer@example.com',
  billingModule: { currency: { id: currencies[currency] } },
  ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
});

async function checkout(me: Shopper, driver: Driver): Promise<Invoice> {
  const response = await me.call('POST', '{me}/orders/checkout', checkoutBody(await cartWithTwoProducts(me), driver.provider, driver.currency));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.billingModule.invoices[0];
}

const send = (webhook: Webhook) => server.rest('POST', webhook.path, { raw: { body: webhook.body, type: webhook.type }, headers: webhook.headers });
const sql = (query: string, params: unknown[]) => server.orm.em.getConnection().execute(query, params);
const invoiceStatus = async (id: string) => (await sql('select status from billing_invoices where id = ?', [id]))[0].status;
const orderStatuses = async (me: Shopper) => (await me.call('GET', '{me}/orders')).body.data.map((order: { status: string }) => order.status);
const notified = async (me: Shopper) => (await sql('select count(*)::int as count from notification_notifications where subject_id = ?', [me.id]))[0].count;

describe.each(drivers)('$provider (against a local stand-in)', (driver) => {
  it('creates the payment for the exact amount and currency; a forged webhook changes nothing; a signed one pays once', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, driver);
    const call = fake.calls.at(-1)!;
    expect(call.provider).toBe(driver.provider);
    expect(invoice.paymentUrl).toBe(call.paymentUrl);
    driver.expectPayment(call, invoice, me);

    const forged = await send(driver.webhook('paid', invoice, true));
    expect(forged.status).toBe(400);
    expect(await invoiceStatus(invoice.id)).toBe('open');
    expect(await orderStatuses(me)).toEqual(['paying', 'paying']);

    const paid = await send(driver.webhook('paid', invoice));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual(driver.acknowledged(true));
    expect(await invoiceStatus(invoice.id)).toBe('paid');
    expect(await orderStatuses(me)).toEqual(['approving', 'approving']);
    expect(await notified(me)).toBe(2);

    // replayed, and a late failure: acknowledged, nothing changes twice
    expect((await send(driver.webhook('paid', invoice))).body).toEqual(driver.acknowledged(false));
    expect((await send(driver.webhook('failed', invoice))).body).toEqual(driver.acknowledged(false));
    expect(await invoiceStatus(invoice.id)).toBe('paid');
    expect(await orderStatuses(me)).toEqual(['approving', 'approving']);
    expect(await notified(me)).toBe(2);
  });

  it('cancels an open invoice on a failure webhook', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, driver);
    const failed = await send(driver.webhook('failed', invoice));
    expect(failed.body).toEqual(driver.acknowledged(true));
    expect(await invoiceStatus(invoice.id)).toBe('canceled');
    expect(await orderStatuses(me)).toEqual(['canceled', 'canceled']);
  });
});

/** Nothing moved: the invoice open, its orders paying, nobody told. */
async function expectUnpaid(me: Shopper, invoice: Invoice) {
  expect(await invoiceStatus(invoice.id)).toBe('open');
  expect(await orderStatuses(me)).toEqual(['paying', 'paying']);
  expect((await sql(`select status from billing_payment_intents where invoice_id = ?`, [invoice.id])).map((row) => row.status)).toEqual(['pending', 'pending']);
  expect(await notified(me)).toBe(0);
}

/** A webhook's body edited and signed again with the provider's real secret, as the provider would sign it. */
function resigned(driver: Driver, webhook: Webhook, body: string): Webhook {
  if (driver === cloudpayments) return { ...webhook, body, headers: { 'content-hmac': base64Hmac(CREDENTIALS.cloudpayments.apiSecret, body) } };
  if (driver === tiptoppay) return { ...webhook, body, headers: { 'x-content-hmac': base64Hmac(CREDENTIALS.tiptoppay.apiSecret, body) } };
  const provider = driver.provider as 'payselection' | 'payselection-international';
  const { siteId, secretKey } = CREDENTIALS[provider];
  return { ...webhook, body, headers: { 'x-site-id': siteId, 'x-webhook-signature': hexHmac(secretKey, ['POST', `${server.publicUrl}${hook(provider)}`, siteId, body].join('\n')) } };
}

describe('signed webhooks whose fields do not match the invoice are refused, and nothing changes', () => {
  it('CloudPayments: a signed Authorized hold sent to ?type=confirm does not pay', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, cloudpayments);
    const pay = cloudpayments.webhook('paid', invoice);
    const hold = pay.body.replace('Status=Completed', 'Status=Authorized');
    const response = await send({ ...resigned(cloudpayments, pay, hold), path: hook('cloudpayments', '?type=confirm') });
    expect(response.body).toEqual({ code: 0 });
    await expectUnpaid(me, invoice);
  });

  it.each([cloudpayments, tiptoppay])('$provider: a Completed payment without its amount is refused', async (driver) => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, driver);
    const pay = driver.webhook('paid', invoice);
    const body = driver === cloudpayments ? pay.body.replace('Amount=123.97&', '') : JSON.stringify({ ...JSON.parse(pay.body), Amount: undefined });
    expect(body).not.toContain('Amount');
    const response = await send(resigned(driver, pay, body));
    expect(response.status).toBe(400);
    expect(response.body.error.details.field).toBe('amount');
    await expectUnpaid(me, invoice);
  });

  it.each([payselectionDriver('payselection', 'rub', '10460.00'), payselectionDriver('payselection-international', 'usd', '123.97')])(
    '$provider: a Payment for another amount, another currency or without them is refused',
    async (driver) => {
      const me = await registerShopper(server);
      const invoice = await checkout(me, driver);
      const pay = driver.webhook('paid', invoice);
      const fields = JSON.parse(pay.body);
      for (const edited of [{ Amount: '1.00' }, { Currency: 'EUR' }, { Amount: undefined }, { Currency: undefined }]) {
        const response = await send(resigned(driver, pay, JSON.stringify({ ...fields, ...edited })));
        expect(response.status, JSON.stringify(edited)).toBe(400);
      }
      await expectUnpaid(me, invoice);
    },
  );

  it('0xProcessing: a signed Insufficient notice re-sent as Success does not pay', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, zeroXProcessing);
    const notice = JSON.parse(zeroXProcessing.webhook('paid', invoice).body);
    // What 0xProcessing sends for an underpaid payment, its signature intact, with only Status changed.
    const insufficient = { ...notice, Status: 'Insufficient', Insufficient: true, Amount: 100, AmountUSD: 100 };
    expect((await send({ path: hook('0xprocessing'), type: 'application/json', headers: {}, body: JSON.stringify(insufficient) })).body).toEqual({ data: { received: true, changed: false } });
    const replayed = await send({ path: hook('0xprocessing'), type: 'application/json', headers: {}, body: JSON.stringify({ ...insufficient, Status: 'Success' }) });
    expect(replayed.status).toBe(400);
    await expectUnpaid(me, invoice);
  });

  it("0xProcessing: a signed Success with another invoice's BillingID pays neither", async () => {
    const alice = await registerShopper(server);
    const bob = await registerShopper(server);
    const paid = await checkout(alice, zeroXProcessing);
    const other = await checkout(bob, zeroXProcessing);
    const notice = JSON.parse(zeroXProcessing.webhook('paid', paid).body);
    const response = await send({ path: hook('0xprocessing'), type: 'application/json', headers: {}, body: JSON.stringify({ ...notice, BillingID: other.id }) });
    expect(response.status).toBe(400);
    await expectUnpaid(alice, paid);
    await expectUnpaid(bob, other);
    // An edited AmountUSD is refused the same way.
    expect((await send({ path: hook('0xprocessing'), type: 'application/json', headers: {}, body: JSON.stringify({ ...notice, AmountUSD: 1 }) })).status).toBe(400);
    await expectUnpaid(alice, paid);
  });
});

describe('webhooks that must not settle', () => {
  it('a paid notification for another amount or currency is refused', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, cloudpayments);
    const lower = cloudpayments.webhook('paid', invoice);
    const body = lower.body.replace('Amount=123.97', 'Amount=1.00');
    const refused = await send({ ...lower, body, headers: { 'content-hmac': base64Hmac(CREDENTIALS.cloudpayments.apiSecret, body) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.field).toBe('amount');
    const rubles = lower.body.replace('Currency=USD', 'Currency=RUB');
    expect((await send({ ...lower, body: rubles, headers: { 'content-hmac': base64Hmac(CREDENTIALS.cloudpayments.apiSecret, rubles) } })).status).toBe(400);
    await expectUnpaid(me, invoice);
  });

  it("a provider's signed webhook cannot settle another provider's invoice", async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, cloudpayments);
    const response = await send(payselectionDriver('payselection', 'usd', '123.97').webhook('paid', invoice));
    expect(response.body).toEqual({ data: { received: true, changed: false } });
    expect(await invoiceStatus(invoice.id)).toBe('open');
  });

  it('0xProcessing refuses an invoice not in USD, and the orders stay in the cart', async () => {
    const me = await registerShopper(server);
    const response = await me.call('POST', '{me}/orders/checkout', checkoutBody(await cartWithTwoProducts(me), '0xprocessing', 'rub'));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ message: 'billingModule.currency.id: 0xprocessing takes amounts in USD only, not rub', details: { field: 'billingModule.currency.id' } });
    expect(await orderStatuses(me)).toEqual(['new', 'new']);
  });

  it('an unknown provider, or one without webhooks, is refused', async () => {
    expect((await server.rest('POST', hook('paypal'), { json: {} })).body.error).toMatchObject({ message: 'Invalid provider', details: { field: 'provider' } });
    expect((await server.rest('POST', hook('dummy'), { json: {} })).status).toBe(404);
  });
});

describe("a server without the providers' settings", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ SEED: 'demo', PAYSELECTION_INTERNATIONAL_SITE_ID: '31055', PAYSELECTION_INTERNATIONAL_SECRET_KEY: 'key-without-host' });
  });
  afterAll(() => bare?.close());

  it.each([
    ['stripe', 'STRIPE_SECRET_KEY'],
    ['cloudpayments', 'CLOUDPAYMENTS_PUBLIC_ID, CLOUDPAYMENTS_API_SECRET'],
    ['tiptoppay', 'TIPTOPPAY_PUBLIC_ID, TIPTOPPAY_API_SECRET'],
    ['payselection', 'PAYSELECTION_SITE_ID, PAYSELECTION_SECRET_KEY'],
    ['payselection-international', 'PAYSELECTION_INTERNATIONAL_API_URL'],
    ['0xprocessing', 'ZERO_X_PROCESSING_MERCHANT_ID, ZERO_X_PROCESSING_WEBHOOK_PASSWORD'],
  ])('refuses %s at checkout and on its webhook with a 400 naming the missing settings', async (provider, settings) => {
    const me = await registerShopper(bare, '10.4');
    const [product] = (await bare.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data;
    const usd = (await bare.rest('GET', '/api/billing/currencies')).body.data.find((c: { slug: string }) => c.slug === 'usd').id;
    const order = await me.call('POST', '{me}/orders', { productId: product.id });
    const message = `provider: ${provider} is not configured on this server (${settings})`;
    const response = await me.call('POST', '{me}/orders/checkout', { provider, email: 'buyer@example.com', billingModule: { currency: { id: usd } }, ecommerceModule: { orders: [{ id: order.body.data.id }] } });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ message, details: { field: 'provider' } });
    expect(await orderStatuses(me)).toEqual(['new']);
    const webhook = await bare.rest('POST', hook(provider), { json: {} });
    expect(webhook.status).toBe(400);
    expect(webhook.body.error.message).toBe(message);
  });
});
