import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApp } from './client-app.js';
import type { PageRender } from './page-render.js';

const APP_JS = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};\n`;

let dist: string;
let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<html>app</html>');
  await fs.writeFile(path.join(dist, 'playground.html'), '<html>graphiql</html>');
  await fs.writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What the build writes: the file, and its brotli and gzip copies beside it.
  await fs.writeFile(path.join(dist, 'assets', 'app-def456.js'), APP_JS);
  await fs.writeFile(path.join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS));
  await fs.writeFile(path.join(dist, 'assets', 'app-def456.js.gz'), gzipSync(APP_JS));
  const app = express().use(clientApp(dist)).use((_req, res) => void res.status(404).send('server 404'));
  const server = app.listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the built client', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const route of ['/', '/ru', '/ecommerce/products/red-shirt', '/ru/blog/articles/x']) {
      const response = await fetch(baseUrl + route);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<html>app</html>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the GraphQL IDE at /playground', async () => {
    const response = await fetch(`${baseUrl}/playground`);
    expect(await response.text()).toBe('<html>graphiql</html>');
  });

  it('serves hashed assets with a long cache and 404s missing ones', async () => {
    const asset = await fetch(`${baseUrl}/assets/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${baseUrl}/assets/missing.js`)).status).toBe(404);
  });

  it('never answers server paths with the client', async () => {
    for (const route of ['/api/ecommerce/products', '/api', '/graphql', '/healthz', '/public/x.png']) {
      const response = await fetch(baseUrl + route);
      expect(await response.text()).toBe('server 404');
    }
  });
});

/** A GET with exactly these headers, answered with the bytes as sent (fetch adds its own Accept-Encoding and decodes). */
function get(route: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(baseUrl + route, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('precompressed assets', () => {
  const app = (headers: Record<string, string> = {}) => get('/assets/app-def456.js', headers);

  it("sends the brotli copy to a browser (which accepts br, gzip and more), under the file's own type", async () => {
    const response = await app({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.length).toBeLessThan(APP_JS.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(APP_JS);
  });

  it('sends gzip to a client that takes gzip only, or prefers it', async () => {
    for (const accept of ['gzip', 'gzip;q=1, br;q=0.5', 'br;q=0, *']) {
      const response = await app({ 'accept-encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(APP_JS);
    }
  });

  it('sends the file itself to a client that accepts no encoding, still varying by it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const response = await app(headers);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.body.toString()).toBe(APP_JS);
    }
  });

  it('tags each encoding apart and answers 304 to the tag of the one asked', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (accept) => (await app({ 'accept-encoding': accept })).headers.etag));
    expect(new Set(tags).size).toBe(3);
    expect((await app({ 'accept-encoding': 'br', 'if-none-match': tags[0]! })).status).toBe(304);
  });

  it('answers ranges of the bytes it sends', async () => {
    const whole = (await app({ 'accept-encoding': 'br' })).body;
    const part = await app({ 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.length}`);
    expect(part.body).toEqual(whole.subarray(0, 10));
    expect((await app({ range: 'bytes=7-12' })).body.toString()).toBe(APP_JS.slice(7, 13));
  });
});

describe('pages rendered on the server', () => {
  let pagesUrl: string;
  let closePages: () => void;
  beforeAll(() => {
    // A whole page, and one whose widget failed and was left for the browser.
    const render: PageRender = async (req) => ({ status: 200, html: `<html>${req.path}</html>`, partial: req.path === '/partial' });
    const server = express().use(clientApp(dist, render)).listen(0);
    pagesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closePages = () => server.close();
  });
  afterAll(() => closePages());

  it('sends a whole page to be kept and revalidated by its ETag', async () => {
    const response = await fetch(`${pagesUrl}/whole`);
    expect(await response.text()).toBe('<html>/whole</html>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('sends a partial page for no cache to keep, with no ETag to stand for it later', async () => {
    const response = await fetch(`${pagesUrl}/partial`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<html>/partial</html>');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });
});
