import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackend, s3Backend, vercelBlobBackend, type StorageBackend } from '../../helpers/file-storage-backends.js';
import { countFiles, download, FILES_ROUTE, graphqlUpload, keyIn, uploadForm } from '../../helpers/file-uploads.js';
import { makePng } from '../../helpers/png.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * The same suite against every provider: local files, S3 (S3rver, a local S3-compatible
 * server) and Vercel Blob (a local stand-in for its API, driven by the real SDK).
 */
const MAX_BYTES = 8 * 1024 * 1024;
const KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}-[a-z0-9-]+\.[a-z0-9]+$/;
const CREATE = `mutation($data: FileStorageFileCreateInput!) {
  file: fileStorageFileCreate(data: $data) { id file mimeType width height size extension provider alt }
}`;
const UPDATE = `mutation($id: ID!, $data: FileStorageFileUpdateInput!) {
  file: fileStorageFileUpdate(id: $id, data: $data) { id file mimeType width height size extension provider }
}`;

describe.each([
  ['local', localBackend],
  ['aws-s3', s3Backend],
  ['vercel-blob', vercelBlobBackend],
] as const)('the %s provider', (provider, startBackend) => {
  let backend: StorageBackend;
  let server: TestServer;
  beforeAll(async () => {
    backend = await startBackend();
    server = await startTestServer({ ...backend.settings, FILE_STORAGE_MAX_BYTES: String(MAX_BYTES) });
  });
  afterAll(async () => {
    await server?.close();
    await backend?.close();
  });

  const keys = () => backend.keys(server.dataDir);
  const png = makePng(3, 2);
  const restCreate = (data: unknown, files: Parameters<typeof uploadForm>[1], admin = true) =>
    server.rest('POST', FILES_ROUTE, { admin, raw: { body: uploadForm(data, files) } });

  it("lets pages show files from the storage's own host: S3's origin in the content policy's images and media, nothing else added", async () => {
    const policy = (await fetch(`${server.url}/healthz?live`)).headers.get('content-security-policy') ?? '';
    const sources = (directive: string) => new RegExp(`(?:^|; *)${directive} ([^;]*)`).exec(policy)?.[1].split(' ');
    const own = ["'self'", 'data:', 'blob:', 'https:'];
    const added = provider === 'aws-s3' ? [new URL(backend.settings.S3_ENDPOINT).origin] : [];
    expect(sources('img-src')).toEqual([...own, ...added]);
    expect(sources('media-src')).toEqual([...own, ...added]);
    expect(sources('script-src')).toEqual(["'self'"]);
  });

  it('stores a PNG uploaded through REST: it comes back byte for byte, with its type and size', async () => {
    const created = await restCreate({ alt: 'A pixel' }, { file: { content: png, filename: 'pixel.png' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = created.body.data;
    expect(row).toMatchObject({ mimeType: 'image/png', width: 3, height: 2, size: png.length, extension: 'png', provider, alt: 'A pixel' });
    expect(keyIn(row.file)).toMatch(KEY);
    if (provider === 'local') expect(row.file).toBe(`/${keyIn(row.file)}`);
    else expect(row.file).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    const stored = await download(server, row.file);
    expect(stored.status).toBe(200);
    expect(stored.body.equals(png)).toBe(true);
    expect(stored.headers.get('content-type')).toMatch(/^image\/png/);
    expect(await keys()).toContain(keyIn(row.file));
    expect((await server.rest('GET', `${FILES_ROUTE}/${row.id}`)).body.data).toEqual(row);
  });

  it('stores a PNG uploaded through GraphQL (multipart request) the same way', async () => {
    const result = await graphqlUpload(server, CREATE, { data: { file: null, alt: 'Via GraphQL' } }, { 'variables.data.file': { content: png, filename: 'pixel.png' } });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const row = result.data.file;
    expect(row).toMatchObject({ mimeType: 'image/png', width: 3, height: 2, size: png.length, extension: 'png', provider, alt: 'Via GraphQL' });
    expect((await download(server, row.file)).body.equals(png)).toBe(true);
  });

  it('streams a large file through (in parts on S3) and reads the size of the image', async () => {
    const large = makePng(1500, 1400, { noise: true });
    expect(large.length).toBeGreaterThan(6 * 1024 * 1024);
    const created = await restCreate({}, { file: { content: large, filename: 'noise.png' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ width: 1500, height: 1400, size: large.length });
    expect((await download(server, created.body.data.file)).body.equals(large)).toBe(true);
  });

  it('refuses a file over FILE_STORAGE_MAX_BYTES with 413: no row, no object, on both APIs', async () => {
    const [rowsBefore, keysBefore] = [await countFiles(server), await keys()];
    const oversize = makePng(1700, 1700, { noise: true });
    expect(oversize.length).toBeGreaterThan(MAX_BYTES);

    const rest = await restCreate({ alt: 'too big' }, { file: { content: oversize, filename: 'big.png' } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(413);
    expect(rest.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { field: 'data.file' } });

    const graphql = await graphqlUpload(server, CREATE, { data: { file: null } }, { 'variables.data.file': { content: oversize, filename: 'big.png' } });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'data.file' });

    expect(await countFiles(server)).toBe(rowsBefore);
    expect(await keys()).toEqual(keysBefore);
  });

  it('refuses a type that is not allowed (detected from the content) with 400 naming the field', async () => {
    const keysBefore = await keys();
    const zip = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.alloc(200, 1)]);
    const rest = await restCreate({}, { file: { content: zip, filename: 'photo.png' } });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'data.file' } });
    expect(rest.body.error.message).toMatch(/^data\.file: files of type application\/zip are not accepted/);
    const graphql = await graphqlUpload(server, CREATE, { data: { file: null } }, { 'variables.data.file': { content: zip, filename: 'photo.png' } });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'data.file' });
    expect(await keys()).toEqual(keysBefore);
  });

  it('keeps a traversal name inside storage, under a key of its own', async () => {
    for (const filename of ['../../../../etc/passwd.png', '..\\..\\boot.ini', '../..']) {
      const created = await restCreate({}, { file: { content: png, filename } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const key = keyIn(created.body.data.file);
      expect(key).toMatch(KEY);
      expect(key).not.toContain('..');
      expect(await keys()).toContain(key);
      expect((await download(server, created.body.data.file)).body.equals(png)).toBe(true);
    }
  });

  it('removes the object when the row is deleted', async () => {
    const { body } = await restCreate({}, { file: { content: png, filename: 'doomed.png' } });
    const key = keyIn(body.data.file);
    expect(await keys()).toContain(key);
    expect((await server.rest('DELETE', `${FILES_ROUTE}/${body.data.id}`, { admin: true })).status).toBe(200);
    expect(await keys()).not.toContain(key);
    expect((await download(server, body.data.file)).status).toBe(404);
  });

  it('removes the old object when an update replaces the file, through either API', async () => {
    const { body } = await restCreate({}, { file: { content: png, filename: 'first.png' } });
    const first = body.data;

    const bigger = makePng(5, 4);
    const viaRest = await server.rest('PATCH', `${FILES_ROUTE}/${first.id}`, { admin: true, raw: { body: uploadForm(undefined, { file: { content: bigger, filename: 'second.png' } }) } });
    expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(200);
    const second = viaRest.body.data;
    expect(second).toMatchObject({ width: 5, height: 4, size: bigger.length });
    expect(await keys()).not.toContain(keyIn(first.file));
    expect((await download(server, second.file)).body.equals(bigger)).toBe(true);

    const viaGraphql = await graphqlUpload(server, UPDATE, { id: first.id, data: { file: null } }, { 'variables.data.file': { content: png, filename: 'third.png' } });
    expect(viaGraphql.errors, JSON.stringify(viaGraphql.errors)).toBeUndefined();
    const third = viaGraphql.data.file;
    expect(third).toMatchObject({ width: 3, height: 2 });
    expect(await keys()).not.toContain(keyIn(second.file));
    expect(await keys()).toContain(keyIn(third.file));

    // A url given instead: kept as is, the stored object goes, the facts of the old file too.
    const url = 'https://cdn.example.com/images/logo.png';
    const toUrl = await server.rest('PATCH', `${FILES_ROUTE}/${first.id}`, { admin: true, json: { file: url, alt: 'Logo' } });
    expect(toUrl.body.data).toMatchObject({ file: url, alt: 'Logo', mimeType: null, width: null, height: null, size: null, extension: null, provider: null });
    expect(await keys()).not.toContain(keyIn(third.file));
    expect((await server.rest('DELETE', `${FILES_ROUTE}/${first.id}`, { admin: true })).status).toBe(200);
  });

  it('removes what it stored when the write fails after the upload', async () => {
    const [rowsBefore, keysBefore] = [await countFiles(server), await keys()];
    const rest = await restCreate({ variant: 'no-such-variant' }, { file: { content: png, filename: 'pixel.png' } });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toMatch(/data\.variant/);
    const graphql = await graphqlUpload(server, CREATE, { data: { file: null, variant: 'no-such-variant' } }, { 'variables.data.file': { content: png, filename: 'pixel.png' } });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'data.variant' });
    const anonymous = await restCreate({}, { file: { content: png, filename: 'pixel.png' } }, false);
    expect(anonymous.status).toBe(401);
    const noPreflight = await graphqlUpload(server, CREATE, { data: { file: null } }, { 'variables.data.file': { content: png, filename: 'pixel.png' } }, server.asServer);
    expect(noPreflight.status).toBe(400);
    expect(await countFiles(server)).toBe(rowsBefore);
    expect(await keys()).toEqual(keysBefore);
  });

  it('keeps an object another row still points at', async () => {
    const { body } = await restCreate({}, { file: { content: png, filename: 'shared.png' } });
    const copy = await server.rest('POST', FILES_ROUTE, { admin: true, json: { file: body.data.file } });
    expect(copy.body.data).toMatchObject({ file: body.data.file, provider: null });
    await server.rest('DELETE', `${FILES_ROUTE}/${body.data.id}`, { admin: true });
    expect(await keys()).toContain(keyIn(body.data.file));
    await server.rest('DELETE', `${FILES_ROUTE}/${copy.body.data.id}`, { admin: true });
    expect(await keys()).not.toContain(keyIn(body.data.file));
  });
});
