import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { IMMUTABLE_CACHE_CONTROL, type FileStorage } from '../../../core/files/storage.js';
import { isGeneratedKey } from '../../../core/files/storage-key.js';

export interface S3Settings {
  bucket: string;
  /** Default us-east-1 (S3-compatible stores mostly ignore it, the SDK requires one). */
  region?: string;
  /** An S3-compatible store (MinIO, R2, ...); absent for AWS itself. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Where the objects are read from (a CDN); derived from the endpoint and bucket when absent. */
  publicUrl?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Parts of this size, at most two in flight: an upload never holds more than about 15 MiB. */
const PART_BYTES = 5 * 1024 * 1024;

/** Objects in an S3 bucket; a file field keeps the object's public url. */
export class S3Storage implements FileStorage {
  readonly provider = 'aws-s3';
  private readonly client: S3Client;
  private readonly publicUrl: string;

  constructor(private readonly settings: S3Settings) {
    const region = settings.region ?? 'us-east-1';
    this.client = new S3Client({
      region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // S3-compatible stores often lack the newer default checksums (and their aws-chunked bodies).
      ...(settings.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    });
    this.publicUrl = (settings.publicUrl ?? defaultPublicUrl(settings.bucket, region, settings.endpoint, settings.forcePathStyle)).replace(/\/$/, '');
  }

  async put(key: string, body: Readable, contentType: string): Promise<string> {
    // lib-storage streams: one PutObject for small bodies, a multipart upload (aborted on error) for large ones.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    return `${this.publicUrl}/${key}`;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  keyOf(location: string): string | null {
    const prefix = `${this.publicUrl}/`;
    if (!location.startsWith(prefix)) return null;
    const key = location.slice(prefix.length);
    return isGeneratedKey(key) ? key : null;
  }
}

/** The public address of a bucket's objects, in the addressing style the client uses. */
export function defaultPublicUrl(bucket: string, region: string, endpoint?: string, forcePathStyle?: boolean): string {
  if (!endpoint) return forcePathStyle ? `https://s3.${region}.amazonaws.com/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
  const url = new URL(endpoint);
  const base = `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  return forcePathStyle ? `${base}/${bucket}` : `${url.protocol}//${bucket}.${url.host}${url.pathname.replace(/\/$/, '')}`;
}
