import type { Config } from '../../settings.js';
import { LocalStorage } from './providers/local-storage.js';
import type { FileStorage } from '../../core/files/storage.js';

export type FileStorageSettings = Config['fileStorage'];

/**
 * One storage per server's settings, made on first use. Its clients keep no state another
 * instance would need, so any request context reaches it from its settings alone.
 */
const storages = new WeakMap<FileStorageSettings, Promise<FileStorage>>();

/** The storage `FILE_STORAGE_PROVIDER` chose. */
export function fileStorageFor(settings: FileStorageSettings): Promise<FileStorage> {
  let storage = storages.get(settings);
  if (!storage) {
    storage = createStorage(settings);
    storages.set(settings, storage);
  }
  return storage;
}

/**
 * The SDKs of the remote providers are loaded only when one is configured: the AWS SDK and
 * Vercel Blob's client cost tens of megabytes and part of a second at start otherwise.
 */
async function createStorage(settings: FileStorageSettings): Promise<FileStorage> {
  // Its settings (settings.ts) have refused to start without each provider's required settings.
  switch (settings.provider) {
    case 'local':
      return new LocalStorage(settings.localDir);
    case 'aws-s3': {
      const { S3Storage } = await import('./providers/s3-storage.js');
      return new S3Storage({ ...settings.s3, bucket: settings.s3.bucket! });
    }
    case 'vercel-blob': {
      const { VercelBlobStorage } = await import('./providers/vercel-blob-storage.js');
      return new VercelBlobStorage(settings.vercelBlob.token!);
    }
  }
}
