import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../settings.js';
import type { Logger } from '../../core/logger.js';
import type { RenderedMessage } from './render.js';

export interface Mailer {
  send(recipient: string, message: RenderedMessage): Promise<void>;
  close(): void;
}

/** Refused because mail is off (MAIL_DISABLED=true): not worth another attempt. */
export class MailDisabledError extends Error {
  override name = 'MailDisabledError';
  constructor() {
    super('not sent: mail is off (MAIL_DISABLED=true)');
  }
}

/**
 * Email through SMTP_URL. Without it: with MAIL_DISABLED=true nothing is sent nor written
 * anywhere; otherwise (development and tests: production refuses to start without either)
 * each message is written as an .eml file to `DATA_DIR/mail`, so a developer can open a
 * reset link. A message's text never reaches the log: it may hold a reset link or a code.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const defaults = { from: config.notifications.from };
  if (config.smtpUrl) {
    // The timeouts are connection options beside the url; the second argument holds message defaults.
    const transport: Transporter = nodemailer.createTransport({ url: config.smtpUrl, ...timeouts }, defaults);
    return {
      async send(recipient, message) {
        await transport.sendMail({ to: recipient, subject: message.title, text: message.body });
      },
      close: () => transport.close(),
    };
  }
  // Production never writes mail to a file, whatever led here (loadConfig refuses it first).
  if (config.notifications.mailDisabled || config.production) {
    logger.warn('mail is off (MAIL_DISABLED=true): password resets, email confirmations and notifications are not sent; each is kept as failed');
    return {
      async send() {
        throw new MailDisabledError();
      },
      close() {},
    };
  }
  return outboxMailer(config.notifications.outboxDir, defaults, logger);
}

/** Each message as a file of its own in `dir` (readable by the server's user only), named in the log. */
function outboxMailer(dir: string, defaults: { from: string }, logger: Logger): Mailer {
  // The message exactly as it would be sent (headers, encoding), as a buffer instead of over SMTP.
  logger.info({ dir }, 'no SMTP_URL: mail is written to files in this folder, not sent');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, defaults);
  return {
    async send(recipient, message) {
      const { message: raw } = await composer.sendMail({ to: recipient, subject: message.title, text: message.body });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, raw as Buffer, { mode: 0o600, flag: 'wx' });
      logger.info({ recipient, file }, 'email written to a file, not sent');
    },
    close: () => composer.close(),
  };
}
