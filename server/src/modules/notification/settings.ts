import path from 'node:path';
import { z } from 'zod';
import { ConfigError, defineSettings } from '../../core/settings/settings.js';
import { emptyToUndefined, flag, positiveInt, url } from '../../core/settings/values.js';

/** Mail: the SMTP server (or none at all), the sender, and how sending is retried. */
export const notificationSettings = defineSettings({
  schema: {
    SMTP_URL: url(['smtp:', 'smtps:']),
    MAIL_DISABLED: flag,
    SMTP_FROM: z.preprocess(emptyToUndefined, z.string().default('Platform <no-reply@localhost>')),
    NOTIFICATION_MAX_ATTEMPTS: positiveInt.default(5),
    NOTIFICATION_RETRY_BASE_MS: positiveInt.default(30_000),
    NOTIFICATION_POLL_MS: positiveInt.default(2_000),
    // The job queue times an attempt out within a day at most (pg-boss's limit).
    NOTIFICATION_SENDING_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int('expected a whole number').positive().max(86_399_000, 'expected less than a day (at most 86399000)')).default(5 * 60_000),
  },
  check(s, { production }) {
    // Production mails password resets and email confirmations, unless the operator turned mail off by name.
    if (production && !s.SMTP_URL && !s.MAIL_DISABLED) {
      throw new ConfigError(
        'Missing setting SMTP_URL: required when NODE_ENV=production (password resets and email confirmations are mailed); ' +
          'to run without mail set MAIL_DISABLED=true (then no mail is sent, nor written to the log)',
      );
    }
    if (s.MAIL_DISABLED && s.SMTP_URL) throw new ConfigError('Invalid setting MAIL_DISABLED=true: SMTP_URL is set too; remove one of them');
  },
  build: (s, { dataDir }) => ({
    smtpUrl: s.SMTP_URL,
    notifications: {
      /** No mail at all (MAIL_DISABLED=true): messages are neither sent nor written anywhere. */
      mailDisabled: s.MAIL_DISABLED,
      /** Without SMTP_URL outside production: each message is written here as an .eml file (it may hold a reset link). */
      outboxDir: path.join(dataDir, 'mail'),
      from: s.SMTP_FROM,
      maxAttempts: s.NOTIFICATION_MAX_ATTEMPTS,
      /** The wait before retry n is base × 2^(n-1) to twice that (pg-boss's backoff, in whole seconds: rounded up). */
      retryBaseMs: s.NOTIFICATION_RETRY_BASE_MS,
      /** How often each instance looks for messages due. */
      pollMs: s.NOTIFICATION_POLL_MS,
      /**
       * A message still `sending` after this long was taken up by an instance that stopped: its
       * job times out and is retried (a further attempt, after the retry's wait), or failed when
       * that was its last. Longer than any send; whole seconds (rounded up), under a day.
       */
      sendingTimeoutMs: s.NOTIFICATION_SENDING_TIMEOUT_MS,
    },
  }),
});
