import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../../core/files/storage.js';
import { isGeneratedKey } from '../../../core/files/storage-key.js';
import { removeSizes } from '../image-sizes.js';

/**
 * Files in a folder of this machine (`DATA_DIR/files`), served at `/public/<key>`. A file
 * field keeps `/<key>`: a client makes a path a url by prefixing the host and `/public`.
 */
export class LocalStorage implements FileStorage {
  readonly provider = 'local';

  constructor(readonly root: string) {}

  async put(key: string, body: Readable, _contentType: string): Promise<string> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written aside (a dotfile, never served) and renamed once complete: a failed or partial
    // upload is never served.
    const partial = path.join(path.dirname(target), `.${randomUUID()}.partial`);
    try {
      await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return `/${key}`;
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
    // Its sizes (image-sizes.ts) go with it.
    if (isGeneratedKey(key)) await removeSizes(this.root, key);
  }

  keyOf(location: string): string | null {
    const key = location.startsWith('/') ? location.slice(1) : null;
    return key && isGeneratedKey(key) ? key : null;
  }

  /** The file of a key, refused when it would leave the folder (keys are made by the server; this is the last line). */
  private pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Storage key outside the storage folder: ${key}`);
    return target;
  }
}
