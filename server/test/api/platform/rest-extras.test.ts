import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
});
afterAll(() => server?.close());

const get = (path: string, admin = false) => server.rest('GET', path, { admin });

describe('host pages', () => {
  it('finds a page by url, with language prefixes and slug segments', async () => {
    const home = await get('/api/host/pages/find-by-url?url=/');
    expect(home.status).toBe(200);
    expect(home.body.data).toMatchObject({ url: '/', title: 'Home', requestedLanguage: 'en' });
    const russianAbout = await get('/api/host/pages/find-by-url?url=/ru/about');
    expect(russianAbout.body.data).toMatchObject({ url: '/about', requestedLanguage: 'ru' });
    const product = await get('/api/host/pages/find-by-url?url=/ru/ecommerce/products/linen-shirt-abc123');
    expect(product.body.data.url).toBe('/ecommerce/products/[ecommerce.products.slug]');
    expect((await get('/api/host/pages/find-by-url?url=/no/such/page')).status).toBe(404);
    expect((await get('/api/host/pages/find-by-url?url=nope')).status).toBe(400);
  });

  it('finds a page by url over GraphQL too, with the segment values', async () => {
    const { data, errors } = await server.graphql<any>(`{ hostPageFindByUrl(url: "/ru/ecommerce/products/linen-shirt-x1") {
      language pattern segments page { url layouts { title } } } }`);
    expect(errors).toBeUndefined();
    expect(data.hostPageFindByUrl).toEqual({
      language: 'ru',
      pattern: '/ecommerce/products/[ecommerce.products.slug]',
      segments: { 'ecommerce.products.slug': 'linen-shirt-x1' },
      page: { url: '/ecommerce/products/[ecommerce.products.slug]', layouts: [{ title: 'Header' }, { title: 'Product: content' }, { title: 'Footer' }] },
    });
    const missing = await server.graphql(`{ hostPageFindByUrl(url: "/nowhere") { pattern } }`);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('lists page urls and reads a segment value', async () => {
    const urls = await get('/api/host/pages/urls');
    expect(urls.body.data).toContainEqual({ url: '/about', segments: ['about'] });
    expect(urls.body.data).toContainEqual({ url: '/', segments: [] });
    const value = await get('/api/host/pages/url-segment-value?url=/ru/blog/articles/caring-for-wool-x1&segment=blog.articles.slug');
    expect(value.body).toEqual({ data: 'caring-for-wool-x1' });
    expect((await get('/api/host/pages/url-segment-value?url=/about&segment=blog.articles.slug')).status).toBe(404);
    expect((await get('/api/host/pages/url-segment-value?url=/about&segment=x')).status).toBe(400);
  });

  it('serves find-by-url from the cache until a write or a revalidation drops it', async () => {
    const first = await get('/api/host/pages/find-by-url?url=/about');
    // A change straight in the database (not through the API) is not seen while cached...
    await server.orm.em.getConnection().execute(`update host_pages set title = 'Changed' where url = '/about'`);
    expect((await get('/api/host/pages/find-by-url?url=/about')).body.data.title).toBe(first.body.data.title);
    // ...until the path is revalidated (admins only).
    expect((await get('/api/revalidation/revalidate?path=/about&type=layout')).status).toBe(401);
    const revalidated = await get('/api/revalidation/revalidate?path=/about&type=layout', true);
    expect(revalidated.body.data).toMatchObject({ revalidated: true, path: '/about', type: 'layout' });
    expect(revalidated.body.data.dropped).toBeGreaterThanOrEqual(1);
    expect((await get('/api/host/pages/find-by-url?url=/about')).body.data.title).toBe('Changed');
    // A write through the API drops the cache too.
    await server.rest('PATCH', `/api/host/pages/${first.body.data.id}`, { admin: true, json: { title: 'About us' } });
    expect((await get('/api/host/pages/find-by-url?url=/about')).body.data.title).toBe('About us');
    expect((await get('/api/revalidation/revalidate?path=about', true)).status).toBe(400);
  });
});

describe('orders', () => {
  async function orderWithTwoProducts() {
    const products = (await get('/api/ecommerce/products?limit=2')).body.data;
    const order = (await server.rest('POST', '/api/ecommerce/orders', { admin: true, json: {} })).body.data;
    const lines = [];
    for (const [index, product] of products.entries()) {
      const line = await server.rest('POST', '/api/ecommerce/orders-to-products', { admin: true, json: { orderId: order.id, productId: product.id, quantity: index + 2 } });
      lines.push(line.body.data);
    }
    return { order, lines };
  }

  it('totals an order per currency, exactly, and counts its items', async () => {
    const { order, lines } = await orderWithTwoProducts();
    const total = await get(`/api/ecommerce/orders/${order.id}/total`, true);
    expect(total.status, JSON.stringify(total.body)).toBe(200);
    // 2 × 49.00 + 3 × 89.50 = 366.50 USD; 2 × 4490 + 3 × 7990 = 32950 RUB
    expect(total.body.data).toEqual([
      { total: '366.50', billingModuleCurrency: { id: expect.any(String), slug: 'usd', symbol: '$' } },
      { total: '32950.00', billingModuleCurrency: { id: expect.any(String), slug: 'rub', symbol: '₽' } },
    ]);
    expect((await get(`/api/ecommerce/orders/${order.id}/quantity`, true)).body).toEqual({ data: 5 });
    const lineTotal = await get(`/api/ecommerce/orders-to-products/${lines[0].id}/total`, true);
    expect(lineTotal.body.data.map((t: any) => t.total)).toEqual(['98.00', '8980.00']);

    const usd = total.body.data[0].billingModuleCurrency.id;
    const attributes = await get(`/api/ecommerce/orders/${order.id}/checkout-attributes/${usd}`, true);
    expect(attributes.body.data.map((a: any) => [a.amount, a.quantity])).toEqual([['49.00', 2], ['89.50', 3]]);
  });

  it('updates one line of an order, only through its own order', async () => {
    const { order, lines } = await orderWithTwoProducts();
    const other = await orderWithTwoProducts();
    const updated = await server.rest('PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${lines[0].id}`, { admin: true, json: { quantity: 7 } });
    expect(updated.body.data).toMatchObject({ id: lines[0].id, quantity: 7 });
    const foreign = await server.rest('PATCH', `/api/ecommerce/orders/${order.id}/orders-to-products/${other.lines[0].id}`, { admin: true, json: { quantity: 1 } });
    expect(foreign.status).toBe(404);
    expect((await get(`/api/ecommerce/orders/${order.id}/total`)).status).toBe(401);
  });

  it('clears abandoned carts older than the given age', async () => {
    const { order } = await orderWithTwoProducts();
    await server.orm.em.getConnection().execute(`update ecommerce_orders set updated_at = now() - interval '40 days' where id = '${order.id}'`);
    const fresh = await orderWithTwoProducts();
    const cleared = await server.rest('POST', '/api/ecommerce/orders/clear-old-orders', { admin: true, json: { olderThanDays: 30 } });
    expect(cleared.body.data.deleted).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/ecommerce/orders/${order.id}`, true)).status).toBe(404);
    expect((await get(`/api/ecommerce/orders/${fresh.order.id}`, true)).status).toBe(200);
    expect((await server.rest('POST', '/api/ecommerce/orders/clear-old-orders', { json: {} })).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every route in a valid OpenAPI 3.1 document', async () => {
    const { body } = await get('/api/openapi.json');
    expect(body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining([
      '/api/ecommerce/products', '/api/ecommerce/products/{id}', '/api/ecommerce/products/count', '/api/ecommerce/products/find-or-create', '/api/ecommerce/products/bulk',
      '/api/host/pages/find-by-url', '/api/ecommerce/orders/{id}/total', '/api/revalidation/revalidate',
    ]));
    expect(Object.keys(body.paths).filter((path) => !path.includes('{') && !/count|bulk|find-or-create/.test(path)).length).toBeGreaterThanOrEqual(95);
    expect(body.components.schemas.RbacIdentity.properties.password).toBeUndefined();
  });

  it('documents bodies both ways the API takes them: {"data": …} and, as the spec writes them, bare', async () => {
    const { body } = await get('/api/openapi.json');
    const login = body.paths['/api/rbac/subjects/authentication/email-and-password/authentication'].post.requestBody.content['application/json'].schema;
    expect(login.anyOf).toHaveLength(2);
    expect(login.anyOf[0]).toMatchObject({ properties: { data: { required: ['login', 'password'] } }, required: ['data'] });
    expect(login.anyOf[1]).toMatchObject({ required: ['login', 'password'] });
    const create = body.paths['/api/ecommerce/products'].post.requestBody.content['application/json'].schema;
    expect(create.anyOf).toEqual([
      { type: 'object', properties: { data: { $ref: '#/components/schemas/EcommerceProductInput' } }, required: ['data'] },
      { $ref: '#/components/schemas/EcommerceProductInput' },
    ]);
    // A bulk body is a list: only inside `data` (a bare list is not read as data).
    expect(body.paths['/api/ecommerce/products/bulk'].post.requestBody.content['application/json'].schema.required).toEqual(['data']);
    expect(body.components.schemas.RbacIdentityInput.properties.provider.enum).toEqual(['email_and_password', 'EVM', 'telegram', 'email']);
  });
});

describe("the spec's own words", () => {
  it("takes an identity provider 'email' as email_and_password, on input and in filters", async () => {
    const login = `words-${Date.now()}@example.com`;
    const registered = await server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/registration', { json: { login, password: 'password-123' } });
    expect(registered.status).toBe(201);
    const filter = (provider: string) => `/api/rbac/identities?filters[and][0][column]=email&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(login)}` +
      `&filters[and][1][column]=provider&filters[and][1][method]=eq&filters[and][1][value]=${provider}`;
    const byAlias = await get(filter('email'), true);
    expect(byAlias.status).toBe(200);
    expect(byAlias.body.data).toEqual([expect.objectContaining({ email: login, provider: 'email_and_password' })]);
    expect((await get(filter('email_and_password'), true)).body.data).toEqual(byAlias.body.data);

    const created = await server.rest('POST', '/api/rbac/identities', { admin: true, json: { provider: 'email', email: `other-${login}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.provider).toBe('email_and_password');
    const unknown = await server.rest('POST', '/api/rbac/identities', { admin: true, json: { provider: 'mail', email: `third-${login}` } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('provider');
    // `__proto__` and friends are not aliases.
    expect((await get(filter('constructor'), true)).status).toBe(400);
  });
});
