import { Readable } from 'node:stream';
import { assertCanWrite } from '../../core/access/policy.js';
import { CrudService } from '../../core/crud/crud-service.js';
import { storeUpload } from '../../core/files/store-upload.js';
import type { UploadedFile } from '../../core/files/uploaded-file.js';
import type { RequestContext } from '../../core/request-context.js';
import { FileStorageFile } from './entities.js';
import { templateOf } from './generate/draw-template.js';
import { pngRenderer } from './generate/png-renderer.js';
import { TemplateData } from './generate/template-data.js';
import { openRemoteFile } from './remote-file.js';

/** The File row of a stored file; when the row cannot be written, the file goes again. */
async function saveFile(context: RequestContext, file: UploadedFile, values: Record<string, unknown> = {}) {
  try {
    return await new CrudService(context, FileStorageFile).create({ ...values, file });
  } catch (error) {
    await context.files.remove(file.key).catch((removal) => context.log.warn({ err: removal, key: file.key }, 'could not remove a stored file'));
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
export async function saveGeneratedFile(context: RequestContext, variant: string, png: Buffer, values: Record<string, unknown> = {}) {
  const limits = { maxBytes: Number.MAX_SAFE_INTEGER, allowedTypes: ['image/png'] };
  const file = await storeUpload(context.files, limits, { field: 'data', filename: variant, stream: Readable.from([png]) });
  return saveFile(context, file, { ...values, variant });
}
