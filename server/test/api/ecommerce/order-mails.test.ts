import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../fakes/fake-smtp.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const A = '/api/rbac/subjects/authentication';
const OWNER = { login: 'owner@example.com', password: 'owner-password' };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let server: TestServer;
let products: { id: string; title: { en: string; ru: string } }[];
let usd: string;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ SEED: 'demo', SMTP_URL: smtp.url, ADMIN_EMAIL: OWNER.login, ADMIN_PASSWORD: OWNER.password, SITE_NAME: 'Atelier' });
  products = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data;
  usd = (await server.rest('GET', '/api/billing/currencies')).body.data.find((currency: { slug: string }) => currency.slug === 'usd').id;
  // The demo's own template of this mail has older words (an order, a status): these tests read the built-in ones.
  const templates = await server.rest('GET', '/api/notification/templates?filters[and][0][column]=variant&filters[and][0][method]=eq&filters[and][0][value]=order-status-changed', { admin: true });
  for (const template of templates.body.data) expect((await server.rest('DELETE', `/api/notification/templates/${template.id}`, { admin: true })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let n = 0;
/** A registered buyer: its sign-in address, and calls as it (`{me}`: its ecommerce routes). */
async function buyer() {
  const login = `mail-buyer-${++n}-${Date.now()}@example.com`;
  const registered = await server.rest('POST', `${A}/email-and-password/registration`, { json: { login, password: 'shopping-123' }, headers: { 'x-forwarded-for': `10.7.0.${n}` } });
  const token = registered.body.data.jwt as string;
  const auth = { authorization: `Bearer ${token}` };
  const id = (await server.rest('GET', `${A}/me`, { headers: auth })).body.data.id as string;
  const call = (method: string, path: string, json?: unknown) => server.rest(method, path.replace('{me}', `/api/rbac/subjects/${id}/ecommerce-module`), { json, headers: auth });
  return { login, id, auth, call };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

/** The first two products in the cart (2 of the first, 1 of the second), checked out together: the orders and the invoice. */
async function checkout(me: Buyer, extra: Record<string, unknown> = {}) {
  const orderIds: string[] = [];
  for (const [index, quantity] of [2, 1].entries()) orderIds.push((await me.call('POST', '{me}/orders', { productId: products[index].id, quantity })).body.data.id);
  const body = { provider: 'dummy', email: me.login, billingModule: { currency: { id: usd } }, ecommerceModule: { orders: orderIds.map((id) => ({ id })) }, ...extra };
  const answer = await me.call('POST', '{me}/orders/checkout', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { orderIds, invoice: answer.body.data.billingModule.invoices[0] as { id: string; number: number; language: string } };
}

const pay = (me: Buyer, invoiceId: string) => me.call('POST', `/api/billing/invoices/${invoiceId}/dummy/pay`);

/** Every mail sent to `address` so far (the queue drained first). */
async function mailsTo(address: string) {
  await server.drainNotifications();
  // Line ends as written (the fake server keeps the CR of a quoted-printable line).
  return smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())).map((mail) => ({ ...mail, text: mail.text.replace(/\r\n/g, '\n') }));
}
/** The mails to `address` about checkout `number`. */
const aboutCheckout = async (address: string, number: number) => (await mailsTo(address)).filter((mail) => mail.subject.includes(String(number)));

/** What the demo's first two products cost in the checkout above: 2 × 49.00 and 1 × 89.50. */
const LINES_EN = ['- Linen shirt × 2: 98.00 USD', '- Wool sweater × 1: 89.50 USD'];

describe('the mails of a paid checkout', () => {
  it('go once the payment is settled: one to the sign-in address, one to the address typed at checkout, one to each admin; none before, none again', async () => {
    const me = await buyer();
    const typed = `guest-${n}@example.org`;
    const { invoice } = await checkout(me, { email: typed });
    expect(invoice.language).toBe('en');
    // Checked out, not paid: nobody is mailed (a checkout cannot make the shop write to an address).
    expect(await mailsTo(typed)).toEqual([]);
    expect(await mailsTo(me.login)).toEqual([]);
    expect(await aboutCheckout(OWNER.login, invoice.number)).toEqual([]);

    expect((await pay(me, invoice.id)).body.data.status).toBe('paid');
    const [toBuyer, ...moreToBuyer] = await mailsTo(me.login);
    const [toTyped, ...moreToTyped] = await mailsTo(typed);
    const [toOwner, ...moreToOwner] = await aboutCheckout(OWNER.login, invoice.number);
    expect([moreToBuyer, moreToTyped, moreToOwner]).toEqual([[], [], []]);

    // The buyer's: the number, what happens next, every line of the checkout, the total, the order's page, the shop.
    const link = `${server.publicUrl}/billing/invoices/${invoice.id}`;
    expect(toBuyer.subject).toBe(`Order ${invoice.number}: paid`);
    expect(toBuyer.text.trim()).toBe(
      [
        'Hello!',
        '',
        'We have your payment and are preparing your order; we will write when it ships.',
        '',
        `Order ${invoice.number}`,
        ...LINES_EN,
        'Total: 187.50 USD',
        '',
        `Your order: ${link}`,
        '',
        'Atelier',
      ].join('\n'),
    );
    expect(toBuyer.text.replace(link, '')).not.toMatch(UUID);
    expect([toTyped.subject, toTyped.text]).toEqual([toBuyer.subject, toBuyer.text]);

    // The owner's: the number, who bought, the lines, the total.
    expect(toOwner.subject).toBe(`New paid order ${invoice.number}: 187.50 USD`);
    expect(toOwner.text).toContain(`Customer: ${me.login}, ${typed}`);
    for (const line of [...LINES_EN, 'Total: 187.50 USD']) expect(toOwner.text).toContain(line);

    // A second click on "pay" (or a replayed webhook) changes nothing and mails nobody again.
    expect((await pay(me, invoice.id)).status).toBe(400);
    expect(await mailsTo(me.login)).toHaveLength(1);
    expect(await mailsTo(typed)).toHaveLength(1);
    expect(await aboutCheckout(OWNER.login, invoice.number)).toHaveLength(1);
  });

  it('go once to a buyer who typed their sign-in address (whatever its case)', async () => {
    const me = await buyer();
    const { invoice } = await checkout(me, { email: me.login.toUpperCase() });
    await pay(me, invoice.id);
    expect(await mailsTo(me.login)).toHaveLength(1);
  });

  it('are in Russian when the checkout said so, over GraphQL too', async () => {
    const me = await buyer();
    const bought = await server.graphql<any>(
      `mutation ($s: ID!, $p: ID!, $d: EcommerceCheckoutInput!) { ecommerceProductCheckout(subjectId: $s, productId: $p, data: $d) { invoice { id number language } orders { id } } }`,
      { s: me.id, p: products[0].id, d: { provider: 'dummy', email: me.login, quantity: 2, billingModuleCurrencyId: usd, language: 'ru' } },
      me.auth,
    );
    expect(bought.errors, JSON.stringify(bought.errors)).toBeUndefined();
    const { invoice, orders } = bought.data.ecommerceProductCheckout;
    expect(invoice.language).toBe('ru');
    await pay(me, invoice.id);
    const [mail] = await mailsTo(me.login);
    expect(mail.subject).toBe(`Заказ ${invoice.number}: оплачен`);
    for (const text of ['Здравствуйте!', 'Мы получили оплату и готовим ваш заказ; напишем, когда он будет отправлен.', `Заказ ${invoice.number}`, `- ${products[0].title.ru} × 2: 98.00 USD`, 'Итого: 98.00 USD']) {
      expect(mail.text).toContain(text);
    }
    // A later status, in Russian too.
    expect((await server.rest('PATCH', `/api/ecommerce/orders/${orders[0].id}`, { admin: true, json: { status: 'delivering' } })).status).toBe(200);
    const later = (await mailsTo(me.login)).slice(1);
    expect(later.map((each) => each.subject)).toEqual([`Заказ ${invoice.number}: в пути`]);
    expect(later[0].text).toContain('Ваш заказ отправлен и уже в пути.');
  });
});

describe('an order an admin moves on', () => {
  it('is told to its buyer in words with the number: once per status, one mail for orders of a checkout moved together or one by one', async () => {
    const me = await buyer();
    const typed = `guest-${n}@example.org`;
    const { orderIds, invoice } = await checkout(me, { email: typed });
    await pay(me, invoice.id);
    const seen = (await mailsTo(me.login)).length;
    const newMails = async (address = me.login) => (await mailsTo(address)).slice(seen);

    // Both orders of the checkout at once (REST bulk): one mail per address.
    const bulk = await server.rest('PATCH', '/api/ecommerce/orders/bulk', { admin: true, json: orderIds.map((id) => ({ id, data: { status: 'packaging' } })) });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const packed = await newMails();
    expect(packed.map((mail) => mail.subject)).toEqual([`Order ${invoice.number}: being packed`]);
    expect(packed[0].text).toContain('Your order is being packed; we will write when it ships.');
    for (const line of LINES_EN) expect(packed[0].text).toContain(line);
    expect(packed[0].text).not.toMatch(new RegExp(`^(?!Your order: ).*${UUID.source}`, 'm'));
    expect((await newMails(typed)).map((mail) => mail.subject)).toEqual([`Order ${invoice.number}: being packed`]);

    // One by one (GraphQL, then REST) before the mail went out: still one mail, with both orders.
    const viaGraphql = await server.graphql(`mutation ($id: ID!) { ecommerceOrderUpdate(id: $id, data: { status: "delivering" }) { id } }`, { id: orderIds[0] }, server.asServer);
    expect(viaGraphql.errors, JSON.stringify(viaGraphql.errors)).toBeUndefined();
    expect((await server.rest('PATCH', `/api/ecommerce/orders/${orderIds[1]}`, { admin: true, json: { status: 'delivering' } })).status).toBe(200);
    const shipped = (await newMails()).slice(1);
    expect(shipped.map((mail) => mail.subject)).toEqual([`Order ${invoice.number}: on its way`]);
    expect(shipped[0].text).toContain('Your order has shipped and is on its way to you.');
    for (const line of LINES_EN) expect(shipped[0].text).toContain(line);

    // The same status again tells nothing; delivered and canceled are told.
    expect((await server.rest('PATCH', `/api/ecommerce/orders/${orderIds[1]}`, { admin: true, json: { status: 'delivering', comment: 'left at the door' } })).status).toBe(200);
    expect(await newMails()).toHaveLength(2);
    await server.rest('PATCH', `/api/ecommerce/orders/${orderIds[0]}`, { admin: true, json: { status: 'delivered' } });
    await server.drainNotifications();
    await server.rest('PATCH', `/api/ecommerce/orders/${orderIds[1]}`, { admin: true, json: { status: 'canceled' } });
    const last = (await newMails()).slice(2);
    expect(last.map((mail) => mail.subject)).toEqual([`Order ${invoice.number}: delivered`, `Order ${invoice.number}: canceled`]);
    expect(last[0].text).toContain(`Your order has been delivered.`);
    expect(last[0].text).toContain(LINES_EN[0]);
    expect(last[0].text).not.toContain(LINES_EN[1]);
    expect(last[1].text).toContain('Your order has been canceled.');
    expect(last[1].text).toContain(LINES_EN[1]);
  });

  it('is not told while unpaid: a buyer canceling their own cart order, or an admin moving an unpaid one, mails nobody', async () => {
    const me = await buyer();
    const order = (await me.call('POST', '{me}/orders', { productId: products[0].id })).body.data;
    expect((await me.call('PATCH', `{me}/orders/${order.id}`, { status: 'canceled' })).status).toBe(200);
    const other = (await me.call('POST', '{me}/orders', { productId: products[1].id })).body.data;
    expect((await server.rest('PATCH', `/api/ecommerce/orders/${other.id}`, { admin: true, json: { status: 'packaging' } })).status).toBe(200);
    expect(await mailsTo(me.login)).toEqual([]);
  });
});

describe("a checkout's language", () => {
  it('must be one of the site’s languages: a 400 naming the field on both APIs and both checkouts, nothing made', async () => {
    const me = await buyer();
    const order = (await me.call('POST', '{me}/orders', { productId: products[0].id })).body.data;
    const body = { provider: 'dummy', email: me.login, billingModule: { currency: { id: usd } }, ecommerceModule: { orders: [{ id: order.id }] } };
    for (const language of ['de', 7, '']) {
      for (const refused of [await me.call('POST', '{me}/orders/checkout', { ...body, language }), await me.call('POST', `{me}/products/${products[0].id}/checkout`, { ...body, language })]) {
        expect(refused.status, JSON.stringify(refused.body)).toBe(400);
        expect(refused.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'language: expected one of en, ru', details: { field: 'language' } });
      }
    }
    const mutations = [
      [`mutation ($s: ID!, $d: EcommerceCheckoutInput!) { ecommerceCheckout(subjectId: $s, data: $d) { paymentUrl } }`, {}],
      [`mutation ($s: ID!, $p: ID!, $d: EcommerceCheckoutInput!) { ecommerceProductCheckout(subjectId: $s, productId: $p, data: $d) { paymentUrl } }`, { p: products[0].id }],
    ] as const;
    for (const [mutation, variables] of mutations) {
      const refused = await server.graphql(mutation, { s: me.id, ...variables, d: { provider: 'dummy', email: me.login, billingModuleCurrencyId: usd, orderIds: [order.id], language: 'fr' } }, me.auth);
      expect(refused.errors?.[0]).toMatchObject({ message: 'language: expected one of en, ru', extensions: { code: 'BAD_USER_INPUT', field: 'language' } });
    }
    const orders = (await me.call('GET', '{me}/orders')).body.data;
    expect(orders.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([[order.id, 'new']]);
    const invoices = await server.orm.em.getConnection().execute('select id from billing_invoices where subject_id = ?', [me.id]);
    expect(invoices).toEqual([]);
  });
});
