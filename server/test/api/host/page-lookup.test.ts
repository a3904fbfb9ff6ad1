import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const MANY = 6000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
  // More pages than any one read of page urls could hold, their urls sorting before /shop.
  await server.orm.em.getConnection().execute(
    `insert into host_pages (id, created_at, updated_at, published_at, admin_title, slug, url, title, description, language)
     select gen_random_uuid(), now(), now(), now(), 'Many ' || i, 'many-' || i, '/many/page-' || lpad(i::text, 4, '0'), 'Page ' || i, 'One of many', 'en'
     from generate_series(1, ${MANY}) as i`,
  );
});
afterAll(() => server?.close());

const findByUrl = (url: string) => server.rest('GET', `/api/host/pages/find-by-url?url=${encodeURIComponent(url)}`);

describe(`a site of ${MANY} pages and more`, () => {
  it('finds every page by its url, whatever the number of pages and wherever its url sorts', async () => {
    for (const url of ['/many/page-0001', `/many/page-${MANY}`, '/shop', '/contact']) {
      const found = await findByUrl(url);
      expect(found.status, url).toBe(200);
      expect(found.body.data.url).toBe(url);
    }
    const russian = await findByUrl(`/ru/many/page-${MANY}`);
    expect(russian.body.data).toMatchObject({ url: `/many/page-${MANY}`, title: `Page ${MANY}`, requestedLanguage: 'ru' });
    expect((await findByUrl('/many/page-9999')).status).toBe(404);
  });

  it('finds pattern pages and answers their segments, over GraphQL too', async () => {
    const { data, errors } = await server.graphql<any>(`{ hostPageFindByUrl(url: "/ru/ecommerce/products/linen-shirt-x1") { language pattern segments page { url } } }`);
    expect(errors).toBeUndefined();
    expect(data.hostPageFindByUrl).toEqual({
      language: 'ru',
      pattern: '/ecommerce/products/[ecommerce.products.slug]',
      segments: { 'ecommerce.products.slug': 'linen-shirt-x1' },
      page: { url: '/ecommerce/products/[ecommerce.products.slug]' },
    });
    const last = await server.graphql<any>(`{ hostPageFindByUrl(url: "/many/page-${MANY}") { pattern page { title } } }`);
    expect(last.data.hostPageFindByUrl).toEqual({ pattern: `/many/page-${MANY}`, page: { title: `Page ${MANY}` } });
  });

  it('looks a url up in one statement, not by reading every page url', async () => {
    server.resetQueries();
    const { errors } = await server.graphql(`{ hostPageFindByUrl(url: "/many/page-0042") { pattern } }`);
    expect(errors).toBeUndefined();
    expect(server.queries.filter((sql) => sql.includes('host_pages'))).toHaveLength(1);
  });
});
