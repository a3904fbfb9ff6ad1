import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedProduct } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';

/**
 * Automatic persisted queries over GET (what the site's client sends): a query is known by its
 * sha256 once sent in full, then asked by hash in a url a browser or a CDN may cache, with an
 * ETag, 304 and a Cache-Control that is public only for an anonymous answer the same for all.
 */
let server: TestServer;
let shopper: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  shopper = await registerShopper(server);
});
afterAll(() => server?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What Apollo Client sends: the preflight header passes CSRF prevention. */
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

/** A GraphQL GET with its parameters as Apollo Client's persisted-query link writes them. */
async function get(params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  server.resetQueries();
  const response = await server.rest('GET', `/graphql?${search}`, { headers: { ...PREFLIGHT, ...headers } });
  return { ...response, sql: server.queries.length };
}

async function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.rest('POST', '/graphql', { raw: { body: JSON.stringify(body), type: 'application/json' }, headers });
}

const codeOf = (body: any) => body?.errors?.[0]?.extensions?.code;

/** The server's counts of GraphQL requests Apollo ran (every operation, answered from memory or not) and of answers sent before it. */
async function pipelineCounts() {
  const text = await (await fetch(`${server.url}/metrics`, { headers: server.asMetricsScraper })).text();
  const sum = (name: string) => [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce((total, match) => total + Number(match[1]), 0);
  return { operations: sum('graphql_operations_total'), cached: sum('graphql_cached_answers_total') };
}

/** What a request costs the GraphQL pipeline: the operations Apollo ran for it and the answers sent from memory. */
async function pipelineRuns<T>(request: () => Promise<T>): Promise<T & { ran: number; fromMemory: number }> {
  const before = await pipelineCounts();
  const answer = await request();
  const after = await pipelineCounts();
  return { ...answer, ran: after.operations - before.operations, fromMemory: after.cached - before.cached };
}

/** The headers an answer from memory must carry as the run did. */
const answerHeaders = (headers: Headers) => Object.fromEntries(['content-type', 'cache-control', 'etag', 'content-length'].map((name) => [name, headers.get(name)]));

describe('persisted queries over GET', () => {
  it('are unknown by hash alone until sent in full, then answered by hash', async () => {
    const query = `query PersistedProducts($limit: Int) { ecommerceProductList(limit: $limit) { slug } }`;
    const hash = sha256(query);
    const variables = { limit: 3 };

    const unknown = await get({ operationName: 'PersistedProducts', variables, extensions: persisted(hash) });
    expect(unknown.status).toBe(200);
    expect(codeOf(unknown.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    expect(unknown.sql).toBe(0);

    // Apollo Client's retry: the same operation, with its text, by POST.
    const registered = await post({ query, operationName: 'PersistedProducts', variables, extensions: persisted(hash) });
    expect(registered.status).toBe(200);
    expect(registered.body.errors).toBeUndefined();

    const byHash = await get({ operationName: 'PersistedProducts', variables, extensions: persisted(hash) });
    expect(byHash.status).toBe(200);
    expect(byHash.body).toEqual(registered.body);
    expect(byHash.headers.get('cache-control')).toBe('public, no-cache');
    const etag = byHash.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);

    // A browser revalidating its copy (fetch() would add its own Cache-Control without one).
    const notModified = await get({ operationName: 'PersistedProducts', variables, extensions: persisted(hash) }, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');

    // A write changes the answer and its ETag.
    await publishedProduct(server, { slug: 'aaa-persisted-first' });
    const changed = await get({ operationName: 'PersistedProducts', variables, extensions: persisted(hash) }, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('are registered by a GET carrying the text as well', async () => {
    const query = `{ serverInfo { languages defaultLanguage } }`;
    const hash = sha256(query);
    expect(codeOf((await get({ extensions: persisted(hash) })).body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await get({ query, extensions: persisted(hash) });
    expect(registered.body).toEqual({ data: { serverInfo: { languages: ['en', 'ru'], defaultLanguage: 'en' } } });
    expect((await get({ extensions: persisted(hash) })).body).toEqual(registered.body);
  });

  it('answer a signed-in caller privately, and anything that is not the same for everyone', async () => {
    const query = `{ ecommerceProductList(limit: 2) { slug } }`;
    const hash = sha256(query);
    expect((await get({ query, extensions: persisted(hash) })).headers.get('cache-control')).toBe('public, no-cache');

    const signedIn = await get({ extensions: persisted(hash) }, { authorization: `Bearer ${shopper.token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect((await get({ extensions: persisted(hash) }, server.asServer)).headers.get('cache-control')).toBe('private, no-store');

    // Orders are their subjects' own: even anonymous, the answer is not for a shared cache.
    const orders = await get({ query: `{ ecommerceOrderList { id } }` });
    expect(orders.headers.get('cache-control')).toBe('private, no-store');
    // Errors are never kept.
    const missing = await get({ query: `{ hostPageFindByUrl(url: "/no-such-page") { pattern } }` });
    expect(codeOf(missing.body)).toBe('NOT_FOUND');
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    // Nor are POST answers marked public: only a GET is a url a cache may keep.
    const posted = await post({ query });
    expect(posted.body.errors).toBeUndefined();
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuse a hash that is not the sha256 of the query text', async () => {
    const query = `{ ecommerceProductList(limit: 1) { slug } }`;
    const forged = sha256(`{ ecommerceProductList(limit: 1) { id } }`);
    for (const answer of [await get({ query, extensions: persisted(forged) }), await post({ query, extensions: persisted(forged) })]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].message).toBe('provided sha does not match query');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    // And the forged hash was not registered for that text.
    expect(codeOf((await get({ extensions: persisted(forged) })).body)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('never run a mutation', async () => {
    const mutation = `mutation { ecommerceProductCreate(data: { slug: "over-get" }) { slug } }`;
    const hash = sha256(mutation);
    const refused = await get({ query: mutation, extensions: persisted(hash) }, server.asServer);
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('POST');
    // Registered or not, by hash it is refused too.
    expect((await post({ query: mutation, extensions: persisted(hash) }, server.asServer)).status).toBe(200);
    expect((await get({ extensions: persisted(hash) }, server.asServer)).status).toBe(405);
    const found = await server.graphql<any>(`{ ecommerceProductCount(filters: { and: [{ column: "slug", method: "eq", value: "over-get" }] }) }`, {}, server.asServer);
    expect(found.data.ecommerceProductCount).toBe(1);
  });

  it('answer a known anonymous query from the bytes kept, before the GraphQL pipeline runs', async () => {
    const query = `query KeptSlugs($limit: Int) { ecommerceProductList(limit: $limit) { slug } }`;
    const hash = sha256(query);
    const params = { operationName: 'KeptSlugs', variables: { limit: 2 }, extensions: persisted(hash) };
    const registered = await pipelineRuns(() => post({ query, ...params }));
    expect(registered.body.errors).toBeUndefined();

    // The POST kept the answer; the same query by hash finds it, whatever Accept a client sends
    // (each content type as Apollo gives it: the first request of each variables runs).
    const accepts = [
      undefined,
      '*/*',
      'application/json',
      'application/graphql-response+json',
      'application/graphql-response+json,application/json;q=0.9',
      'application/graphql-response+json, application/json;q=0.9',
    ];
    for (const [n, accept] of accepts.entries()) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const asked = { ...params, variables: { limit: 3 + n } };
      const ran = await pipelineRuns(() => get(asked, headers));
      expect(ran.ran, accept).toBe(1);
      expect(ran.fromMemory).toBe(0);
      const kept = await pipelineRuns(() => get(asked, headers));
      expect({ ran: kept.ran, fromMemory: kept.fromMemory, sql: kept.sql }, accept).toEqual({ ran: 0, fromMemory: 1, sql: 0 });
      expect(kept.body).toEqual(ran.body);
      expect(answerHeaders(kept.headers), accept).toEqual(answerHeaders(ran.headers));
      expect(kept.headers.get('cache-control')).toBe('public, no-cache');
    }

    const byHash = await pipelineRuns(() => get(params));
    expect(byHash.fromMemory).toBe(1);
    expect(byHash.ran).toBe(0);
    expect(byHash.body).toEqual(registered.body);
    // Its ETag, revalidated: 304, still without the pipeline.
    const etag = byHash.headers.get('etag')!;
    const notModified = await pipelineRuns(() => get(params, { 'if-none-match': etag, 'cache-control': 'max-age=0' }));
    expect([notModified.status, notModified.ran, notModified.fromMemory]).toEqual([304, 0, 1]);
    // The text by POST: the same answer, private (a POST is no url a cache may keep).
    const posted = await pipelineRuns(() => post({ query, operationName: 'KeptSlugs', variables: { limit: 2 } }));
    expect([posted.ran, posted.fromMemory]).toEqual([0, 1]);
    expect(posted.body).toEqual(registered.body);
    expect(posted.headers.get('cache-control')).toBe('private, no-store');

    // A caller with a token, a session cookie or the secret key is run, answered privately.
    for (const headers of [{ authorization: `Bearer ${shopper.token}` }, { cookie: `rbac.subject.jwt=${shopper.token}` }, server.asServer]) {
      const own = await pipelineRuns(() => get(params, headers));
      expect([own.ran, own.fromMemory], JSON.stringify(headers)).toEqual([1, 0]);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
    }
    // So are a GET Apollo would refuse (no preflight header), one sending the text with its hash
    // (Apollo registers it), and a different operation name or variables (another answer).
    const search = new URLSearchParams({ operationName: 'KeptSlugs', variables: JSON.stringify({ limit: 2 }), extensions: JSON.stringify(persisted(hash)) });
    const refused = await pipelineRuns(async () => ({ status: (await fetch(`${server.url}/graphql?${search}`)).status }));
    expect([refused.status, refused.fromMemory]).toEqual([400, 0]);
    expect((await pipelineRuns(() => get({ query, ...params }))).fromMemory).toBe(0);
    const { operationName: _, ...unnamed } = params;
    expect((await pipelineRuns(() => get(unnamed))).fromMemory).toBe(0);
    expect((await pipelineRuns(() => get({ ...params, variables: { limit: 2, other: true } }))).fromMemory).toBe(0);

    // A write drops it: the next request runs and answers the new row.
    await publishedProduct(server, { slug: 'aaa-kept-first' });
    const after = await pipelineRuns(() => get(params));
    expect([after.ran, after.fromMemory]).toEqual([1, 0]);
    expect(after.sql).toBeGreaterThan(0);
  });

  it('keep CSRF prevention: a GET without the preflight header is refused', async () => {
    const query = `{ serverInfo { defaultLanguage } }`;
    const search = new URLSearchParams({ query, extensions: JSON.stringify(persisted(sha256(query))) });
    const refused = await fetch(`${server.url}/graphql?${search}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/apollo-require-preflight/);
  });

  it('answer malformed or oversized parameters with a 400 naming them', async () => {
    const query = `{ serverInfo { defaultLanguage } }`;
    const hash = sha256(query);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ query, variables: '{not json' }, /variables/],
      [{ query, variables: '[1, 2]' }, /variables/],
      [{ query, variables: '"text"' }, /variables/],
      [{ query, extensions: '{not json' }, /extensions/],
      [{ query, extensions: 'null' }, /extensions/],
      [{ query, extensions: { persistedQuery: 'yes' } }, /persistedQuery/],
      [{ query, extensions: { persistedQuery: { version: 2, sha256Hash: hash } } }, /persistedQuery\.version/],
      [{ query, extensions: { persistedQuery: { version: 1, sha256Hash: hash.toUpperCase() } } }, /sha256Hash/],
      [{ query, extensions: { persistedQuery: { version: 1 } } }, /sha256Hash/],
      [{ query, extensions: { persistedQuery: { version: 1, sha256Hash: 12 } } }, /sha256Hash/],
      [{ extensions: { persistedQuery: { version: 1, sha256Hash: { $gt: '' } } } }, /sha256Hash/],
      [{ extensions: { persistedQuery: { version: 1, sha256Hash: ['a'] } } }, /sha256Hash/],
      [{ extensions: { persistedQuery: { version: 1, sha256Hash: 'x'.repeat(5000) } } }, /sha256Hash/],
      [{ query, operationName: ['a'] }, /operation/],
    ];
    for (const [params, message] of cases) {
      const answer = await get(params);
      const where = JSON.stringify(params).slice(0, 200);
      expect(answer.status, where).toBe(400);
      const [error] = answer.body.errors;
      expect(`${error.message} ${error.extensions.field ?? ''}`, where).toMatch(message);
      expect(answer.headers.get('cache-control'), where).toBe('private, no-store');
    }
    // The same in a POST body.
    const posted = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 5 } } });
    expect(posted.status).toBe(400);
    expect(posted.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'extensions.persistedQuery.sha256Hash' });
    // A parameter given twice.
    const twice = await server.rest('GET', `/graphql?query=${encodeURIComponent(query)}&query=${encodeURIComponent(query)}`, { headers: PREFLIGHT });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].message).toMatch(/query/);
    // A url beyond what the server reads at all is refused before any handler.
    const huge = await get({ query, variables: { big: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(431);
  });
});
