import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaymentProviders, type FakeCall, type FakeCredentials } from '../../fakes/fake-payment-providers.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const CREDENTIALS: FakeCredentials = {
  cloudpayments: { publicId: 'pk_cloudpayments_test', apiSecret: 'cloudpayments-api-secret' },
  tiptoppay: { publicId: 'pk_tiptoppay_test', apiSecret: 'tiptoppay-api-secret' },
  payselection: { siteId: '21044', secretKey: 'payselection-secret-key' },
  'payselection-international': { siteId: '31055', secretKey: 'payselection-international-secret-key' },
  '0xprocessing': { merchantId: '0xMR9663343', apiKey: 'zero-x-api-key' },
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
    ZERO_X_PROCESSING_API_KEY: CREDENTIALS['0xprocessing'].apiKey,
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

/** 0xProcessing's record of an invoice's payment, as its API answers it. */
const zeroXPayment = (invoice: Invoice) => fake.zeroX.payments.get(Number(invoice.externalId))!;

/** A notice as 0xProcessing signs it: the signature covers PaymentId, MerchantId, Email and Currency only. */
function zeroXNotice(invoice: Invoice, fields: Record<string, unknown>, password = ZERO_X_PASSWORD): Webhook {
  const signed = { PaymentId: fields.PaymentId ?? Number(invoice.externalId), MerchantId: CREDENTIALS['0xprocessing'].merchantId, Email: 'buyer@example.com', Currency: 'USDT (TRC20)' };
  const body = JSON.stringify({
    ...signed,
    ShopId: signed.MerchantId,
    Amount: 123.97,
    AmountUSD: 123.97,
    BillingID: invoice.id,
    Insufficient: false,
    Test: false,
    TxHashes: ['0xabc'],
    ...fields,
    Signature: createHash('md5').update(`${signed.PaymentId}:${signed.MerchantId}:${signed.Email}:${signed.Currency}:${password}`).digest('hex'),
  });
  return { path: hook('0xprocessing'), body, type: 'application/json', headers: {} };
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
    const Status = kind === 'paid' ? 'Success' : 'Canceled';
    // 0xProcessing's API reports what its genuine notices say.
    if (!forged) zeroXPayment(invoice).Status = Status;
    return zeroXNotice(invoice, { Status }, forged ? 'guessed' : ZERO_X_PASSWORD);
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

/** The ids of an invoice's orders, in SQL. */
const ORDERS_OF_INVOICE = `select op.order_id from ecommerce_orders_to_billing_module_payment_intents op
                             join billing_payment_intents pi on pi.id = op.billing_module_payment_intent_id
                            where pi.invoice_id = ?`;
const invoiceOrderStatuses = async (invoice: Invoice) =>
  (await sql(`select status from ecommerce_orders where id in (${ORDERS_OF_INVOICE}) order by status`, [invoice.id])).map((row) => row.status);

/** Nothing moved: the invoice open, its orders paying, nobody told. */
async function expectUnpaid(me: Shopper, invoice: Invoice) {
  expect(await invoiceStatus(invoice.id)).toBe('open');
  expect(await invoiceOrderStatuses(invoice)).toEqual(['paying', 'paying']);
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
});

describe('0xProcessing: a notice only names the payment; what its API answers decides', () => {
  const notify = (invoice: Invoice, fields: Record<string, unknown>) => send(zeroXNotice(invoice, fields));
  const receiptJobs = async (invoice: Invoice) => (await sql(`select count(*)::int as count from ecommerce_receipt_jobs where invoice_id = ?`, [invoice.id]))[0].count;

  it('a signed Insufficient notice re-sent as a Success for the full price, or as a Canceled, changes nothing', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, zeroXProcessing);
    // 100 of 123.97 USD arrived before the payment window closed.
    Object.assign(zeroXPayment(invoice), { Status: 'Insufficient', AmountUSD: 100 });
    const underpaid = { Status: 'Insufficient', Amount: 100, AmountUSD: 100, Insufficient: true };
    expect((await notify(invoice, underpaid)).body).toEqual({ data: { received: true, changed: false } });

    // The same signature over edited unsigned fields: no Insufficient, Status Success, the full price.
    const forged = await notify(invoice, { ...underpaid, Status: 'Success', Amount: 123.97, AmountUSD: 123.97, Insufficient: undefined });
    expect(forged.status, JSON.stringify(forged.body)).toBe(200);
    expect(forged.body).toEqual({ data: { received: true, changed: false } });
    expect((await notify(invoice, { ...underpaid, Status: 'Canceled' })).body).toEqual({ data: { received: true, changed: false } });
    await expectUnpaid(me, invoice);
    expect(await receiptJobs(invoice)).toBe(0);
  });

  it('an underpaid payment 0xProcessing confirmed as a Success (Insufficient) is refused, whatever the notice says', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, zeroXProcessing);
    Object.assign(zeroXPayment(invoice), { Status: 'Success', Insufficient: true, AmountUSD: 100 });
    const response = await notify(invoice, { Status: 'Success', Insufficient: false });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Status: 0xProcessing confirmed this payment as underpaid (Insufficient)', details: { field: 'Status' } });
    await expectUnpaid(me, invoice);
  });

  it.each([
    ['a payment not settled yet', {}, 200],
    ['an unknown state', { Status: 'Pending' }, 200],
    ['a Success for another amount', { Status: 'Success', AmountUSD: 1 }, 400],
    ['a Success without its amount', { Status: 'Success', AmountUSD: undefined }, 400],
  ])('the API answering %s: nothing is settled', async (_, record, status) => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, zeroXProcessing);
    Object.assign(zeroXPayment(invoice), record);
    const response = await notify(invoice, { Status: 'Success' });
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (status === 400) expect(response.body.error.details.field).toBe('amount');
    else expect(response.body).toEqual({ data: { received: true, changed: false } });
    await expectUnpaid(me, invoice);
  });

  it("the API's payment naming another invoice pays neither", async () => {
    const alice = await registerShopper(server);
    const bob = await registerShopper(server);
    const paid = await checkout(alice, zeroXProcessing);
    const other = await checkout(bob, zeroXProcessing);
    Object.assign(zeroXPayment(paid), { Status: 'Success', BillingID: other.id });
    const response = await notify(paid, { Status: 'Success', BillingID: paid.id });
    expect(response.status).toBe(400);
    expect(response.body.error.details.field).toBe('invoiceId');
    await expectUnpaid(alice, paid);
    await expectUnpaid(bob, other);
  });

  it('a Success the API confirms settles exactly once, however often and at once it is notified', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, zeroXProcessing);
    zeroXPayment(invoice).Status = 'Success';
    // The notice's own fields do not matter: the API's record is settled on.
    const answers = await Promise.all([notify(invoice, { Status: 'Insufficient', AmountUSD: 1 }), notify(invoice, { Status: 'Success' }), notify(invoice, {})]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.data.changed)).toHaveLength(1);
    expect(await invoiceStatus(invoice.id)).toBe('paid');
    expect(await invoiceOrderStatuses(invoice)).toEqual(['approving', 'approving']);
    expect((await sql('select status from billing_payment_intents where invoice_id = ?', [invoice.id])).map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    // One mail at each of the buyer's addresses (sign-in, typed), one receipt for the checkout.
    expect(await notified(me)).toBe(2);
    expect(await receiptJobs(invoice)).toBe(1);
  });

  it('the API unreachable: a 500, nothing changes, and the notice sent again once it answers settles', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, zeroXProcessing);
    zeroXPayment(invoice).Status = 'Success';
    fake.zeroX.down = true;
    try {
      const response = await notify(invoice, { Status: 'Success' });
      // Anything but a 2xx: 0xProcessing sends the notice again.
      expect(response.status).toBe(500);
      expect(response.body.error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
      await expectUnpaid(me, invoice);
    } finally {
      fake.zeroX.down = false;
    }
    expect((await notify(invoice, { Status: 'Success' })).body).toEqual({ data: { received: true, changed: true } });
    expect(await invoiceOrderStatuses(invoice)).toEqual(['approving', 'approving']);
  });

  it('a notice naming no payment is refused before the API is asked', async () => {
    const me = await registerShopper(server);
    const invoice = await checkout(me, zeroXProcessing);
    const response = await send(zeroXNotice(invoice, { PaymentId: `${invoice.externalId}/../../Payment`, Status: 'Success' }));
    expect(response.status).toBe(400);
    expect(response.body.error.details.field).toBe('PaymentId');
    await expectUnpaid(me, invoice);
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

  it("checks out without a provider with the first of serverInfo.paymentProviders that takes the currency (REST and GraphQL)", async () => {
    const { data } = await server.graphql<{ serverInfo: { paymentProviders: string[] } }>('{ serverInfo { paymentProviders } }');
    // No Stripe here: 0xProcessing comes first, and takes USD only.
    expect(data!.serverInfo.paymentProviders.slice(0, 2)).toEqual(['0xprocessing', 'payselection']);
    const { provider: _none, ...withoutProvider } = checkoutBody([], '', 'usd');
    const usd = await registerShopper(server);
    const dollars = await usd.call('POST', '{me}/orders/checkout', { ...withoutProvider, ecommerceModule: { orders: (await cartWithTwoProducts(usd)).map((id) => ({ id })) } });
    expect(dollars.status, JSON.stringify(dollars.body)).toBe(201);
    expect(dollars.body.data.billingModule.invoices[0]).toMatchObject({ provider: '0xprocessing', currencyId: currencies.usd });
    const rub = await registerShopper(server);
    const [orderId] = await cartWithTwoProducts(rub);
    const rubles = await server.graphql<any>(
      `mutation($s: ID!, $o: ID!, $c: ID!) { ecommerceCheckout(subjectId: $s, data: {email: "buyer@example.com", billingModuleCurrencyId: $c, orderIds: [$o]}) { invoice { provider currencyId } } }`,
      { s: rub.id, o: orderId, c: currencies.rub },
      { authorization: `Bearer ${rub.token}` },
    );
    expect(rubles.errors).toBeUndefined();
    expect(rubles.data.ecommerceCheckout.invoice).toEqual({ provider: 'payselection', currencyId: currencies.rub });
  });

  it('an unknown provider, or one without webhooks, is refused', async () => {
    expect((await server.rest('POST', hook('paypal'), { json: {} })).body.error).toMatchObject({ message: 'Invalid provider', details: { field: 'provider' } });
    expect((await server.rest('POST', hook('dummy'), { json: {} })).status).toBe(404);
  });
});

describe('a server no provider can take payments on (none configured, the dummy provider off)', () => {
  let none: TestServer;
  beforeAll(async () => {
    none = await startTestServer({ PAYMENT_DUMMY_ENABLED: 'false' }, { shareDatabaseWith: server });
  });
  afterAll(() => none?.close());

  it('refuses a checkout without a provider with 400 naming provider, and changes nothing', async () => {
    const me = await registerShopper(server);
    const orderIds = await cartWithTwoProducts(me);
    const { provider: _none, ...withoutProvider } = checkoutBody(orderIds, '', 'usd');
    const refused = await none.rest('POST', `/api/rbac/subjects/${me.id}/ecommerce-module/orders/checkout`, { json: withoutProvider, headers: { authorization: `Bearer ${me.token}` } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: 'provider: no payment provider on this server takes usd', details: { field: 'provider' } });
    expect(await orderStatuses(me)).toEqual(['new', 'new']);
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
    ['0xprocessing', 'ZERO_X_PROCESSING_MERCHANT_ID, ZERO_X_PROCESSING_WEBHOOK_PASSWORD, ZERO_X_PROCESSING_API_KEY'],
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
