import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'graphql';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CACHE_DROP_CHANNEL } from '../../../src/core/cache/cache-drop-bus.js';
import { reachesOnlyCachedReads } from '../../../src/core/graphql/answer-cache.js';
import { buildGraphqlSchema } from '../../../src/core/graphql/schema.js';
import { catalogue } from '../../../src/modules/index.js';
import { publishedNow, publishedProduct } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';
import { killRedisClients, redisClients, redisUrl, redisReachable, type RedisClient } from '../../helpers/redis.js';

/**
 * Public read answers: kept in memory until a write or a revalidation drops them, on every
 * instance; ETag and 304 on public REST GETs; answers that depend on the caller never marked
 * publicly cacheable.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const products = '/api/ecommerce/products';

/** A GraphQL request and the SQL statements it ran. */
async function ask(target: TestServer, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  target.resetQueries();
  const answer = await target.graphql<any>(query, variables, headers);
  return { ...answer, sql: target.queries.length };
}

const PRODUCT_SLUGS = `query Slugs($limit: Int) { ecommerceProductList(limit: $limit) { slug attributes { number } } }`;

/** A GET and the SQL statements it ran. */
async function read(target: TestServer, path: string, headers: Record<string, string> = {}) {
  target.resetQueries();
  const response = await target.rest('GET', path, { headers });
  return { ...response, sql: target.queries.length };
}

describe('public REST reads', () => {
  it('are served from memory, with an ETag, until a write drops them', async () => {
    const created = await publishedProduct(server, { slug: 'cached-one', title: { en: 'One' } });
    const path = `${products}?limit=50`;
    const first = await read(server, path);
    expect(first.status).toBe(200);
    expect(first.sql).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await read(server, path);
    expect(again.sql).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(etag);

    // fetch() adds `Cache-Control: no-cache` (a forced reload) to a request with If-None-Match,
    // unless given one: a browser revalidating sends max-age=0.
    const revalidate = { 'if-none-match': etag!, 'cache-control': 'max-age=0' };
    const notModified = await read(server, path, revalidate);
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.sql).toBe(0);

    // A write through REST drops it: the next read sees the change, under a new ETag.
    const id = created.id;
    expect((await server.rest('PATCH', `${products}/${id}`, { admin: true, json: { slug: 'cached-renamed' } })).status).toBe(200);
    const changed = await read(server, path, revalidate);
    expect(changed.status).toBe(200);
    expect(changed.sql).toBeGreaterThan(0);
    expect(changed.body.data.map((row: { slug: string }) => row.slug)).toContain('cached-renamed');
    expect(changed.headers.get('etag')).not.toBe(etag);

    // ... and so does one through GraphQL, for the row, the count and the list alike.
    const one = `${products}/${id}`;
    const count = `${products}/count`;
    for (const target of [one, count, path]) await read(server, target);
    expect((await read(server, one)).sql).toBe(0);
    const mutation = await server.graphql('mutation($id: ID!) { ecommerceProductDelete(id: $id) { id } }', { id }, server.asServer);
    expect(mutation.errors).toBeUndefined();
    expect((await read(server, one)).status).toBe(404);
    const after = await read(server, path);
    expect(after.sql).toBeGreaterThan(0);
    expect(after.body.data.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it('keep one answer per query string: filters and pages are never mixed up', async () => {
    for (const slug of ['a', 'b', 'c']) await publishedProduct(server, { slug: `page-${slug}` });
    const byFilter = (slug: string) => `${products}?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`;
    for (const round of [1, 2]) {
      for (const slug of ['page-a', 'page-b']) {
        const response = await read(server, byFilter(slug));
        expect(response.body.data.map((row: { slug: string }) => row.slug)).toEqual([slug]);
        if (round === 2) expect(response.sql).toBe(0);
      }
    }
  });

  it('are kept per read, not per query string: parameters no read uses (?x=1) neither read again nor take a place of their own', async () => {
    const first = await read(server, `${products}?limit=3`);
    expect(first.sql).toBeGreaterThan(0);
    for (let n = 0; n < 20; n++) {
      const again = await read(server, `${products}?limit=3&x=${n}&utm_source=probe-${n}`);
      expect(again.body).toEqual(first.body);
      expect(again.sql, `?x=${n}`).toBe(0);
    }
    // The same filter written as qs's brackets or as JSON is one read.
    const byQs = await read(server, `${products}?filters[and][0][column]=slug&filters[and][0][method]=isNotNull`);
    const byJson = await read(server, `${products}?filters=${encodeURIComponent(JSON.stringify({ and: [{ column: 'slug', method: 'isNotNull' }] }))}`);
    expect(byJson.body).toEqual(byQs.body);
    expect(byJson.sql).toBe(0);
    // A row's answer ignores every parameter.
    const id = first.body.data[0].id;
    await read(server, `${products}/${id}`);
    expect((await read(server, `${products}/${id}?x=1`)).sql).toBe(0);
  });

  it('are kept through writes to rows they cannot hold (a sign-up, a cart, a form request, an article), dropped by a write to theirs', async () => {
    const product = await publishedProduct(server, { slug: 'cached-by-subjects' });
    const form = (await server.rest('POST', '/api/crm/forms', { admin: true, json: { adminTitle: 'Cached contact' } })).body.data;
    const article = (await server.rest('POST', '/api/blog/articles', { admin: true, json: { slug: 'cached-article' } })).body.data;
    const path = `${products}?limit=10`;
    const A = '/api/rbac/subjects/authentication';
    /**
     * Reads the list (REST and an anonymous GraphQL query of the products, their attributes and
     * the links to them) until it is kept, then makes the write and answers the SQL of the next reads.
     */
    const afterWrite = async (write: () => Promise<{ status: number }>) => {
      await read(server, path);
      await ask(server, PRODUCT_SLUGS, { limit: 10 });
      expect((await read(server, path)).sql).toBe(0);
      expect((await ask(server, PRODUCT_SLUGS, { limit: 10 })).sql).toBe(0);
      expect((await write()).status).toBeLessThan(300);
      return [(await read(server, path)).sql, (await ask(server, PRODUCT_SLUGS, { limit: 10 })).sql];
    };
    let token = '';
    let id = '';
    const signUp = async () => {
      const signedUp = await server.rest('POST', `${A}/email-and-password/registration`, {
        json: { login: `cached-${Date.now()}@example.com`, password: 'caching-123' },
        headers: { 'x-forwarded-for': '10.77.0.1' },
      });
      token = signedUp.body.data.jwt;
      id = (await server.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${token}` } })).body.data.id;
      return signedUp;
    };
    const as = () => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': '10.77.0.1' });
    expect(await afterWrite(signUp)).toEqual([0, 0]);
    const cart = () => server.rest('POST', `/api/rbac/subjects/${id}/ecommerce-module/orders`, { json: { productId: product.id, quantity: 2 }, headers: as() });
    expect(await afterWrite(cart)).toEqual([0, 0]);
    // Adding the product again raises the quantity of its line (the cart's own SQL).
    expect(await afterWrite(cart)).toEqual([0, 0]);
    const orderId = (await server.rest('GET', `/api/rbac/subjects/${id}/ecommerce-module/orders`, { headers: as() })).body.data[0].id;
    // Deleting the order takes its lines and links with it: none of them is a product's row.
    expect(await afterWrite(() => server.rest('DELETE', `/api/rbac/subjects/${id}/ecommerce-module/orders/${orderId}`, { headers: as() }))).toEqual([0, 0]);
    const request = () => server.rest('POST', `/api/crm/forms/${form.id}/requests`, { json: { answers: {} }, headers: as() });
    expect(await afterWrite(request)).toEqual([0, 0]);
    expect(await afterWrite(() => server.rest('PATCH', `/api/blog/articles/${article.id}`, { admin: true, json: { title: { en: 'Elsewhere' } } }))).toEqual([0, 0]);
    const [dropped] = await server.orm.em.getConnection().execute<{ orders: number }[]>('select count(*)::int as orders from ecommerce_orders where id = ?', [orderId]);
    expect(dropped.orders).toBe(0);

    // A write to a product, or to an attribute the query reads under them, drops both.
    const changed = await afterWrite(() => server.rest('PATCH', `${products}/${product.id}`, { admin: true, json: { title: { en: 'Retitled' } } }));
    expect(changed.every((sql) => sql > 0)).toBe(true);
    const attribute = (await server.rest('POST', '/api/ecommerce/attributes', { admin: true, json: { number: 1 } })).body.data;
    await read(server, path);
    expect((await ask(server, PRODUCT_SLUGS, { limit: 10 })).sql).toBeGreaterThan(0);
    const [list, query] = await afterWrite(() => server.rest('PATCH', `/api/ecommerce/attributes/${attribute.id}`, { admin: true, json: { number: 2 } }));
    expect(list).toBe(0);
    expect(query).toBeGreaterThan(0);
  });

  it("a delete drops the answers holding the rows it cascades to (a product's links to its attributes)", async () => {
    const product = (await server.rest('POST', products, { admin: true, json: { slug: 'cascading' } })).body.data;
    const attribute = (await server.rest('POST', '/api/ecommerce/attributes', { admin: true, json: { number: 3 } })).body.data;
    const link = await server.rest('POST', '/api/ecommerce/products-to-attributes', { admin: true, json: { productId: product.id, attributeId: attribute.id, orderIndex: 0 } });
    expect(link.status).toBe(201);
    const links = `/api/ecommerce/products-to-attributes?limit=100`;
    await read(server, links);
    expect((await read(server, links)).sql).toBe(0);
    expect((await server.rest('DELETE', `/api/ecommerce/attributes/${attribute.id}`, { admin: true })).status).toBe(200);
    const after = await read(server, links);
    expect(after.sql).toBeGreaterThan(0);
    expect(after.body.data.map((row: { id: string }) => row.id)).not.toContain(link.body.data.id);
  });

  it('mark answers that depend on the caller private and never store them', async () => {
    const orders = await server.rest('GET', '/api/ecommerce/orders', { admin: true });
    expect(orders.status).toBe(200);
    expect(orders.headers.get('cache-control')).toBe('private, no-store');
    // Subjects are readable by admins (and each its own row): never cached.
    const subjects = await read(server, '/api/rbac/subjects', server.asServer);
    expect(subjects.status).toBe(200);
    expect(subjects.headers.get('cache-control')).toBe('private, no-store');
    expect((await read(server, '/api/rbac/subjects', server.asServer)).sql).toBeGreaterThan(0);
    for (const refused of [await server.rest('GET', '/api/ecommerce/orders'), await server.rest('GET', `${products}/not-a-uuid`)]) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('anonymous GraphQL queries', () => {
  it('are answered from memory until a write drops them, per query and variables', async () => {
    const first = await ask(server, PRODUCT_SLUGS, { limit: 3 });
    expect(first.errors).toBeUndefined();
    expect(first.sql).toBeGreaterThan(0);
    const again = await ask(server, PRODUCT_SLUGS, { limit: 3 });
    expect(again).toEqual({ ...first, sql: 0 });
    // Other variables are another answer.
    const more = await ask(server, PRODUCT_SLUGS, { limit: 4 });
    expect(more.sql).toBeGreaterThan(0);
    expect(more.data.ecommerceProductList.length).toBeGreaterThanOrEqual(first.data.ecommerceProductList.length);
    // A write through GraphQL drops it: the next read sees the new product.
    const created = await publishedProduct(server, { slug: `answer-cache-${Date.now()}` });
    const after = await ask(server, `{ ecommerceProductList(limit: 100) { slug } }`);
    expect(after.sql).toBeGreaterThan(0);
    expect(after.data.ecommerceProductList.map((p: { slug: string }) => p.slug)).toContain(created.slug);
  });

  it('are never kept for a signed-in caller, nor when the answer has errors', async () => {
    const admin = { 'x-rbac-secret-key': server.config.rbac.secretKey };
    await ask(server, PRODUCT_SLUGS, { limit: 2 }, admin);
    expect((await ask(server, PRODUCT_SLUGS, { limit: 2 }, admin)).sql).toBeGreaterThan(0);
    // A token that is no longer valid is not anonymous either: it is told so, every time.
    const expired = { authorization: 'Bearer not-a-token' };
    expect((await ask(server, PRODUCT_SLUGS, { limit: 2 }, expired)).sql).toBeGreaterThan(0);
    const missing = `{ hostPageFindByUrl(url: "/no-such-page") { pattern } }`;
    expect((await ask(server, missing)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const twice = await ask(server, missing);
    expect(twice.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(twice.sql).toBeGreaterThan(0);
  });

  it('are kept only when every entity they reach has public reads that all writes drop', async () => {
    const schema = await buildGraphqlSchema(catalogue);
    const verdict = (query: string) => reachesOnlyCachedReads(catalogue, schema, parse(query));
    expect(verdict(PRODUCT_SLUGS)).toBe(true);
    expect(verdict(`{ hostPageFindByUrl(url: "/") { pattern page { url layouts { title } } } }`)).toBe(true);
    // Orders are their subjects' own; subjects are written outside the generic service too.
    expect(verdict(`{ ecommerceOrderList { id } }`)).toBe(false);
    expect(verdict(`{ ecommerceProductList { id } rbacSubjectList { id } }`)).toBe(false);
  });

  it('are all run when the public cache is switched off (PUBLIC_CACHE_ENABLED=false)', async () => {
    const uncached = await startTestServer({ PUBLIC_CACHE_ENABLED: 'false' });
    try {
      await ask(uncached, PRODUCT_SLUGS, { limit: 3 });
      expect((await ask(uncached, PRODUCT_SLUGS, { limit: 3 })).sql).toBeGreaterThan(0);
      await read(uncached, products);
      expect((await read(uncached, products)).sql).toBeGreaterThan(0);
    } finally {
      await uncached.close();
    }
  });
});

describe('pages by url', () => {
  it('are cached per language, and revalidating a path drops it in every language', async () => {
    expect((await server.rest('POST', '/api/host/pages', { admin: true, json: { url: '/about', title: 'About', ...publishedNow() } })).status).toBe(201);
    const en = '/api/host/pages/find-by-url?url=/about';
    const ru = '/api/host/pages/find-by-url?url=/ru/about';
    expect((await read(server, en)).body.data).toMatchObject({ url: '/about', requestedLanguage: 'en' });
    expect((await read(server, ru)).body.data).toMatchObject({ url: '/about', requestedLanguage: 'ru' });
    const cachedEn = await read(server, en);
    const cachedRu = await read(server, ru);
    expect([cachedEn.sql, cachedRu.sql]).toEqual([0, 0]);
    expect(cachedRu.body.data.requestedLanguage).toBe('ru');
    expect(cachedEn.headers.get('cache-control')).toBe('public, no-cache');

    const refused = await server.rest('GET', '/api/revalidation/revalidate?path=/about');
    expect(refused.status).toBe(401);
    const revalidated = await server.rest('GET', '/api/revalidation/revalidate?path=/about&type=page', { admin: true });
    expect(revalidated.body.data).toMatchObject({ revalidated: true, path: '/about' });
    expect(revalidated.body.data.dropped).toBeGreaterThanOrEqual(2);
    expect((await read(server, en)).sql).toBeGreaterThan(0);
    expect((await read(server, ru)).sql).toBeGreaterThan(0);
  });

  it('revalidating a layout drops the path and every path below it, in every language, and nothing else', async () => {
    for (const url of ['/guide', '/guide/setup', '/guides']) expect((await server.rest('POST', '/api/host/pages', { admin: true, json: { url, title: url, ...publishedNow() } })).status).toBe(201);
    const pages = ['/guide', '/guide/setup', '/ru/guide/setup', '/guides'].map((url) => `/api/host/pages/find-by-url?url=${url}`);
    for (const page of pages) await read(server, page);
    expect(await Promise.all(pages.map(async (page) => (await read(server, page)).sql))).toEqual([0, 0, 0, 0]);

    const revalidated = await server.rest('GET', '/api/revalidation/revalidate?path=/guide/&type=layout', { admin: true });
    expect(revalidated.body.data).toMatchObject({ revalidated: true, dropped: 3 });
    const sql = [];
    for (const page of pages) sql.push((await read(server, page)).sql > 0);
    expect(sql).toEqual([true, true, true, false]);
  });

  it('an unknown url is a 404 that is not kept', async () => {
    const missing = await read(server, '/api/host/pages/find-by-url?url=/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    expect((await read(server, '/api/host/pages/find-by-url?url=/nowhere')).sql).toBeGreaterThan(0);
  });
});

/** Two instances on one database: a write on one drops what the other keeps. */
function crossInstance(settings: Record<string, string>) {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer(settings);
    second = await startTestServer(settings, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  if (settings.REDIS_URL) {
    it('after Redis dropped the connections, a write on one instance still drops the cached answers of the other', async () => {
      const created = await publishedProduct(first, { slug: 'reconnect-before' });
      const one = `${products}/${created.id}`;
      const connections = async () => [...(await redisClients(`platform:${first.instanceId}:`)), ...(await redisClients(`platform:${second.instanceId}:`))];
      const killed = await connections();
      expect(killed).toHaveLength(4);
      await killRedisClients(killed);
      // Every connection back, the subscribers subscribed again.
      const isBack = (clients: RedisClient[]) =>
        clients.length === 4 && clients.every((client) => !killed.some((old) => old.id === client.id) && client.subscriptions === (client.name.endsWith(':cache-drops') ? 1 : 0));
      await expect.poll(async () => isBack(await connections()), { timeout: 20_000 }).toBe(true);

      await expect.poll(async () => (await read(second, one)).sql, { timeout: 15_000 }).toBe(0);
      expect((await first.rest('PATCH', one, { admin: true, json: { slug: 'reconnect-after' } })).status).toBe(200);
      await expect.poll(async () => (await second.rest('GET', one)).body.data.slug, { timeout: 15_000 }).toBe('reconnect-after');
    });
  }

  it('writes made at once on one instance each send their drop, one query at a time on a connection, and each drops the cached answers of the other', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await publishedProduct(first, { slug: `burst-${i}` })).id);
    for (const id of ids) await expect.poll(async () => (await read(second, `${products}/${id}`)).sql, { timeout: 15_000 }).toBe(0);
    const drops = await dropsSentBy(first, settings.REDIS_URL);
    const queries = watchQueries();
    try {
      const patched = await Promise.all(ids.map((id, i) => first.rest('PATCH', `${products}/${id}`, { admin: true, json: { slug: `burst-after-${i}` } })));
      expect(patched.map((answer) => answer.status)).toEqual(ids.map(() => 200));
      // Every write's drop was handed over before its answer; through PostgreSQL, the first is
      // still running (held): one sent on its connection meanwhile is noted below.
      expect(queries.held).toBe(!settings.REDIS_URL);
      queries.release();
      // Each write sent a drop of its own, on the transport the instances share.
      await expect.poll(() => drops.heard.filter((drop) => drop.models?.includes('EcommerceProduct')).length, { timeout: 15_000 }).toBe(ids.length);
      // No connection was sent a query while it ran one (pg 9 refuses that; the drops' own
      // connection had been sent one per write): the last drop heard was the last query sent.
      expect(queries.overlapping).toEqual([]);
    } finally {
      queries.stop();
      await drops.close();
    }
    for (const [i, id] of ids.entries()) {
      await expect.poll(async () => (await second.rest('GET', `${products}/${id}`)).body.data.slug, { timeout: 15_000 }).toBe(`burst-after-${i}`);
    }
  });

  it('a write on one instance drops the anonymous GraphQL answers the other sends from memory', async () => {
    const count = `{ ecommerceProductCount }`;
    await expect.poll(async () => (await ask(second, count)).sql, { timeout: 15_000 }).toBe(0);
    const before = (await ask(second, count)).data.ecommerceProductCount as number;
    await publishedProduct(first, { slug: `cross-graphql-${Date.now()}` });
    await expect.poll(async () => (await second.graphql<any>(count)).data.ecommerceProductCount, { timeout: 15_000 }).toBe(before + 1);
  });

  it('a write on one instance drops the cached answers of the other', async () => {
    const { id } = await publishedProduct(first, { slug: 'shared-before' });
    const one = `${products}/${id}`;
    const page = '/api/host/pages/find-by-url?url=/shared';
    expect((await first.rest('POST', '/api/host/pages', { admin: true, json: { url: '/shared', title: 'Before', ...publishedNow() } })).status).toBe(201);
    // Cached once the drops of the writes above, which travel asynchronously, have arrived.
    await expect.poll(async () => (await read(second, one)).sql, { timeout: 15_000 }).toBe(0);

    await first.rest('PATCH', `${products}/${id}`, { admin: true, json: { slug: 'shared-after' } });
    // The drop travels asynchronously; the other instance answers the new row once it arrived.
    await expect.poll(async () => (await second.rest('GET', one)).body.data.slug, { timeout: 15_000 }).toBe('shared-after');

    await expect.poll(async () => (await read(second, page)).sql, { timeout: 15_000 }).toBe(0);
    const revalidated = await first.rest('GET', '/api/revalidation/revalidate?path=/shared', { admin: true });
    expect(revalidated.status).toBe(200);
    await expect.poll(async () => (await read(second, page)).sql, { timeout: 15_000 }).toBeGreaterThan(0);
  });
}

/**
 * Watches what `pg` clients of this process (the test servers' own) are sent, until `stop`:
 * each query sent to a client that still runs one is noted, however it was sent (for a promise,
 * with a callback, as a submittable). The first cache drop sent through PostgreSQL (`pg_notify`)
 * is held, running, until `release`: a drop sent while it runs meets it however fast the
 * database answers, so no overlap depends on timing.
 */
function watchQueries() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const running = new WeakMap<object, number>();
  const overlapping: string[] = [];
  let held = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [{ text?: string; submit?: unknown; handleReadyForQuery?: Handler; handleError?: Handler } | string];
    const text = typeof config === 'string' ? config : String(config?.text ?? '');
    if (running.get(this)) overlapping.push(text);
    running.set(this, (running.get(this) ?? 0) + 1);
    let ended = false;
    const end = () => {
      if (!ended) running.set(this, running.get(this)! - 1);
      ended = true;
    };
    // A query ends when its callback is called, its submittable is told it ended, or its promise settles.
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    const submittable = typeof config === 'object' && typeof config?.submit === 'function' ? config : undefined;
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as Handler;
      args[callbackAt] = (...result: unknown[]) => (end(), callback(...result));
    } else if (submittable) {
      for (const name of ['handleReadyForQuery', 'handleError'] as const) {
        const handle = submittable[name];
        submittable[name] = function (this: unknown, ...result: unknown[]) {
          end();
          return handle?.apply(this, result);
        };
      }
    }
    const hold = !held && text.includes('pg_notify');
    held ||= hold;
    const result = hold ? released.then(() => query.apply(this, args)) : query.apply(this, args);
    if (callbackAt < 0 && !submittable) void (result as Promise<unknown>).then(end, end);
    else if (hold) {
      // Answered as pg answers these: the submittable itself, or nothing (the callback tells).
      void (result as Promise<unknown>).catch(() => {});
      return submittable;
    }
    return result;
  } as typeof pg.Client.prototype.query;
  return {
    /** The texts of the queries sent to a client while it ran one. */
    overlapping,
    /** Whether a cache drop went through PostgreSQL (and was held). */
    get held() {
      return held;
    },
    release,
    stop() {
      release();
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    },
  };
}
type Handler = (...args: unknown[]) => unknown;

/** The cache drops `from` sends, as another instance hears them: on PostgreSQL's channel, or Redis's. */
async function dropsSentBy(from: TestServer, redis?: string) {
  const heard: { models?: string[] }[] = [];
  const hear = (text: string) => {
    const message = JSON.parse(text) as { from: string; drop: { models?: string[] } };
    if (message.from === from.instanceId) heard.push(message.drop);
  };
  if (redis) {
    const subscriber = new Redis(redis);
    subscriber.on('message', (_channel: string, text: string) => hear(text));
    await subscriber.subscribe(`${from.config.redisPrefix}${CACHE_DROP_CHANNEL}`);
    return { heard, close: async () => void (await subscriber.quit()) };
  }
  const listener = new pg.Client({ connectionString: from.databaseUrl });
  await listener.connect();
  listener.on('notification', (message) => message.payload && hear(message.payload));
  await listener.query(`LISTEN ${CACHE_DROP_CHANNEL}`);
  return { heard, close: () => listener.end() };
}

describe.runIf(inject('testDatabase').kind === 'postgres')('across instances through PostgreSQL LISTEN/NOTIFY', () => crossInstance({}));
describe.runIf(redisReachable)('across instances through Redis pub/sub', () => crossInstance({ REDIS_URL: redisUrl }));
