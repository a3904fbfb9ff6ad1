import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { asUploadError } from '../files/store-upload.js';
import type { RequestContext } from '../request-context.js';
import type { RequestUploads } from '../files/request-uploads.js';
import { isUpload, plain } from './plain-input.js';

/** The data of a create or update as plain values, its uploads streamed to storage. */
export async function receiveUploads(ctx: RequestContext, data: object, uploads: RequestUploads): Promise<Record<string, unknown>> {
  const input = data as Record<string, unknown>;
  const names = Object.keys(input).filter((name) => isUpload(input[name]));
  const values = plain({ ...input, ...Object.fromEntries(names.map((name) => [name, undefined])) });
  for (const name of names) {
    let upload: FileUpload;
    let stream: Readable;
    try {
      upload = await (input[name] as Promise<FileUpload>);
      stream = upload.createReadStream();
    } catch (error) {
      // graphql-upload's own failures: a file missing from the request, one over its size limit.
      throw asUploadError(error, `data.${name}`, ctx.config.fileStorage.maxBytes);
    }
    values[name] = await uploads.receive(name, upload.filename, stream);
  }
  return values;
}
