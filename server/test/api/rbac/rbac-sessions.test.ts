import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import jwt from 'jsonwebtoken';
import { siweBody, type SiweFields } from '../../helpers/siwe-message.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type RestOptions, type TestServer } from '../../helpers/test-server.js';

/**
 * How sessions end, tried the way an attacker holding old tokens would: every refusal is
 * checked with the token itself, and the rows are read back to see that nothing changed.
 */
let server: TestServer;
// Shorter than a refresh token's own lifetime, so that the family's end is what decides.
const SESSION_MAX_LIFETIME = 3600;

beforeAll(async () => {
  server = await startTestServer({ RBAC_SESSION_MAX_LIFETIME_IN_SECONDS: String(SESSION_MAX_LIFETIME), SIWE_CHAIN_IDS: '1,137' });
});
afterAll(() => server?.close());

const A = '/api/rbac/subjects/authentication';
let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const sql = <T = any>(query: string, params: unknown[] = []) => server.orm.em.getConnection().execute<T[]>(query, params);

async function call(method: string, path: string, options: RestOptions & { token?: string; ip?: string } = {}) {
  const headers = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), 'x-forwarded-for': options.ip ?? freshIp() };
  return server.rest(method, path, { ...options, headers });
}

const gql = <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  server.graphql<T>(query, variables, { 'x-forwarded-for': freshIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) });

interface Session {
  jwt: string;
  refresh: string;
}
interface User extends Session {
  login: string;
  password: string;
  subjectId: string;
  identityId: string;
}

async function register(): Promise<User> {
  const login = `session-${randomUUID()}@example.com`;
  const password = 'first-password';
  const response = await call('POST', `${A}/email-and-password/registration`, { json: { login, password } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const [row] = await sql(
    `select si.subject_id, si.identity_id from rbac_subjects_to_identities si join rbac_identities i on i.id = si.identity_id where i.email = ?`,
    [login],
  );
  return { login, password, ...response.body.data, subjectId: row.subject_id, identityId: row.identity_id };
}

async function signIn(user: { login: string; password: string }): Promise<Session> {
  const response = await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: user.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Whether the access token still signs requests in (REST and GraphQL agree). */
async function accessWorks(token: string) {
  const rest = await call('GET', `${A}/is-authorized`, { token });
  const graphql = await gql(`{ rbacMe { id } }`, {}, token);
  if (rest.status === 401) {
    expect(rest.body.error.message).toBe('Invalid or expired token');
    expect(graphql.data?.rbacMe).toBeNull();
    return false;
  }
  expect(rest.status).toBe(200);
  expect(graphql.data?.rbacMe).not.toBeNull();
  return true;
}

const refreshStatus = async (refresh: string) => (await call('POST', `${A}/refresh`, { json: { refresh } })).status;

/** The refresh rows of a subject still able to refresh. */
const liveTokens = async (subjectId: string) => (await sql(`select id from rbac_refresh_tokens where subject_id = ? and revoked_at is null and used_at is null`, [subjectId])).length;
const tokenRows = async (subjectId: string) => (await sql(`select id from rbac_refresh_tokens where subject_id = ?`, [subjectId])).length;

async function resetCode(email: string) {
  expect((await call('POST', `${A}/email-and-password/forgot-password`, { json: { email } })).status).toBe(200);
  const [notification] = await sql(`select payload from notification_notifications where recipient = ? order by created_at desc limit 1`, [email]);
  return notification.payload.code as string;
}

describe('a password reset or change ends every session', () => {
  it.each(['REST', 'GraphQL'])('a reset (%s) refuses the old refresh and access tokens of every sign-in', async (api) => {
    const user = await register();
    const other = await signIn(user);
    const code = await resetCode(user.login);
    const next = { password: 'reset-password-1', passwordConfirmation: 'reset-password-1', code };
    if (api === 'REST') expect((await call('POST', `${A}/email-and-password/reset-password`, { json: next })).body).toEqual({ data: true });
    else expect((await gql(`mutation($d: RbacResetPasswordInput!) { rbacAuthenticationResetPassword(data: $d) }`, { d: next })).data).toEqual({ rbacAuthenticationResetPassword: true });

    for (const stolen of [user, other]) {
      expect(await refreshStatus(stolen.refresh)).toBe(401);
      expect(await accessWorks(stolen.jwt)).toBe(false);
    }
    expect(await liveTokens(user.subjectId)).toBe(0);
    const [subject] = await sql(`select sessions_revoked_at from rbac_subjects where id = ?`, [user.subjectId]);
    expect(subject.sessions_revoked_at).not.toBeNull();
    // the new password signs in afresh, and that session works
    const fresh = await signIn({ login: user.login, password: 'reset-password-1' });
    expect(await accessWorks(fresh.jwt)).toBe(true);
    expect(await refreshStatus(fresh.refresh)).toBe(200);
  });

  it.each(['REST', 'REST form', 'GraphQL'])('a change (%s) refuses the old tokens; a wrong current password changes nothing', async (api) => {
    const user = await register();
    const other = await signIn(user);
    const change = (password: string, newPassword: string) => {
      if (api === 'REST') return call('PATCH', `/api/rbac/subjects/${user.subjectId}/identities/${user.identityId}`, { token: user.jwt, json: { password, newPassword } });
      if (api === 'REST form') return call('PATCH', `/api/rbac/identities/${user.identityId}/change-password`, { token: user.jwt, form: { password, newPassword } });
      return gql(
        `mutation($s: ID!, $i: ID!, $d: RbacIdentityChangeInput!) { rbacSubjectIdentityUpdate(subjectId: $s, identityId: $i, data: $d) { id } }`,
        { s: user.subjectId, i: user.identityId, d: { password, newPassword } },
        user.jwt,
      );
    };
    const [before] = await sql(`select password from rbac_identities where id = ?`, [user.identityId]);
    const wrong: any = await change('not-the-password', 'changed-password');
    expect(api === 'GraphQL' ? wrong.errors[0].extensions.field : wrong.body.error.details.field).toBe('password');
    expect((await sql(`select password from rbac_identities where id = ?`, [user.identityId]))[0].password).toBe(before.password);
    expect(await liveTokens(user.subjectId)).toBe(2);

    const right: any = await change(user.password, 'changed-password');
    expect(api === 'GraphQL' ? right.data.rbacSubjectIdentityUpdate.id : right.body.data.id).toBe(user.identityId);
    for (const stolen of [user, other]) {
      expect(await refreshStatus(stolen.refresh)).toBe(401);
      expect(await accessWorks(stolen.jwt)).toBe(false);
    }
    expect(await liveTokens(user.subjectId)).toBe(0);
    expect(await accessWorks((await signIn({ login: user.login, password: 'changed-password' })).jwt)).toBe(true);
  });
});

describe('a sign-in has an absolute lifetime', () => {
  it('keeps the end of the first token through rotation, and refuses a refresh after it', async () => {
    const user = await register();
    const [first] = await sql(`select family_id, family_expires_at, expires_at, created_at from rbac_refresh_tokens where subject_id = ?`, [user.subjectId]);
    const end = new Date(first.family_expires_at).getTime();
    expect(end - new Date(first.created_at).getTime()).toBe(SESSION_MAX_LIFETIME * 1000);
    // the refresh token's own lifetime (a day) is cut to the sign-in's end
    expect(new Date(first.expires_at).getTime()).toBe(end);

    let refresh = user.refresh;
    for (let round = 0; round < 3; round++) {
      const rotated = await call('POST', `${A}/refresh`, { json: { refresh } });
      expect(rotated.status).toBe(200);
      refresh = rotated.body.data.refresh;
    }
    const family = await sql(`select family_expires_at, expires_at from rbac_refresh_tokens where family_id = ?`, [first.family_id]);
    expect(family).toHaveLength(4);
    for (const row of family) {
      expect(new Date(row.family_expires_at).getTime()).toBe(end);
      expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(end);
    }

    // The sign-in's end has come (moved to the past rather than waited for).
    await sql(`update rbac_refresh_tokens set family_expires_at = now() - interval '1 second' where family_id = ?`, [first.family_id]);
    expect(await refreshStatus(refresh)).toBe(401);
    expect(await tokenRows(user.subjectId)).toBe(4);
  });
});

describe('sign out everywhere', () => {
  it.each(['REST', 'GraphQL'])('(%s) refuses every refresh and access token of the subject, and only of it', async (api) => {
    const user = await register();
    const other = await signIn(user);
    const bystander = await register();
    if (api === 'REST') {
      const out = await call('POST', `${A}/logout-everywhere`, { token: user.jwt });
      expect(out.body).toEqual({ data: true });
      expect(out.headers.get('set-cookie')).toMatch(/rbac\.subject\.jwt=;/);
    } else expect((await gql(`mutation { rbacAuthenticationLogoutEverywhere }`, {}, user.jwt)).data).toEqual({ rbacAuthenticationLogoutEverywhere: true });

    for (const stolen of [user, other]) {
      expect(await refreshStatus(stolen.refresh)).toBe(401);
      expect(await accessWorks(stolen.jwt)).toBe(false);
    }
    expect(await liveTokens(user.subjectId)).toBe(0);
    expect(await accessWorks(bystander.jwt)).toBe(true);
    expect(await liveTokens(bystander.subjectId)).toBe(1);
    // signing in again works
    expect(await accessWorks((await signIn(user)).jwt)).toBe(true);
  });

  it('needs a valid access token; without one nothing is revoked', async () => {
    const user = await register();
    for (const token of [undefined, 'not-a-token']) {
      const rest = await call('POST', `${A}/logout-everywhere`, { token });
      expect(rest.status).toBe(401);
      expect((await gql(`mutation { rbacAuthenticationLogoutEverywhere }`, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await liveTokens(user.subjectId)).toBe(1);
    expect((await sql(`select sessions_revoked_at from rbac_subjects where id = ?`, [user.subjectId]))[0].sessions_revoked_at).toBeNull();
    expect(await accessWorks(user.jwt)).toBe(true);
  });
});

describe('access tokens die with their session', () => {
  it.each([
    ['REST, refresh in data', (user: User) => call('POST', `${A}/logout`, { token: user.jwt, json: { refresh: user.refresh } })],
    [
      'REST, refresh as a bare JSON body',
      (user: User) => call('POST', `${A}/logout`, { raw: { body: JSON.stringify({ refresh: user.refresh }), type: 'application/json' }, headers: { authorization: `Bearer ${user.jwt}` } }),
    ],
    ['REST, bare JSON body without the access token', (user: User) => call('POST', `${A}/logout`, { raw: { body: JSON.stringify({ refresh: user.refresh }), type: 'application/json' } })],
    ['REST, the access token only', (user: User) => call('POST', `${A}/logout`, { token: user.jwt })],
    ['GraphQL', (user: User) => gql(`mutation($r: String) { rbacAuthenticationLogout(refresh: $r) }`, { r: user.refresh }, user.jwt)],
  ])('logout (%s) ends this session, and no other', async (_how, logout) => {
    const user = await register();
    const other = await signIn(user);
    expect((await logout(user)).status).toBe(200);
    expect(await refreshStatus(user.refresh)).toBe(401);
    expect(await accessWorks(user.jwt)).toBe(false);
    // the other sign-in of the same subject goes on
    expect(await accessWorks(other.jwt)).toBe(true);
    expect(await refreshStatus(other.refresh)).toBe(200);
  });

  it('a reused refresh token refuses the access tokens of every session', async () => {
    const user = await register();
    const other = await signIn(user);
    const rotated = await call('POST', `${A}/refresh`, { json: { refresh: user.refresh } });
    expect(rotated.status).toBe(200);
    expect(await accessWorks(rotated.body.data.jwt)).toBe(true);
    // Replayed later than a parallel refresh of the same client would come.
    await sql(`update rbac_refresh_tokens set used_at = used_at - interval '1 minute' where subject_id = ? and used_at is not null`, [user.subjectId]);
    expect(await refreshStatus(user.refresh)).toBe(401);
    for (const token of [user.jwt, rotated.body.data.jwt, other.jwt]) expect(await accessWorks(token)).toBe(false);
    expect(await refreshStatus(other.refresh)).toBe(401);
    expect(await liveTokens(user.subjectId)).toBe(0);
  });

  it('checks the session in the one statement that reads the roles, then remembers it', async () => {
    const user = await register();
    server.resetQueries();
    expect((await call('GET', `${A}/is-authorized`, { token: user.jwt })).status).toBe(200);
    expect(server.queries).toHaveLength(1);
    server.resetQueries();
    expect((await call('GET', `${A}/is-authorized`, { token: user.jwt })).status).toBe(200);
    expect(server.queries).toHaveLength(0);
  });

  it('a session remembered ends with its sign-out, and its roles change with a grant', async () => {
    const user = await register();
    const other = await signIn(user);
    for (const session of [user, other]) expect(await accessWorks(session.jwt)).toBe(true);
    // Remembered: asked again, no statement identifies it.
    server.resetQueries();
    expect((await call('GET', `${A}/is-authorized`, { token: user.jwt })).status).toBe(200);
    expect(server.queries).toHaveLength(0);
    // Signed out through the other session's token: this one, remembered, is refused at once.
    expect((await call('POST', `${A}/logout-everywhere`, { token: other.jwt })).status).toBe(200);
    expect(await accessWorks(user.jwt)).toBe(false);

    // Roles: refresh tokens are the admins' to read.
    const shopper = await signIn(user);
    const tokensAs = async () => (await call('GET', '/api/rbac/refresh-tokens?limit=1', { token: shopper.jwt })).status;
    expect(await tokensAs()).toBe(403);
    const [admin] = (await server.rest('GET', `/api/rbac/roles?filters=${encodeURIComponent(JSON.stringify({ and: [{ column: 'uid', method: 'eq', value: 'admin' }] }))}`, { admin: true })).body.data;
    const granted = await server.rest('POST', '/api/rbac/subjects-to-roles', { admin: true, json: { subjectId: user.subjectId, roleId: admin.id } });
    expect(granted.status).toBe(201);
    expect(await tokensAs()).toBe(200);
    expect((await server.rest('DELETE', `/api/rbac/subjects-to-roles/${granted.body.data.id}`, { admin: true })).status).toBe(200);
    expect(await tokensAs()).toBe(403);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')('a session remembered by another instance ends there too once its sign-out is told', async () => {
    const other = await startTestServer({}, { shareDatabaseWith: server });
    try {
      const user = await register();
      const worksThere = async () => (await other.rest('GET', `${A}/is-authorized`, { headers: { authorization: `Bearer ${user.jwt}`, 'x-forwarded-for': freshIp() } })).status;
      // Remembered there: a request then asks the database nothing. The sign-up's own drop (its role
      // link) reaches this instance asynchronously and may forget the first lookup, hence the poll.
      const statementsThere = async () => {
        other.resetQueries();
        expect(await worksThere()).toBe(200);
        return other.queries.length;
      };
      await expect.poll(statementsThere, { timeout: 15_000, interval: 50 }).toBe(0);
      expect((await call('POST', `${A}/logout`, { token: user.jwt })).status).toBe(200);
      // The drop travels asynchronously (LISTEN/NOTIFY): refused once it arrived, well before the lookup's own minute.
      await expect.poll(worksThere, { timeout: 15_000, interval: 50 }).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('an access token is issued for 15 minutes by default', async () => {
    const user = await register();
    const claims = jwt.decode(user.jwt) as { exp: number; iat: number; sid: string };
    expect(claims.exp - claims.iat).toBe(900);
    const [row] = await sql(`select family_id from rbac_refresh_tokens where subject_id = ?`, [user.subjectId]);
    expect(claims.sid).toBe(row.family_id);
  });
});

describe('an email change needs the current password', () => {
  it.each(['REST', 'GraphQL'])('(%s) without it or with a wrong one: 400 on password, the email unchanged, failures rate limited', async (api) => {
    const user = await register();
    const change = async (data: Record<string, unknown>) => {
      if (api === 'REST') {
        const response = await call('PATCH', `/api/rbac/subjects/${user.subjectId}/identities/${user.identityId}`, { token: user.jwt, json: data });
        return { status: response.status, field: response.body.error?.details?.field, email: response.body.data?.email };
      }
      const response = await gql(
        `mutation($s: ID!, $i: ID!, $d: RbacIdentityChangeInput!) { rbacSubjectIdentityUpdate(subjectId: $s, identityId: $i, data: $d) { email } }`,
        { s: user.subjectId, i: user.identityId, d: data },
        user.jwt,
      );
      const code = response.errors?.[0].extensions?.code;
      return { status: code === 'BAD_USER_INPUT' ? 400 : code === 'TOO_MANY_REQUESTS' ? 429 : code ? 0 : 200, field: response.errors?.[0].extensions?.field, email: response.data?.rbacSubjectIdentityUpdate?.email };
    };
    const stolenEmail = `thief-${randomUUID()}@example.com`;
    const emailOf = async () => (await sql(`select email from rbac_identities where id = ?`, [user.identityId]))[0].email;

    expect(await change({ email: stolenEmail })).toMatchObject({ status: 400, field: 'password' });
    for (let attempt = 0; attempt < 10; attempt++) expect(await change({ email: stolenEmail, password: `wrong-password-${attempt}` })).toMatchObject({ status: 400, field: 'password' });
    // the right password is refused too once the failures are used up
    expect((await change({ email: stolenEmail, password: user.password })).status).toBe(429);
    expect(await emailOf()).toBe(user.login);
    expect((await sql(`select count(*)::int as n from rbac_identities where email = ?`, [stolenEmail]))[0].n).toBe(0);
  });

  it('changes it with the current password and the code mailed to the new address, keeping the session', async () => {
    const user = await register();
    const email = `moved-${randomUUID()}@example.com`;
    const changed = await call('PATCH', `/api/rbac/subjects/${user.subjectId}/identities/${user.identityId}`, { token: user.jwt, json: { email, password: user.password } });
    expect(changed.body.data.pendingEmail).toBe(email);
    const [mail] = await sql(`select payload->>'code' as code from notification_notifications where recipient = ? and payload->>'variant' = 'confirm-email'`, [email]);
    const confirmed = await call('POST', `/api/rbac/subjects/${user.subjectId}/identities/${user.identityId}/confirm-email`, { token: user.jwt, json: { code: mail.code } });
    expect(confirmed.body.data.email).toBe(email);
    expect(await accessWorks(user.jwt)).toBe(true);
    expect(await signIn({ login: email, password: user.password })).toMatchObject({ jwt: expect.any(String) });
  });
});

describe('Sign-In with Ethereum checks the whole message', () => {
  const wallet = Wallet.createRandom();
  async function signed(overrides: SiweFields = {}) {
    const nonce = (await call('GET', `${A}/ethereum-virtual-machine/nonce`)).body.data as string;
    return { nonce, data: await siweBody(server.publicUrl, nonce, wallet, overrides) };
  }
  const evmIdentities = async () => (await sql(`select count(*)::int as n from rbac_identities where provider = 'EVM' and account = ?`, [wallet.address.toLowerCase()]))[0].n;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

  it.each([
    ['a chain that is not accepted', { chainId: 5 }],
    ['a URI on another site', { uri: 'https://evil.example.com/login' }],
    ['a URI on another port of the same host', { uri: 'http://localhost:1/' }],
    ['an issue time in the future', { issuedAt: minutes(10) }],
    ['a notBefore in the future', { notBefore: minutes(10) }],
    ['an expired message', { expirationTime: minutes(-1) }],
  ])('refuses %s (REST and GraphQL), leaving the nonce unused and no identity made', async (_what, overrides) => {
    for (const api of ['REST', 'GraphQL']) {
      const { nonce, data } = await signed(overrides);
      if (api === 'REST') expect((await call('POST', `${A}/ethereum-virtual-machine`, { json: data })).status).toBe(401);
      else expect((await gql(`mutation($d: RbacWalletInput!) { rbacAuthenticationEthereum(data: $d) { jwt } }`, { d: data })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await sql(`select used_at from rbac_nonces where value = ?`, [nonce]))[0].used_at).toBeNull();
    }
    expect(await evmIdentities()).toBe(0);
  });

  it('accepts another listed chain, a small clock skew and a URI path on the site', async () => {
    const { data } = await signed({ chainId: 137, issuedAt: new Date(Date.now() + 20_000).toISOString(), uri: `${server.publicUrl}/rbac/subject/authentication/select-method` });
    const response = await call('POST', `${A}/ethereum-virtual-machine`, { json: data });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await evmIdentities()).toBe(1);
  });
});

describe('single-use codes expire', () => {
  it('a reset code works for an hour: past it, 400 and the password unchanged', async () => {
    const user = await register();
    const code = await resetCode(user.login);
    const [row] = await sql(`select extract(epoch from code_expires_at - now())::int as left from rbac_identities where id = ?`, [user.identityId]);
    expect(row.left).toBeGreaterThan(3500);
    expect(row.left).toBeLessThanOrEqual(3600);
    await sql(`update rbac_identities set code_expires_at = now() - interval '1 second' where id = ?`, [user.identityId]);
    const next = { password: 'too-late-password', passwordConfirmation: 'too-late-password', code };
    const refused = await call('POST', `${A}/email-and-password/reset-password`, { json: next });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: 'code: invalid or expired', details: { field: 'code' } });
    // the old password still signs in, the new one does not; the session goes on
    expect((await call('POST', `${A}/email-and-password/authentication`, { json: { login: user.login, password: 'too-late-password' } })).status).toBe(401);
    await signIn(user);
    expect(await accessWorks(user.jwt)).toBe(true);
  });

  it('a wallet nonce works for ten minutes: past it, 401, and it makes no identity', async () => {
    const wallet = Wallet.createRandom();
    const nonce = (await call('GET', `${A}/ethereum-virtual-machine/nonce`)).body.data as string;
    const [row] = await sql(`select extract(epoch from expires_at - now())::int as left from rbac_nonces where value = ?`, [nonce]);
    expect(row.left).toBeGreaterThan(500);
    expect(row.left).toBeLessThanOrEqual(600);
    await sql(`update rbac_nonces set expires_at = now() - interval '1 second' where value = ?`, [nonce]);
    const refused = await call('POST', `${A}/ethereum-virtual-machine`, { json: await siweBody(server.publicUrl, nonce, wallet) });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('nonce: unknown, already used or expired');
    expect((await sql(`select count(*)::int as n from rbac_identities where account = ?`, [wallet.address.toLowerCase()]))[0].n).toBe(0);
    // a fresh nonce signs the same wallet in
    const fresh = (await call('GET', `${A}/ethereum-virtual-machine/nonce`)).body.data as string;
    expect((await call('POST', `${A}/ethereum-virtual-machine`, { json: await siweBody(server.publicUrl, fresh, wallet) })).status).toBe(200);
  });
});

describe('a validly signed token naming something that is not a UUID', () => {
  const forge = (payload: object) => jwt.sign(payload, server.jwtSecret, { algorithm: 'HS256', expiresIn: 600 });

  it.each([
    ['a subject id that is not a UUID', () => ({ subject: { id: "1' or '1'='1" } })],
    ['a numeric subject id', () => ({ subject: { id: 42 } })],
    ['a session id that is not a UUID', () => ({ subject: { id: randomUUID() }, sid: 'nope' })],
  ])('is an invalid token: %s', async (_what, payload) => {
    const token = forge(payload());
    const before = (await sql(`select count(*)::int as n from rbac_subjects`))[0].n;
    const authorized = await call('GET', `${A}/is-authorized`, { token });
    expect(authorized.status).toBe(401);
    expect(authorized.body.error.message).toBe('Invalid or expired token');
    // anonymous where no sign-in is needed
    expect(await call('GET', `${A}/me`, { token })).toMatchObject({ status: 200, body: { data: null } });
    expect((await call('GET', '/api/host/layouts', { token })).status).toBe(200);
    expect((await gql(`{ rbacMe { id } }`, {}, token)).data).toEqual({ rbacMe: null });
    expect((await gql(`{ rbacIsAuthorized }`, {}, token)).errors?.[0]).toMatchObject({ message: 'Invalid or expired token', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await call('POST', `${A}/logout-everywhere`, { token })).status).toBe(401);
    expect((await sql(`select count(*)::int as n from rbac_subjects`))[0].n).toBe(before);
  });
});
