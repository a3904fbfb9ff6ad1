import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeSmtp } from '../../../test/fakes/fake-smtp.js';
import { loadConfig } from '../../config.js';
import type { Logger } from '../../core/logger.js';
import { createMailer } from './mailer.js';

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

  it('without SMTP_URL writes the message to the log and sends nothing', async () => {
    const createTransport = vi.spyOn(nodemailer, 'createTransport');
    const info = vi.fn();
    const mailer = createMailer(loadConfig({}), { ...logger, info } as unknown as Logger);
    await mailer.send('someone@example.com', { title: 'Hello', body: 'Text' });
    expect(createTransport).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith({ recipient: 'someone@example.com', title: 'Hello', body: 'Text' }, expect.stringContaining('not sent'));
  });
});
