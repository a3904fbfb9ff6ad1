import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { priced, publish } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Drafts and publishing: products, pages and articles start as drafts (`publishedAt` empty),
 * which only admins and the server read; visitors and shoppers read published rows only, on
 * every path (GraphQL list, one, count and nested; REST list, one and count; the sitemap;
 * OpenGraph images; a page by url), and the answer caches never hand an admin's view to them.
 * A product is published with a price in the default currency or not at all.
 */
const ADMIN = { login: 'publishing-admin@example.com', password: 'publishing-admin-password' };
const A = '/api/rbac/subjects/authentication';

let server: TestServer;
let shopper: Shopper;
let readers: { name: string; headers: Record<string, string>; admin: boolean }[];

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: 'https://publishing.example' });
  shopper = await registerShopper(server, '10.81');
  const admin = (await server.rest('POST', `${A}/email-and-password/authentication`, { json: ADMIN })).body.data.jwt as string;
  // Admins first: a visitor's read after theirs must not be answered what they were.
  readers = [
    { name: 'admin', headers: { authorization: `Bearer ${admin}` }, admin: true },
    { name: 'secret key', headers: server.asServer, admin: true },
    { name: 'anonymous', headers: {}, admin: false },
    { name: 'shopper', headers: { authorization: `Bearer ${shopper.token}` }, admin: false },
  ];
});
afterAll(() => server?.close());

async function asServer(query: string, variables: Record<string, unknown> = {}) {
  const answer = await server.graphql<Record<string, any>>(query, variables, server.asServer);
  expect(answer.errors, query).toBeUndefined();
  return answer.data!;
}

/** A publishable model, a draft of it, a parent listing it, and what makes its page public. */
interface Kind {
  name: string;
  route: string;
  /** GraphQL fields: list, one, count, update. */
  list: string;
  one: string;
  count: string;
  update: string;
  /** Under a parent: the items (`products`) and the link rows (`categoriesToProducts { product }`). */
  parent: { one: string; items: string; links: string; item: string };
  /** The OpenGraph kind; the url pattern listing its rows in the sitemap (a page: its own url). */
  opengraph: string;
  draft(): Promise<{ id: string; slug: string; url?: string; parentId: string }>;
  /** Makes it publishable (a product: its price). */
  ready?(id: string): Promise<void>;
}

const unique = () => Math.random().toString(36).slice(2, 8);

const KINDS: Kind[] = [
  {
    name: 'EcommerceProduct',
    route: '/api/ecommerce/products',
    list: 'ecommerceProductList',
    one: 'ecommerceProduct',
    count: 'ecommerceProductCount',
    update: 'ecommerceProductUpdate',
    parent: { one: 'ecommerceCategory', items: 'products', links: 'categoriesToProducts', item: 'product' },
    opengraph: 'products',
    async draft() {
      const { p } = await asServer(`mutation { p: ecommerceProductCreate(data: {title: {en: "Draft shirt ${unique()}"}}) { id slug } }`);
      const { c } = await asServer(`mutation { c: ecommerceCategoryCreate(data: {title: {en: "Shirts"}}) { id } }`);
      await asServer(`mutation($c: ID!, $p: ID!) { ecommerceCategoriesToProductsCreate(data: {categoryId: $c, productId: $p}) { id } }`, { c: c.id, p: p.id });
      return { ...p, parentId: c.id };
    },
    ready: (id) => priced(server, id),
  },
  {
    name: 'HostPage',
    route: '/api/host/pages',
    list: 'hostPageList',
    one: 'hostPage',
    count: 'hostPageCount',
    update: 'hostPageUpdate',
    parent: { one: 'hostLayout', items: 'pages', links: 'pagesToLayouts', item: 'page' },
    opengraph: 'pages',
    async draft() {
      const url = `/draft-${unique()}`;
      const { p } = await asServer(`mutation($url: String!) { p: hostPageCreate(data: {url: $url, title: "Draft page"}) { id slug } }`, { url });
      const { l } = await asServer(`mutation { l: hostLayoutCreate(data: {title: "Draft layout"}) { id } }`);
      await asServer(`mutation($l: ID!, $p: ID!) { hostPagesToLayoutsCreate(data: {layoutId: $l, pageId: $p}) { id } }`, { l: l.id, p: p.id });
      return { ...p, url, parentId: l.id };
    },
  },
  {
    name: 'BlogArticle',
    route: '/api/blog/articles',
    list: 'blogArticleList',
    one: 'blogArticle',
    count: 'blogArticleCount',
    update: 'blogArticleUpdate',
    parent: { one: 'blogCategory', items: 'articles', links: 'categoriesToArticles', item: 'article' },
    opengraph: 'articles',
    async draft() {
      const { a } = await asServer(`mutation { a: blogArticleCreate(data: {title: {en: "Draft article ${unique()}"}}) { id slug } }`);
      const { c } = await asServer(`mutation { c: blogCategoryCreate(data: {title: {en: "News"}}) { id } }`);
      await asServer(`mutation($c: ID!, $a: ID!) { blogCategoriesToArticlesCreate(data: {categoryId: $c, articleId: $a}) { id } }`, { c: c.id, a: a.id });
      return { ...a, parentId: c.id };
    },
  },
];

/** Where each path finds the row: true where the reader reads it. */
async function found(kind: Kind, row: { id: string; parentId: string }, headers: Record<string, string>) {
  const byId = { and: [{ column: 'id', method: 'eq', value: row.id }] };
  const { parent } = kind;
  const graphql = await server.graphql<Record<string, any>>(
    `query($id: ID!, $parent: ID!, $byId: FiltersInput) {
      list: ${kind.list}(filters: $byId) { id }
      whole: ${kind.list}(limit: 100) { id }
      one: ${kind.one}(id: $id) { id }
      count: ${kind.count}(filters: $byId)
      parent: ${parent.one}(id: $parent) { items: ${parent.items} { id } links: ${parent.links} { item: ${parent.item} { id } } }
    }`,
    { id: row.id, parent: row.parentId, byId },
    headers,
  );
  expect(graphql.errors).toBeUndefined();
  const data = graphql.data!;
  const filter = `filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${row.id}`;
  const [restList, restWhole, restOne, restCount] = await Promise.all(
    [`${kind.route}?${filter}`, `${kind.route}?limit=100`, `${kind.route}/${row.id}`, `${kind.route}/count?${filter}`].map((path) => server.rest('GET', path, { headers })),
  );
  return {
    'GraphQL list': data.list.length === 1,
    'GraphQL whole list': data.whole.some((item: { id: string }) => item.id === row.id),
    'GraphQL one': data.one?.id === row.id,
    'GraphQL count': data.count === 1,
    'GraphQL nested items': data.parent.items.some((item: { id: string }) => item.id === row.id),
    'GraphQL nested links': data.parent.links.some((link: { item: { id: string } | null }) => link.item?.id === row.id),
    'REST list': restList.body.data.length === 1,
    'REST whole list': restWhole.body.data.some((item: { id: string }) => item.id === row.id),
    'REST one': restOne.status === 200,
    'REST count': restCount.body.data === 1,
  };
}

const everywhere = (value: boolean) => expect.objectContaining(Object.fromEntries(['GraphQL list', 'GraphQL whole list', 'GraphQL one', 'GraphQL count', 'GraphQL nested items', 'GraphQL nested links', 'REST list', 'REST whole list', 'REST one', 'REST count'].map((path) => [path, value])));

/** The sitemap's paths (default language) and the OpenGraph image's status of a row, as anyone gets them. */
async function publicTraces(kind: Kind, row: { slug: string }) {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<url><loc>https:\/\/publishing\.example([^<]*)<\/loc>/g)].map(([, path]) => path);
  const opengraph = await fetch(`${server.url}/api/file-storage/opengraph/${kind.opengraph}/${row.slug}.png`, { redirect: 'manual', headers: { 'x-forwarded-for': '10.82.0.1' } });
  return { paths, opengraph: opengraph.status };
}

beforeAll(async () => {
  // Published pages whose urls list every product and article: the sitemap names each one visitors read.
  for (const url of ['/p/[ecommerce.products.slug]', '/a/[blog.articles.slug]']) {
    const { p } = await asServer(`mutation($url: String!) { p: hostPageCreate(data: {url: $url, title: "List"}) { id } }`, { url });
    await publish(server, 'HostPage', p.id);
  }
});

describe.each(KINDS)('a draft $name', (kind) => {
  let row: Awaited<ReturnType<Kind['draft']>>;
  beforeAll(async () => {
    row = await kind.draft();
  });
  const sitemapPath = () => (kind.name === 'HostPage' ? row.url! : kind.name === 'EcommerceProduct' ? `/p/${row.slug}` : `/a/${row.slug}`);

  it('is new as a draft: publishedAt empty', async () => {
    const { one } = await asServer(`query($id: ID!) { one: ${kind.one}(id: $id) { publishedAt } }`, { id: row.id });
    expect(one.publishedAt).toBeNull();
  });

  it('is read by admins and the server on every path, by no anonymous visitor or shopper, the second time too (the caches)', async () => {
    for (let round = 0; round < 2; round++) {
      for (const reader of readers) expect(await found(kind, row, reader.headers), `${reader.name}, round ${round + 1}`).toEqual(everywhere(reader.admin));
    }
    // The anonymous second read was answered from the public cache: what it answered is the visitors' view.
    server.resetQueries();
    await server.rest('GET', `${kind.route}?limit=100`);
    expect(server.queries).toEqual([]);
  });

  it('is in no sitemap, has no OpenGraph image, and a page draft is no page by url to visitors', async () => {
    const { paths, opengraph } = await publicTraces(kind, row);
    expect(paths).not.toContain(sitemapPath());
    expect(opengraph).toBe(404);
    if (kind.name !== 'HostPage') return;
    const byUrl = `/api/host/pages/find-by-url?url=${encodeURIComponent(row.url!)}`;
    // An admin's lookup first: it must not stand in the cache for the visitor's.
    expect((await server.rest('GET', byUrl, { headers: readers[0].headers })).status).toBe(200);
    for (const reader of readers.filter((reader) => !reader.admin)) expect((await server.rest('GET', byUrl, { headers: reader.headers })).status, reader.name).toBe(404);
    expect((await server.rest('GET', byUrl, { admin: true })).status).toBe(200);
  });

  it('refuses a publication time ahead of now (publishing is not scheduled), and changes nothing', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const rest = await server.rest('PATCH', `${kind.route}/${row.id}`, { admin: true, json: { publishedAt: later } });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toMatch(/^data\.publishedAt: must not be later than now/);
    expect(rest.body.error.details.field).toBe('data.publishedAt');
    expect((await asServer(`query($id: ID!) { one: ${kind.one}(id: $id) { publishedAt } }`, { id: row.id })).one.publishedAt).toBeNull();
  });

  it('once published is read by everyone on every path: the sitemap, its OpenGraph image and the cached answers too', async () => {
    await kind.ready?.(row.id);
    const publishedAt = new Date().toISOString();
    const rest = await server.rest('PATCH', `${kind.route}/${row.id}`, { headers: readers[0].headers, json: { publishedAt } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data.publishedAt).toBe(publishedAt);
    for (const reader of readers) expect(await found(kind, row, reader.headers), reader.name).toEqual(everywhere(true));
    const { paths, opengraph } = await publicTraces(kind, row);
    expect(paths).toContain(sitemapPath());
    expect(opengraph).toBe(302);
  });

  it('unpublished (publishedAt emptied) is a draft again, through GraphQL', async () => {
    await asServer(`mutation($id: ID!) { ${kind.update}(id: $id, data: {publishedAt: null}) { id } }`, { id: row.id });
    for (const reader of readers) expect(await found(kind, row, reader.headers), reader.name).toEqual(everywhere(reader.admin));
    expect((await publicTraces(kind, row)).paths).not.toContain(sitemapPath());
  });
});

describe('a product is published with a price in the default currency', () => {
  let currencies: { usd: string; eur: string };
  beforeAll(async () => {
    const make = async (slug: string, isDefault: boolean) => (await asServer(`mutation($slug: String!, $d: Boolean) { c: billingCurrencyCreate(data: {slug: $slug, isDefault: $d}) { id } }`, { slug, d: isDefault })).c.id as string;
    // The helper's own currency (made above, marked default) gives way to usd.
    await server.orm.em.getConnection().execute('update billing_currencies set is_default = false');
    currencies = { usd: await make('usd', true), eur: await make('eur', false) };
  });
  const product = async () => (await asServer(`mutation { p: ecommerceProductCreate(data: {title: {en: "Unpriced"}}) { id } }`)).p.id as string;
  const publishedAt = () => (asServer(`query($id: ID!) { p: ecommerceProduct(id: $id) { publishedAt } }`, { id: ids[0] }));
  let ids: string[] = [];

  it('refuses to publish one without, on both APIs, naming publishedAt and the currency, and changes nothing', async () => {
    ids = [await product()];
    // Priced in another currency only.
    await priced(server, ids[0], '5.00', currencies.eur);
    const rest = await server.rest('PATCH', `/api/ecommerce/products/${ids[0]}`, { admin: true, json: { publishedAt: new Date().toISOString(), title: { en: 'Renamed' } } });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'publishedAt', currency: 'usd', productId: ids[0] } });
    expect(rest.body.error.message).toBe(`publishedAt: product ${ids[0]} has no price in usd, the default currency: link a price attribute in usd before publishing it`);
    const graphql = await server.graphql(`mutation($id: ID!) { ecommerceProductUpdate(id: $id, data: {publishedAt: "${new Date().toISOString()}"}) { id } }`, { id: ids[0] }, server.asServer);
    expect(graphql.errors?.[0]).toMatchObject({ message: rest.body.error.message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await publishedAt()).p).toEqual({ publishedAt: null });
    // The refused write's other change was not made either.
    expect((await asServer(`query($id: ID!) { p: ecommerceProduct(id: $id) { title { en } } }`, { id: ids[0] })).p.title.en).toBe('Unpriced');
  });

  it('refuses to create one published, and to publish one in a bulk write: nothing is written', async () => {
    const count = async () => (await asServer('{ c: ecommerceProductCount }')).c as number;
    const before = await count();
    const created = await server.rest('POST', '/api/ecommerce/products', { admin: true, json: { title: { en: 'Live at once' }, publishedAt: new Date().toISOString() } });
    expect(created.status).toBe(400);
    expect(created.body.error.details).toMatchObject({ field: 'publishedAt', currency: 'usd' });
    const bulk = await server.rest('POST', '/api/ecommerce/products/bulk', { admin: true, json: [{ data: { title: { en: 'Draft' } } }, { data: { title: { en: 'Live' }, publishedAt: new Date().toISOString() } }] });
    expect(bulk.status).toBe(400);
    expect(await count()).toBe(before);
    const other = await product();
    await priced(server, other);
    const both = await server.rest('PATCH', '/api/ecommerce/products/bulk', { admin: true, json: [other, ids[0]].map((id) => ({ id, data: { publishedAt: new Date().toISOString() } })) });
    expect(both.status).toBe(400);
    expect(both.body.error.details.productId).toBe(ids[0]);
    expect((await asServer(`query($id: ID!) { p: ecommerceProduct(id: $id) { publishedAt } }`, { id: other })).p.publishedAt).toBeNull();
  });

  it('publishes it once it has one', async () => {
    await priced(server, ids[0], '7.00', currencies.usd);
    const graphql = await server.graphql<any>(`mutation($id: ID!) { ecommerceProductUpdate(id: $id, data: {publishedAt: "${new Date().toISOString()}"}) { publishedAt } }`, { id: ids[0] }, server.asServer);
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.ecommerceProductUpdate.publishedAt).not.toBeNull();
    // The check is the publication's: a published product's edits pass it even once its prices are gone.
    const links = await server.rest('GET', `/api/ecommerce/products-to-attributes?filters[and][0][column]=productId&filters[and][0][method]=eq&filters[and][0][value]=${ids[0]}`, { admin: true });
    for (const link of links.body.data as { id: string }[]) expect((await server.rest('DELETE', `/api/ecommerce/products-to-attributes/${link.id}`, { admin: true })).status).toBe(200);
    expect((await server.rest('PATCH', `/api/ecommerce/products/${ids[0]}`, { admin: true, json: { title: { en: 'Priced' }, publishedAt: new Date().toISOString() } })).status).toBe(200);
  });
});

describe("a draft product is not for sale: a shopper's cart and checkout do not find it", () => {
  let draft: string;
  beforeAll(async () => {
    draft = (await asServer(`mutation { p: ecommerceProductCreate(data: {title: {en: "Not yet"}}) { id } }`)).p.id;
    await priced(server, draft);
  });

  it('is not added to a cart (404) nor checked out alone (400), and nothing is written', async () => {
    const added = await shopper.call('POST', '{me}/orders', { productId: draft, quantity: 1 });
    expect(added.status).toBe(404);
    expect(added.body.error.message).toBe(`Product ${draft} not found`);
    const bought = await shopper.call('POST', `{me}/products/${draft}/checkout`, { provider: 'dummy', email: 'buyer@example.com' });
    expect(bought.status).toBe(400);
    expect(bought.body.error).toMatchObject({ message: `productId: product ${draft} not found`, details: { field: 'productId' } });
    expect((await shopper.call('GET', '{me}/orders')).body.data).toEqual([]);
  });

  it('in a cart since before it was unpublished, is refused at checkout', async () => {
    await publish(server, 'EcommerceProduct', draft);
    const added = await shopper.call('POST', '{me}/orders', { productId: draft, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await asServer(`mutation($id: ID!) { ecommerceProductUpdate(id: $id, data: {publishedAt: null}) { id } }`, { id: draft });
    const currency = (await asServer('{ c: billingCurrencyList(filters: {and: [{column: "isDefault", method: "eq", value: true}]}) { id } }')).c[0].id;
    const checkout = await shopper.call('POST', `{me}/orders/${added.body.data.id}/checkout`, { provider: 'dummy', email: 'buyer@example.com', billingModule: { currency: { id: currency } } });
    expect(checkout.status).toBe(400);
    expect(checkout.body.error.message).toBe(`ecommerceModule.orders: product ${draft} is not for sale (not published): remove it from the cart`);
    expect((await shopper.call('GET', '{me}/orders')).body.data.map((order: { status: string }) => order.status)).toEqual(['new']);
  });
});

// Last: it publishes every row the tables hold.
describe('the migration', () => {
  it('publishes the products, pages and articles there were, as of their creation', async () => {
    const migrator = server.orm.migrator;
    const name = 'Migration20261127052203_publishing';
    await migrator.down({ migrations: [name] });
    const sql = <T = Record<string, any>>(text: string, params: unknown[] = []) => server.orm.em.getConnection().execute<T[]>(text, params);
    const created = '2025-01-02T03:04:05.678Z';
    await sql(`insert into ecommerce_products (id, created_at, updated_at, admin_title, slug, title, type) values (gen_random_uuid(), ?, now(), 'Old', 'old-product', '{}', 'one_off')`, [created]);
    await sql(`insert into host_pages (id, created_at, updated_at, admin_title, slug, url, title, description, language) values (gen_random_uuid(), ?, now(), 'Old', 'old-page', '/old', 'Old', 'Old', 'en')`, [created]);
    await sql(`insert into blog_articles (id, created_at, updated_at, admin_title, slug, title, subtitle, description) values (gen_random_uuid(), ?, now(), 'Old', 'old-article', '{}', '{}', '{}')`, [created]);
    await migrator.up({ migrations: [name] });
    for (const table of ['ecommerce_products', 'host_pages', 'blog_articles']) {
      const [row] = await sql<{ published_at: string }>(`select published_at from ${table} where slug like 'old-%'`);
      expect(new Date(row.published_at).toISOString(), table).toBe(created);
    }
  });
});
