import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The site, the admin, the playground, API JSON (an answer, an error, a 404), GraphQL. */
const PATHS = ['/', '/admin', '/playground', '/api/ecommerce/products', '/api/ecommerce/products/nope', '/api/nothing', '/healthz'];

describe('security headers', () => {
  it.each(PATHS)('%s carries a content policy that forbids framing, and a referrer policy', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Served over plain http here: no HSTS, no upgrade of requests.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers GraphQL with the same headers', async () => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ hostPageCount }"}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

const A = '/api/rbac/subjects/authentication';
let people = 0;

/** Signs up a new person on `target`, then signs in through the API: the Set-Cookie of each, and of the logout. */
async function sessionCookies(target: TestServer) {
  const login = `cookie-${++people}-${Date.now()}@example.com`;
  const headers = { 'x-forwarded-for': `10.77.0.${people}` };
  const registered = await target.rest('POST', `${A}/email-and-password/registration`, { json: { login, password: 'cookie-password' }, headers });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const signedIn = await target.rest('POST', `${A}/email-and-password/authentication`, { json: { login, password: 'cookie-password' }, headers });
  expect(signedIn.status).toBe(200);
  const loggedOut = await target.rest('POST', `${A}/logout`, { json: { refresh: signedIn.body.data.refresh }, headers: { ...headers, authorization: `Bearer ${signedIn.body.data.jwt}` } });
  expect(loggedOut.status).toBe(200);
  return [registered, signedIn, loggedOut].map((response) => response.headers.get('set-cookie') ?? '');
}

describe('the session cookie', () => {
  it('is not marked Secure behind an http public url (the browser would drop it)', async () => {
    for (const cookie of await sessionCookies(server)) {
      expect(cookie).toMatch(/^rbac\.subject\.jwt=[^;]*;/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).not.toMatch(/; Secure/i);
    }
  });
});

describe('security headers behind an https public url', () => {
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer({ PUBLIC_URL: 'https://shop.example.com' }, { shareDatabaseWith: server });
  });
  afterAll(() => secure?.close());

  it.each(['/', '/admin', '/api/ecommerce/products'])('%s adds HSTS and upgrades insecure requests', async (path) => {
    const response = await fetch(`${secure.url}${path}`);
    await response.text();
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('marks the session cookie Secure when signing up, in and out', async () => {
    const [signUp, signIn, signOut] = await sessionCookies(secure);
    for (const cookie of [signUp, signIn]) expect(cookie).toMatch(/^rbac\.subject\.jwt=[^;]+;.*; Secure/);
    // Clearing it must match the cookie's attributes, Secure included.
    expect(signOut).toMatch(/^rbac\.subject\.jwt=;.*; Secure/);
  });
});
