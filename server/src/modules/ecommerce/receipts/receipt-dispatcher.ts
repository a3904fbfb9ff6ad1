import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.js';
import { CrudService } from '../../../core/crud/crud-service.js';
import type { FileStorage } from '../../../core/files/storage.js';
import { Poller } from '../../../core/jobs/poller.js';
import type { OnWrite } from '../../../core/cache/written.js';
import type { Logger } from '../../../core/logger.js';
import type { RowOf } from '../../../core/model/row.js';
import { tableOf } from '../../../core/model/tables.js';
import { FileStorageFile } from '../../file-storage/entities.js';
import { saveGeneratedFile, type FileWriter } from '../../file-storage/file-creation.js';
import { fileUrl } from '../../file-storage/file-url.js';
import { pngRenderer } from '../../file-storage/generate/png-renderer.js';
import { ecommerceOrderReceipt } from '../../file-storage/generate/templates/ecommerce-order-receipt.js';
import { EcommerceOrder, EcommerceOrdersToFileStorageModuleFiles, EcommerceReceiptJob } from '../entities.js';
import { receiptData } from './receipt-data.js';

const BATCH = 5;
/** A job still `rendering` after this long was claimed by an instance that stopped: it is drawn again. */
const STALE_RENDERING_SECONDS = 5 * 60;
const RECEIPT = ecommerceOrderReceipt.variant;

interface Claimed {
  id: string;
  orderId: string;
  attempts: number;
}

export interface ReceiptServices {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  files: FileStorage;
  /** Told of the receipt's writes: the cached public answers holding what they wrote are dropped. */
  onWrite: OnWrite;
}

/**
 * Draws the receipts of paid orders (queued by the payment, see `receipt-queue.ts`) after the
 * payment has committed: the order's lines, totals, date and the shop's name as a 1500×1500
 * PNG, on the renderer's worker thread. The File is linked to its order
 * (`orders-to-file-storage-module-files`) and its url kept in the order's `receipt`, in one
 * transaction. Instances claim jobs with `FOR UPDATE SKIP LOCKED`, so each is drawn once; a
 * failed drawing is logged and retried with doubling delays, then marked failed (an admin may
 * queue it again). A drawing queued again replaces the order's receipt (the old one removed).
 */
export class ReceiptDispatcher {
  private readonly poller: Poller;

  constructor(private readonly services: ReceiptServices) {
    this.poller = new Poller(() => this.drain(), services.config.receipts.pollMs, (error) => services.logger.error({ err: error }, 'receipt dispatch failed'));
  }

  start() {
    this.poller.start();
  }

  /** Resolves once the look at the queue made on start is over. */
  started(): Promise<void> {
    return this.poller.started();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Draws every receipt due now; answers how many jobs were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.claim();
      if (!batch.length) return handled;
      for (const job of batch) await this.draw(job);
      handled += batch.length;
    }
  }

  private claim(): Promise<Claimed[]> {
    const { table: jobs, column } = tableOf(EcommerceReceiptJob);
    return this.services.orm.em.getConnection().execute(
      `update ${jobs} set ${column('status')} = 'rendering', ${column('attempts')} = ${column('attempts')} + 1, ${column('updatedAt')} = now()
        where ${column('id')} in (
          select ${column('id')} from ${jobs}
           where (${column('status')} = 'queued' and (${column('runAfter')} is null or ${column('runAfter')} <= now()))
              or (${column('status')} = 'rendering' and ${column('updatedAt')} < now() - make_interval(secs => ?))
           order by ${column('createdAt')}
           limit ${BATCH}
           for update skip locked)
        returning ${column('id')} as "id", ${column('orderId')} as "orderId", ${column('attempts')} as "attempts"`,
      [STALE_RENDERING_SECONDS],
    );
  }

  private async draw(job: Claimed) {
    const { orm, config, logger, files, onWrite } = this.services;
    const em = orm.em.fork();
    try {
      const png = await pngRenderer.render(RECEIPT, await receiptData(em, job.orderId, config.siteName));
      const writer: FileWriter = { em, actor: { kind: 'server' }, files, log: logger, onWrite };
      const values = { adminTitle: `Receipt of order ${job.orderId}`, alt: `Receipt of order ${job.orderId}` };
      const replaced: string[] = [];
      await saveGeneratedFile(writer, RECEIPT, png, values, async (tx, file) => {
        replaced.push(...(await this.attach(tx, writer, job, file)));
      });
      // A receipt drawn again: the one before is of no more use (its row, and its stored picture).
      for (const id of replaced) {
        await new CrudService(writer, FileStorageFile).remove(id).catch((error: unknown) => logger.warn({ err: error, fileId: id }, 'could not remove a replaced receipt'));
      }
    } catch (error) {
      const { maxAttempts, retryBaseMs } = config.receipts;
      const last = job.attempts >= maxAttempts;
      logger.error({ err: error, orderId: job.orderId, attempts: job.attempts, last }, 'receipt not drawn');
      const { table: jobs, column } = tableOf(EcommerceReceiptJob);
      await em.getConnection().execute(
        `update ${jobs} set ${column('status')} = ?, ${column('lastError')} = ?, ${column('runAfter')} = now() + make_interval(secs => ?), ${column('updatedAt')} = now()
          where ${column('id')} = ?`,
        [last ? 'failed' : 'queued', String((error as Error)?.message ?? error).slice(0, 1000), (retryBaseMs * 2 ** (job.attempts - 1)) / 1000, job.id],
      );
    }
  }

  /**
   * In the File's transaction: the order's receipt is this file, the job done. Answers the
   * receipts it replaces (unlinked here, removed once this commits).
   */
  private async attach(tx: EntityManager, writer: FileWriter, job: Claimed, file: RowOf<typeof FileStorageFile>): Promise<string[]> {
    const [o, link, files, jobs] = [tableOf(EcommerceOrder), tableOf(EcommerceOrdersToFileStorageModuleFiles), tableOf(FileStorageFile), tableOf(EcommerceReceiptJob)];
    const [order] = await tx.execute(`select ${o.column('id')} from ${o.table} where ${o.column('id')} = ? for update`, [job.orderId]);
    if (!order) throw new Error(`order ${job.orderId} is gone`);
    const replaced: { id: string }[] = await tx.execute(
      `delete from ${link.table} link using ${files.table} file
        where link.${link.column('orderId')} = ? and file.${files.column('id')} = link.${link.column('fileStorageModuleFileId')} and file.${files.column('variant')} = ?
        returning file.${files.column('id')} as "id"`,
      [job.orderId, RECEIPT],
    );
    const server = { ...writer, em: tx };
    await new CrudService(server, EcommerceOrdersToFileStorageModuleFiles).create({ orderId: job.orderId, fileStorageModuleFileId: file.id, orderIndex: 0 });
    await new CrudService(server, EcommerceOrder).update(job.orderId, { receipt: fileUrl(this.services.config.publicUrl, file.file) });
    await tx.execute(
      `update ${jobs.table} set ${jobs.column('status')} = 'done', ${jobs.column('lastError')} = null, ${jobs.column('updatedAt')} = now() where ${jobs.column('id')} = ?`,
      [job.id],
    );
    return replaced.map((row) => row.id);
  }
}
