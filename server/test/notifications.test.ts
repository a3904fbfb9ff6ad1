import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from './fake-smtp.js';
import { startTestServer, type TestServer } from './test-server.js';

const A = '/api/rbac/subjects/authentication';
const ADMIN = { login: 'owner@example.com', password: 'owner-password' };
const fast = { NOTIFICATION_POLL_MS: '50', NOTIFICATION_RETRY_BASE_MS: '50', NOTIFICATION_MAX_ATTEMPTS: '3' };

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ SEED: 'demo', SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password, ...fast });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let n = 0;
async function register(target = server) {
  const login = `reader-${++n}-${Date.now()}@example.com`;
  const response = await target.rest('POST', `${A}/email-and-password/registration`, { json: { login, password: 'reading-123' }, headers: { 'x-forwarded-for': `10.3.0.${n}` } });
  const token = response.body.data.jwt as string;
  const id = (await target.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${token}` } })).body.data.id as string;
  return { login, token, id, auth: { authorization: `Bearer ${token}` } };
}

async function statusOf(target: TestServer, where: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await target.orm.em.getConnection().execute(`select status, attempts, last_error from notification_notifications where ${where}`);
    if ((rows.length && rows.every((row: any) => ['sent', 'failed'].includes(row.status))) || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('email', () => {
  it('sends the reset link by mail; the code in it resets the password', async () => {
    const user = await register();
    await server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email: user.login } });
    const mails = await smtp.waitFor(1);
    const mail = mails.find((m) => m.to.includes(user.login))!;
    expect(mail.subject).toBe('Reset your password');
    const code = /reset-password\?code=([\w-]+)/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    const reset = await server.rest('POST', `${A}/email-and-password/reset-password`, { json: { password: 'after-reset-1', passwordConfirmation: 'after-reset-1', code } });
    expect(reset.body).toEqual({ data: true });
    expect((await server.rest('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: 'after-reset-1' } })).status).toBe(200);
    const [row] = await statusOf(server, `recipient = '${user.login}'`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    // the stored copy keeps the link out
    const [stored] = await server.orm.em.getConnection().execute(`select body from notification_notifications where recipient = '${user.login}'`);
    expect(stored.body).not.toContain(code);
  });

  it('tells a subject its order changed status, in the template of the seed', async () => {
    const user = await register();
    const product = (await server.rest('GET', '/api/ecommerce/products?limit=1')).body.data[0];
    const usd = (await server.rest('GET', '/api/billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=usd')).body.data[0];
    const order = await server.rest('POST', `/api/rbac/subjects/${user.id}/ecommerce-module/orders`, { json: { productId: product.id }, headers: user.auth });
    const checkout = await server.rest('POST', `/api/rbac/subjects/${user.id}/ecommerce-module/orders/checkout`, {
      json: { provider: 'dummy', email: user.login, billingModule: { currency: { id: usd.id } }, ecommerceModule: { orders: [{ id: order.body.data.id }] } },
      headers: user.auth,
    });
    await server.rest('POST', `/api/billing/invoices/${checkout.body.data.billingModule.invoices[0].id}/dummy/pay`, { headers: user.auth });
    const deadline = Date.now() + 10_000;
    while (!smtp.mails.some((m) => m.to.includes(user.login)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const mail = smtp.mails.find((m) => m.to.includes(user.login))!;
    expect(mail.subject).toBe('Your order is approving');
    expect(mail.text).toContain(`Your order ${order.body.data.id} is now approving.`);
  });

  it('lets only the server or an admin notify a subject', async () => {
    const user = await register();
    expect((await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { json: { title: 'Hi' } })).status).toBe(401);
    expect((await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { json: { title: 'Hi' }, headers: user.auth })).status).toBe(403);
    const sent = await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Welcome', body: 'Glad to have you.' } });
    expect(sent.status).toBe(201);
    const deadline = Date.now() + 10_000;
    while (!smtp.mails.some((m) => m.subject === 'Welcome' && m.to.includes(user.login)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.mails.find((m) => m.subject === 'Welcome')!.text).toContain('Glad to have you.');
  });
});

describe('a failing mail server', () => {
  it('is retried with backoff, then the message is marked failed, not lost', async () => {
    const refusing = await startFakeSmtp({ refuse: true });
    const failing = await startTestServer({ SMTP_URL: refusing.url, ...fast });
    try {
      const user = await register(failing);
      await failing.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Hello' } });
      const [row] = await statusOf(failing, `recipient = '${user.login}'`);
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row.last_error).toMatch(/550|mailbox unavailable/);
    } finally {
      await failing.close();
      await refusing.close();
    }
  });
});

describe('two server instances on one database', () => {
  it('send each message once', async () => {
    const mailbox = await startFakeSmtp();
    const first = await startTestServer({ SMTP_URL: mailbox.url, ...fast, NOTIFICATION_POLL_MS: '20' });
    const second = await startTestServer({ SMTP_URL: mailbox.url, ...fast, NOTIFICATION_POLL_MS: '20' }, { shareDatabaseWith: first });
    try {
      const user = await register(first);
      for (let i = 0; i < 20; i++) {
        await (i % 2 ? first : second).rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: `Message ${i}` } });
      }
      await mailbox.waitFor(20);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const titles = mailbox.mails.map((mail) => mail.subject).sort();
      expect(titles).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i}`).sort());
    } finally {
      await second.close();
      await first.close();
      await mailbox.close();
    }
  });
});

describe('CRM form requests', () => {
  async function contactForm() {
    const { data } = await server.graphql<any>(`{ crmFormList { id inputs { id slug type isRequired label { en } } } }`);
    return data.crmFormList[0];
  }

  it('checks the answers against the inputs, naming the input', async () => {
    const user = await register();
    const form = await contactForm();
    const [name, email, , budget] = form.inputs;
    const send = (answers: Record<string, unknown>) => server.rest('POST', `/api/crm/forms/${form.id}/requests`, { json: { answers }, headers: user.auth });
    const missing = await send({ [email.slug]: 'a@b.co' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ message: 'Name: is required', details: { field: `answers.${name.slug}` } });
    const notNumber = await send({ [name.id]: 'Ann', [email.id]: 'a@b.co', [budget.slug]: 'lots' });
    expect(notNumber.body.error).toMatchObject({ message: 'Budget, $: must be a number', details: { field: `answers.${budget.slug}` } });
    expect((await send({ [name.id]: 'Ann', [email.id]: 'a@b.co', nonsense: 1 })).status).toBe(400);
    expect((await server.rest('POST', `/api/crm/forms/${form.id}/requests`, { json: { answers: {} } })).status).toBe(401);
    const [{ count }] = await server.orm.em.getConnection().execute('select count(*)::int as count from crm_requests');
    expect(count).toBe(0);
  });

  it('stores a valid request, visible to admins only, and tells the admins', async () => {
    const user = await register();
    const form = await contactForm();
    const [name, email, message, budget] = form.inputs;
    const sent = await server.rest('POST', `/api/rbac/subjects/${user.id}/crm-module/form/request`, {
      json: { formId: form.id, [name.slug]: 'Ann', [email.slug]: 'ann@example.com', [message.slug]: 'Hello there', [budget.slug]: '250' },
      headers: user.auth,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.answers).toEqual({ [name.id]: 'Ann', [email.id]: 'ann@example.com', [message.id]: 'Hello there', [budget.id]: 250 });
    expect((await server.rest('GET', '/api/crm/requests', { headers: user.auth })).status).toBe(403);
    const admin = (await server.rest('POST', `${A}/email-and-password/authentication`, { json: ADMIN })).body.data.jwt;
    const list = await server.rest('GET', '/api/crm/requests', { headers: { authorization: `Bearer ${admin}` } });
    expect(list.body.data.map((r: any) => r.id)).toContain(sent.body.data.id);
    const deadline = Date.now() + 10_000;
    while (!smtp.mails.some((m) => m.to.includes(ADMIN.login)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const mail = smtp.mails.find((m) => m.to.includes(ADMIN.login))!;
    expect(mail.text).toContain('Name: Ann');

    const gql = await server.graphql<any>(`mutation($f: ID!, $a: JSONObject!) { crmFormRequestCreate(formId: $f, answers: $a) { id formId } }`, { f: form.id, a: { [name.slug]: 'Bo', [email.slug]: 'bo@example.com' } }, user.auth);
    expect(gql.data.crmFormRequestCreate.formId).toBe(form.id);
  });
});
