import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFiles, download, FILES_ROUTE, graphqlUpload, keyIn, uploadForm } from '../../helpers/file-uploads.js';
import { makePng } from '../../helpers/png.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FILE_STORAGE_PROVIDER: 'local' });
});
afterAll(() => server?.close());

const png = makePng(16, 9);

function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/`, { path: requestPath }, async (response) => {
        let body = '';
        for await (const chunk of response) body += chunk;
        resolve({ status: response.statusCode!, body });
      })
      .on('error', reject);
  });
}
async function upload(content: Buffer, filename: string) {
  const response = await server.rest('POST', FILES_ROUTE, { admin: true, raw: { body: uploadForm({}, { file: { content, filename } }) } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as Record<string, any>;
}

describe('/public: the local files', () => {
  it('answers ranges of a file', async () => {
    const { file } = await upload(png, 'range.png');
    const response = await fetch(`${server.url}/public${file}`, { headers: { range: 'bytes=8-23' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 8-23/${png.length}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await response.arrayBuffer()).equals(png.subarray(8, 24))).toBe(true);
    const tail = await fetch(`${server.url}/public${file}`, { headers: { range: 'bytes=-4' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(png.subarray(-4))).toBe(true);
    const unsatisfiable = await fetch(`${server.url}/public${file}`, { headers: { range: `bytes=${png.length + 10}-` } });
    expect(unsatisfiable.status).toBe(416);
  });

  it('serves the detected type, caches for good (unique keys) and revalidates by ETag', async () => {
    const { file } = await upload(png, 'picture.jpeg');
    expect(file).toMatch(/-picture\.png$/);
    const first = await download(server, file);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('last-modified')).toBeTruthy();
    const etag = first.headers.get('etag')!;
    // fetch adds `cache-control: no-cache` to conditional requests unless one is given.
    const again = await fetch(`${server.url}/public${file}`, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('stores html as text/plain (never served as a page) and svg as an image without scripts', async () => {
    const html = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.html');
    expect(html).toMatchObject({ mimeType: 'text/plain', extension: 'txt', width: null });
    expect(html.file).toMatch(/-page\.txt$/);
    expect((await download(server, html.file)).headers.get('content-type')).toMatch(/^text\/plain/);

    const svg = await upload(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>'), 'logo.svg');
    expect(svg).toMatchObject({ mimeType: 'image/svg+xml', extension: 'svg', width: 120, height: 40 });
    const served = await download(server, svg.file);
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it('answers 404 for missing files and for paths that try to leave the folder', async () => {
    await fs.writeFile(path.join(server.dataDir, 'secret.txt'), 'outside the storage folder');
    // Sent as is (fetch would resolve the dots itself).
    for (const attempt of ['/public/2020/01/missing.png', '/public/../secret.txt', '/public/..%2fsecret.txt', '/public/%2e%2e/secret.txt', '/public/.hidden']) {
      const response = await rawGet(attempt);
      expect(response.status, attempt).toBe(404);
      expect(response.body, attempt).not.toContain('outside the storage folder');
    }
  });

  it('keeps the file inside the storage folder whatever the name', async () => {
    const { file } = await upload(png, '../../../secret.png');
    const stored = path.join(server.dataDir, 'files', keyIn(file));
    expect(path.dirname(path.dirname(path.dirname(stored)))).toBe(path.join(server.dataDir, 'files'));
    expect((await fs.readFile(stored)).equals(png)).toBe(true);
  });
});

describe('file fields in the generic API', () => {
  it('refuses file parts for fields that are not files, and on routes without files', async () => {
    const cases: [string, string, FormData, RegExp][] = [
      ['POST', FILES_ROUTE, uploadForm({ file: '/a.png' }, { alt: { content: png, filename: 'a.png' } }), /data\.alt: not a file field of FileStorageFile/],
      ['POST', '/api/website-builder/buttons', uploadForm({}, { file: { content: png, filename: 'a.png' } }), /data\.file: not a file field of WebsiteBuilderButton/],
      ['POST', `${FILES_ROUTE}/bulk`, uploadForm([{ data: {} }], { file: { content: png, filename: 'a.png' } }), /file: file uploads are not accepted on this route/],
      ['POST', FILES_ROUTE, uploadForm({ file: '/a.png' }, { file: { content: png, filename: 'a.png' } }), /data\.file: given both as a file and in data/],
    ];
    const filesBefore = await fs.readdir(path.join(server.dataDir, 'files'), { recursive: true });
    for (const [method, route, body, message] of cases) {
      const response = await server.rest(method, route, { admin: true, raw: { body } });
      expect(response.status, route).toBe(400);
      expect(response.body.error.message).toMatch(message);
    }
    expect(await fs.readdir(path.join(server.dataDir, 'files'), { recursive: true })).toEqual(filesBefore);
  });

  it('survives a client leaving half way through an upload, and keeps nothing of it', async () => {
    const storedFiles = async () =>
      (await fs.readdir(path.join(server.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    const [rowsBefore, filesBefore] = [await countFiles(server), await storedFiles()];
    const boundary = 'cut-short';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`;
    const request = http.request(`${server.url}${FILES_ROUTE}`, {
      method: 'POST',
      headers: { ...server.asServer, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(1_000_000) },
    });
    request.on('error', () => {});
    request.write(head);
    request.write(makePng(200, 200, { noise: true }).subarray(0, 50_000));
    // Left once the server is writing the file (aside, under a name never served).
    await expect.poll(async () => (await storedFiles()).length, { timeout: 10_000 }).toBeGreaterThan(filesBefore.length);
    request.destroy();

    await expect.poll(storedFiles, { timeout: 15_000 }).toEqual(filesBefore);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await countFiles(server)).toBe(rowsBefore);
  });

  it('takes a path or an http(s) url as is, and refuses other schemes', async () => {
    for (const file of ['/images/logo.png', 'https://cdn.example.com/a.png', 'images/relative.png']) {
      const created = await server.rest('POST', FILES_ROUTE, { admin: true, json: { file } });
      expect(created.body.data).toMatchObject({ file, mimeType: null, provider: null });
    }
    for (const file of ['javascript:alert(1)', 'data:text/html,hi', '   ']) {
      const refused = await server.rest('POST', FILES_ROUTE, { admin: true, json: { file } });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ details: { field: 'data.file' } });
    }
    const viaGraphql = await server.graphql<any>(`mutation { f: fileStorageFileCreate(data: {file: "/images/hero.jpg"}) { file } }`, {}, server.asServer);
    expect(viaGraphql.data.f.file).toBe('/images/hero.jpg');
  });

  it.each([
    ['bulk create', 'mutation($data: [FileStorageFileBulkCreateItem!]!) { fileStorageFileBulkCreate(data: $data) { id } }', { data: [{ data: { file: null } }] }, 'variables.data.0.data.file'],
    ['find-or-create', 'mutation($data: FileStorageFileCreateInput!) { fileStorageFileFindOrCreate(data: $data) { id } }', { data: { file: null } }, 'variables.data.file'],
  ])('refuses an upload in the %s mutation, storing nothing', async (_what, query, variables, filePath) => {
    const [rowsBefore, filesBefore] = [await countFiles(server), await fs.readdir(path.join(server.dataDir, 'files'), { recursive: true }).catch(() => [])];
    const refused = await graphqlUpload(server, query, variables, { [filePath]: { content: png, filename: 'a.png' } });
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/files are uploaded by create and update only/), extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.data ?? null).toBeNull();
    expect(await countFiles(server)).toBe(rowsBefore);
    expect(await fs.readdir(path.join(server.dataDir, 'files'), { recursive: true }).catch(() => [])).toEqual(filesBefore);
  });

  it('refuses a file part on the REST find-or-create route, storing nothing', async () => {
    const rowsBefore = await countFiles(server);
    const refused = await server.rest('POST', `${FILES_ROUTE}/find-or-create`, { admin: true, raw: { body: uploadForm({}, { file: { content: png, filename: 'a.png' } }) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/file: file uploads are not accepted on this route/);
    expect(await countFiles(server)).toBe(rowsBefore);
  });

  it('says which fields are files in the admin metadata', async () => {
    const { data } = await server.graphql<any>('{ adminModels { name fields { name file } } }', {}, server.asServer);
    const fileFields = data.adminModels.flatMap((model: any) => model.fields.filter((field: any) => field.file).map((field: any) => `${model.name}.${field.name}`));
    expect(fileFields).toEqual(['FileStorageFile.file']);
  });

  it('documents the file part in the OpenAPI document', async () => {
    const { body } = await server.rest('GET', '/api/openapi.json');
    const multipart = body.paths[FILES_ROUTE].post.requestBody.content['multipart/form-data'].schema;
    expect(multipart.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });
});
