import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

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
});
