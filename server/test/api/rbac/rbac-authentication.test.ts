import { Wallet } from 'ethers';
import jwt from 'jsonwebtoken';
import { siweBody, type SiweFields } from '../../helpers/siwe-message.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type RestOptions } from '../../helpers/test-server.js';

let server: TestServer;
const ADMIN = { login: 'admin@example.com', password: 'admin-password-1' };

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => server?.close());

const A = '/api/rbac/subjects/authentication';
let ipCounter = 0;
/** Each test speaks from its own address, so rate limits of one do not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function call(method: string, path: string, options: RestOptions & { token?: string; ip?: string } = {}) {
  const headers = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), 'x-forwarded-for': options.ip ?? '10.9.9.9' };
  return server.rest(method, path, { ...options, headers });
}

async function register(login = `user-${Math.random().toString(36).slice(2)}@example.com`, password = 'correct-horse', token?: string) {
  const response = await call('POST', `${A}/email-and-password/registration`, { json: { login, password }, token, ip: freshIp() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { login, password, ...response.body.data, setCookie: response.headers.get('set-cookie') as string };
}

const me = async (token?: string) => (await call('GET', `${A}/me`, { token })).body.data;

/** The code of the last confirmation mail to an address, as its owner reads it. */
async function confirmationCode(email: string): Promise<string> {
  const mails = await server.orm.em
    .getConnection()
    .execute(`select payload->>'code' as code from notification_notifications where recipient = ? and payload->>'variant' = 'confirm-email' order by created_at desc limit 1`, [email]);
  return mails[0].code;
}

describe('email and password', () => {
  it('registers, sets the session cookie and answers me with the identity and role', async () => {
    const user = await register();
    expect(user.jwt).toEqual(expect.any(String));
    expect(user.refresh).toEqual(expect.any(String));
    expect(user.setCookie).toMatch(/^rbac\.subject\.jwt=[^;]+;.*HttpOnly/);
    expect(user.setCookie).toMatch(/SameSite=Lax/);
    expect(user.setCookie).not.toMatch(/Secure/);
    const subject = await me(user.jwt);
    expect(subject.identities).toEqual([expect.objectContaining({ provider: 'email_and_password', email: user.login })]);
    expect(subject.roles.map((r: any) => r.uid)).toEqual(['user']);
    // the cookie alone signs the request in
    const viaCookie = await call('GET', `${A}/me`, { headers: { cookie: user.setCookie.split(';')[0] } });
    expect(viaCookie.body.data.id).toBe(subject.id);
  });

  it('answers me with null and is-authorized with 401 without a token', async () => {
    expect(await call('GET', `${A}/me`)).toMatchObject({ status: 200, body: { data: null } });
    expect((await call('GET', `${A}/is-authorized`)).status).toBe(401);
    const user = await register();
    expect((await call('GET', `${A}/is-authorized`, { token: user.jwt })).body).toEqual({ data: true });
  });

  it('validates with the spec rules and refuses a second account for an email', async () => {
    const ip = freshIp();
    const bad = await call('POST', `${A}/email-and-password/registration`, { json: { login: 'nope', password: 'long-enough' }, ip });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ message: 'login: must be a valid email address', details: { field: 'login' } });
    const short = await call('POST', `${A}/email-and-password/registration`, { json: { login: 'a@b.co', password: 'short' }, ip });
    expect(short.body.error.message).toBe('password: must be at least 8 characters');
    const user = await register();
    const again = await call('POST', `${A}/email-and-password/registration`, { json: { login: user.login.toUpperCase(), password: 'another-one' }, ip });
    expect(again.status).toBe(409);
  });

  it('signs in with the right password only', async () => {
    const user = await register();
    const ok = await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: user.password }, ip: freshIp() });
    expect(ok.status).toBe(200);
    expect((await me(ok.body.data.jwt)).identities[0].email).toBe(user.login);
    const wrong = await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: 'wrong-password' }, ip: freshIp() });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid login or password');
  });

  it('limits sign-in failures from one address: the 11th within 15 minutes is a 429 with Retry-After', async () => {
    const user = await register();
    const ip = freshIp();
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: 'wrong-password' }, ip })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: user.password }, ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('only slows down guesses at one account from many addresses, by seconds, never for the window', async () => {
    const user = await register();
    const statuses: number[] = [];
    // Past ten failures each one makes the next wait (1 s, 2 s, 4 s...): a 429 comes as soon as
    // the guesses come faster than that.
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    while (!refused && statuses.length < 40) {
      const response = await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: 'wrong-password' }, ip: freshIp() });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(401));
    expect(refused?.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfter: expect.any(Number) } });
    const wait = Number(refused?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
  });

  it('resets a forgotten password with a single-use code', async () => {
    const user = await register();
    const ip = freshIp();
    expect((await call('POST', `${A}/email-and-password/forgot-password`, { json: { email: user.login }, ip })).body).toEqual({ data: true });
    expect((await call('POST', `${A}/email-and-password/forgot-password`, { json: { email: 'nobody@example.com' }, ip })).body).toEqual({ data: true });
    const [notification] = await server.orm.em.getConnection().execute(`select payload from notification_notifications where recipient = '${user.login}'`);
    const code = notification.payload.code as string;
    expect(notification.payload.url).toContain(`/rbac/subject/authentication/email-and-password/reset-password?code=${code}`);

    const mismatch = await call('POST', `${A}/email-and-password/reset-password`, { json: { password: 'new-password-1', passwordConfirmation: 'new-password-2', code }, ip });
    expect(mismatch.body.error.details.field).toBe('passwordConfirmation');
    const reset = await call('POST', `${A}/email-and-password/reset-password`, { json: { password: 'new-password-1', passwordConfirmation: 'new-password-1', code }, ip });
    expect(reset.body).toEqual({ data: true });
    const reused = await call('POST', `${A}/email-and-password/reset-password`, { json: { password: 'new-password-3', passwordConfirmation: 'new-password-3', code }, ip });
    expect(reused.status).toBe(400);
    expect((await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: 'new-password-1' }, ip })).status).toBe(200);
    expect((await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: user.password }, ip })).status).toBe(401);
  });
});

describe('sessions', () => {
  const sql = (query: string, params: unknown[] = []) => server.orm.em.getConnection().execute(query, params);
  const subjectOf = async (token: string) => (await me(token)).id as string;
  /** Dates the use of a refresh token back past the grace window: a later replay is plain reuse. */
  const usedLongAgo = (subjectId: string) =>
    sql(`update rbac_refresh_tokens set used_at = used_at - interval '1 minute' where subject_id = ? and used_at is not null`, [subjectId]);
  const revocations = async (subjectId: string) => {
    const [{ tokens }] = await sql('select count(*)::int as tokens from rbac_refresh_tokens where subject_id = ? and revoked_at is not null', [subjectId]);
    const [{ sessions_revoked_at }] = await sql('select sessions_revoked_at from rbac_subjects where id = ?', [subjectId]);
    return { tokens, subject: sessions_revoked_at };
  };

  it('rotates refresh tokens; a reused one revokes the whole family', async () => {
    const user = await register();
    const subjectId = await subjectOf(user.jwt);
    const first = await call('POST', `${A}/refresh`, { json: { refresh: user.refresh } });
    expect(first.status).toBe(200);
    expect(first.body.data.refresh).not.toBe(user.refresh);
    expect((await me(first.body.data.jwt)).identities[0].email).toBe(user.login);
    await usedLongAgo(subjectId);
    const replay = await call('POST', `${A}/refresh`, { json: { refresh: user.refresh } });
    expect(replay.status).toBe(401);
    // the thief's replay ended the legitimate session too
    expect((await call('POST', `${A}/refresh`, { json: { refresh: first.body.data.refresh } })).status).toBe(401);
    expect(await me(first.body.data.jwt)).toBeNull();
  });

  it('makes parallel refreshes with one token give one session: one wins, the others get 401 and end nothing', async () => {
    const user = await register();
    const subjectId = await subjectOf(user.jwt);
    const results = await Promise.all([1, 2, 3, 4].map(() => call('POST', `${A}/refresh`, { json: { refresh: user.refresh } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
    // The refusals leave the browser's cookie alone: it is the winner's new session.
    expect(results.filter((r) => r.status === 401).map((r) => r.headers.getSetCookie())).toEqual([[], [], []]);
    const winner = results.find((r) => r.status === 200)!.body.data;
    // The winner's session goes on: its access token signs in, its refresh token refreshes.
    expect((await call('GET', `${A}/is-authorized`, { token: winner.jwt })).status).toBe(200);
    expect(await revocations(subjectId)).toEqual({ tokens: 0, subject: null });
    const next = await call('POST', `${A}/refresh`, { json: { refresh: winner.refresh } });
    expect(next.status).toBe(200);
    expect((await me(next.body.data.jwt)).id).toBe(subjectId);
    // one session: the first token used, its successor used, the latest one live
    const [{ live }] = await sql('select count(*)::int as live from rbac_refresh_tokens where subject_id = ? and used_at is null and revoked_at is null', [subjectId]);
    expect(live).toBe(1);
  });

  it("clears the access cookie when a refresh is refused (no token, or one that is none), on REST and GraphQL: the browser's cookie jar then signs nothing in", async () => {
    /** A browser's cookies: what sign-in set, then what each answer sets or clears. */
    const jarOf = (setCookies: string[], jar = new Map<string, string>()) => {
      for (const line of setCookies) {
        const [pair, ...attributes] = line.split('; ');
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        const expired = attributes.some((attribute) => /^Expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now());
        if (expired || !value) jar.delete(name);
        else jar.set(name, value);
      }
      return jar;
    };
    const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const signedIn = async () => {
      const user = await register();
      const registered = await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: user.password }, ip: freshIp() });
      const jar = jarOf(registered.headers.getSetCookie());
      // The access cookie, HTTP only, and its mark that scripts read (it holds no token).
      expect(registered.headers.getSetCookie().find((line) => line.startsWith('rbac.subject.session='))).toMatch(/^rbac\.subject\.session=1; .*SameSite=Lax/);
      expect(registered.headers.getSetCookie().find((line) => line.startsWith('rbac.subject.session='))).not.toMatch(/HttpOnly/);
      expect([...jar.keys()].sort()).toEqual(['rbac.subject.jwt', 'rbac.subject.session']);
      expect((await call('GET', `${A}/me`, { headers: { cookie: cookieHeader(jar) } })).body.data.identities[0].email).toBe(user.login);
      return jar;
    };

    for (const body of [{}, { json: {} }, { json: { refresh: 'no-such-token' } }]) {
      const jar = await signedIn();
      const refused = await call('POST', `${A}/refresh`, { ...body, headers: { cookie: cookieHeader(jar) } });
      expect(refused.status, JSON.stringify(body)).toBe(401);
      expect(refused.headers.getSetCookie()).toEqual([expect.stringMatching(/^rbac\.subject\.jwt=; .*Expires=Thu, 01 Jan 1970/), expect.stringMatching(/^rbac\.subject\.session=; .*Expires=Thu, 01 Jan 1970/)]);
      jarOf(refused.headers.getSetCookie(), jar);
      expect(jar.size).toBe(0);
      expect((await call('GET', `${A}/me`, { headers: { cookie: cookieHeader(jar) } })).body).toEqual({ data: null });
    }

    const jar = await signedIn();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader(jar) },
      body: JSON.stringify({ query: 'mutation { rbacAuthenticationRefresh { jwt } }' }),
    });
    expect(((await response.json()) as any).errors[0]).toMatchObject({ message: 'A refresh token is required', extensions: { code: 'UNAUTHENTICATED' } });
    jarOf(response.headers.getSetCookie(), jar);
    expect(jar.size).toBe(0);
    const after = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookieHeader(jar) }, body: JSON.stringify({ query: '{ rbacMe { id } }' }) });
    expect(((await after.json()) as any).data).toEqual({ rbacMe: null });
  });

  it('refuses a refresh token past its own expiry, ending no session', async () => {
    const user = await register();
    const subjectId = await subjectOf(user.jwt);
    const [row] = await sql('select id, extract(epoch from expires_at - created_at)::int as lifetime from rbac_refresh_tokens where subject_id = ?', [subjectId]);
    // RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS, by default a day
    expect(row.lifetime).toBe(86400);
    const other = await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: user.password }, ip: freshIp() });
    await sql(`update rbac_refresh_tokens set expires_at = now() - interval '1 second' where id = ?`, [row.id]);
    const expired = await call('POST', `${A}/refresh`, { json: { refresh: user.refresh } });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('Invalid or expired refresh token');
    // Expired is not stolen: the other sign-in goes on.
    expect(await revocations(subjectId)).toEqual({ tokens: 0, subject: null });
    expect((await call('POST', `${A}/refresh`, { json: { refresh: other.body.data.refresh } })).status).toBe(200);
  });

  it('starts an anonymous subject with init, which keeps its id on registration', async () => {
    const init = await call('GET', `${A}/init`, { ip: freshIp() });
    expect(init.body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    const anonymous = await me(init.body.data.jwt);
    expect(anonymous.identities).toEqual([]);
    const user = await register(undefined, undefined, init.body.data.jwt);
    expect((await me(user.jwt)).id).toBe(anonymous.id);
  });

  it('logs out: the cookie is cleared and the refresh token revoked', async () => {
    const user = await register();
    const out = await call('POST', `${A}/logout`, { json: { refresh: user.refresh }, token: user.jwt });
    expect(out.headers.get('set-cookie')).toMatch(/rbac\.subject\.jwt=;/);
    expect((await call('POST', `${A}/refresh`, { json: { refresh: user.refresh } })).status).toBe(401);
  });

  it.each([
    ['tampered', (token: string) => token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA')],
    ['alg none', (token: string) => jwt.sign(jwt.decode(token) as object, '', { algorithm: 'none' })],
    ['expired', (token: string) => jwt.sign({ subject: (jwt.decode(token) as any).subject, exp: Math.floor(Date.now() / 1000) - 10 }, server.jwtSecret)],
    ['foreign-signed', (token: string) => jwt.sign(jwt.decode(token) as object, 'someone-else', { algorithm: 'HS256' })],
  ])('refuses a %s token with 401', async (_kind, forge) => {
    const user = await register();
    const forged = forge(user.jwt);
    expect((await call('GET', `${A}/is-authorized`, { token: forged })).status).toBe(401);
    expect((await call('GET', `${A}/me`, { token: forged })).body.data).toBeNull();
    expect((await call('GET', `/api/rbac/subjects/${(await me(user.jwt)).id}/identities`, { token: forged })).status).toBe(401);
  });
});

describe('identities', () => {
  it('lets a subject list and change only its own identities', async () => {
    const alice = await register();
    const bob = await register();
    const aliceId = (await me(alice.jwt)).id;
    const list = await call('GET', `/api/rbac/subjects/${aliceId}/identities`, { token: alice.jwt });
    expect(list.body.data).toHaveLength(1);
    const identityId = list.body.data[0].id;
    expect((await call('GET', `/api/rbac/subjects/${aliceId}/identities`, { token: bob.jwt })).status).toBe(403);
    expect((await call('PATCH', `/api/rbac/subjects/${aliceId}/identities/${identityId}`, { token: bob.jwt, json: { email: 'x@y.zz' } })).status).toBe(403);
    const bobId = (await me(bob.jwt)).id;
    expect((await call('PATCH', `/api/rbac/subjects/${bobId}/identities/${identityId}`, { token: bob.jwt, json: { email: 'x@y.zz' } })).status).toBe(404);

    const changed = await call('PATCH', `/api/rbac/subjects/${aliceId}/identities/${identityId}`, { token: alice.jwt, json: { email: 'Alice.New@Example.com', password: alice.password } });
    // The new address counts once the code mailed to it is confirmed.
    expect(changed.body.data).toMatchObject({ email: alice.login, pendingEmail: 'alice.new@example.com' });
    const confirmed = await call('POST', `/api/rbac/subjects/${aliceId}/identities/${identityId}/confirm-email`, { token: alice.jwt, json: { code: await confirmationCode('alice.new@example.com') } });
    expect(confirmed.body.data).toMatchObject({ email: 'alice.new@example.com', pendingEmail: null });
    const wrongCurrent = await call('PATCH', `/api/rbac/subjects/${aliceId}/identities/${identityId}`, { token: alice.jwt, json: { password: 'not-the-password', newPassword: 'brand-new-pass' } });
    expect(wrongCurrent.body.error.details.field).toBe('password');
    const form = await call('PATCH', `/api/rbac/identities/${identityId}/change-password`, { token: alice.jwt, form: { password: alice.password, newPassword: 'brand-new-pass' } });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const signIn = await call('POST', `${A}/email-and-password/authentication`, { json: { login: 'alice.new@example.com', password: 'brand-new-pass' }, ip: freshIp() });
    expect(signIn.status).toBe(200);
    // the new password ended the old session: the fresh sign-in goes on
    const token = signIn.body.data.jwt as string;

    const last = await call('DELETE', `/api/rbac/subjects/${aliceId}/identities/${identityId}`, { token });
    expect(last.status).toBe(400);
    expect(last.body.error.message).toMatch(/cannot delete its last identity/);
    // One email identity per subject.
    const second = await call('POST', `/api/rbac/subjects/${aliceId}/identities`, { token, json: { email: 'alice.other@example.com', password: 'second-pass' } });
    expect(second.status).toBe(409);
    expect(second.body.error.details.field).toBe('email');
  });
});

describe('Ethereum wallet (Sign-In with Ethereum)', () => {
  const wallet = Wallet.createRandom();
  async function signedMessage(overrides: SiweFields = {}, signer = wallet) {
    const nonce = (await call('GET', `${A}/ethereum-virtual-machine/nonce`)).body.data as string;
    return siweBody(server.publicUrl, nonce, wallet, overrides, signer);
  }

  it('signs in with a signed message, creating the subject and its EVM identity once', async () => {
    const body = await signedMessage();
    const first = await call('POST', `${A}/ethereum-virtual-machine`, { json: body, ip: freshIp() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const subject = await me(first.body.data.jwt);
    expect(subject.identities).toEqual([expect.objectContaining({ provider: 'EVM', account: wallet.address.toLowerCase() })]);
    expect(subject.roles.map((r: any) => r.uid)).toEqual(['user']);
    const again = await call('POST', `${A}/ethereum-virtual-machine`, { json: await signedMessage(), ip: freshIp() });
    expect((await me(again.body.data.jwt)).id).toBe(subject.id);
    // a reused nonce
    expect((await call('POST', `${A}/ethereum-virtual-machine`, { json: body, ip: freshIp() })).status).toBe(401);
  });

  it.each([
    ['a foreign domain', () => signedMessage({ domain: 'evil.example.com' })],
    ['an expired message', () => signedMessage({ expirationTime: new Date(Date.now() - 60_000).toISOString() })],
    ['a bad signature', async () => ({ ...(await signedMessage({}, Wallet.createRandom())) })],
    ['a nonce the server never issued', () => signedMessage({ nonce: 'abcdef1234567890' })],
  ])('refuses %s with 401', async (_what, make) => {
    const response = await call('POST', `${A}/ethereum-virtual-machine`, { json: await make(), ip: freshIp() });
    expect(response.status, JSON.stringify(response.body)).toBe(401);
  });
});

describe('roles and access', () => {
  it('lets the seeded admin sign in and write; a user gets 403; nobody 401', async () => {
    const admin = await call('POST', `${A}/email-and-password/authentication`, { json: ADMIN, ip: freshIp() });
    expect(admin.status).toBe(200);
    const created = await call('POST', '/api/host/layouts', { token: admin.body.data.jwt, json: { title: 'by admin' } });
    expect(created.status).toBe(201);
    const user = await register();
    expect((await call('POST', '/api/host/layouts', { token: user.jwt, json: {} })).status).toBe(403);
    expect((await call('POST', '/api/host/layouts', { json: {} })).status).toBe(401);
    const gql = await server.graphql(`mutation { hostLayoutCreate(data: {}) { id } }`, {}, { authorization: `Bearer ${user.jwt}` });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('never answers a password hash, salt or reset code', async () => {
    const user = await register();
    expect((await call('POST', `${A}/email-and-password/forgot-password`, { json: { email: user.login }, ip: freshIp() })).body).toEqual({ data: true });
    const sql = server.orm.em.getConnection();
    const [notification] = await sql.execute(`select payload->>'code' as code from notification_notifications where recipient = ?`, [user.login]);
    const [identity] = await sql.execute(`select id, password, salt, code from rbac_identities where email = ?`, [user.login]);
    const secrets = [notification.code, identity.password, identity.code, identity.salt].filter(Boolean) as string[];
    expect(secrets.length).toBeGreaterThanOrEqual(3);

    // Every route that shows this identity or its reset mail, as the admin and as the user.
    const admin = (await call('POST', `${A}/email-and-password/authentication`, { json: ADMIN, ip: freshIp() })).body.data.jwt;
    const byEmail = (column: string) => `filters[and][0][column]=${column}&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(user.login)}`;
    const subjectId = (await me(user.jwt)).id;
    const answers = [
      await call('GET', `/api/rbac/identities?${byEmail('email')}`, { token: admin }),
      await call('GET', `/api/rbac/identities/${identity.id}`, { token: admin }),
      await call('GET', `/api/notification/notifications?${byEmail('recipient')}`, { token: admin }),
      await call('GET', `/api/rbac/subjects/${subjectId}/identities`, { token: user.jwt }),
      await call('GET', `${A}/me`, { token: user.jwt }),
    ];
    // Each answer really shows the identity or the mail: the check below looks at something.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0].body.data).toEqual([expect.objectContaining({ id: identity.id, email: user.login })]);
    expect(answers[2].body.data).toEqual([expect.objectContaining({ recipient: user.login })]);
    const graphql = await server.graphql<any>(
      `query($id: ID!) { rbacIdentity(id: $id) { id email } rbacIdentityList(limit: 100) { id } }`,
      { id: identity.id },
      { authorization: `Bearer ${admin}` },
    );
    expect(graphql.data.rbacIdentity).toEqual({ id: identity.id, email: user.login });

    const all = [...answers.map((answer) => JSON.stringify(answer.body)), JSON.stringify(graphql)].join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/\$argon2/);
    // ("code" is also the error code of every error body: the reset codes are checked by value above)
    expect(all).not.toMatch(/"(password|salt|tokenHash|codeExpiresAt|payload)":/);
  });
});

describe('over GraphQL', () => {
  it('registers, reads me, refreshes and manages identities with the same rules', async () => {
    const login = `gql-${Date.now()}@example.com`;
    const headers = { 'x-forwarded-for': freshIp() };
    const registered = await server.graphql<any>(`mutation($d: RbacLoginInput!) { rbacAuthenticationRegistration(data: $d) { jwt refresh } }`, { d: { login, password: 'gql-password' } }, headers);
    const { jwt: token, refresh } = registered.data.rbacAuthenticationRegistration;
    let auth = { authorization: `Bearer ${token}` };
    const meResult = await server.graphql<any>(`{ rbacMe { id identities { id provider email } roles { uid } } rbacIsAuthorized }`, {}, auth);
    expect(meResult.data.rbacMe).toMatchObject({ identities: [{ provider: 'email_and_password', email: login }], roles: [{ uid: 'user' }] });
    expect((await server.graphql<any>(`{ rbacMe { id } }`)).data.rbacMe).toBeNull();
    expect((await server.graphql(`{ rbacIsAuthorized }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const bad = await server.graphql(`mutation { rbacAuthenticationRegistration(data: {login: "nope", password: "x"}) { jwt } }`, {}, headers);
    expect(bad.errors?.[0]).toMatchObject({ message: 'login: must be a valid email address', extensions: { code: 'BAD_USER_INPUT', field: 'login' } });

    const rotated = await server.graphql<any>(`mutation($r: String!) { rbacAuthenticationRefresh(refresh: $r) { refresh } }`, { r: refresh });
    expect(rotated.data.rbacAuthenticationRefresh.refresh).not.toBe(refresh);
    // Replayed later than a parallel refresh would come: reuse.
    await server.orm.em.getConnection().execute(`update rbac_refresh_tokens set used_at = used_at - interval '1 minute' where used_at is not null and subject_id = ?`, [meResult.data.rbacMe.id]);
    expect((await server.graphql(`mutation($r: String!) { rbacAuthenticationRefresh(refresh: $r) { refresh } }`, { r: refresh })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The replay ended every session of the subject, this access token's too: sign in again.
    expect((await server.graphql(`{ rbacIsAuthorized }`, {}, auth)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const again = await server.graphql<any>(`mutation($d: RbacLoginInput!) { rbacAuthenticationLogin(data: $d) { jwt } }`, { d: { login, password: 'gql-password' } }, headers);
    auth = { authorization: `Bearer ${again.data.rbacAuthenticationLogin.jwt}` };

    const subjectId = meResult.data.rbacMe.id;
    const identityId = meResult.data.rbacMe.identities[0].id;
    const changed = await server.graphql<any>(
      `mutation($s: ID!, $i: ID!) { rbacSubjectIdentityUpdate(subjectId: $s, identityId: $i, data: {email: "gql-new@example.com", password: "gql-password"}) { email } }`,
      { s: subjectId, i: identityId },
      auth,
    );
    expect(changed.data.rbacSubjectIdentityUpdate.email).toBe(login);
    const confirmed = await server.graphql<any>(
      `mutation($s: ID!, $i: ID!, $c: String!) { rbacSubjectIdentityConfirmEmail(subjectId: $s, identityId: $i, code: $c) { email pendingEmail } }`,
      { s: subjectId, i: identityId, c: await confirmationCode('gql-new@example.com') },
      auth,
    );
    expect(confirmed.data.rbacSubjectIdentityConfirmEmail).toEqual({ email: 'gql-new@example.com', pendingEmail: null });
    const other = await register();
    const foreign = await server.graphql(`query($s: ID!) { rbacSubjectIdentities(subjectId: $s) { id } }`, { s: subjectId }, { authorization: `Bearer ${other.jwt}` });
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
