import type { Readable } from 'node:stream';
import { del, put } from '@vercel/blob';
import { IMMUTABLE_MAX_AGE_SECONDS, type FileStorage } from '../../../core/files/storage.js';
import { isGeneratedKey } from '../../../core/files/storage-key.js';

/**
 * Blobs in a Vercel Blob store (its SDK; `VERCEL_BLOB_API_URL`, read by the SDK, points it
 * elsewhere, as the tests do). A file field keeps the blob's public url.
 */
export class VercelBlobStorage implements FileStorage {
  readonly provider = 'vercel-blob';

  constructor(private readonly token: string) {}

  async put(key: string, body: Readable, contentType: string): Promise<string> {
    // A failing body aborts the request: the SDK gives up instead of retrying a spent stream.
    const abort = new AbortController();
    const onBodyError = () => abort.abort();
    body.once('error', onBodyError);
    try {
      const blob = await put(key, body, {
        access: 'public',
        token: this.token,
        contentType,
        // Keys are unique already (and recognised by their shape): no random suffix, no overwrite.
        addRandomSuffix: false,
        allowOverwrite: false,
        cacheControlMaxAge: IMMUTABLE_MAX_AGE_SECONDS,
        abortSignal: abort.signal,
      });
      return blob.url;
    } finally {
      body.off('error', onBodyError);
    }
  }

  async remove(key: string): Promise<void> {
    await del(key, { token: this.token });
  }

  /** The key of a blob url whose path has the shape of ours (the store's host is the SDK's business). */
  keyOf(location: string): string | null {
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      return null;
    }
    const key = url.pathname.slice(1);
    return /^https?:$/.test(url.protocol) && isGeneratedKey(key) ? key : null;
  }
}
