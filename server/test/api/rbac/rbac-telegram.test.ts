import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedTelegramLogin, TEST_TELEGRAM_BOT_NAME, TEST_TELEGRAM_BOT_TOKEN, type TelegramWidgetData } from '../../helpers/telegram-login.js';
import { loadConfig } from '../../../src/settings.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

// Telegram sign-in through the Login Widget's signed answer, on both APIs, against a server
// configured with a test bot (and one without a bot). Answers are signed here with the test
// token, as Telegram signs them: no network.

let server: TestServer;
let unconfigured: TestServer;
const MAX_AGE = 3600;
beforeAll(async () => {
  server = await startTestServer({ TELEGRAM_BOT_TOKEN: TEST_TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_NAME: `@${TEST_TELEGRAM_BOT_NAME}`, TELEGRAM_AUTH_MAX_AGE_SECONDS: String(MAX_AGE) });
  unconfigured = await startTestServer({}, { shareDatabaseWith: server });
});
afterAll(async () => {
  await unconfigured?.close();
  await server?.close();
});

const A = '/api/rbac/subjects/authentication';
const TELEGRAM = `${A}/telegram`;
let ipCounter = 0;
/** Each test speaks from its own address, so rate limits of one do not leak into another. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let userCounter = 0;
/** A Telegram user id no other test uses. */
const freshTelegramId = () => 700_000_000_000 + Date.now() * 10 + ++userCounter;
const now = () => Math.floor(Date.now() / 1000);

function call(method: string, path: string, options: { json?: unknown; token?: string; ip?: string; on?: TestServer } = {}) {
  const headers = { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), 'x-forwarded-for': options.ip ?? freshIp() };
  return (options.on ?? server).rest(method, path, { json: options.json, headers });
}
const me = async (token: string) => (await call('GET', `${A}/me`, { token })).body.data;
const gqlSignIn = (data: TelegramWidgetData, headers: Record<string, string> = { 'x-forwarded-for': freshIp() }, on = server) =>
  on.graphql<{ rbacAuthenticationTelegram: { jwt: string; refresh: string } }>(
    `mutation($d: RbacTelegramInput!) { rbacAuthenticationTelegram(data: $d) { jwt refresh } }`,
    { d: data },
    headers,
  );

describe('Telegram sign-in over REST', () => {
  it('makes the subject with its telegram identity on the first sign-in and finds it on the next; a replay only starts a session', async () => {
    const id = freshTelegramId();
    const answer = signedTelegramLogin({ id, last_name: 'Lovelace', photo_url: 'https://t.me/i/userpic/320/test.jpg' });
    const first = await call('POST', TELEGRAM, { json: answer });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    expect(first.headers.get('set-cookie')).toMatch(/^rbac\.subject\.jwt=[^;]+;.*HttpOnly/);
    const subject = await me(first.body.data.jwt);
    expect(subject.identities).toEqual([expect.objectContaining({ provider: 'telegram', account: String(id), email: null })]);
    expect(subject.roles.map((role: { uid: string }) => role.uid)).toEqual(['user']);

    const second = await call('POST', TELEGRAM, { json: signedTelegramLogin({ id, first_name: 'Ada' }) });
    expect(second.status).toBe(200);
    expect((await me(second.body.data.jwt)).id).toBe(subject.id);
    // The same answer again, within its window: another session of the same subject, nothing else.
    const replay = await call('POST', TELEGRAM, { json: answer });
    expect(replay.status).toBe(200);
    expect((await me(replay.body.data.jwt)).id).toBe(subject.id);
    const [{ count }] = await server.orm.em.getConnection().execute(`select count(*)::int as count from rbac_identities where provider = 'telegram' and account = ?`, [String(id)]);
    expect(count).toBe(1);
  });

  it('makes an anonymous visitor (init) the account', async () => {
    const visit = await call('GET', `${A}/init`);
    const visitorId = (await me(visit.body.data.jwt)).id;
    const signedIn = await call('POST', TELEGRAM, { json: signedTelegramLogin({ id: freshTelegramId() }), token: visit.body.data.jwt });
    expect((await me(signedIn.body.data.jwt)).id).toBe(visitorId);
  });

  it.each([
    ['a forged hash', () => ({ ...signedTelegramLogin(), hash: 'a'.repeat(64) })],
    ['a field changed after signing', () => ({ ...signedTelegramLogin({ id: freshTelegramId() }), username: 'someone_else' })],
    ['another bot\'s signature', () => signedTelegramLogin({ id: freshTelegramId() }, '987654321:ANOTHER-bots-token_0000000000000')],
    ['a field left out after signing', () => {
      const { first_name: _left, ...rest } = signedTelegramLogin({ id: freshTelegramId() });
      return rest;
    }],
    ['an answer older than TELEGRAM_AUTH_MAX_AGE_SECONDS', () => signedTelegramLogin({ id: freshTelegramId(), auth_date: now() - MAX_AGE - 5 })],
    ['an answer dated in the future', () => signedTelegramLogin({ id: freshTelegramId(), auth_date: now() + 600 })],
  ])('refuses %s with 401, making nobody', async (_what, make) => {
    const before = await server.orm.em.getConnection().execute(`select count(*)::int as count from rbac_subjects`);
    const response = await call('POST', TELEGRAM, { json: make() });
    expect(response.status, JSON.stringify(response.body)).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
    expect(response.headers.get('set-cookie')).toBeNull();
    const after = await server.orm.em.getConnection().execute(`select count(*)::int as count from rbac_subjects`);
    expect(after[0].count).toBe(before[0].count);
  });

  it('takes an answer dated a few seconds ahead (clocks differ)', async () => {
    expect((await call('POST', TELEGRAM, { json: signedTelegramLogin({ id: freshTelegramId(), auth_date: now() + 20 }) })).status).toBe(200);
  });

  it.each([
    ['id', (data: TelegramWidgetData) => ({ ...data, id: undefined }), 'id is required'],
    ['auth_date', (data: TelegramWidgetData) => ({ ...data, auth_date: undefined }), 'auth_date is required'],
    ['hash', (data: TelegramWidgetData) => ({ ...data, hash: undefined }), 'hash is required'],
    ['id', (data: TelegramWidgetData) => ({ ...data, id: 'abc' }), 'id: expected a positive whole number'],
    ['id', (data: TelegramWidgetData) => ({ ...data, id: { $ne: 1 } }), 'id: expected a whole number'],
    ['auth_date', (data: TelegramWidgetData) => ({ ...data, auth_date: 1.5 }), 'auth_date: expected a positive whole number'],
    ['first_name', (data: TelegramWidgetData) => ({ ...data, first_name: 'x'.repeat(257) }), 'first_name: must be at most 256 characters'],
    ['username', (data: TelegramWidgetData) => ({ ...data, username: ['a'] }), 'username: expected a string'],
    ['photo_url', (data: TelegramWidgetData) => ({ ...data, photo_url: 'x'.repeat(5000) }), 'photo_url: must be at most 2048 characters'],
    ['hash', (data: TelegramWidgetData) => ({ ...data, hash: 'zz' }), 'hash: expected 64 hexadecimal characters'],
    ['last_name', (data: TelegramWidgetData) => ({ ...data, last_name: 'a\u0000b' }), 'last_name: must not contain control characters (U+0000)'],
    ['is_admin', (data: TelegramWidgetData) => ({ ...data, is_admin: true }), 'is_admin: not a field of the Telegram Login Widget'],
  ])('refuses a malformed %s with 400 naming it', async (field, change, message) => {
    const response = await call('POST', TELEGRAM, { json: change(signedTelegramLogin({ id: freshTelegramId() })) });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message, details: { field } });
  });

  it('limits failures from one address like the other sign-ins: the 11th within 15 minutes is a 429, even with a good answer', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await call('POST', TELEGRAM, { json: { ...signedTelegramLogin(), hash: 'b'.repeat(64) }, ip })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await call('POST', TELEGRAM, { json: signedTelegramLogin({ id: freshTelegramId() }), ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    // Another address is not concerned.
    expect((await call('POST', TELEGRAM, { json: signedTelegramLogin({ id: freshTelegramId() }) })).status).toBe(200);
  });

  it('answers 404 NOT_FOUND on a server without a bot: the method is not offered there', async () => {
    const response = await call('POST', TELEGRAM, { json: signedTelegramLogin(), on: unconfigured });
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Telegram sign-in is not configured on this server' });
    const gql = await gqlSignIn(signedTelegramLogin(), undefined, unconfigured);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Telegram sign-in is not configured on this server', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('linking Telegram to a signed-in subject', () => {
  async function registered() {
    const login = `tg-${Date.now()}-${++userCounter}@example.com`;
    const response = await call('POST', `${A}/email-and-password/registration`, { json: { login, password: 'telegram-pass-1' } });
    expect(response.status).toBe(201);
    const token = response.body.data.jwt as string;
    return { token, id: (await me(token)).id as string };
  }

  it('adds a telegram identity the subject then signs in with; its last identity still cannot go', async () => {
    const alice = await registered();
    const id = freshTelegramId();
    const linked = await call('POST', `/api/rbac/subjects/${alice.id}/identities/telegram`, { json: signedTelegramLogin({ id }), token: alice.token });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body.data).toMatchObject({ provider: 'telegram', account: String(id) });
    expect((await me(alice.token)).identities.map((identity: { provider: string }) => identity.provider)).toEqual(['email_and_password', 'telegram']);
    // Linking it again is no change.
    const again = await call('POST', `/api/rbac/subjects/${alice.id}/identities/telegram`, { json: signedTelegramLogin({ id }), token: alice.token });
    expect(again.body.data.id).toBe(linked.body.data.id);

    const viaTelegram = await call('POST', TELEGRAM, { json: signedTelegramLogin({ id }) });
    expect((await me(viaTelegram.body.data.jwt)).id).toBe(alice.id);

    const emailIdentity = (await me(alice.token)).identities[0].id;
    expect((await call('DELETE', `/api/rbac/subjects/${alice.id}/identities/${emailIdentity}`, { token: alice.token })).status).toBe(200);
    const last = await call('DELETE', `/api/rbac/subjects/${alice.id}/identities/${linked.body.data.id}`, { token: alice.token });
    expect(last.status).toBe(400);
    expect(last.body.error.message).toMatch(/cannot delete its last identity/);
  });

  it('refuses a Telegram account another subject has with 409, and another subject with 403', async () => {
    const id = freshTelegramId();
    const owner = await call('POST', TELEGRAM, { json: signedTelegramLogin({ id }) });
    const ownerId = (await me(owner.body.data.jwt)).id;
    const bob = await registered();
    const taken = await call('POST', `/api/rbac/subjects/${bob.id}/identities/telegram`, { json: signedTelegramLogin({ id }), token: bob.token });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', details: { field: 'id' } });
    expect((await me(bob.token)).identities).toHaveLength(1);
    expect((await call('POST', `/api/rbac/subjects/${ownerId}/identities/telegram`, { json: signedTelegramLogin({ id: freshTelegramId() }), token: bob.token })).status).toBe(403);
    expect((await call('POST', `/api/rbac/subjects/${bob.id}/identities/telegram`, { json: signedTelegramLogin({ id: freshTelegramId() }) })).status).toBe(401);
    const forged = await call('POST', `/api/rbac/subjects/${bob.id}/identities/telegram`, { json: { ...signedTelegramLogin({ id: freshTelegramId() }), hash: 'c'.repeat(64) }, token: bob.token });
    expect(forged.status).toBe(401);
  });
});

describe('Telegram over GraphQL', () => {
  it('signs in, finds the subject again, refuses forged and stale answers and bad input, links and refuses a taken account', async () => {
    const id = freshTelegramId();
    const first = await gqlSignIn(signedTelegramLogin({ id }));
    expect(first.errors).toBeUndefined();
    const auth = { authorization: `Bearer ${first.data!.rbacAuthenticationTelegram.jwt}`, 'x-forwarded-for': freshIp() };
    const subject = await server.graphql<any>(`{ rbacMe { id identities { provider account } } }`, {}, auth);
    expect(subject.data.rbacMe.identities).toEqual([{ provider: 'telegram', account: String(id) }]);
    // The id as text too (GraphQL's ID), and the next sign-in finds the same subject.
    const second = await gqlSignIn(signedTelegramLogin({ id: String(id) }));
    const again = await server.graphql<any>(`{ rbacMe { id } }`, {}, { authorization: `Bearer ${second.data!.rbacAuthenticationTelegram.jwt}` });
    expect(again.data.rbacMe.id).toBe(subject.data.rbacMe.id);

    expect((await gqlSignIn({ ...signedTelegramLogin({ id }), hash: 'd'.repeat(64) })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gqlSignIn(signedTelegramLogin({ id, auth_date: now() - MAX_AGE - 5 }))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gqlSignIn(signedTelegramLogin({ id, auth_date: now() + 600 }))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const long = await gqlSignIn(signedTelegramLogin({ id, username: 'u'.repeat(65) }));
    expect(long.errors?.[0]).toMatchObject({ message: 'username: must be at most 64 characters', extensions: { code: 'BAD_USER_INPUT', field: 'username' } });

    const link = (subjectId: string, data: TelegramWidgetData, headers: Record<string, string>) =>
      server.graphql<any>(`mutation($s: ID!, $d: RbacTelegramInput!) { rbacSubjectIdentityCreateTelegram(subjectId: $s, data: $d) { provider account } }`, { s: subjectId, d: data }, headers);
    const registered = await server.graphql<any>(`mutation($d: RbacLoginInput!) { rbacAuthenticationRegistration(data: $d) { jwt } }`, { d: { login: `tg-gql-${Date.now()}@example.com`, password: 'telegram-pass-1' } }, { 'x-forwarded-for': freshIp() });
    const carol = { authorization: `Bearer ${registered.data.rbacAuthenticationRegistration.jwt}`, 'x-forwarded-for': freshIp() };
    const carolId = (await server.graphql<any>(`{ rbacMe { id } }`, {}, carol)).data.rbacMe.id;
    const own = freshTelegramId();
    expect((await link(carolId, signedTelegramLogin({ id: own }), carol)).data.rbacSubjectIdentityCreateTelegram).toEqual({ provider: 'telegram', account: String(own) });
    expect((await link(carolId, signedTelegramLogin({ id }), carol)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('tells clients the bot when Telegram is configured, and null when not', async () => {
    expect((await server.graphql<any>(`{ serverInfo { telegramBotName } }`)).data.serverInfo.telegramBotName).toBe(TEST_TELEGRAM_BOT_NAME);
    expect((await unconfigured.graphql<any>(`{ serverInfo { telegramBotName } }`)).data.serverInfo.telegramBotName).toBeNull();
  });
});

describe('the content policy', () => {
  it("allows Telegram's widget script and its frame only when Telegram is configured", async () => {
    const policy = async (on: TestServer) => (await fetch(`${on.url}/rbac/subject/authentication/select-method`)).headers.get('content-security-policy') ?? '';
    const configured = await policy(server);
    expect(configured).toContain("script-src 'self' https://telegram.org;");
    expect(configured).toContain('frame-src https://oauth.telegram.org;');
    expect(configured).not.toContain('unsafe-eval');
    const plain = await policy(unconfigured);
    expect(plain).not.toContain('telegram');
    expect(plain).toContain("script-src 'self';");
    expect(plain).toContain("frame-src 'none';");
    // Nothing else differs.
    expect(configured.replace(' https://telegram.org', '').replace('https://oauth.telegram.org', "'none'")).toBe(plain);
  });
});

describe('the Telegram settings', () => {
  it('never repeats the bot token in a message about a bad one, and wants the bot name with it', () => {
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token-but-a-secret', TELEGRAM_BOT_NAME: 'x_bot' })).toThrow(/^Invalid setting TELEGRAM_BOT_TOKEN: expected a bot token/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token-but-a-secret' })).not.toThrow(/not-a-token-but-a-secret/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: TEST_TELEGRAM_BOT_TOKEN })).toThrow('Missing setting TELEGRAM_BOT_NAME: Telegram sign-in needs both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME');
    expect(() => loadConfig({ TELEGRAM_BOT_NAME: 'x_bot' })).toThrow('Missing setting TELEGRAM_BOT_TOKEN');
    expect(() => loadConfig({ TELEGRAM_AUTH_MAX_AGE_SECONDS: '0' })).toThrow(/TELEGRAM_AUTH_MAX_AGE_SECONDS/);
    expect(loadConfig({}).rbac.telegram).toEqual({ botToken: undefined, botName: undefined, authMaxAgeSeconds: 86400 });
  });
});
