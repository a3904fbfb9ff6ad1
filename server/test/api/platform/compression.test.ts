import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: fetch would add its own Accept-Encoding and decode them. */
  body: Buffer;
}

function send(method: string, route: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(server.url + route, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const decoded = ({ headers, body }: RawAnswer) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;

const INTROSPECTION = JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' });
const graphql = (acceptEncoding?: string) =>
  send('POST', '/graphql', { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) }, INTROSPECTION);

describe('answers made while serving', () => {
  it('sends GraphQL answers in brotli, gzip or as they are, as the client accepts, with the same content', async () => {
    const raw = await graphql();
    expect(raw.headers['content-encoding']).toBeUndefined();
    const types = JSON.parse(raw.body.toString()).data.__schema.types;
    expect(types.length).toBeGreaterThan(50);
    for (const [accept, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const answer = await graphql(accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(decoded(answer).toString()).data.__schema.types).toEqual(types);
    }
    // Several times smaller on the wire.
    expect((await graphql('br')).body.length).toBeLessThan(raw.body.length / 4);
  });

  it('compresses REST answers and the OpenAPI document, not answers under 1 KB', async () => {
    const openapi = await send('GET', '/api/openapi.json', { 'accept-encoding': 'br' });
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(openapi).toString()).openapi).toMatch(/^3\./);
    const list = await send('GET', '/api/ecommerce/products', { 'accept-encoding': 'gzip' });
    expect(list.status).toBe(200);
    // An empty list is a few bytes: sent as it is.
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(list.body.toString())).toEqual({ data: [] });
  });

  it('sends files under /public that are compressed already as they are, and ranges of any file as its own bytes', async () => {
    const dir = path.join(server.dataDir, 'files');
    await fs.mkdir(dir, { recursive: true });
    const photo = randomBytes(20_000);
    const notes = 'Notes of the shop. '.repeat(1000);
    await fs.writeFile(path.join(dir, 'photo.png'), photo);
    await fs.writeFile(path.join(dir, 'notes.txt'), notes);

    const image = await send('GET', '/public/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toEqual(photo);

    const text = await send('GET', '/public/notes.txt', { 'accept-encoding': 'br, gzip' });
    expect(text.headers['content-encoding']).toBe('br');
    expect(decoded(text).toString()).toBe(notes);

    const part = await send('GET', '/public/notes.txt', { 'accept-encoding': 'br, gzip', range: 'bytes=5-16' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 5-16/${notes.length}`);
    expect(part.body.toString()).toBe(notes.slice(5, 17));
  });
});
