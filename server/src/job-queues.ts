import type { Config } from './settings.js';
import type { QueueDefinition } from './core/jobs/job-queue.js';
import { receiptQueue } from './modules/ecommerce/receipts/receipt-dispatcher.js';
import { notificationQueue } from './modules/notification/dispatcher.js';

/** The job queues of the platform's modules, with their settings: what `JobQueue.open` creates. */
export const jobQueues = (config: Config): QueueDefinition[] => [notificationQueue(config), receiptQueue(config)];
