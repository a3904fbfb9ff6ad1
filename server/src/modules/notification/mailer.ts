import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Logger } from '../../core/logger.js';
import type { RenderedMessage } from './render.js';

export interface Mailer {
  send(recipient: string, message: RenderedMessage): Promise<void>;
  close(): void;
}

/**
 * Email through SMTP_URL; without it, messages are written to the log (development needs no
 * mail server) and still kept as notifications.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(recipient, message) {
        logger.info({ recipient, title: message.title, body: message.body }, 'email (no SMTP_URL: logged, not sent)');
      },
      close() {},
    };
  }
  // The timeouts are connection options beside the url; the second argument holds message defaults.
  const transport: Transporter = nodemailer.createTransport(
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: config.notifications.from },
  );
  return {
    async send(recipient, message) {
      await transport.sendMail({ to: recipient, subject: message.title, text: message.body });
    },
    close: () => transport.close(),
  };
}
