import { Readable } from 'node:stream';
import { assertCanWrite } from '../../core/access/policy.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CrudService, type CrudContext } from '../../core/crud/crud-service.js';
import { storeUpload } from '../../core/files/store-upload.js';
import type { FileStorage } from '../../core/files/storage.js';
import type { UploadedFile } from '../../core/files/uploaded-file.js';
import type { Logger } from '../../core/logger.js';
import type { RowOf } from '../../core/model/row.js';
import type { RequestContext } from '../../core/request-context.js';
import { FileStorageFile } from './entities.js';
import { templateOf } from './generate/draw-template.js';
import { pngRenderer } from './generate/png-renderer.js';
import { TemplateData } from './generate/template-data.js';
import { openRemoteFile } from './remote-file.js';

/** Who writes files outside the generic routes: a request, or the server's own background work. */
export type FileWriter = CrudContext & { files: FileStorage; log: Logger };

/** What is written with a new File row, in its transaction (a link to it, ...). */
export type WithFile = (em: EntityManager, file: RowOf<typeof FileStorageFile>) => Promise<void>;

/**
 * The File row of a stored file, and what `withFile` writes with it, in one transaction;
 * when they cannot be written, the stored file goes again.
 */
async function saveFile(writer: FileWriter, file: UploadedFile, values: Record<string, unknown> = {}, withFile?: WithFile) {
  try {
    return await writer.em.transactional(async (em) => {
      const row = await new CrudService({ ...writer, em }, FileStorageFile).create({ ...values, file });
      await withFile?.(em, row);
      return row;
    });
  } catch (error) {
    await writer.files.remove(file.key).catch((removal) => writer.log.warn({ err: removal, key: file.key }, 'could not remove a stored file'));
    throw error;
  }
}

/**
 * `create-from-url`: the file at `data.url` downloaded and stored exactly like an upload (type
 * detected from the content, allowed types, the size limit while it streams), as a new File.
 */
export async function createFileFromUrl(context: RequestContext, data: unknown) {
  // Nothing is fetched for someone who may not write files.
  assertCanWrite(context.actor, FileStorageFile);
  TemplateData.of(data).only(['url']);
  const settings = context.config.fileStorage;
  const remote = await openRemoteFile((data as { url?: unknown }).url, { maxBytes: settings.maxBytes, allowedAddresses: settings.fetchAllowedAddresses });
  let file: UploadedFile;
  try {
    file = await storeUpload(context.files, settings, { field: 'data.url', filename: remote.filename, stream: remote.stream });
  } catch (error) {
    throw remote.explain(error);
  } finally {
    remote.close();
  }
  return saveFile(context, file);
}

/** `generate`: the template of `data.variant` drawn with the rest of `data`, stored as a PNG File of that variant. */
export async function generateFile(context: RequestContext, data: unknown) {
  assertCanWrite(context.actor, FileStorageFile);
  TemplateData.of(data);
  const { variant, ...rest } = data as Record<string, unknown>;
  const template = templateOf(variant);
  // Checked here, so that bad data is a 400 before the worker is asked for anything.
  template.read(TemplateData.of(rest));
  return saveGeneratedFile(context, template.variant, await pngRenderer.render(template.variant, rest));
}

/** A PNG drawn from a template, stored as a new File of its variant (`values`: more of its fields). */
export async function saveGeneratedFile(writer: FileWriter, variant: string, png: Buffer, values: Record<string, unknown> = {}, withFile?: WithFile) {
  const limits = { maxBytes: Number.MAX_SAFE_INTEGER, allowedTypes: ['image/png'] };
  const file = await storeUpload(writer.files, limits, { field: 'data', filename: variant, stream: Readable.from([png]) });
  return saveFile(writer, file, { ...values, variant }, withFile);
}
