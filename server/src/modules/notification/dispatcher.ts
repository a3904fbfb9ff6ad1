import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Logger } from '../../core/logger.js';
import type { Row } from '../../core/model/entity-schema.js';
import { NotificationTemplate } from './entities.js';
import type { Mailer } from './mailer.js';
import { renderMessage, type RenderedMessage } from './render.js';

const BATCH = 20;
/** A message claimed by an instance that died is taken up again after this long. */
const STALE_SENDING_MS = 5 * 60_000;

/** What a message says when its template is missing. */
const FALLBACKS: Record<string, RenderedMessage> = {
  'reset-password': { title: 'Reset your password', body: 'Open {{url}} to choose a new password. The link works for one hour.' },
  'order-status-changed': { title: 'Your order is {{status}}', body: 'Your order {{orderId}} is now {{status}}.' },
  'crm-request-created': { title: 'New request: {{form}}', body: '{{answers}}' },
};

/**
 * Sends queued notifications. Each instance claims rows with `FOR UPDATE SKIP LOCKED`, so a
 * message goes out once even with several instances; a failed send is retried with doubling
 * delays and marked failed after the last attempt, never dropped.
 */
export class NotificationDispatcher {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  start() {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error({ err: error }, 'notification dispatch failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.config.notifications.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.mailer.close();
  }

  /** Sends everything due now; answers how many were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.claim();
      if (!batch.length) return handled;
      for (const row of batch) await this.deliver(row);
      handled += batch.length;
    }
  }

  private async claim(): Promise<Row[]> {
    const connection = this.orm.em.getConnection();
    return connection.execute(
      `update notification_notifications set status = 'sending', attempts = attempts + 1, updated_at = now()
        where id in (
          select id from notification_notifications
           where (status = 'queued' and (send_after is null or send_after <= now()))
              or (status = 'sending' and updated_at < now() - make_interval(secs => ?))
           order by created_at
           limit ${BATCH}
           for update skip locked)
        returning id, template_id as "templateId", recipient, payload, attempts`,
      [STALE_SENDING_MS / 1000],
    );
  }

  private async deliver(row: Row) {
    const connection = this.orm.em.getConnection();
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const em = this.orm.em.fork();
    const template = row.templateId ? await em.findOne<Row>(NotificationTemplate.name, { id: row.templateId } as never) : null;
    const variant = String(payload.variant ?? '');
    const fallback = (Object.hasOwn(FALLBACKS, variant) ? FALLBACKS[variant] : undefined) ?? { title: String(payload.fallbackTitle ?? 'Notification'), body: String(payload.fallbackBody ?? '') };
    const message = renderMessage(template as { subject?: unknown; body?: unknown } | null, payload, fallback);
    try {
      await this.mailer.send(row.recipient as string, message);
      // The stored text leaves secrets out: a reset link is in the payload only (never readable).
      const stored = variant === 'reset-password' ? { title: message.title, body: '(reset link sent)' } : message;
      await connection.execute(
        `update notification_notifications set status = 'sent', sent_at = now(), title = ?, body = ?, last_error = null, updated_at = now() where id = ?`,
        [stored.title, stored.body, row.id],
      );
    } catch (error) {
      const attempts = row.attempts as number;
      const last = attempts >= this.config.notifications.maxAttempts;
      const delayMs = this.config.notifications.retryBaseMs * 2 ** (attempts - 1);
      this.logger.warn({ notificationId: row.id, attempts, last, err: error }, 'notification send failed');
      await connection.execute(
        `update notification_notifications
            set status = ?, last_error = ?, send_after = now() + make_interval(secs => ?), updated_at = now()
          where id = ?`,
        [last ? 'failed' : 'queued', String((error as Error)?.message ?? error).slice(0, 1000), delayMs / 1000, row.id],
      );
    }
  }
}
