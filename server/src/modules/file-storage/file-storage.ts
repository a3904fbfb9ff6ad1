import type { Config } from '../../config.js';
import { LocalStorage } from './providers/local-storage.js';
import { S3Storage } from './providers/s3-storage.js';
import { VercelBlobStorage } from './providers/vercel-blob-storage.js';
import type { FileStorage } from './storage.js';

export type FileStorageSettings = Config['fileStorage'];

/**
 * One storage per server's settings, made on first use. Its clients keep no state another
 * instance would need, so any request context reaches it from its settings alone.
 */
const storages = new WeakMap<FileStorageSettings, FileStorage>();

/** The storage `FILE_STORAGE_PROVIDER` chose. */
export function fileStorageFor(settings: FileStorageSettings): FileStorage {
  let storage = storages.get(settings);
  if (!storage) {
    storage = createStorage(settings);
    storages.set(settings, storage);
  }
  return storage;
}

function createStorage(settings: FileStorageSettings): FileStorage {
  // config.ts has refused to start without each provider's required settings.
  switch (settings.provider) {
    case 'local':
      return new LocalStorage(settings.localDir);
    case 'aws-s3':
      return new S3Storage({ ...settings.s3, bucket: settings.s3.bucket! });
    case 'vercel-blob':
      return new VercelBlobStorage(settings.vercelBlob.token!);
  }
}
