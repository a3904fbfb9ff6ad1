import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFiles, download, FILES_ROUTE } from '../../helpers/file-uploads.js';
import { makePng } from '../../helpers/png.js';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const ROUTE = `${FILES_ROUTE}/create-from-url`;
const MAX_BYTES = 20_000;
const png = makePng(16, 9);
const zip = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.alloc(200, 1)]);

/** The web the server fetches from: a plain http server on 127.0.0.1. */
let origin: http.Server;
let web: string;
/** Allowed to fetch from 127.0.0.1 (the test's web); `strict` has no allowed address. */
let server: TestServer;
let strict: TestServer;

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    const routes: Record<string, () => void> = {
      '/picture.png': () => res.writeHead(200, { 'content-type': 'text/html' }).end(png),
      '/moved': () => res.writeHead(302, { location: '/picture.png' }).end(),
      '/to-metadata': () => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-loopback-v6': () => res.writeHead(301, { location: 'http://[::1]:9/secret' }).end(),
      '/archive.zip': () => res.writeHead(200).end(zip),
      // Declared too large: refused before reading.
      '/declared-large.png': () => res.writeHead(200, { 'content-length': String(MAX_BYTES + 1) }).end(Buffer.concat([png, Buffer.alloc(MAX_BYTES + 1 - png.length)])),
      // No length given: the limit holds while it streams.
      '/streamed-large.png': () => {
        res.writeHead(200, { 'transfer-encoding': 'chunked' });
        res.write(png);
        for (let i = 0; i < 10; i++) res.write(Buffer.alloc(4096));
        res.end();
      },
    };
    const route = routes[req.url ?? ''];
    if (route) route();
    else res.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  web = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  [server, strict] = await Promise.all([
    startTestServer({ FILE_STORAGE_PROVIDER: 'local', FILE_STORAGE_MAX_BYTES: String(MAX_BYTES), FILE_STORAGE_FETCH_ALLOWED_ADDRESSES: '127.0.0.1' }),
    startTestServer({ FILE_STORAGE_PROVIDER: 'local' }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), strict?.close()]);
  await new Promise((resolve) => origin?.close(resolve));
});

const fromUrl = (target: TestServer, url: unknown, headers?: Record<string, string>) => target.rest('POST', ROUTE, { admin: !headers, json: { url }, headers });

/** Every object in the local provider's folder. */
async function storedObjects(target: TestServer): Promise<number> {
  const root = path.join(target.dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

function expectRefused(response: { status: number; body: any }, status = 400) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.details?.field).toBe('data.url');
}

describe('POST /api/file-storage/files/create-from-url', () => {
  it('stores the file at the url like an upload: type from the content, size, dimensions, provider', async () => {
    const response = await fromUrl(server, `${web}/picture.png`);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const file = response.body.data;
    expect(file).toMatchObject({ mimeType: 'image/png', extension: 'png', size: png.length, width: 16, height: 9, provider: 'local', variant: 'default' });
    expect(file.file).toMatch(/-picture\.png$/);
    const served = await download(server, file.file);
    expect(served.body.equals(png)).toBe(true);
    const read = await server.rest('GET', `${FILES_ROUTE}/${file.id}`, { admin: true });
    expect(read.body.data.file).toBe(file.file);
  });

  it('follows a redirect to a public address, over GraphQL too', async () => {
    const answer = await server.graphql<{ fileStorageFileCreateFromUrl: Record<string, unknown> }>(
      'mutation ($data: FileStorageFileCreateFromUrlInput!) { fileStorageFileCreateFromUrl(data: $data) { id file mimeType size width height provider } }',
      { data: { url: `${web}/moved` } },
      server.asServer,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.fileStorageFileCreateFromUrl).toMatchObject({ mimeType: 'image/png', size: png.length, width: 16, height: 9, provider: 'local' });
  });

  it('refuses loopback, private, link-local (metadata) and IPv4-mapped addresses', async () => {
    const before = await countFiles(strict);
    const port = (origin.address() as AddressInfo).port;
    for (const url of [
      `http://127.0.0.1:${port}/picture.png`,
      `http://localhost:${port}/picture.png`,
      'http://10.0.0.1/picture.png',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/picture.png`,
      `http://[::ffff:127.0.0.1]:${port}/picture.png`,
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
    ]) {
      const response = await fromUrl(strict, url);
      expect(response.status, url).toBe(400);
      expect(response.body.error.message, url).toMatch(/data\.url/);
    }
    expect(await countFiles(strict)).toBe(before);
  });

  it('refuses redirects to private addresses', async () => {
    for (const hop of ['/to-metadata', '/to-loopback-v6']) expectRefused(await fromUrl(server, `${web}${hop}`));
  });

  it('answers 413 beyond the size limit and stores nothing, declared or streamed', async () => {
    const [rows, objects] = [await countFiles(server), await storedObjects(server)];
    for (const name of ['declared-large.png', 'streamed-large.png']) {
      const response = await fromUrl(server, `${web}/${name}`);
      expect(response.status, name).toBe(413);
      expect(response.body.error.message).toMatch(/data\.url: the file is larger than the limit of 20000 bytes/);
    }
    expect(await countFiles(server)).toBe(rows);
    expect(await storedObjects(server)).toBe(objects);
  });

  it('refuses types that uploads refuse, and what is not there', async () => {
    const archive = await fromUrl(server, `${web}/archive.zip`);
    expectRefused(archive);
    expect(archive.body.error.message).toMatch(/application\/zip are not accepted/);
    const missing = await fromUrl(server, `${web}/nothing-here.png`);
    expectRefused(missing);
    expect(missing.body.error.message).toMatch(/answered 404/);
  });

  it('refuses what is not an http(s) url', async () => {
    for (const url of ['not a url', 'ftp://example.com/a.png', 'file:///etc/passwd', 'javascript:alert(1)', 'http://user:pass@example.com/a.png', '', 42, null, `http://example.com/${'a'.repeat(2100)}`]) {
      expectRefused(await fromUrl(server, url));
    }
    const unknown = await server.rest('POST', ROUTE, { admin: true, json: { url: `${web}/picture.png`, mimeType: 'text/html' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/data\.mimeType/);
  });

  it('is for admins and the server only', async () => {
    const anonymous = await server.rest('POST', ROUTE, { json: { url: `${web}/picture.png` } });
    expect(anonymous.status).toBe(401);
    const shopper = await registerShopper(server);
    const subject = await shopper.call('POST', ROUTE, { url: `${web}/picture.png` });
    expect(subject.status).toBe(403);
    const graphql = await server.graphql('mutation { fileStorageFileCreateFromUrl(data: {url: "http://example.com/a.png"}) { id } }', {}, { authorization: `Bearer ${shopper.token}` });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
