import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { redisReachable, redisUrl } from '../../helpers/redis.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Pages rendered on the server (the client's SSR build, on the demo site): rendered for their
 * path and the query parameters pages read (none today), so that a query string cannot make
 * the server render again nor fill the cache; kept until a write to an entity their queries
 * read; renders limited per client address (RATE_LIMIT_RENDERS_PER_MINUTE).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
});
afterAll(() => server?.close());

const A = '/api/rbac/subjects/authentication';
let addresses = 0;
const freshIp = () => `10.62.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** The sum of a counter of the server's metrics over the series whose labels include `labels`. */
async function counter(target: TestServer, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${target.url}/metrics`, { headers: target.asMetricsScraper })).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** How many requests for pages were rendered, served cached, refused; and how many GraphQL operations ran. */
async function tally(target: TestServer) {
  return {
    rendered: await counter(target, 'page_renders_total', 'outcome="rendered"'),
    cached: await counter(target, 'page_renders_total', 'outcome="cached"'),
    refused: await counter(target, 'page_renders_total', 'outcome="refused"'),
    operations: await counter(target, 'graphql_operations_total'),
  };
}

/** What `work` did to the tally: each count's growth. */
async function counted(target: TestServer, work: () => Promise<unknown>) {
  const before = await tally(target);
  await work();
  const after = await tally(target);
  return { rendered: after.rendered - before.rendered, cached: after.cached - before.cached, refused: after.refused - before.refused, operations: after.operations - before.operations };
}

/** A page as a client at `ip` gets it, and the SQL statements its request ran. */
async function page(target: TestServer, path: string, ip = '10.62.255.1', headers: Record<string, string> = {}) {
  target.resetQueries();
  const response = await fetch(`${target.url}${path}`, { headers: { 'x-forwarded-for': ip, ...headers } });
  const html = await response.text();
  return { status: response.status, html, retryAfter: response.headers.get('retry-after'), sql: target.queries.length };
}

/** A product of the demo shop by its English title. */
async function product(target: TestServer, title: string): Promise<{ id: string; slug: string }> {
  const { data } = await target.graphql<{ ecommerceProductList: { id: string; slug: string; title: Record<string, string> }[] }>('{ ecommerceProductList(limit: 100) { id slug title { en } } }');
  return data!.ecommerceProductList.find((row) => row.title.en === title)!;
}

const renameProduct = (target: TestServer, id: string, title: string) => target.rest('PATCH', `/api/ecommerce/products/${id}`, { admin: true, json: { title: { en: title } } });

/** Drops every cached answer: what a test measures starts from nothing kept. */
const revalidateAll = (target: TestServer) => target.rest('GET', '/api/revalidation/revalidate?path=/&type=layout', { admin: true });

describe('a page and its query string', () => {
  it('/shop?x=1 … ?x=60 are one render and one cached page, the same as /shop', async () => {
    await revalidateAll(server);
    const first = await page(server, '/shop?x=1');
    expect(first.status).toBe(200);
    // The language links carry no parameter the page does not read.
    expect(first.html).toContain('href="/ru/shop"');
    expect(first.html).not.toMatch(/href="[^"]*x=1/);
    // What rendering /shop puts in the cache: the page and its queries' answers.
    const heldByOnePage = (await revalidateAll(server)).body.data.dropped as number;
    expect(heldByOnePage).toBeGreaterThan(1);

    const pages: Awaited<ReturnType<typeof page>>[] = [];
    const tallied = await counted(server, async () => {
      for (let n = 1; n <= 60; n++) pages.push(await page(server, `/shop?x=${n}`));
      pages.push(await page(server, '/shop'), await page(server, '/shop?utm_source=mail&x=2'));
    });
    expect(pages.map((answer) => answer.status)).toEqual(pages.map(() => 200));
    expect(new Set(pages.map((answer) => answer.html)).size).toBe(1);
    expect(pages.slice(1).map((answer) => answer.sql)).toEqual(pages.slice(1).map(() => 0));
    // One render (its queries: a few operations), then the cached page: no query runs.
    expect(tallied).toMatchObject({ rendered: 1, cached: pages.length - 1, refused: 0 });
    expect(tallied.operations).toBeGreaterThan(0);
    expect((await counted(server, () => page(server, '/shop?x=61'))).operations).toBe(0);
    // The cache holds what rendering /shop put in it: one page, whatever the query strings.
    expect((await revalidateAll(server)).body.data.dropped).toBe(heldByOnePage);
  });
});

describe('a cached page and the writes', () => {
  it('stays cached through an anonymous visit and its cart (REST and GraphQL): no query runs', async () => {
    const shirt = await product(server, 'Linen shirt');
    await page(server, '/shop');
    const cartOverRest = async () => {
      const ip = freshIp();
      const token = (await server.rest('GET', `${A}/init`, { headers: { 'x-forwarded-for': ip } })).body.data.jwt as string;
      const as = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
      const id = (await server.rest('GET', `${A}/me`, { headers: as })).body.data.id as string;
      for (let i = 0; i < 2; i++) {
        const added = await server.rest('POST', `/api/rbac/subjects/${id}/ecommerce-module/orders`, { json: { productId: shirt.id, quantity: 1 }, headers: as });
        expect(added.status).toBe(201);
      }
    };
    const cartOverGraphql = async () => {
      const ip = freshIp();
      const init = await server.graphql<{ rbacAuthenticationInit: { jwt: string } }>('mutation { rbacAuthenticationInit { jwt } }', {}, { 'x-forwarded-for': ip });
      const as = { authorization: `Bearer ${init.data!.rbacAuthenticationInit.jwt}`, 'x-forwarded-for': ip };
      const me = await server.graphql<{ rbacMe: { id: string } }>('{ rbacMe { id } }', {}, as);
      const added = await server.graphql('mutation($s: ID!, $p: ID!) { ecommerceCartAdd(subjectId: $s, data: { productId: $p, quantity: 1 }) { id } }', { s: me.data!.rbacMe.id, p: shirt.id }, as);
      expect(added.errors).toBeUndefined();
    };
    for (const visit of [cartOverRest, cartOverGraphql]) {
      await visit();
      const shop = await page(server, '/shop');
      expect(shop.status).toBe(200);
      expect(shop.sql).toBe(0);
      expect(await counted(server, () => page(server, '/shop'))).toMatchObject({ rendered: 0, cached: 1, operations: 0 });
    }
    // The carts are there: the visits wrote them.
    const [{ lines }] = await server.orm.em.getConnection().execute<{ lines: string }[]>('select count(*)::int as lines from ecommerce_orders_to_products where product_id = ?', [shirt.id]);
    expect(Number(lines)).toBeGreaterThanOrEqual(2);
  });

  it("a product's new title drops /shop, the product's page and the REST list; an article's leaves /shop", async () => {
    const sweater = await product(server, 'Wool sweater');
    const paths = ['/shop', `/ecommerce/products/${sweater.slug}`];
    const list = '/api/ecommerce/products?limit=50';
    const fill = async () => {
      for (const path of paths) expect((await page(server, path)).status).toBe(200);
      await server.rest('GET', list);
    };
    await fill();
    const article = (await server.graphql<{ blogArticleList: { id: string }[] }>('{ blogArticleList(limit: 1) { id } }')).data!.blogArticleList[0];
    expect((await server.rest('PATCH', `/api/blog/articles/${article.id}`, { admin: true, json: { title: { en: 'Renamed article' } } })).status).toBe(200);
    expect(await counted(server, () => page(server, '/shop'))).toMatchObject({ rendered: 0, cached: 1 });
    server.resetQueries();
    expect((await server.rest('GET', list)).status).toBe(200);
    expect(server.queries).toEqual([]);

    expect((await renameProduct(server, sweater.id, 'Wool sweater, renamed')).status).toBe(200);
    for (const path of paths) {
      let answer: Awaited<ReturnType<typeof page>> | undefined;
      expect(await counted(server, async () => void (answer = await page(server, path))), path).toMatchObject({ rendered: 1 });
      expect(answer!.html, path).toContain('Wool sweater, renamed');
    }
    server.resetQueries();
    const relisted = await server.rest('GET', list);
    expect(server.queries.length).toBeGreaterThan(0);
    expect(relisted.body.data.map((row: { title: { en: string } }) => row.title.en)).toContain('Wool sweater, renamed');
    await renameProduct(server, sweater.id, 'Wool sweater');
  });
});

describe('a public profile page', () => {
  it('carries the kinds of its identities (the page shows visitors the profile alone), and a deleted one drops it (the module deletes it in SQL of its own)', async () => {
    const subjects = (await server.rest('GET', '/api/rbac/subjects?limit=100', { admin: true })).body.data as { id: string; slug: string }[];
    const ada = subjects.find((subject) => subject.slug === 'ada-ceramics')!;
    const wallet = (await server.rest('POST', '/api/rbac/identities', { admin: true, json: { provider: 'EVM', account: `0x${'ab'.repeat(20)}` } })).body.data;
    expect((await server.rest('POST', '/api/rbac/subjects-to-identities', { admin: true, json: { subjectId: ada.id, identityId: wallet.id, orderIndex: 1 } })).status).toBe(201);
    const path = '/rbac/subjects/ada-ceramics';
    // In the page's data (the subject itself and admins see them once the browser knows who reads), never shown to visitors.
    const before = (await page(server, path)).html;
    expect(before).toContain('"provider":"EVM"');
    expect(before).not.toContain('data-identity="EVM"');
    expect(await counted(server, () => page(server, path))).toMatchObject({ rendered: 0, cached: 1 });

    expect((await server.rest('DELETE', `/api/rbac/subjects/${ada.id}/identities/${wallet.id}`, { admin: true })).status).toBe(200);
    const after = await page(server, path);
    expect(after.status).toBe(200);
    expect(after.html).not.toContain('"provider":"EVM"');
  });
});

describe('renders per client address (RATE_LIMIT_RENDERS_PER_MINUTE)', () => {
  const LIMIT = 5;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_RENDERS_PER_MINUTE: String(LIMIT) }, { shareDatabaseWith: server });
  });
  afterAll(() => limited?.close());

  it('past the budget, a page to render answers 429 with Retry-After and runs nothing; cached pages are still served, other addresses rendered', async () => {
    const [scraper, visitor] = [freshIp(), freshIp()];
    expect((await page(limited, '/shop', visitor)).status).toBe(200);
    // Urls no page serves are rendered every time (the not-found page is not kept): each one counts.
    const statuses = [];
    for (let n = 1; n <= LIMIT; n++) statuses.push((await page(limited, `/no-such-page-${n}`, scraper)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(404));

    for (const path of [`/no-such-page-${LIMIT + 1}`, '/blog', '/ru/shop']) {
      const refused = await page(limited, path, scraper);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      expect(JSON.parse(refused.html).error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many page renders: try again in (\d+ seconds?|1 minute)$/) });
      expect(refused.sql, path).toBe(0);
    }
    // A cached page costs nothing: served whatever the address asked before, with any query string.
    for (const path of ['/shop', '/shop?x=99']) expect((await page(limited, path, scraper)).status, path).toBe(200);
    // Another address is rendered; so is the server's own request (X-RBAC-SECRET-KEY) from the limited one.
    const rendered = await counted(limited, async () => {
      expect((await page(limited, '/blog', visitor)).status).toBe(200);
      expect((await page(limited, `/no-such-page-${LIMIT + 2}`, scraper, limited.asServer)).status).toBe(404);
    });
    expect(rendered).toMatchObject({ rendered: 2, refused: 0 });
    expect(await counter(limited, 'page_renders_total', 'outcome="refused"')).toBe(3);
  });
});

/** Two more instances on the demo site's database, started for the tests of the block that asks (then closed). */
function twoMoreInstances(settings: Record<string, string>): TestServer[] {
  const instances: TestServer[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) instances.push(await startTestServer(settings, { shareDatabaseWith: server }));
  });
  afterAll(() => Promise.all(instances.map((instance) => instance.close())));
  return instances;
}

describe.runIf(redisReachable)('renders per client address, counted across instances through Redis', () => {
  const LIMIT = 4;
  const instances = twoMoreInstances({ REDIS_URL: redisUrl, RATE_LIMIT_RENDERS_PER_MINUTE: String(LIMIT) });

  it('one budget for an address on every instance', async () => {
    const [first, second] = instances;
    const ip = freshIp();
    const statuses = [];
    for (let n = 1; n <= LIMIT; n++) statuses.push((await page(n % 2 ? first : second, `/no-such-page-${n}`, ip)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(404));
    expect((await page(first, '/no-such-page-0', ip)).status).toBe(429);
    expect((await page(second, '/no-such-page-0', ip)).status).toBe(429);
  });
});

/** Two instances: a write on one drops the other's pages it changed, and only those. */
function acrossInstances(settings: Record<string, string>) {
  const instances = twoMoreInstances(settings);

  it("a cart written on one leaves the other's pages cached; a product's new title drops its /shop, product page and REST list", async () => {
    const [first, second] = instances;
    const shirt = await product(first, 'Linen shirt');
    const paths = ['/shop', `/ecommerce/products/${shirt.slug}`];
    const list = '/api/ecommerce/products?limit=50';
    const cachedOnSecond = async () => {
      const sql = [];
      for (const path of paths) sql.push((await page(second, path)).sql);
      second.resetQueries();
      await second.rest('GET', list);
      return [...sql, second.queries.length];
    };
    // Kept once the drops of earlier writes (which travel asynchronously) have arrived.
    await expect.poll(cachedOnSecond, { timeout: 15_000 }).toEqual([0, 0, 0]);

    const ip = freshIp();
    const token = (await first.rest('GET', `${A}/init`, { headers: { 'x-forwarded-for': ip } })).body.data.jwt as string;
    const as = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
    const id = (await first.rest('GET', `${A}/me`, { headers: as })).body.data.id as string;
    expect((await first.rest('POST', `/api/rbac/subjects/${id}/ecommerce-module/orders`, { json: { productId: shirt.id }, headers: as })).status).toBe(201);
    // Its drop (naming orders and order lines) has arrived once a later one has: a path of nothing cached.
    await first.rest('GET', '/api/revalidation/revalidate?path=/nothing-cached-here&type=page', { admin: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await cachedOnSecond()).toEqual([0, 0, 0]);

    expect((await renameProduct(first, shirt.id, 'Linen shirt, renamed')).status).toBe(200);
    await expect.poll(async () => (await page(second, paths[1])).html.includes('Linen shirt, renamed'), { timeout: 15_000 }).toBe(true);
    expect((await page(second, '/shop')).html).toContain('Linen shirt, renamed');
    expect((await second.rest('GET', list)).body.data.map((row: { title: { en: string } }) => row.title.en)).toContain('Linen shirt, renamed');
    await renameProduct(first, shirt.id, 'Linen shirt');
  });
}

describe.runIf(inject('testDatabase').kind === 'postgres')('across instances through PostgreSQL LISTEN/NOTIFY', () => acrossInstances({}));
describe.runIf(redisReachable)('across instances through Redis pub/sub', () => acrossInstances({ REDIS_URL: redisUrl }));
