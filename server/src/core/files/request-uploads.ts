import type { Readable } from 'node:stream';
import { assertCanWrite } from '../access/policy.js';
import type { RequestContext } from '../request-context.js';
import { badInput } from '../errors.js';
import { fieldOf, type ModelDefinition } from '../model/define-model.js';
import { storeUpload } from './store-upload.js';
import type { UploadedFile } from './uploaded-file.js';

/**
 * The uploads of one create or update request: each streamed to storage as it arrives (a
 * multipart body cannot wait for the rest of the request), and all removed again when the
 * write they were for fails.
 */
export class RequestUploads {
  private readonly stored: UploadedFile[] = [];

  constructor(
    private readonly ctx: RequestContext,
    private readonly model: ModelDefinition,
  ) {}

  async receive(name: string, filename: string, stream: Readable): Promise<UploadedFile> {
    // Nothing reaches storage for someone who may not write.
    assertCanWrite(this.ctx.actor, this.model);
    const field = `data.${name}`;
    if (!fieldOf(this.model, name)?.file) throw badInput(`${field}: not a file field of ${this.model.name}`, field);
    const file = await storeUpload(this.ctx.files, this.ctx.config.fileStorage, { field, filename, stream });
    this.stored.push(file);
    return file;
  }

  /** Removes everything stored for this request. */
  async discard() {
    for (const file of this.stored.splice(0)) {
      await this.ctx.files.remove(file.key).catch((error) => this.ctx.log.warn({ err: error, key: file.key }, 'could not remove an upload'));
    }
  }
}

/** Runs a write with the request's uploads; when it fails, what they stored is removed. */
export async function withUploads<T>(ctx: RequestContext, model: ModelDefinition, write: (uploads: RequestUploads) => Promise<T>): Promise<T> {
  const uploads = new RequestUploads(ctx, model);
  try {
    return await write(uploads);
  } catch (error) {
    await uploads.discard();
    throw error;
  }
}
