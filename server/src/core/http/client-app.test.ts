import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApp } from './client-app.js';

let dist: string;
let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<html>app</html>');
  await fs.writeFile(path.join(dist, 'playground.html'), '<html>graphiql</html>');
  await fs.writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
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
