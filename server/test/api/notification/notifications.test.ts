import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { jobQueueOf } from '../../../src/core/jobs/job-queue.js';
import { INTERRUPTED_ERROR } from '../../../src/modules/notification/dispatcher.js';
import { NOTIFICATION_QUEUE } from '../../../src/modules/notification/entities.js';
import { startFakeSmtp } from '../../fakes/fake-smtp.js';
import { killServers, launchServer, waitHealthy } from '../../helpers/server-process.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const A = '/api/rbac/subjects/authentication';
const ADMIN = { login: 'owner@example.com', password: 'owner-password' };
const fast = { NOTIFICATION_POLL_MS: '50', NOTIFICATION_RETRY_BASE_MS: '50', NOTIFICATION_MAX_ATTEMPTS: '3' };

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  // The queue is polled once an hour: each test drains it, so a mail is there once the drain returned.
  server = await startTestServer({ SEED: 'demo', SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password, NOTIFICATION_RETRY_BASE_MS: '50' });
});
afterAll(async () => {
  killServers();
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

interface Notification {
  status: string;
  attempts: number;
  last_error: string | null;
  title: string | null;
  body: string | null;
}
const notificationsTo = (target: TestServer, recipient: string): Promise<Notification[]> =>
  target.orm.em.getConnection().execute('select status, attempts, last_error, title, body from notification_notifications where recipient = ? order by created_at', [recipient]);

/** Waits until every notification to `recipient` is sent or failed (retries wait for their time). */
async function settled(target: TestServer, recipient: string, { drain = true } = {}) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (drain) await target.drainNotifications();
    const rows = await notificationsTo(target, recipient);
    if (rows.length && rows.every((row) => ['sent', 'failed'].includes(row.status))) return rows;
    if (Date.now() > deadline) throw new Error(`notifications to ${recipient} not settled: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mails to `recipient` once the queue is drained. */
async function mailsTo(recipient: string, mailbox = smtp, target = server) {
  await target.drainNotifications();
  return mailbox.mails.filter((mail) => mail.to.includes(recipient));
}

describe('email', () => {
  it('sends the reset link by mail; the code in it resets the password', async () => {
    const user = await register();
    await server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email: user.login } });
    const [mail] = await mailsTo(user.login);
    expect(mail.subject).toBe('Reset your password');
    const code = /reset-password\?code=([\w-]+)/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    const reset = await server.rest('POST', `${A}/email-and-password/reset-password`, { json: { password: 'after-reset-1', passwordConfirmation: 'after-reset-1', code } });
    expect(reset.body).toEqual({ data: true });
    expect((await server.rest('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: 'after-reset-1' } })).status).toBe(200);
    const [row] = await notificationsTo(server, user.login);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    // the stored copy keeps the link out
    expect(row.body).not.toContain(code);
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
    const invoice = checkout.body.data.billingModule.invoices[0];
    await server.rest('POST', `/api/billing/invoices/${invoice.id}/dummy/pay`, { headers: user.auth });
    // One mail: the address typed at checkout is the sign-in one.
    const mails = await mailsTo(user.login);
    expect(mails).toHaveLength(1);
    // The seeded template's words: the checkout's number, the status and what comes next in words, the lines, the total, its page; never an id but in the link.
    expect(mails[0].subject).toBe(`Order ${invoice.number}: paid`);
    // (Mail writes its lines with CRLF.)
    expect(mails[0].text.trim().replace(/\r\n/g, '\n').replace(/http:\/\/[^/\s]+/, 'SITE')).toBe(
      [
        'Hello!',
        '',
        'We have your payment and are preparing your order; we will write when it ships.',
        '',
        `Order ${invoice.number}`,
        `- ${product.title.en} × 1: ${invoice.amount} USD`,
        `Total: ${invoice.amount} USD`,
        '',
        `Your order: SITE/billing/invoices/${invoice.id}`,
        '',
        'Atelier',
      ].join('\n'),
    );
  });

  it('writes in the language asked for, from the template of that language', async () => {
    const user = await register();
    const notify = (language?: string) =>
      server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { variant: 'order-status-changed', language, payload: { number: 'A-17', status: language === 'ru' ? 'оплачен' : 'paid' } } });
    expect((await notify('ru')).status).toBe(201);
    const [russian] = await mailsTo(user.login);
    expect((await notify()).status).toBe(201);
    const english = (await mailsTo(user.login)).find((mail) => mail !== russian)!;
    expect([russian.subject, russian.text.trim().split('\n')[4]]).toEqual(['Заказ A-17: оплачен', 'Заказ A-17']);
    expect([english.subject, english.text.trim().split('\n')[4]]).toEqual(['Order A-17: paid', 'Order A-17']);
    // What was sent is kept as sent, in its language.
    expect((await notificationsTo(server, user.login)).map((row) => row.title).sort()).toEqual(['Заказ A-17: оплачен', 'Order A-17: paid'].sort());
  });

  it('lets only the server or an admin notify a subject', async () => {
    const user = await register();
    expect((await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { json: { title: 'Hi' } })).status).toBe(401);
    expect((await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { json: { title: 'Hi' }, headers: user.auth })).status).toBe(403);
    const sent = await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Welcome', body: 'Glad to have you.' } });
    expect(sent.status).toBe(201);
    const mails = await mailsTo(user.login);
    expect(mails.map((mail) => [mail.subject, mail.text.trim()])).toEqual([['Welcome', 'Glad to have you.']]);
  });

  it('sends a message again when an admin queues it again', async () => {
    const user = await register();
    await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Twice, on request' } });
    expect(await mailsTo(user.login)).toHaveLength(1);
    const [{ id }] = await server.orm.em.getConnection().execute<{ id: string }[]>('select id from notification_notifications where recipient = ?', [user.login]);
    const queued = await server.rest('PATCH', `/api/notification/notifications/${id}`, { admin: true, json: { status: 'queued' } });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect((await mailsTo(user.login)).map((mail) => mail.subject)).toEqual(['Twice, on request', 'Twice, on request']);
    expect(await notificationsTo(server, user.login)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('sends the other messages of a batch at once when one template cannot be read, and that one later', async () => {
    const user = await register();
    const notify = (json: object) => server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json });
    await notify({ variant: 'order-status-changed', payload: { number: 'B-1', status: 'paid' } });
    await notify({ title: 'Second' });
    await notify({ title: 'Third' });
    const connection = server.orm.em.getConnection();
    // The templates cannot be read (a database fault for that one table).
    await connection.execute('alter table notification_templates rename to notification_templates_away');
    try {
      expect((await mailsTo(user.login)).map((mail) => mail.subject).sort()).toEqual(['Second', 'Third']);
      const unsent = (await notificationsTo(server, user.login)).filter((row) => row.status !== 'sent');
      // Retried meanwhile (each retry as soon as its short backoff is over) and failing the same way.
      expect(unsent).toEqual([expect.objectContaining({ status: 'queued', last_error: expect.stringMatching(/notification_templates/) })]);
    } finally {
      await connection.execute('alter table notification_templates_away rename to notification_templates');
    }
    // Its retry (after the backoff) reads the template again and sends it.
    const rows = await settled(server, user.login);
    expect(rows.every((row) => row.status === 'sent' && row.last_error === null)).toBe(true);
    expect(rows.map((row) => row.attempts > 1).sort()).toEqual([false, false, true]);
    const mails = await mailsTo(user.login);
    expect(mails.map((mail) => [mail.subject, mail.text.trim().split('\n')[0]]).sort()).toEqual([
      ['Order B-1: paid', 'Hello!'],
      ['Second', ''],
      ['Third', ''],
    ]);
  });
});

describe('a failing mail server', () => {
  it('is retried with backoff, then the message is marked failed, not lost', async () => {
    const refusing = await startFakeSmtp({ refuse: true });
    const failing = await startTestServer({ SMTP_URL: refusing.url, ...fast });
    try {
      const user = await register(failing);
      await failing.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Hello' } });
      const [row] = await settled(failing, user.login, { drain: false });
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row.last_error).toMatch(/550|mailbox unavailable/);
    } finally {
      await failing.close();
      await refusing.close();
    }
  });

  it('that refuses once: the retry sends the message, once', async () => {
    const once = await startFakeSmtp({ refuse: 1 });
    const target = await startTestServer({ SMTP_URL: once.url, ...fast });
    try {
      const user = await register(target);
      await target.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Second time lucky' } });
      const [row] = await settled(target, user.login);
      expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect((await mailsTo(user.login, once, target)).map((mail) => mail.subject)).toEqual(['Second time lucky']);
    } finally {
      await target.close();
      await once.close();
    }
  });
});

// Each test starts a server process of its own (seconds on a loaded machine): side by side.
describe.concurrent('an instance that dies while sending', { timeout: 150_000 }, () => {
  /**
   * A server process claims the message and is killed while its mail server holds the message
   * unanswered; the test server, on the same database, finds it `sending` past its timeout.
   */
  async function killedMidSend(maxAttempts: string, expect: ExpectStatic) {
    const holding = await startFakeSmtp({ hold: true });
    const mailbox = await startFakeSmtp();
    const survivor = await startTestServer({
      SMTP_URL: mailbox.url,
      NOTIFICATION_MAX_ATTEMPTS: maxAttempts,
      NOTIFICATION_SENDING_TIMEOUT_MS: '500',
      // The attempt cut short is retried after the retry's wait, like a refused one.
      NOTIFICATION_RETRY_BASE_MS: '1000',
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-dying-'));
    try {
      const dying = launchServer({
        DATA_DIR: dataDir,
        DATABASE_URL: survivor.databaseUrl,
        DATABASE_POOL_MAX: String(survivor.config.database.poolMax),
        SMTP_URL: holding.url,
        NOTIFICATION_POLL_MS: '50',
        NOTIFICATION_MAX_ATTEMPTS: maxAttempts,
        ADMIN_EMAIL: ADMIN.login,
        ADMIN_PASSWORD: ADMIN.password,
      });
      await waitHealthy(await dying.port());
      const user = await register(survivor);
      await survivor.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Sent once' } });
      await holding.waitFor(1, 60_000);
      expect(holding.held).toBe(1);
      expect(await notificationsTo(survivor, user.login)).toMatchObject([{ status: 'sending', attempts: 1 }]);
      dying.child.kill('SIGKILL');
      await dying.exit;
      const rows = await settled(survivor, user.login);
      return { rows, mails: await mailsTo(user.login, mailbox, survivor) };
    } finally {
      await survivor.close();
      await holding.close();
      await mailbox.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }

  it('has its message sent by another instance, as a further attempt', async ({ expect }) => {
    const { rows, mails } = await killedMidSend('3', expect);
    expect(rows).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(mails.map((mail) => mail.subject)).toEqual(['Sent once']);
  });

  it('on the last attempt: the message is failed, not sent again', async ({ expect }) => {
    const { rows, mails } = await killedMidSend('1', expect);
    expect(rows).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, last_error: INTERRUPTED_ERROR })]);
    expect(mails).toEqual([]);
  });
});

describe('a job handed out again', () => {
  /** A second job for the message's row, as pg-boss hands out a job whose attempt outlived its timeout (it delivers at least once). */
  async function jobAgain(recipient: string) {
    const em = server.orm.em.fork();
    const [{ id }] = await em.execute<{ id: string }[]>('select id from notification_notifications where recipient = ?', [recipient]);
    await jobQueueOf(em).send(em, NOTIFICATION_QUEUE, id);
  }

  it('sends nothing for a message already sent', async () => {
    const user = await register();
    await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Only once' } });
    expect((await mailsTo(user.login)).map((mail) => mail.subject)).toEqual(['Only once']);
    await jobAgain(user.login);
    expect(await server.drainNotifications()).toBe(1);
    expect((await mailsTo(user.login)).map((mail) => mail.subject)).toEqual(['Only once']);
    expect(await notificationsTo(server, user.login)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('sends nothing while another attempt is sending the message (within its timeout)', async () => {
    const user = await register();
    await server.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Being sent' } });
    // Another instance took it up a moment ago (its mail server has not answered yet).
    await server.orm.em.getConnection().execute(`update notification_notifications set status = 'sending', attempts = 1, updated_at = now() where recipient = ?`, [user.login]);
    await jobAgain(user.login);
    expect(await server.drainNotifications()).toBe(2);
    expect(await mailsTo(user.login)).toEqual([]);
    expect(await notificationsTo(server, user.login)).toMatchObject([{ status: 'sending', attempts: 1 }]);
  });
});

describe('an upgrade from the version that polled its table', () => {
  it('sends the messages it had queued, once the job queue is installed', async () => {
    const mailbox = await startFakeSmtp();
    const before = await startTestServer({ SMTP_URL: mailbox.url });
    try {
      const user = await register(before);
      await before.rest('POST', `/api/rbac/subjects/${user.id}/notify`, { admin: true, json: { title: 'Queued before the upgrade' } });
      // What that version left: the row, and no job queue at all.
      await before.orm.em.getConnection().execute('drop schema pgboss cascade');
      const after = await startTestServer({ SMTP_URL: mailbox.url }, { shareDatabaseWith: before });
      try {
        expect(await settled(after, user.login)).toMatchObject([{ status: 'sent', attempts: 1 }]);
        expect(mailbox.mails.map((mail) => mail.subject)).toEqual(['Queued before the upgrade']);
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
      await mailbox.close();
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
      // Every message sent at its first claim: no instance can claim (and send) any of them again.
      const rows = await settled(first, user.login, { drain: false });
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(20).fill(['sent', 1]));
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
    const [mail] = (await mailsTo(ADMIN.login)).filter((each) => each.subject.startsWith('New request'));
    expect(mail.text).toContain('Name: Ann');

    const gql = await server.graphql<any>(`mutation($f: ID!, $a: JSONObject!) { crmFormRequestCreate(formId: $f, answers: $a) { id formId } }`, { f: form.id, a: { [name.slug]: 'Bo', [email.slug]: 'bo@example.com' } }, user.auth);
    expect(gql.data.crmFormRequestCreate.formId).toBe(form.id);
  });
});
