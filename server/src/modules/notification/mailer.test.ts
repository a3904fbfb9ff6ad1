import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeSmtp } from '../../../test/fakes/fake-smtp.js';
import { loadConfig } from '../../settings.js';
import type { Logger } from '../../core/logger.js';
import { createMailer, MailDisabledError } from './mailer.js';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Logger;

describe('the mailer', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends through SMTP_URL from SMTP_FROM, with the title as subject and the body as text', async () => {
    const mailer = createMailer(loadConfig({ SMTP_URL: smtp.url, SMTP_FROM: 'Shop <shop@example.com>' }), logger);
    try {
      await mailer.send('buyer@example.com', { title: 'Your order', body: 'It is on its way.' });
    } finally {
      mailer.close();
    }
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ to: ['buyer@example.com'], subject: 'Your order' });
    expect(smtp.mails[0].raw).toMatch(/^From: Shop <shop@example\.com>$/m);
    expect(smtp.mails[0].text.trim()).toBe('It is on its way.');
  });

  it('gives the connection its timeouts as transport options (a dead server fails a send in seconds, not minutes)', () => {
    const createTransport = vi.spyOn(nodemailer, 'createTransport');
    createMailer(loadConfig({ SMTP_URL: smtp.url }), logger).close();
    expect(createTransport).toHaveBeenCalledTimes(1);
    const [transport, defaults] = createTransport.mock.calls[0];
    expect(transport).toEqual({ url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    expect(defaults).toEqual({ from: 'Platform <no-reply@localhost>' });
  });

  it('without SMTP_URL (development) writes each message to an .eml file of DATA_DIR/mail only its owner may read; the log names the file, never the text', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-outbox-'));
    try {
      const info = vi.fn();
      const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), { ...logger, info } as unknown as Logger);
      const body = 'Open http://localhost:4000/reset-password?code=SECRET-CODE to choose a new password.';
      await mailer.send('someone@example.com', { title: 'Reset your password', body });
      mailer.close();
      const dir = path.join(dataDir, 'mail');
      const [name, ...others] = await fs.readdir(dir);
      expect(others).toEqual([]);
      expect(name).toMatch(/\.eml$/);
      const file = path.join(dir, name);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
      const raw = await fs.readFile(file, 'utf8');
      expect(raw).toMatch(/^To: someone@example\.com$/m);
      expect(raw).toMatch(/^Subject: Reset your password$/m);
      expect(raw.replace(/=\n/g, '')).toContain('code=3DSECRET-CODE');
      expect(info).toHaveBeenCalledWith({ recipient: 'someone@example.com', file }, 'email written to a file, not sent');
      expect(JSON.stringify(info.mock.calls)).not.toContain('SECRET-CODE');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('with MAIL_DISABLED=true sends nothing, writes nothing, logs nothing of the message: each send is refused as mail off', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-outbox-'));
    try {
      const createTransport = vi.spyOn(nodemailer, 'createTransport');
      const info = vi.fn();
      const mailer = createMailer(loadConfig({ DATA_DIR: dataDir, MAIL_DISABLED: 'true' }), { ...logger, info } as unknown as Logger);
      await expect(mailer.send('someone@example.com', { title: 'Hello', body: 'SECRET-CODE' })).rejects.toBeInstanceOf(MailDisabledError);
      expect(createTransport).not.toHaveBeenCalled();
      expect(await fs.readdir(dataDir)).toEqual([]);
      expect(info).not.toHaveBeenCalled();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
