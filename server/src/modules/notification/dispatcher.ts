import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../settings.js';
import type { Logger } from '../../core/logger.js';
import { rowsOf } from '../../core/crud/repository.js';
import type { Job, JobQueue, QueueDefinition } from '../../core/jobs/job-queue.js';
import { QueueWorker } from '../../core/jobs/queue-worker.js';
import type { RowOf } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { NOTIFICATION_QUEUE, NotificationNotification, NotificationTemplate } from './entities.js';
import { MailDisabledError, type Mailer } from './mailer.js';
import { renderMessage, type MessageTexts, type RenderedMessage } from './render.js';

const BATCH = 20;

/** A message taken up for sending: the columns its claim answers. */
type Claimed = Pick<RowOf<typeof NotificationNotification>, 'id' | 'templateId' | 'recipient' | 'payload' | 'attempts'>;

const { table: notifications, column } = tableOf(NotificationNotification);

/** The last error of a message whose last attempt was cut short (its instance stopped mid-send). */
export const INTERRUPTED_ERROR = 'sending was interrupted (the instance stopped) and no attempt is left';

/** The queue of messages to send, retried as NOTIFICATION_* say. */
export function notificationQueue({ notifications }: Config) {
  const rows = { model: NotificationNotification, working: 'sending', due: 'sendAfter', interrupted: INTERRUPTED_ERROR };
  return { name: NOTIFICATION_QUEUE, maxAttempts: notifications.maxAttempts, retryBaseMs: notifications.retryBaseMs, timeoutMs: notifications.sendingTimeoutMs, rows } satisfies QueueDefinition;
}

export const ORDER_TITLE = { en: 'Order {{number}}: {{status}}', ru: 'Заказ {{number}}: {{status}}' };
/** The words of an order's mail (a paid checkout, a later status), per language: built in, and the demo's editable template. */
export const ORDER_BODY = {
  en: 'Hello!\n\n{{next}}\n\nOrder {{number}}\n{{items}}\nTotal: {{total}}\n\nYour order: {{siteUrl}}/billing/invoices/{{invoiceId}}\n\n{{siteName}}',
  ru: 'Здравствуйте!\n\n{{next}}\n\nЗаказ {{number}}\n{{items}}\nИтого: {{total}}\n\nВаш заказ: {{siteUrl}}/ru/billing/invoices/{{invoiceId}}\n\n{{siteName}}',
};

/**
 * What a message says when its template is missing, or has no text in the message's language.
 * Besides its own values, every message may name `{{siteName}}` and `{{siteUrl}}`.
 */
const BUILT_IN: Record<string, MessageTexts> = {
  'reset-password': { title: 'Reset your password', body: 'Open {{url}} to choose a new password. The link works for one hour.' },
  'confirm-email': { title: 'Confirm your email', body: 'Your code: {{code}}. Enter it in your account settings within one hour to sign in with {{email}}.' },
  // The buyer's mail about a checkout's orders (see ecommerce's order-mails.ts for the values).
  'order-status-changed': { title: ORDER_TITLE, body: ORDER_BODY },
  'order-paid-admin': {
    title: { en: 'New paid order {{number}}: {{total}}', ru: 'Новый оплаченный заказ {{number}}: {{total}}' },
    body: {
      en: 'Order {{number}} is paid.\n\nCustomer: {{customer}}\n\n{{items}}\nTotal: {{total}}\n\n{{siteUrl}}/billing/invoices/{{invoiceId}}',
      ru: 'Заказ {{number}} оплачен.\n\nПокупатель: {{customer}}\n\n{{items}}\nИтого: {{total}}\n\n{{siteUrl}}/billing/invoices/{{invoiceId}}',
    },
  },
  'crm-request-created': { title: 'New request: {{form}}', body: '{{answers}}' },
};

/** What is stored of a sent message whose text holds a secret, in its place. */
const SECRET_BODIES: Record<string, string> = {
  'reset-password': '(reset link sent)',
  'confirm-email': '(confirmation code sent)',
};

/**
 * Sends queued notifications: a job per message on the job queue (`notificationQueue`), which
 * instances share out, retries with growing waits and fails after the last attempt. A message
 * is marked `sending` before it goes out and `sent` with its job's completion, in one
 * transaction: a job handed out again finds it sent and sends nothing. A message whose attempt
 * was cut short (its instance stopped mid-send) is sent again as a further attempt once its
 * job's timeout (NOTIFICATION_SENDING_TIMEOUT_MS) has passed, or failed if that was its last.
 */
export class NotificationDispatcher extends QueueWorker<typeof NotificationNotification> {
  constructor(
    private readonly orm: MikroORM,
    private readonly config: Config,
    queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {
    super(queue, notificationQueue(config), { orm, batchSize: BATCH, pollMs: config.notifications.pollMs, logger });
  }

  override async stop() {
    await super.stop();
    this.mailer.close();
  }

  /** The message in its template's words, or in the built-in ones when it has no template. */
  private async render(row: Claimed): Promise<RenderedMessage> {
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const template = row.templateId ? await rowsOf(this.orm.em.fork(), NotificationTemplate).findOne({ id: row.templateId }) : null;
    const variant = String(payload.variant ?? '');
    const builtIn = (Object.hasOwn(BUILT_IN, variant) ? BUILT_IN[variant] : undefined) ?? { title: String(payload.fallbackTitle ?? 'Notification'), body: String(payload.fallbackBody ?? '') };
    return renderMessage(template, { siteName: this.config.siteName, siteUrl: this.config.publicUrl, ...payload }, builtIn);
  }

  protected async run(job: Job) {
    const row = await this.rows.claim(job, ['templateId', 'recipient', 'payload']);
    if (!row) return;
    const variant = String((row.payload as Record<string, unknown> | null)?.variant ?? '');
    let message: RenderedMessage;
    try {
      // A template that cannot be read is a failed attempt like a refused send: retried later.
      message = await this.render(row);
      await this.mailer.send(row.recipient, message);
    } catch (error) {
      // Mail switched off by the operator: failed at once, its reason kept on the row, nothing logged per message.
      const off = error instanceof MailDisabledError;
      const { retryAt } = await this.rows.failed(job, error, { final: off });
      if (!off) this.logger.warn({ notificationId: row.id, attempts: row.attempts, last: !retryAt, err: error }, 'notification send failed');
      return;
    }
    // The stored text leaves secrets out: a reset link or a code is in the payload only (never readable).
    const stored = Object.hasOwn(SECRET_BODIES, variant) ? { title: message.title, body: SECRET_BODIES[variant] } : message;
    await this.orm.em.fork().transactional(async (tx) => {
      await tx.execute(
        `update ${notifications} set ${column('status')} = 'sent', ${column('sentAt')} = now(), ${column('title')} = ?, ${column('body')} = ?, ${column('lastError')} = null, ${column('updatedAt')} = now() where ${column('id')} = ?`,
        [stored.title, stored.body, row.id],
      );
      await this.queue.complete(tx, job);
    });
  }
}
