import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * A start with no settings at all, as `npm install && npm start` does it: the secrets that
 * were once published in these sources open nothing; the ones generated into the data
 * directory work, on a restart and on a second instance too.
 */
const PUBLISHED_JWT_SECRET = 'dev-only-jwt-secret-do-not-use-in-production';
const PUBLISHED_SECRET_KEY = 'dev-only-secret-key-do-not-use-in-production';
const PUBLISHED_ADMIN = { login: 'admin@example.com', password: 'change-me-admin-password' };
const A = '/api/rbac/subjects/authentication';

let dataDir: string;
let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-secrets-'));
  // Nothing about secrets or the admin is set: the settings a fresh machine has.
  server = await startTestServer({ DATA_DIR: dataDir }, { logLines });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const sql = async (text: string) => (await server.orm.em.getConnection().execute(text)) as Record<string, any>[];
const signIn = (target: TestServer, body: unknown, ip: string) =>
  target.rest('POST', `${A}/email-and-password/authentication`, { json: body, headers: { 'x-forwarded-for': ip } });

describe('a start without settings', () => {
  it('keeps generated secrets in a file of the data directory that only its owner may read', async () => {
    const file = path.join(dataDir, 'secrets.json');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await fs.readFile(file, 'utf8'));
    expect(stored).toEqual({ jwtSecret: server.jwtSecret, secretKey: server.secretKey, adminPassword: expect.any(String) });
    expect(stored.jwtSecret).not.toBe(PUBLISHED_JWT_SECRET);
    expect(stored.secretKey).not.toBe(PUBLISHED_SECRET_KEY);
  });

  it('prints the admin sign-in once, when the admin is created', async () => {
    const { adminPassword } = JSON.parse(await fs.readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
    const shown = logLines.filter((line) => line.includes(adminPassword));
    expect(shown).toHaveLength(1);
    expect(JSON.parse(shown[0]).msg).toContain(`sign in as admin@example.com with password ${adminPassword}`);
  });

  it('refuses a token signed with the published development secret, even for the admin', async () => {
    const [admin] = await sql(`select si.subject_id from rbac_subjects_to_identities si join rbac_identities i on i.id = si.identity_id where i.email = 'admin@example.com'`);
    const forged = jwt.sign({ subject: { id: admin.subject_id } }, PUBLISHED_JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 });
    const auth = { authorization: `Bearer ${forged}` };
    expect((await server.rest('GET', `${A}/me`, { headers: auth })).body.data).toBeNull();
    expect((await server.rest('GET', `${A}/is-authorized`, { headers: auth })).status).toBe(401);
    const [before] = await sql('select count(*)::int as n from host_layouts');
    expect((await server.rest('POST', '/api/host/layouts', { headers: auth, json: { title: 'forged' } })).status).toBe(401);
    expect((await sql('select count(*)::int as n from host_layouts'))[0].n).toBe(before.n);
  });

  it('refuses the published server key', async () => {
    const response = await server.rest('GET', '/api/crm/requests', { headers: { 'x-rbac-secret-key': PUBLISHED_SECRET_KEY } });
    expect(response.status).toBe(401);
    expect(response.body.data).toBeUndefined();
    expect((await server.rest('GET', '/api/crm/requests', { headers: server.asServer })).status).toBe(200);
  });

  it('does not let the old example password sign in; the generated one does', async () => {
    const [before] = await sql('select count(*)::int as n from rbac_refresh_tokens');
    const refused = await signIn(server, PUBLISHED_ADMIN, '10.20.0.1');
    expect(refused.status).toBe(401);
    expect((await sql('select count(*)::int as n from rbac_refresh_tokens'))[0].n).toBe(before.n);
    const { adminPassword } = JSON.parse(await fs.readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect((await signIn(server, { login: PUBLISHED_ADMIN.login, password: adminPassword }, '10.20.0.2')).status).toBe(200);
  });

  it('reuses the kept secrets on another start from the same data directory', async () => {
    const { adminPassword } = JSON.parse(await fs.readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
    const session = (await signIn(server, { login: PUBLISHED_ADMIN.login, password: adminPassword }, '10.20.0.3')).body.data.jwt;
    const lines: string[] = [];
    const again = await startTestServer({ DATA_DIR: dataDir }, { shareDatabaseWith: server, logLines: lines });
    try {
      expect(again.jwtSecret).toBe(server.jwtSecret);
      expect(again.secretKey).toBe(server.secretKey);
      // A session of the first start is valid on the second; the admin already exists: no password printed.
      expect((await again.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${session}` } })).body.data.identities[0].email).toBe('admin@example.com');
      expect(lines.some((line) => line.includes(adminPassword))).toBe(false);
    } finally {
      await again.close();
    }
  });
});
