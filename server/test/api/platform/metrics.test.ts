import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/** `GET /metrics`: Prometheus text, for the holder of METRICS_TOKEN only, with bounded labels. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function scrape(headers: Record<string, string> = server.asMetricsScraper, target = server) {
  const response = await fetch(`${target.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), cacheControl: response.headers.get('cache-control'), text: await response.text() };
}

/** The value of one sample (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2].split(',');
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers 401 without the token and with a wrong one, in the error envelope', async () => {
    const missing = await scrape({});
    expect(missing.status).toBe(401);
    expect(missing.cacheControl).toBe('no-store');
    expect(JSON.parse(missing.text)).toEqual({ error: expect.objectContaining({ code: 'UNAUTHENTICATED', status: 401 }), requestId: expect.any(String) });
    const wrong = await scrape({ authorization: 'Bearer not-the-token' });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text).error.code).toBe('UNAUTHENTICATED');
    // Nor does the same length with another last character (the comparison is of digests, constant time).
    const token = server.config.metricsToken!;
    expect((await scrape({ authorization: `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` })).status).toBe(401);
  });

  it('is not opened by the server key, which acts as the server and belongs in no scrape config', async () => {
    expect((await scrape(server.asServer)).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${server.secretKey}` })).status).toBe(401);
    expect((await scrape({ ...server.asServer, authorization: `Bearer ${server.secretKey}` })).status).toBe(401);
  });

  it('answers the Prometheus text format with the token as a bearer token', async () => {
    const scraped = await scrape();
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.cacheControl).toBe('no-store');
    expect((await scrape({ authorization: `bearer ${server.config.metricsToken}` })).status).toBe(200);
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes']) {
      expect(scraped.text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    for (const name of ['db_pool_connections_used', 'db_pool_connections_free', 'db_pool_acquires_pending']) {
      expect(scraped.text).toMatch(new RegExp(`^${name}\\{pool="reads"\\} \\d`, 'm'));
    }
  });

  it('does not exist without METRICS_TOKEN: 404 for everybody, the server key included', async () => {
    const closed = await startTestServer({ METRICS_TOKEN: '' }, { shareDatabaseWith: server });
    try {
      expect(closed.config.metricsToken).toBeUndefined();
      for (const headers of [{}, closed.asServer, { authorization: `Bearer ${closed.secretKey}` }]) {
        const answer = await scrape(headers, closed);
        expect(answer.status).toBe(404);
        expect(answer.text).not.toContain('process_cpu_user_seconds_total');
      }
    } finally {
      await closed.close();
    }
  });

  it('counts and times REST requests by route pattern, never by raw url', async () => {
    const id = '0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    for (let i = 0; i < 3; i++) expect((await server.rest('GET', `/api/ecommerce/products/${id}`)).status).toBe(404);
    expect((await server.rest('GET', '/api/ecommerce/products?limit=5')).status).toBe(200);
    expect((await server.rest('GET', '/api/no-such-thing')).status).toBe(404);
    const { text } = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/ecommerce/products/:id', status: '404' })).toBe(3);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/ecommerce/products', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/ecommerce/products/:id' })).toBe(3);
    expect(sample(text, 'errors_total', { interface: 'rest', code: 'NOT_FOUND' })).toBe(4);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts GraphQL operations by name and their errors by code', async () => {
    expect((await server.graphql('query CountPages { hostPageCount }')).errors).toBeUndefined();
    expect((await server.graphql('{ hostPageCount }')).errors).toBeUndefined();
    const refused = await server.graphql('query Broken { noSuchField }');
    expect(refused.status).toBe(400);
    const { text } = await scrape();
    expect(sample(text, 'graphql_operations_total', { operation: 'CountPages', type: 'query', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'graphql_operations_total', { operation: 'anonymous', type: 'query', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'graphql_operations_total', { operation: 'Broken', outcome: 'error' })).toBe(1);
    expect(sample(text, 'graphql_operation_duration_seconds_count', { operation: 'CountPages' })).toBe(1);
    expect(sample(text, 'errors_total', { interface: 'graphql', code: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBe(2);
  });

  it('keeps the operation names a client invents bounded: past 200, they count as other', async () => {
    for (let i = 0; i < 210; i++) await server.graphql(`query Invented${i} { hostPageCount }`);
    const { text } = await scrape();
    const names = new Set([...text.matchAll(/^graphql_operations_total\{operation="([^"]+)"/gm)].map((match) => match[1]));
    // 200 names, plus 'anonymous' and 'other'
    expect(names.size).toBeLessThanOrEqual(202);
    expect(names).toContain('Invented0');
    expect(names).not.toContain('Invented209');
    expect(sample(text, 'graphql_operations_total', { operation: 'other', outcome: 'ok' })).toBeGreaterThanOrEqual(10);
  });

  it("counts the reads' pool: the connection a read used is open afterwards, and no read waits", async () => {
    // A list read as the server: through the reads' pool, never answered from the public cache.
    expect((await server.graphql('{ ecommerceProductList(limit: 5) { id } }', undefined, server.asServer)).errors).toBeUndefined();
    const { text } = await scrape();
    const reads = { pool: 'reads' };
    expect(sample(text, 'db_pool_connections_used', reads)! + sample(text, 'db_pool_connections_free', reads)!).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_acquires_pending', reads)).toBe(0);
  });
});
