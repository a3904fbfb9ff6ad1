import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Logger } from '../../core/logger.js';
import { rowsOf } from '../../core/crud/repository.js';
import { Poller } from '../../core/jobs/poller.js';
import type { RowOf } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { NotificationNotification, NotificationTemplate } from './entities.js';
import { MailDisabledError, type Mailer } from './mailer.js';
import { renderMessage, type RenderedMessage } from './render.js';

const BATCH = 20;
/** A message claimed for sending: the columns the claim returns. */
type Claimed = Pick<RowOf<typeof NotificationNotification>, 'id' | 'templateId' | 'recipient' | 'payload' | 'attempts'>;
const { table: notifications, column } = tableOf(NotificationNotification);
/** Claimed longer ago than a send can take (NOTIFICATION_SENDING_TIMEOUT_MS): the instance sending it stopped. */
const STALE_SENDING = `${column('status')} = 'sending' and ${column('updatedAt')} < now() - make_interval(secs => ?)`;
/** The last error of a message whose last attempt was cut short that way. */
export const INTERRUPTED_ERROR = 'sending was interrupted (the instance stopped) and no attempt is left';

/** What a message says when its template is missing. */
const FALLBACKS: Record<string, RenderedMessage> = {
  'reset-password': { title: 'Reset your password', body: 'Open {{url}} to choose a new password. The link works for one hour.' },
  'confirm-email': { title: 'Confirm your email', body: 'Your code: {{code}}. Enter it in your account settings within one hour to sign in with {{email}}.' },
  'order-status-changed': { title: 'Your order is {{status}}', body: 'Your order {{orderId}} is now {{status}}.' },
  'crm-request-created': { title: 'New request: {{form}}', body: '{{answers}}' },
};

/** What is stored of a sent message whose text holds a secret, in its place. */
const SECRET_BODIES: Record<string, string> = {
  'reset-password': '(reset link sent)',
  'confirm-email': '(confirmation code sent)',
};

/**
 * Sends queued notifications. Each instance claims rows with `FOR UPDATE SKIP LOCKED`, so a
 * message goes out once even with several instances; a failed send is retried with doubling
 * delays and marked failed after the last attempt, never dropped.
 */
export class NotificationDispatcher {
  private readonly poller: Poller;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {
    this.poller = new Poller(() => this.drain(), config.notifications.pollMs, (error) => logger.error({ err: error }, 'notification dispatch failed'));
  }

  start() {
    this.poller.start();
  }

  /** Resolves once the look at the queue made on start is over (its SQL is behind us). */
  started(): Promise<void> {
    return this.poller.started();
  }

  async stop() {
    await this.poller.stop();
    this.mailer.close();
  }

  /** Sends everything due now; answers how many were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    await this.failInterrupted();
    for (;;) {
      const batch = await this.claim();
      if (!batch.length) return handled;
      for (const row of batch) {
        // Whatever goes wrong with one message, the others claimed with it are still sent now.
        await this.deliver(row).catch((error: unknown) => this.logger.error({ err: error, notificationId: row.id }, 'notification not delivered'));
      }
      handled += batch.length;
    }
  }

  /**
   * An interrupted send counts as an attempt: a message whose sending stopped the instance on
   * its last attempt is failed, not sent again (it might stop every instance in turn).
   */
  private async failInterrupted() {
    const { sendingTimeoutMs, maxAttempts } = this.config.notifications;
    await this.orm.em.getConnection().execute(
      `update ${notifications} set ${column('status')} = 'failed', ${column('lastError')} = ?, ${column('updatedAt')} = now()
        where ${STALE_SENDING} and ${column('attempts')} >= ?`,
      [INTERRUPTED_ERROR, sendingTimeoutMs / 1000, maxAttempts],
    );
  }

  private async claim(): Promise<Claimed[]> {
    const { sendingTimeoutMs, maxAttempts } = this.config.notifications;
    return this.orm.em.getConnection().execute(
      `update ${notifications} set ${column('status')} = 'sending', ${column('attempts')} = ${column('attempts')} + 1, ${column('updatedAt')} = now()
        where ${column('id')} in (
          select ${column('id')} from ${notifications}
           where (${column('status')} = 'queued' and (${column('sendAfter')} is null or ${column('sendAfter')} <= now()))
              or (${STALE_SENDING} and ${column('attempts')} < ?)
           order by ${column('createdAt')}
           limit ${BATCH}
           for update skip locked)
        returning ${column('id')} as "id", ${column('templateId')} as "templateId", ${column('recipient')} as "recipient", ${column('payload')} as "payload", ${column('attempts')} as "attempts"`,
      [sendingTimeoutMs / 1000, maxAttempts],
    );
  }

  /** The message in its template's words, or in the built-in ones when it has no template. */
  private async render(row: Claimed): Promise<RenderedMessage> {
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const template = row.templateId ? await rowsOf(this.orm.em.fork(), NotificationTemplate).findOne({ id: row.templateId }) : null;
    const variant = String(payload.variant ?? '');
    const fallback = (Object.hasOwn(FALLBACKS, variant) ? FALLBACKS[variant] : undefined) ?? { title: String(payload.fallbackTitle ?? 'Notification'), body: String(payload.fallbackBody ?? '') };
    return renderMessage(template, payload, fallback);
  }

  private async deliver(row: Claimed) {
    const connection = this.orm.em.getConnection();
    const variant = String((row.payload as Record<string, unknown> | null)?.variant ?? '');
    try {
      // A template that cannot be read is a failed attempt like a refused send: retried later.
      const message = await this.render(row);
      await this.mailer.send(row.recipient, message);
      // The stored text leaves secrets out: a reset link or a code is in the payload only (never readable).
      const stored = Object.hasOwn(SECRET_BODIES, variant) ? { title: message.title, body: SECRET_BODIES[variant] } : message;
      await connection.execute(
        `update ${notifications} set ${column('status')} = 'sent', ${column('sentAt')} = now(), ${column('title')} = ?, ${column('body')} = ?, ${column('lastError')} = null, ${column('updatedAt')} = now() where ${column('id')} = ?`,
        [stored.title, stored.body, row.id],
      );
    } catch (error) {
      const attempts = row.attempts;
      // Mail switched off by the operator: failed at once, its reason kept on the row, nothing logged per message.
      const off = error instanceof MailDisabledError;
      const last = off || attempts >= this.config.notifications.maxAttempts;
      const delayMs = this.config.notifications.retryBaseMs * 2 ** (attempts - 1);
      if (!off) this.logger.warn({ notificationId: row.id, attempts, last, err: error }, 'notification send failed');
      await connection.execute(
        `update ${notifications}
            set ${column('status')} = ?, ${column('lastError')} = ?, ${column('sendAfter')} = now() + make_interval(secs => ?), ${column('updatedAt')} = now()
          where ${column('id')} = ?`,
        [last ? 'failed' : 'queued', String((error as Error)?.message ?? error).slice(0, 1000), delayMs / 1000, row.id],
      );
    }
  }
}
