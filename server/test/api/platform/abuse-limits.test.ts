import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2Work, hashQueue, MAX_CONCURRENT_HASHES } from '../../../src/modules/rbac/password.js';
import { uploadForm } from '../../helpers/file-uploads.js';
import { makePng } from '../../helpers/png.js';
import { siweBody } from '../../helpers/siwe-message.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * The attacks of a stranger on other people's accounts and on the open routes, made through
 * the API: each is refused (or slowed) and leaves nothing behind, while the owner and real
 * visitors still get through.
 */
const A = '/api/rbac/subjects/authentication';
const ADMIN = { login: 'boss@example.com', password: 'boss-password-1' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => server?.close());

let addresses = 0;
/** An address nobody else in this file uses. */
const freshIp = () => `10.40.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const from = (ip: string, token?: string) => ({ 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) });

const count = async (target: TestServer, sql: string) => ((await target.orm.em.getConnection().execute(`select count(*)::int as n from ${sql}`)) as { n: number }[])[0].n;

async function register(target = server) {
  const login = `person-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await target.rest('POST', `${A}/email-and-password/registration`, { json: { login, password: 'owners-password' }, headers: from(freshIp()) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { login, password: 'owners-password', jwt: response.body.data.jwt as string };
}
const signIn = (body: { login: string; password: string }, ip: string) => server.rest('POST', `${A}/email-and-password/authentication`, { json: body, headers: from(ip) });

describe('lockout cannot be turned against the owner', () => {
  it('lets the owner sign in from another address after ten wrong passwords from one', async () => {
    const owner = await register();
    const attacker = freshIp();
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn({ login: owner.login, password: `guess-${attempt}` }, attacker)).status).toBe(401);
    const sessions = await count(server, 'rbac_refresh_tokens');
    // The attacker's address is stopped, even with the right password, and gets no session.
    expect((await signIn(owner, attacker)).status).toBe(429);
    expect(await count(server, 'rbac_refresh_tokens')).toBe(sessions);
    const home = await signIn(owner, freshIp());
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(await count(server, 'rbac_refresh_tokens')).toBe(sessions + 1);
  });

  it('still mails the owner a reset link after a stranger flooded forgot-password', async () => {
    const owner = await register();
    const mails = () => count(server, `notification_notifications where recipient = '${owner.login}' and payload->>'variant' = 'reset-password'`);
    const stranger = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email: owner.login }, headers: from(stranger) })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual(Array(8).fill(429));
    expect(await mails()).toBe(3);
    const asked = await server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email: owner.login }, headers: from(freshIp()) });
    expect(asked.body).toEqual({ data: true });
    expect(await mails()).toBe(4);
  });
});

describe('sign-in cost', () => {
  it('verifies one argon2 hash whether or not the account exists', async () => {
    const owner = await register();
    const real = argon2Work.verify;
    let verified = 0;
    argon2Work.verify = (hash, password) => {
      verified += 1;
      return real(hash, password);
    };
    try {
      expect((await signIn({ login: `nobody-${Date.now()}@example.com`, password: 'whatever-1' }, freshIp())).status).toBe(401);
      expect(verified).toBe(1);
      expect((await signIn({ login: owner.login, password: 'whatever-1' }, freshIp())).status).toBe(401);
      expect(verified).toBe(2);
    } finally {
      argon2Work.verify = real;
    }
  });

  it(`runs at most ${MAX_CONCURRENT_HASHES} argon2 computations at once; a burst waits its turn`, async () => {
    const owner = await register();
    const burst = 3 * MAX_CONCURRENT_HASHES;
    const real = argon2Work.verify;
    let inside = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    argon2Work.verify = async (hash, password) => {
      inside += 1;
      most = Math.max(most, inside);
      try {
        await gate;
        return await real(hash, password);
      } finally {
        inside -= 1;
      }
    };
    try {
      const answers = Promise.all(Array.from({ length: burst }, () => signIn(owner, freshIp())));
      // Every sign-in of the burst has reached the hashing: some run (held at the gate), the rest wait.
      while (hashQueue.active + hashQueue.waiting < burst) await new Promise((resolve) => setImmediate(resolve));
      expect(inside).toBe(MAX_CONCURRENT_HASHES);
      expect(hashQueue.waiting).toBe(burst - MAX_CONCURRENT_HASHES);
      release();
      expect((await answers).map((answer) => answer.status)).toEqual(Array(burst).fill(200));
      expect(most).toBe(MAX_CONCURRENT_HASHES);
      expect([hashQueue.active, hashQueue.waiting]).toEqual([0, 0]);
    } finally {
      argon2Work.verify = real;
      release();
    }
  });
});

describe('subjects', () => {
  it('are listed to admins; a subject reads its own row; anyone the public profiles (none here)', async () => {
    const alice = await register();
    const bob = await register();
    const aliceId = (await server.rest('GET', `${A}/me`, { headers: from(freshIp(), alice.jwt) })).body.data.id;
    const bobId = (await server.rest('GET', `${A}/me`, { headers: from(freshIp(), bob.jwt) })).body.data.id;
    // No subject here has a social profile: none is public (see public-profiles.test.ts).
    expect((await server.rest('GET', '/api/rbac/subjects')).body).toMatchObject({ data: [] });
    expect((await server.graphql('{ rbacSubjectList { id slug } }')).data).toEqual({ rbacSubjectList: [] });

    const asAlice = { authorization: `Bearer ${alice.jwt}` };
    expect((await server.rest('GET', '/api/rbac/subjects', { headers: asAlice })).body.data.map((row: { id: string }) => row.id)).toEqual([aliceId]);
    expect((await server.rest('GET', '/api/rbac/subjects/count', { headers: asAlice })).body.data).toBe(1);
    expect((await server.rest('GET', `/api/rbac/subjects/${bobId}`, { headers: asAlice })).status).toBe(404);
    expect((await server.rest('GET', `/api/rbac/subjects/${aliceId}`, { headers: asAlice })).body.data.id).toBe(aliceId);
    const listed = await server.graphql<{ rbacSubjectList: { id: string }[] }>('{ rbacSubjectList { id slug } }', {}, asAlice);
    expect(listed.data?.rbacSubjectList.map((row) => row.id)).toEqual([aliceId]);

    const admin = (await signIn(ADMIN, freshIp())).body.data.jwt;
    const all = await server.rest('GET', '/api/rbac/subjects?limit=100', { headers: { authorization: `Bearer ${admin}` } });
    expect(all.body.data.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining([aliceId, bobId]));
    expect(all.body.data.map((row: { slug: string | null }) => row.slug)).toContain('admin');
  });
});

describe('open routes, limited per address', () => {
  it('starts 30 anonymous subjects per address in 15 minutes, then answers 429 and makes none', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await server.rest('GET', `${A}/init`, { headers: from(ip) })).status).toBe(200);
    const subjects = await count(server, 'rbac_subjects');
    const refused = await server.rest('GET', `${A}/init`, { headers: from(ip) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS', status: 429, details: { retryAfter: expect.any(Number) } }, requestId: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count(server, 'rbac_subjects')).toBe(subjects);
    // another visitor is not affected
    expect((await server.rest('GET', `${A}/init`, { headers: from(freshIp()) })).status).toBe(200);
  });

  it('issues 30 wallet nonces per address in 15 minutes, then answers 429 and stores none', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await server.rest('GET', `${A}/ethereum-virtual-machine/nonce`, { headers: from(ip) })).status).toBe(200);
    const nonces = await count(server, 'rbac_nonces');
    const refused = await server.rest('GET', `${A}/ethereum-virtual-machine/nonce`, { headers: from(ip) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(await count(server, 'rbac_nonces')).toBe(nonces);
  });

  it('takes 10 form requests per address from throwaway subjects, and mails each admin one digest', async () => {
    const form = (await server.rest('POST', '/api/crm/forms', { admin: true, json: { adminTitle: 'Contact', title: { en: 'Contact us' } } })).body.data;
    const ip = freshIp();
    const throwaway = [];
    for (let i = 0; i < 15; i++) throwaway.push((await server.rest('GET', `${A}/init`, { headers: from(ip) })).body.data.jwt as string);
    const statuses = [];
    for (const token of throwaway) statuses.push((await server.rest('POST', `/api/crm/forms/${form.id}/requests`, { json: { answers: {} }, headers: from(ip, token) })).status);
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    expect(await count(server, `crm_requests where form_id = '${form.id}'`)).toBe(10);
    const digests = await server.orm.em.getConnection().execute(
      `select recipient, status, payload->>'count' as count from notification_notifications where payload->>'variant' = 'crm-request-created'`,
    );
    expect(digests).toEqual([{ recipient: ADMIN.login, status: 'queued', count: '10' }]);
  });

  it('spaces an admin\'s digests a minute apart and keeps one digest across two instances', async () => {
    const form = (await server.rest('POST', '/api/crm/forms', { admin: true, json: { adminTitle: 'Quote' } })).body.data;
    const sql = server.orm.em.getConnection();
    const send = async (target: TestServer) => {
      const ip = freshIp();
      const token = (await target.rest('GET', `${A}/init`, { headers: from(ip) })).body.data.jwt;
      return (await target.rest('POST', `/api/crm/forms/${form.id}/requests`, { json: { answers: {} }, headers: from(ip, token) })).status;
    };
    expect(await send(server)).toBe(201);
    // The digest so far goes out (as the dispatcher would send it): the next one waits a minute.
    await sql.execute(`update notification_notifications set status = 'sent', sent_at = now(), send_after = now() where payload->>'variant' = 'crm-request-created'`);
    const second = await startTestServer({ ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password }, { shareDatabaseWith: server });
    try {
      const statuses = await Promise.all([server, second, server, second, server, second].map(send));
      expect(statuses).toEqual(Array(6).fill(201));
      const queued = await sql.execute(`select payload->>'count' as count from notification_notifications where payload->>'variant' = 'crm-request-created' and status = 'queued'`);
      expect(queued).toEqual([{ count: '6' }]);
      const [{ gap }] = await sql.execute(
        `select extract(epoch from (select send_after from notification_notifications where payload->>'variant' = 'crm-request-created' and status = 'queued')
                 - (select max(send_after) from notification_notifications where payload->>'variant' = 'crm-request-created' and status = 'sent'))::float as gap`,
      );
      expect(gap).toBeGreaterThanOrEqual(60);
    } finally {
      await second.close();
    }
  });
});

describe('sign-in routes, limited per address', () => {
  const mailsTo = (email: string) => count(server, `notification_notifications where recipient = '${email}' and payload->>'variant' = 'reset-password'`);

  // Fifty argon2 verifications: the time a loaded machine needs.
  it('stops an address after 50 wrong passwords across any accounts, even with the right one; another address gets in', { timeout: 120_000 }, async () => {
    const owner = await register();
    const guesser = freshIp();
    const statuses = [];
    // A different account each time: no single account's limit is reached, only the address's.
    for (let i = 0; i < 50; i++) statuses.push((await signIn({ login: `guess-${i}-${Date.now()}@example.com`, password: 'guessed-password' }, guesser)).status);
    expect(statuses).toEqual(Array(50).fill(401));
    const sessions = await count(server, 'rbac_refresh_tokens');
    const refused = await signIn(owner, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(await count(server, 'rbac_refresh_tokens')).toBe(sessions);
    expect((await signIn(owner, freshIp())).status).toBe(200);
  });

  it('sends 20 reset mails per address across accounts, then 429 and no mail; another address still gets one', async () => {
    const owner = await register();
    const asker = freshIp();
    const forgot = (email: string, ip: string) => server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email }, headers: from(ip) });
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await forgot(`forgot-${i}-${Date.now()}@example.com`, asker)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    expect((await forgot(owner.login, asker)).status).toBe(429);
    expect(await mailsTo(owner.login)).toBe(0);
    expect((await forgot(owner.login, freshIp())).status).toBe(200);
    expect(await mailsTo(owner.login)).toBe(1);
  });

  it('refuses an address after 10 wrong reset codes, even with the right one; the code still works from elsewhere', async () => {
    const owner = await register();
    expect((await server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email: owner.login }, headers: from(freshIp()) })).status).toBe(200);
    const [{ code }] = await server.orm.em.getConnection().execute(`select payload->>'code' as code from notification_notifications where recipient = ?`, [owner.login]);
    const reset = (withCode: string, ip: string) =>
      server.rest('POST', `${A}/email-and-password/reset-password`, { json: { password: 'reset-password-1', passwordConfirmation: 'reset-password-1', code: withCode }, headers: from(ip) });
    const guesser = freshIp();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await reset(`guessed-code-${i}`, guesser)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    expect((await reset(code, guesser)).status).toBe(429);
    // the password is unchanged, and the code unused
    expect((await signIn(owner, freshIp())).status).toBe(200);
    expect((await reset(code, freshIp())).body).toEqual({ data: true });
    expect((await signIn({ login: owner.login, password: 'reset-password-1' }, freshIp())).status).toBe(200);
  });

  it('refuses an address after 10 failed wallet sign-ins, even with a good message; it works from elsewhere', async () => {
    const wallet = Wallet.createRandom();
    const nonce = async () => (await server.rest('GET', `${A}/ethereum-virtual-machine/nonce`, { headers: from(freshIp()) })).body.data as string;
    const walletSignIn = async (ip: string, signer = wallet) => server.rest('POST', `${A}/ethereum-virtual-machine`, { json: await siweBody(server.publicUrl, await nonce(), wallet, {}, signer), headers: from(ip) });
    const guesser = freshIp();
    const statuses = [];
    // Signed by somebody else: a bad signature each time.
    for (let i = 0; i < 10; i++) statuses.push((await walletSignIn(guesser, Wallet.createRandom())).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const account = `rbac_identities where provider = 'EVM' and account = '${wallet.address.toLowerCase()}'`;
    expect((await walletSignIn(guesser)).status).toBe(429);
    expect(await count(server, account)).toBe(0);
    expect((await walletSignIn(freshIp())).status).toBe(200);
    expect(await count(server, account)).toBe(1);
  });
});

describe('the 15-minute window', () => {
  it('ends: an address stopped after 10 wrong passwords may sign in once it is over, not before', async () => {
    const owner = await register();
    const ip = freshIp();
    // The server runs in this process: its clock is the test's, moved forward instead of waited for.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const start = Date.now();
      for (let attempt = 0; attempt < 10; attempt++) expect((await signIn({ login: owner.login, password: `guess-${attempt}` }, ip)).status).toBe(401);
      const refused = await signIn(owner, ip);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      // The window began with the first failure, a moment after `start`.
      vi.setSystemTime(start + 14.5 * 60_000);
      const later = await signIn(owner, ip);
      expect(later.status).toBe(429);
      expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      vi.setSystemTime(start + 15.5 * 60_000);
      expect((await signIn(owner, ip)).status).toBe(200);
      // a new window: ten more wrong passwords are allowed, then the address is stopped again
      for (let attempt = 0; attempt < 10; attempt++) expect((await signIn({ login: owner.login, password: `again-${attempt}` }, ip)).status).toBe(401);
      expect((await signIn(owner, ip)).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('with TRUST_PROXY unset', () => {
  // A server of its own and a dozen argon2 hashes: the time a loaded machine needs.
  it('counts the connection\'s address: rotating X-Forwarded-For does not escape the registration limit', { timeout: 120_000 }, async () => {
    const direct = await startTestServer({ TRUST_PROXY: '' });
    try {
      const identities = await count(direct, 'rbac_identities');
      const statuses = [];
      for (let i = 0; i < 12; i++) {
        const response = await direct.rest('POST', `${A}/email-and-password/registration`, {
          json: { login: `rotating-${i}-${Date.now()}@example.com`, password: 'rotating-pass' },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
      expect(await count(direct, 'rbac_identities')).toBe(identities + 10);
    } finally {
      await direct.close();
    }
  });
});

describe('every request to the API, per address (RATE_LIMIT_REQUESTS_PER_MINUTE)', () => {
  const LIMIT = 4;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_REQUESTS_PER_MINUTE: String(LIMIT) }, { shareDatabaseWith: server });
  });
  afterAll(() => limited?.close());

  const query = (target: TestServer, ip: string) =>
    target.graphql('{ ecommerceProductCount }', {}, from(ip)).then(({ status, ...body }) => ({ status, body }));
  const list = (target: TestServer, ip: string) => target.rest('GET', '/api/ecommerce/products?limit=1', { headers: from(ip) });

  function expectRefused(answer: { status: number; body: any; headers?: Headers }) {
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', status: 429, message: expect.stringMatching(/^Too many requests: try again in (\d+ seconds?|1 minute)$/), details: { retryAfter: expect.any(Number) } },
      requestId: expect.any(String),
    });
    const retryAfter = answer.body.error.details.retryAfter as number;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    return retryAfter;
  }

  it('answers 429 with Retry-After past the limit, on /graphql and /api together, before any SQL', async () => {
    const ip = freshIp();
    const answers = [await query(limited, ip), await list(limited, ip), await query(limited, ip), await list(limited, ip)];
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));

    limited.resetQueries();
    const refusedRest = await list(limited, ip);
    expect(refusedRest.headers.get('retry-after')).toBe(String(expectRefused(refusedRest)));
    const response = await fetch(`${limited.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...from(ip) }, body: JSON.stringify({ query: '{ ecommerceProductCount }' }) });
    const refusedGraphql = { status: response.status, body: await response.json() };
    expect(response.headers.get('retry-after')).toBe(String(expectRefused(refusedGraphql)));
    // A refused mutation changes nothing, whatever it was.
    const checkout = await limited.rest('POST', '/api/rbac/subjects/00000000-0000-4000-8000-000000000000/ecommerce-module/orders/checkout', { json: {}, headers: from(ip) });
    expectRefused(checkout);
    expect(limited.queries).toEqual([]);
  });

  it('does not count health checks, the site\'s and the uploaded files, or the server itself', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) expect((await list(limited, ip)).status).toBe(200);
    expect((await list(limited, ip)).status).toBe(429);

    const file = await limited.rest('POST', '/api/file-storage/files', { admin: true, raw: { body: uploadForm({}, { file: { content: makePng(2, 2), filename: 'dot.png' } }) } });
    expect(file.status).toBe(201);
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await fetch(`${limited.url}/healthz`, { headers: from(ip) })).status).toBe(200);
      expect((await fetch(`${limited.url}/healthz?live`, { headers: from(ip) })).status).toBe(200);
      expect((await fetch(`${limited.url}/public${file.body.data.file}`, { headers: from(ip) })).status).toBe(200);
      // The client's pages (index.html, or 503 where the client is not built): never 429.
      expect((await fetch(`${limited.url}/shop`, { headers: from(ip) })).status).not.toBe(429);
      expect((await limited.rest('GET', '/api/ecommerce/products?limit=1', { headers: { ...from(ip), ...limited.asServer } })).status).toBe(200);
    }
    // A wrong secret key is counted like any other request.
    expect((await limited.rest('GET', '/api/ecommerce/products?limit=1', { headers: { ...from(ip), 'x-rbac-secret-key': 'not-the-key' } })).status).toBe(429);
  });

  it('gives each address behind the proxy (X-Forwarded-For, TRUST_PROXY) its own budget', async () => {
    const [first, second] = [freshIp(), freshIp()];
    const statuses = async (ip: string) => {
      const seen = [];
      for (let i = 0; i <= LIMIT; i++) seen.push((await (i % 2 ? query : list)(limited, ip)).status);
      return seen;
    };
    expect(await statuses(first)).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(await statuses(second)).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it('without TRUST_PROXY counts the connection: X-Forwarded-For does not make a new budget', async () => {
    const direct = await startTestServer({ TRUST_PROXY: '', RATE_LIMIT_REQUESTS_PER_MINUTE: String(LIMIT) }, { shareDatabaseWith: server });
    try {
      const statuses = [];
      for (let i = 0; i <= LIMIT; i++) statuses.push((await list(direct, freshIp())).status);
      expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    } finally {
      await direct.close();
    }
  });
});
