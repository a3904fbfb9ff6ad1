import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/settings.js';
import { killServers, launchServer } from '../../helpers/server-process.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * NODE_ENV=production: what the server refuses to start with (one line naming the setting,
 * never its value), and what it does instead of the development defaults: no demo shop unless
 * asked, no mail written anywhere, a warning when a proxy it does not trust forwards requests.
 */
const random = () => randomBytes(48).toString('base64');
/** Everything a production start needs, as an operator sets it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  RBAC_JWT_SECRET: random(),
  RBAC_SECRET_KEY: random(),
  ADMIN_PASSWORD: 'plaid otter quarry ninety lamp',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
};
const GENERATE = 'make one with `openssl rand -base64 48`';

const dirs: string[] = [];
afterAll(async () => {
  killServers();
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-production-'));
  dirs.push(dir);
  return dir;
}

describe('loadConfig with NODE_ENV=production', () => {
  it('starts with strong secrets, an https address and a mail server; seeds no demo', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ production: true, publicUrl: 'https://shop.example.com', seed: 'none', smtpUrl: PRODUCTION.SMTP_URL });
    expect(config.notifications.mailDisabled).toBe(false);
  });

  it.each([
    ['RBAC_JWT_SECRET', 'secret', 'too short for NODE_ENV=production (expected at least 32 characters and an estimated 128 bits'],
    ['RBAC_SECRET_KEY', 'key', 'too short for NODE_ENV=production'],
    ['RBAC_JWT_SECRET', 'a'.repeat(64), 'too easy to guess for NODE_ENV=production'],
    ['RBAC_SECRET_KEY', 'secretsecretsecretsecretsecretsecretsecret', 'too easy to guess'],
    ['RBAC_JWT_SECRET', 'abcdefghijklmnopqrstuvwxyz0123456789', 'too easy to guess'],
    ['RBAC_JWT_SECRET', 'my-super-secret-jwt-key-for-production-2024', 'too easy to guess'],
    ['RBAC_SECRET_KEY', 'correct-horse-battery-staple-2024-prod', 'too easy to guess'],
    // The admin's password: people type it, so 12 characters and 50 bits, but still no common word or pattern.
    ['ADMIN_PASSWORD', 'owner-pass1', 'too short for NODE_ENV=production (expected at least 12 characters and an estimated 50 bits'],
    ['ADMIN_PASSWORD', 'Password1234!', 'too easy to guess'],
    ['ADMIN_PASSWORD', 'admin1234567890', 'too easy to guess'],
    ['METRICS_TOKEN', 'metrics-token', 'too short for NODE_ENV=production'],
  ])('refuses a weak %s with one line naming it, never its value', (name, value, message) => {
    const start = () => loadConfig({ ...PRODUCTION, [name]: value });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(`Invalid setting ${name}: ${message}`);
    expect(start).not.toThrow(value);
    // The operator is told how to make a good one.
    if (name !== 'ADMIN_PASSWORD') expect(start).toThrow(GENERATE);
  });

  it('accepts secrets made by a generator, base64 and hex alike', () => {
    for (let i = 0; i < 50; i++) {
      const generated = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64url'), randomBytes(32).toString('hex'), randomBytes(48).toString('base64')];
      for (const secret of generated) expect(() => loadConfig({ ...PRODUCTION, RBAC_JWT_SECRET: secret, METRICS_TOKEN: secret })).not.toThrow();
    }
  });

  it('refuses a missing or plain-http PUBLIC_URL, unless http is allowed by name for a private network', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: '' })).toThrow("Missing setting PUBLIC_URL: required when NODE_ENV=production, the site's https address");
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://shop.example.com' })).toThrow(
      'Invalid setting PUBLIC_URL="http://shop.example.com": expected an https:// url when NODE_ENV=production (over http cookies are not Secure and no HSTS is sent); on a private network without TLS set PUBLIC_URL_ALLOW_HTTP=true',
    );
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://10.0.0.5:4000', PUBLIC_URL_ALLOW_HTTP: 'true' }).publicUrl).toBe('http://10.0.0.5:4000');
    // The allowance lets http through; it does not make an address up.
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: '', PUBLIC_URL_ALLOW_HTTP: 'true' })).toThrow('Missing setting PUBLIC_URL');
  });

  it('refuses to run without a mail server unless mail is turned off by name', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' })).toThrow(
      'Missing setting SMTP_URL: required when NODE_ENV=production (password resets and email confirmations are mailed); to run without mail set MAIL_DISABLED=true',
    );
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: '', MAIL_DISABLED: 'true' }).notifications.mailDisabled).toBe(true);
    // Both at once say two things: refused in every mode.
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ ...PRODUCTION, NODE_ENV, MAIL_DISABLED: 'true' })).toThrow('Invalid setting MAIL_DISABLED=true: SMTP_URL is set too');
    }
  });

  it('seeds the demo only when asked: SEED=demo', () => {
    expect(loadConfig({ ...PRODUCTION, SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ ...PRODUCTION, SEED: 'none' }).seed).toBe('none');
  });

  it('leaves development as easy as before: nothing set, weak values of its own and the demo accepted', () => {
    expect(loadConfig({})).toMatchObject({ production: false, seed: 'demo', publicUrl: 'http://localhost:4000', smtpUrl: undefined });
    expect(() => loadConfig({ RBAC_JWT_SECRET: 'x'.repeat(40), RBAC_SECRET_KEY: 'key', METRICS_TOKEN: 'metrics' })).not.toThrow();
  });
});

describe('a production server process', { timeout: 120_000 }, () => {
  it.for([
    [{ RBAC_JWT_SECRET: 'my-super-secret-jwt-key-for-production-2024' }, /^Cannot start: Invalid setting RBAC_JWT_SECRET: too easy to guess for NODE_ENV=production/],
    [{ PUBLIC_URL: 'http://shop.example.com' }, /^Cannot start: Invalid setting PUBLIC_URL="http:\/\/shop\.example\.com": expected an https:\/\/ url/],
    [{ SMTP_URL: '' }, /^Cannot start: Missing setting SMTP_URL: required when NODE_ENV=production/],
  ] as const)('exits 1 with one line naming the setting, never its value: %o', async ([env, message]) => {
    const server = launchServer({ ...PRODUCTION, DATA_DIR: await tempDir(), ...env });
    expect(await server.exit).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    for (const value of [PRODUCTION.RBAC_JWT_SECRET, PRODUCTION.RBAC_SECRET_KEY, PRODUCTION.ADMIN_PASSWORD, 'my-super-secret']) expect(server.stderr()).not.toContain(value);
  });
});

describe('a production server', () => {
  const logs: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    // SEED unset (the test helper's own 'none' taken away), no trusted proxy.
    server = await startTestServer({ ...PRODUCTION, SEED: '', TRUST_PROXY: 'false' }, { logLines: logs });
  });
  afterAll(() => server?.close());

  const count = async (sql: string) => Number((await server.orm.em.getConnection().execute(sql))[0].n);
  const warnings = (text: string) => logs.filter((line) => line.includes(text));

  it('seeds no demo by default: no products, pages, currencies nor demo accounts; the admin and base roles are there', async () => {
    const { data } = await server.graphql<any>('{ ecommerceProductCount hostPageCount billingCurrencyCount }', undefined, server.asServer);
    expect(data).toEqual({ ecommerceProductCount: 0, hostPageCount: 0, billingCurrencyCount: 0 });
    expect(await count(`select count(*) as n from rbac_identities where provider = 'telegram' or email like '%@makers.example'`)).toBe(0);
    expect(await count(`select count(*) as n from rbac_roles where uid in ('admin', 'user')`)).toBe(2);
    const signIn = await server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/authentication', {
      json: { login: 'admin@example.com', password: PRODUCTION.ADMIN_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(warnings('demo site seeded')).toEqual([]);
  });

  it('warns once when requests come with forwarded headers while TRUST_PROXY is off', async () => {
    const message = 'while TRUST_PROXY is off';
    expect((await fetch(`${server.url}/healthz?live`)).status).toBe(200);
    expect(warnings(message)).toEqual([]);
    const forwarded: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.8' }, { 'x-forwarded-for': '203.0.113.9' }];
    for (const headers of forwarded) {
      expect((await fetch(`${server.url}/healthz?live`, { headers })).status).toBe(200);
    }
    const [line, ...more] = warnings(message);
    expect(more).toEqual([]);
    expect(JSON.parse(line)).toMatchObject({ level: 40, msg: expect.stringContaining('set TRUST_PROXY to the proxies in front of this server') });
  });
});

describe('a production server asked for the demo (SEED=demo), behind a proxy it trusts', () => {
  const logs: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...PRODUCTION, SEED: 'demo', TRUST_PROXY: 'loopback' }, { logLines: logs });
  });
  afterAll(() => server?.close());

  it('seeds the demo shop, and says so as a warning', async () => {
    const { data } = await server.graphql<any>('{ ecommerceProductCount }', undefined, server.asServer);
    expect(data.ecommerceProductCount).toBeGreaterThanOrEqual(6);
    const seeded = logs.filter((line) => line.includes('demo site seeded into a production database')).map((line) => JSON.parse(line));
    expect(seeded).toEqual([expect.objectContaining({ level: 40 })]);
  });

  it('does not warn about forwarded headers from the proxy it trusts', async () => {
    expect((await fetch(`${server.url}/healthz?live`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
    expect(logs.filter((line) => line.includes('TRUST_PROXY is off'))).toEqual([]);
  });
});
