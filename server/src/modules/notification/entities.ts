import { queuedAgain } from '../../core/jobs/queued-again.js';
import { defineModel, entityNamed } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { Widget } from '../../core/model/shared-fields.js';

const module = 'notification';

export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const NOTIFICATION_CHANNELS = ['email'] as const;
/** The job queue of messages to send: a job per notification (see `dispatcher.ts`). */
export const NOTIFICATION_QUEUE = 'notification';

export const NotificationWidget = defineModel({ module, segment: 'widgets', implements: [Widget] });
export const NotificationTemplate = defineModel({
  module,
  segment: 'templates',
  read: 'admin',
  description: 'A message in every language; its variant names the event it is sent on.',
  variants: ['order-status-changed', 'order-paid-admin', 'reset-password', 'confirm-email', 'crm-request-created'],
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    subject: f.localized(),
    body: f.localized({ description: 'Text with {{placeholders}}.' }),
  },
});
export const NotificationTopic = defineModel({
  module,
  segment: 'topics',
  read: 'admin',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), title: f.localized(), description: f.localized() },
});
export const NotificationNotification = defineModel({
  module,
  segment: 'notifications',
  read: 'admin',
  system: true,
  fields: {
    subjectId: f.ref(() => entityNamed('RbacSubject'), { required: false }),
    templateId: f.ref(() => NotificationTemplate, { required: false }),
    topicId: f.ref(() => NotificationTopic, { required: false }),
    channel: f.enum(NOTIFICATION_CHANNELS, { required: true, default: 'email' }),
    recipient: f.text({ required: true, description: 'The address the message goes to.' }),
    title: f.text({ description: 'The subject line of the message as sent.' }),
    body: f.text({ description: 'The text as sent (rendered from the template when the message goes out).' }),
    payload: f.json({ hidden: true, description: 'Template values; may hold secrets (reset links), so never readable.' }),
    status: f.enum(NOTIFICATION_STATUSES, { required: true, default: 'queued', index: true }),
    attempts: f.int({ required: true, default: 0 }),
    sendAfter: f.datetime({ index: true }),
    sentAt: f.datetime(),
    lastError: f.text(),
  },
  // An admin sets a message back to `queued` to send it again.
  hooks: { writes: () => [], afterUpdate: queuedAgain(NOTIFICATION_QUEUE, 'sendAfter') },
});
