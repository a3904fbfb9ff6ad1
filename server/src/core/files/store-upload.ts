import type { Readable } from 'node:stream';
import { AppError, badInput } from '../errors.js';
import { clientFileName, UploadedFile } from './uploaded-file.js';
import { detectType, isAllowedType, SNIFF_BYTES } from './detect-type.js';
import { IMAGE_PREFIX_BYTES, imageDimensions } from './image-dimensions.js';
import type { FileStorage } from './storage.js';
import { newStorageKey } from './storage-key.js';
import { UploadMeter } from './upload-meter.js';

export interface UploadLimits {
  maxBytes: number;
  allowedTypes: readonly string[];
}

export interface IncomingUpload {
  /** Names the upload in errors (`data.file`). */
  field: string;
  /** As the client named it: only its sanitised last segment is kept. */
  filename: string;
  stream: Readable;
}

/**
 * Streams one upload to storage: the type is detected from the first bytes and checked
 * before anything is stored, the size limit holds while it streams, image dimensions come
 * from a bounded prefix. On any failure nothing stays in storage, and the source is drained
 * (not destroyed) so that a multipart parser can go on to the next part.
 */
export async function storeUpload(storage: FileStorage, limits: UploadLimits, { field, filename, stream }: IncomingUpload): Promise<UploadedFile> {
  const meter = new UploadMeter({ maxBytes: limits.maxBytes, headBytes: SNIFF_BYTES, prefixBytes: IMAGE_PREFIX_BYTES, field });
  // Kept for the source's lifetime: an error after the upload is settled (the client leaving
  // while the rest is drained) lands on a finished meter instead of crashing the process.
  stream.on('error', (error) => meter.destroy(error));
  stream.pipe(meter);
  let key: string | undefined;
  try {
    const head = await meter.head;
    if (!head.length) throw badInput(`${field}: the file is empty`, field);
    const type = await detectType(head);
    if (!isAllowedType(type.mime, limits.allowedTypes)) {
      throw badInput(`${field}: files of type ${type.mime} are not accepted (accepted: ${limits.allowedTypes.join(', ')})`, field, {
        mimeType: type.mime,
      });
    }
    const isImage = type.mime.startsWith('image/');
    meter.keepPrefix(isImage ? IMAGE_PREFIX_BYTES : 0);
    key = newStorageKey(filename, type.extension);
    const location = await storage.put(key, meter, type.mime);
    const dimensions = isImage ? imageDimensions(meter.prefix) : null;
    return new UploadedFile(key, location, {
      mimeType: type.mime,
      size: meter.bytes,
      extension: type.extension,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
      provider: storage.provider,
    }, clientFileName(filename));
  } catch (error) {
    stream.unpipe(meter);
    stream.resume();
    meter.destroy();
    // Providers leave nothing behind a failed put; removing the key again covers any that would.
    if (key) await storage.remove(key).catch(() => undefined);
    throw asUploadError(meter.failure ?? error, field, limits.maxBytes);
  }
}

/** Errors of graphql-upload (http-errors with a status) answered like the server's own. */
export function asUploadError(error: unknown, field: string, maxBytes: number): unknown {
  const status = (error as { status?: unknown })?.status;
  if (error instanceof AppError || typeof status !== 'number') return error;
  if (status === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', `${field}: the file is larger than the limit of ${maxBytes} bytes`, { field, maxBytes });
  }
  if (status >= 400 && status < 500) return badInput(`${field}: ${(error as Error).message}`, field);
  return error;
}
