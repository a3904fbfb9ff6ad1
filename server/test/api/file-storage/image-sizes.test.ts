import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_ROUTE, keyIn, uploadForm } from '../../helpers/file-uploads.js';
import { makePng } from '../../helpers/png.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FILE_STORAGE_PROVIDER: 'local' });
});
afterAll(() => server?.close());

async function upload(content: Buffer, filename: string) {
  const response = await server.rest('POST', FILES_ROUTE, { admin: true, raw: { body: uploadForm({}, { file: { content, filename } }) } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: string; file: string };
}

const sized = (file: string, width: number | string) => fetch(`${server.url}/public${file}?w=${width}`);
const sizeFile = (file: string, width: number) => path.join(server.dataDir, 'files', '.sizes', `${keyIn(file)}.${width}.webp`);
const exists = (file: string) => fs.stat(file).then(() => true, () => false);

describe('/public/<key>?w=: the sizes of an uploaded image', () => {
  it('answers an uploaded photo at a smaller width as WebP, a fraction of its bytes, never wider than the upload', async () => {
    const photo = makePng(800, 600, { noise: true });
    const { file } = await upload(photo, 'photo.png');
    const small = await sized(file, 320);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await small.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(bytes.length).toBeLessThan(photo.length / 4);
    // Asked wider than the upload, it stays the upload's width.
    const large = Buffer.from(await (await sized(file, 1280)).arrayBuffer());
    expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    // Without a width, the upload itself.
    const whole = await fetch(`${server.url}/public${file}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('draws a size once and serves the kept one after, until the file is deleted with its sizes', async () => {
    const { id, file } = await upload(makePng(700, 700), 'kept.png');
    expect((await sized(file, 640)).status).toBe(200);
    const kept = sizeFile(file, 640);
    expect(await exists(kept)).toBe(true);
    // What is on disk is what is served: a size drawn again would answer the upload's pixels.
    const marker = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    await fs.writeFile(kept, marker);
    expect(Buffer.from(await (await sized(file, 640)).arrayBuffer()).equals(marker)).toBe(true);

    expect((await server.rest('DELETE', `${FILES_ROUTE}/${id}`, { admin: true })).status).toBe(200);
    expect(await exists(kept)).toBe(false);
    expect((await sized(file, 640)).status).toBe(404);
  });

  it('answers many asking for one size at once alike, leaving no partial drawing', async () => {
    const { file } = await upload(makePng(900, 900, { noise: true }), 'rush.png');
    const answers = await Promise.all(Array.from({ length: 8 }, () => sized(file, 320)));
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(bodies.every((body) => body.equals(bodies[0]))).toBe(true);
    // No partial drawing left beside the size.
    const folder = path.dirname(sizeFile(file, 320));
    expect((await fs.readdir(folder)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('refuses a width not offered, and sizes of what is not a raster image, naming w; changes nothing', async () => {
    const { file } = await upload(makePng(400, 300), 'refused.png');
    for (const width of ['333', '0', '-320', '320.0', 'abc', '1e3', '']) {
      const answer = await sized(file, width);
      expect(answer.status, width).toBe(400);
      expect(((await answer.json()) as { error: unknown }).error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'w: expected one of 320, 640, 1280', details: { field: 'w' } });
    }
    const repeated = await fetch(`${server.url}/public${file}?w=320&w=640`);
    expect(repeated.status).toBe(400);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>'), 'logo.svg');
    const vector = await sized(svg.file, 320);
    expect(vector.status).toBe(400);
    expect(((await vector.json()) as { error: unknown }).error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'w' } });
    for (const width of [320, 640, 1280]) expect(await exists(sizeFile(file, width))).toBe(false);
  });

  it('answers 404 for a missing upload, and never serves the sizes folder itself', async () => {
    expect((await fetch(`${server.url}/public/2020/01/00000000-0000-4000-8000-000000000000-missing.png?w=320`)).status).toBe(404);
    const { file } = await upload(makePng(500, 500), 'hidden.png');
    expect((await sized(file, 320)).status).toBe(200);
    expect((await fetch(`${server.url}/public/.sizes/${keyIn(file)}.320.webp`)).status).toBe(404);
  });

  it('serves an upload sharp cannot read whole, rather than failing', async () => {
    // A PNG whose pixel data is cut: detected as a PNG at upload, undecodable when drawn.
    const broken = makePng(300, 300, { noise: true }).subarray(0, 4000);
    const { file } = await upload(broken, 'broken.png');
    const answer = await sized(file, 320);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(broken)).toBe(true);
  });
});
