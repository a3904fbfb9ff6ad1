import path from 'node:path';
import { z } from 'zod';
import { ConfigError, defineSettings } from '../../core/settings/settings.js';
import { emptyToUndefined, flag, httpUrl, isAddressOrRange, optionalString, positiveInt } from '../../core/settings/values.js';

/** What a site builder's staff upload: pictures, videos, documents. Not archives, not executables. */
export const DEFAULT_ALLOWED_FILE_TYPES = ['image/', 'video/', 'application/pdf', 'text/plain'];

/** Mime types (`application/pdf`) or families ending in a slash (`image/`), comma separated. */
const mimeTypeList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default(DEFAULT_ALLOWED_FILE_TYPES.join(','))
    .transform((value) => value.split(',').map((type) => type.trim().toLowerCase()).filter(Boolean))
    .refine(
      (types) => types.length > 0 && types.every((type) => /^[a-z0-9][\w.+-]*\/([\w.+-]+)?$/.test(type)),
      'expected mime types like image/png or families like image/, comma separated',
    ),
);
/**
 * Addresses or CIDR ranges, comma separated: the ones `create-from-url` may fetch from although
 * they are private (a test server on 127.0.0.1). None by default.
 */
const addressList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('')
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.every(isAddressOrRange), 'expected IP addresses or CIDR ranges like 127.0.0.1 or 10.0.0.0/8, comma separated'),
);

/** Where uploaded files go (this machine, S3, Vercel Blob), how large and of which types. */
export const fileStorageSettings = defineSettings({
  schema: {
    FILE_STORAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'aws-s3', 'vercel-blob']).default('local')),
    FILE_STORAGE_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
    FILE_STORAGE_ALLOWED_TYPES: mimeTypeList,
    FILE_STORAGE_FETCH_ALLOWED_ADDRESSES: addressList,
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: httpUrl,
    S3_FORCE_PATH_STYLE: flag,
    S3_PUBLIC_URL: httpUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    BLOB_READ_WRITE_TOKEN: optionalString,
  },
  /** A storage provider without its own settings cannot work: refused at start, not at the first upload. */
  check(s) {
    const needed = { local: [], 'aws-s3': ['S3_BUCKET'], 'vercel-blob': ['BLOB_READ_WRITE_TOKEN'] } as const;
    for (const name of needed[s.FILE_STORAGE_PROVIDER]) {
      if (!s[name]) throw new ConfigError(`Missing setting ${name}: required when FILE_STORAGE_PROVIDER=${s.FILE_STORAGE_PROVIDER}`);
    }
  },
  build: (s, { dataDir }) => ({
    fileStorage: {
      provider: s.FILE_STORAGE_PROVIDER,
      /** Where the local provider keeps files (served at /public). */
      localDir: path.join(dataDir, 'files'),
      maxBytes: s.FILE_STORAGE_MAX_BYTES,
      allowedTypes: s.FILE_STORAGE_ALLOWED_TYPES,
      /** Private addresses `create-from-url` may fetch from all the same (tests). */
      fetchAllowedAddresses: s.FILE_STORAGE_FETCH_ALLOWED_ADDRESSES,
      s3: {
        bucket: s.S3_BUCKET,
        region: s.S3_REGION,
        endpoint: s.S3_ENDPOINT,
        forcePathStyle: s.S3_FORCE_PATH_STYLE,
        publicUrl: s.S3_PUBLIC_URL?.replace(/\/$/, ''),
        accessKeyId: s.S3_ACCESS_KEY_ID,
        secretAccessKey: s.S3_SECRET_ACCESS_KEY,
      },
      vercelBlob: { token: s.BLOB_READ_WRITE_TOKEN },
    },
  }),
});
