import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../settings.js';
import { CrudService } from '../../../core/crud/crud-service.js';
import type { FileStorage } from '../../../core/files/storage.js';
import type { Job, JobQueue, QueueDefinition } from '../../../core/jobs/job-queue.js';
import { QueueWorker } from '../../../core/jobs/queue-worker.js';
import type { OnWrite } from '../../../core/cache/written.js';
import type { Logger } from '../../../core/logger.js';
import type { RowOf } from '../../../core/model/row.js';
import { tableOf } from '../../../core/model/tables.js';
import { FileStorageFile } from '../../file-storage/entities.js';
import { saveGeneratedFile, type FileWriter } from '../../file-storage/file-creation.js';
import { fileUrl } from '../../file-storage/file-url.js';
import { pngRenderer } from '../../file-storage/generate/png-renderer.js';
import { ecommerceOrderReceipt } from '../../file-storage/generate/templates/ecommerce-order-receipt.js';
import { EcommerceOrder, EcommerceOrdersToFileStorageModuleFiles, EcommerceReceiptJob, RECEIPT_QUEUE } from '../entities.js';
import { receiptData } from './receipt-data.js';
import { ordersOfInvoice } from '../invoice-orders.js';

const BATCH = 5;
/** A receipt still being drawn after this long was taken up by an instance that stopped: it is drawn again (a further attempt). */
const DRAWING_TIMEOUT_MS = 5 * 60_000;
const RECEIPT = ecommerceOrderReceipt.variant;

/** The last error of a receipt whose last attempt was cut short (its instance stopped mid-drawing). */
export const INTERRUPTED_DRAWING = 'drawing was interrupted (the instance stopped) and no attempt is left';

/** The queue of receipts to draw, retried as RECEIPT_* say. */
export function receiptQueue({ receipts }: Config) {
  const rows = { model: EcommerceReceiptJob, working: 'rendering', due: 'runAfter', interrupted: INTERRUPTED_DRAWING };
  return { name: RECEIPT_QUEUE, maxAttempts: receipts.maxAttempts, retryBaseMs: receipts.retryBaseMs, timeoutMs: DRAWING_TIMEOUT_MS, rows } satisfies QueueDefinition;
}

/** A receipt taken up for drawing: the columns its claim answers. */
type Claimed = Pick<RowOf<typeof EcommerceReceiptJob>, 'id' | 'invoiceId' | 'attempts'>;

export interface ReceiptServices {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  files: FileStorage;
  /** Told of the receipt's writes: the cached public answers holding what they wrote are dropped. */
  onWrite: OnWrite;
  queue: JobQueue;
}

/**
 * Draws the receipts of paid checkouts (queued by the payment, see `receipt-queue.ts`) after
 * the payment has committed: one per invoice, the lines of all its orders, the totals, the
 * checkout's number, the date and the shop's name as a 1500×1500 PNG, on the renderer's worker
 * thread. The File is linked to every order of the checkout
 * (`orders-to-file-storage-module-files`), its url kept in each order's `receipt` and the job
 * completed, in one transaction. A job per receipt on the job queue (`receiptQueue`), which
 * instances share out: a failed drawing is logged and retried with growing waits, then marked
 * failed (an admin may queue it again). A drawing queued again replaces the orders' receipt
 * (the old one removed).
 */
export class ReceiptDispatcher extends QueueWorker<typeof EcommerceReceiptJob> {
  constructor(private readonly services: ReceiptServices) {
    super(services.queue, receiptQueue(services.config), { orm: services.orm, batchSize: BATCH, pollMs: services.config.receipts.pollMs, logger: services.logger });
  }

  protected async run(job: Job) {
    const claimed = await this.rows.claim(job, ['invoiceId']);
    if (!claimed) return;
    const { orm, config, logger, files, onWrite } = this.services;
    const em = orm.em.fork();
    try {
      const data = await receiptData(em, claimed.invoiceId, config.siteName);
      const png = await pngRenderer.render(RECEIPT, data);
      const writer: FileWriter = { em, actor: { kind: 'server' }, files, log: logger, onWrite };
      const values = { adminTitle: `Receipt № ${data.orderNumber} (invoice ${claimed.invoiceId})`, alt: `Receipt № ${data.orderNumber}` };
      const replaced: string[] = [];
      await saveGeneratedFile(writer, RECEIPT, png, values, async (tx, file) => {
        replaced.push(...(await this.attach(tx, writer, claimed, file)));
        await this.queue.complete(tx, job);
      });
      // A receipt drawn again: the one before is of no more use (its row, and its stored picture).
      for (const id of replaced) {
        await new CrudService(writer, FileStorageFile).remove(id).catch((error: unknown) => logger.warn({ err: error, fileId: id }, 'could not remove a replaced receipt'));
      }
    } catch (error) {
      const { retryAt } = await this.rows.failed(job, error);
      logger.error({ err: error, invoiceId: claimed.invoiceId, attempts: claimed.attempts, last: !retryAt }, 'receipt not drawn');
    }
  }

  /**
   * In the File's transaction: the receipt of every order of the checkout is this file, its
   * row done. Answers the receipts it replaces (unlinked here, removed once this commits).
   */
  private async attach(tx: EntityManager, writer: FileWriter, receipt: Claimed, file: RowOf<typeof FileStorageFile>): Promise<string[]> {
    const [o, link, files, jobs] = [tableOf(EcommerceOrder), tableOf(EcommerceOrdersToFileStorageModuleFiles), tableOf(FileStorageFile), tableOf(EcommerceReceiptJob)];
    const orders: { id: string }[] = await tx.execute(
      `select ${o.column('id')} as "id" from ${o.table} where ${o.column('id')} in (${ordersOfInvoice()}) order by ${o.column('id')} for update`,
      [receipt.invoiceId],
    );
    if (!orders.length) throw new Error(`invoice ${receipt.invoiceId}: its orders are gone`);
    const orderIds = orders.map((order) => order.id);
    // A file linked to several orders is removed once, whichever of them it was unlinked from.
    const replaced: { id: string }[] = await tx.execute(
      `delete from ${link.table} link using ${files.table} file
        where link.${link.column('orderId')} in (?) and file.${files.column('id')} = link.${link.column('fileStorageModuleFileId')} and file.${files.column('variant')} = ?
        returning file.${files.column('id')} as "id"`,
      [orderIds, RECEIPT],
    );
    const server = { ...writer, em: tx };
    const url = fileUrl(this.services.config.publicUrl, file.file);
    await new CrudService(server, EcommerceOrdersToFileStorageModuleFiles).bulkCreate(orderIds.map((orderId) => ({ data: { orderId, fileStorageModuleFileId: file.id, orderIndex: 0 } })));
    await new CrudService(server, EcommerceOrder).bulkUpdate(orderIds.map((id) => ({ id, data: { receipt: url } })));
    await tx.execute(
      `update ${jobs.table} set ${jobs.column('status')} = 'done', ${jobs.column('lastError')} = null, ${jobs.column('updatedAt')} = now() where ${jobs.column('id')} = ?`,
      [receipt.id],
    );
    return [...new Set(replaced.map((row) => row.id))];
  }
}
