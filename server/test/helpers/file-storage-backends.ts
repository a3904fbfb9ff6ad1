import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';

/**
 * The stores a file storage provider talks to, started for a test: what the server's
 * settings must say, and what the store holds now (to check that nothing stays behind).
 */
export interface StorageBackend {
  provider: 'local' | 'aws-s3' | 'vercel-blob';
  settings: Record<string, string>;
  /** Every key stored (local: every file under the folder, partial ones included). */
  keys(dataDir: string): Promise<string[]>;
  close(): Promise<void>;
}

export const localBackend = (): StorageBackend => ({
  provider: 'local',
  settings: { FILE_STORAGE_PROVIDER: 'local' },
  keys: async (dataDir) => filesUnder(path.join(dataDir, 'files')),
  close: async () => {},
});

async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * S3rver (the maintained fork of s3rver, on current busboy, fast-xml-parser and koa), a local
 * S3-compatible server in this process speaking the real S3 protocol, on a free port with a
 * temporary folder.
 */
export async function s3Backend(): Promise<StorageBackend> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const bucket = 'uploads';
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  // S3rver checks every signature (SigV4), but computes a bucket's path without the trailing
  // slash the SDK sends and signs for a listing (`/uploads/`): the listing asks for `/uploads`,
  // which S3 answers the same. The server's own requests (objects and their parts) are unchanged.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
      return next(args);
    },
    { step: 'build' },
  );
  return {
    provider: 'aws-s3',
    settings: {
      FILE_STORAGE_PROVIDER: 'aws-s3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    // Objects only: S3rver implements neither listing nor aborting multipart uploads (S3 does both).
    async keys() {
      const objects = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (objects.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await s3rver.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in for the Vercel Blob API, as its SDK calls it (`PUT /?pathname=`, `POST /delete`),
 * also serving the blobs at the urls it answers. The SDK is pointed at it by
 * `VERCEL_BLOB_API_URL`, which it reads on every call.
 */
export async function vercelBlobBackend(): Promise<StorageBackend> {
  const token = 'vercel_blob_rw_teststore_secret';
  const blobs = new Map<string, { body: Buffer; contentType: string }>();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const body = await readBody(req);
    // The client gave up half way (an upload refused while streaming): nothing is stored.
    if (!body) return;
    const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const authorized = req.headers.authorization === `Bearer ${token}`;
    if (req.method === 'PUT' && url.pathname === '/' && url.searchParams.has('pathname')) {
      if (!authorized) return answer(403, { error: { code: 'forbidden', message: 'bad token' } });
      const pathname = url.searchParams.get('pathname')!;
      if (blobs.has(pathname) && req.headers['x-allow-overwrite'] !== '1') {
        return answer(400, { error: { code: 'bad_request', message: 'This blob already exists' } });
      }
      const contentType = String(req.headers['x-content-type'] ?? 'application/octet-stream');
      blobs.set(pathname, { body, contentType });
      const blobUrl = `${base}/${pathname}`;
      return answer(200, { url: blobUrl, downloadUrl: `${blobUrl}?download=1`, pathname, contentType, contentDisposition: 'inline', etag: '"1"' });
    }
    if (req.method === 'POST' && url.pathname === '/delete') {
      if (!authorized) return answer(403, { error: { code: 'forbidden', message: 'bad token' } });
      for (const target of (JSON.parse(body.toString()) as { urls: string[] }).urls) {
        blobs.delete(/^https?:/.test(target) ? new URL(target).pathname.slice(1) : target);
      }
      return answer(200, {});
    }
    const blob = req.method === 'GET' ? blobs.get(url.pathname.slice(1)) : undefined;
    if (blob) return res.writeHead(200, { 'content-type': blob.contentType }).end(blob.body);
    return answer(404, { error: { code: 'not_found', message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const previousApiUrl = process.env.VERCEL_BLOB_API_URL;
  process.env.VERCEL_BLOB_API_URL = base;
  return {
    provider: 'vercel-blob',
    settings: { FILE_STORAGE_PROVIDER: 'vercel-blob', BLOB_READ_WRITE_TOKEN: token },
    keys: async () => [...blobs.keys()],
    async close() {
      if (previousApiUrl === undefined) delete process.env.VERCEL_BLOB_API_URL;
      else process.env.VERCEL_BLOB_API_URL = previousApiUrl;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
