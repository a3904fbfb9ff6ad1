import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * A server without SMTP_URL never writes a mail's text to its log (a reset link signs its
 * reader in): outside production it writes each mail to a file of DATA_DIR/mail, so a developer
 * can still follow a reset link; with MAIL_DISABLED=true (how production runs without mail)
 * nothing is sent nor written, and each message is kept as failed, saying why.
 */
const A = '/api/rbac/subjects/authentication';
const random = () => randomBytes(48).toString('base64');

/** Asks for a reset link for the admin and sends the queue; answers the link the notification holds. */
async function resetLink(server: TestServer, email: string) {
  expect((await server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email } })).status).toBe(200);
  await server.drainNotifications();
  const [row] = await server.orm.em.getConnection().execute(`select status, last_error, payload from notification_notifications where recipient = ?`, [email]);
  return { status: row.status as string, lastError: row.last_error as string | null, url: String(row.payload.url) };
}

describe('development without SMTP_URL', () => {
  const logs: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'development', ADMIN_EMAIL: 'dev@example.com' }, { logLines: logs });
  });
  afterAll(() => server?.close());

  it('writes the reset mail to DATA_DIR/mail; the log names the file, never the link', async () => {
    const { status, url } = await resetLink(server, 'dev@example.com');
    expect(status).toBe('sent');
    expect(url).toMatch(/reset-password\?code=/);
    const dir = path.join(server.dataDir, 'mail');
    const [name] = await fs.readdir(dir);
    const mail = (await fs.readFile(path.join(dir, name), 'utf8')).replace(/=\n/g, '').replace(/=3D/g, '=');
    expect(mail).toMatch(/^To: dev@example\.com$/m);
    expect(mail).toContain(url);
    const written = logs.filter((line) => line.includes('email written to a file, not sent')).map((line) => JSON.parse(line));
    expect(written).toEqual([expect.objectContaining({ file: path.join(dir, name), recipient: 'dev@example.com' })]);
    const code = new URL(url).searchParams.get('code')!;
    expect(logs.filter((line) => line.includes(code))).toEqual([]);
  });
});

describe('production with MAIL_DISABLED=true', () => {
  const logs: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { NODE_ENV: 'production', RBAC_JWT_SECRET: random(), RBAC_SECRET_KEY: random(), ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'plaid otter quarry ninety lamp', PUBLIC_URL: 'https://shop.example.com', MAIL_DISABLED: 'true' },
      { logLines: logs },
    );
  });
  afterAll(() => server?.close());

  it('says so once at start', () => {
    expect(logs.filter((line) => line.includes('mail is off (MAIL_DISABLED=true)'))).toHaveLength(1);
  });

  it('sends nothing, writes nothing, logs nothing of the mail; the message is failed at once, saying why', async () => {
    const { status, lastError, url } = await resetLink(server, 'owner@example.com');
    expect({ status, lastError }).toEqual({ status: 'failed', lastError: 'not sent: mail is off (MAIL_DISABLED=true)' });
    await expect(fs.access(path.join(server.dataDir, 'mail'))).rejects.toThrow();
    const code = new URL(url).searchParams.get('code')!;
    expect(logs.filter((line) => line.includes(code) || line.includes('notification send failed'))).toEqual([]);
    // Not tried again: the next look at the queue finds nothing to send.
    expect(await server.drainNotifications()).toBe(0);
  });
});
