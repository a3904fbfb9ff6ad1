import type { Readable } from 'node:stream';
/**
 * Where uploaded files are kept. Keys are made by the server (`storage-key.ts`), never by
 * clients; a location is what a file field keeps: a path under /public for local files, a
 * full url for the others.
 */
export interface FileStorage {
  /** The provider's name, as file rows record it (`local`, `s3`, `vercel-blob`). */
  readonly provider: string;
  /**
   * Streams `body` to the object `key` and answers its location. When the body fails (too
   * large, client gone) nothing is left under `key` that anyone can read.
   */
  put(key: string, body: Readable, contentType: string): Promise<string>;
  /** Removes the object; an absent one is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The key of a location this storage made, or null for anything else (a path or url a
   * client gave): the server only ever removes objects it stored.
   */
  keyOf(location: string): string | null;
}

/** Every object is stored once under a unique key and never changed: caches may keep it for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const IMMUTABLE_MAX_AGE_SECONDS = 31_536_000;
