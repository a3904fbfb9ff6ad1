import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const ROUTE = '/api/file-storage/opengraph';
const VARIANT = 'generate-template-opengraph-image-default';

let server: TestServer;
const slugs: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', FILE_STORAGE_PROVIDER: 'local', SITE_NAME: 'Atelier' });
  for (const [kind, route] of [['products', '/api/ecommerce/products'], ['articles', '/api/blog/articles'], ['pages', '/api/host/pages']]) {
    slugs[kind] = (await server.rest('GET', `${route}?limit=1&orderBy[0][column]=createdAt`)).body.data[0].slug;
  }
});
afterAll(() => server?.close());

const sql = <T = Record<string, any>>(text: string, params: unknown[] = []) => server.orm.em.getConnection().execute<T[]>(text, params);
/** The OpenGraph image files kept, with what they were drawn for. */
const drawings = () => sql<{ id: string; source: string; file: string; width: number; height: number }>(`select id, source, file, width, height from file_storage_files where variant = ? order by created_at`, [VARIANT]);

/** The route's answer (a redirect), and the picture it leads to. */
async function opengraph(kind: string, slug: string, query = '', headers: Record<string, string> = {}) {
  const answer = await fetch(`${server.url}${ROUTE}/${kind}/${encodeURIComponent(slug)}.png${query}`, { redirect: 'manual', headers: { 'x-forwarded-for': '10.40.0.1', ...headers } });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) return { status: answer.status, body: (await answer.json().catch(() => null)) as any };
  const picture = await fetch(new URL(location, server.url));
  return { status: answer.status, location, cacheControl: answer.headers.get('cache-control'), type: picture.headers.get('content-type'), png: Buffer.from(await picture.arrayBuffer()) };
}

describe('GET /api/file-storage/opengraph/{kind}/{slug}.png', () => {
  it('draws a 1200×630 PNG of a product, a page and an article once, then serves the stored one', async () => {
    for (const kind of ['products', 'pages', 'articles']) {
      const first = await opengraph(kind, slugs[kind]);
      expect(first.status, JSON.stringify(first)).toBe(302);
      expect(first.type).toBe('image/png');
      expect(imageSize(first.png!)).toMatchObject({ width: 1200, height: 630 });
      expect(first.cacheControl).toBe('public, max-age=300');
      const after = await drawings();
      // The second request finds the stored drawing: no new file, the same picture.
      const second = await opengraph(kind, slugs[kind]);
      expect(second.location).toBe(first.location);
      expect(await drawings()).toEqual(after);
    }
    const rows = await drawings();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.width === 1200 && row.height === 630)).toBe(true);
    expect(rows.map((row) => row.source.split(':').slice(0, 2).join(':'))).toEqual(['opengraph:products', 'opengraph:pages', 'opengraph:articles']);
  });

  it('draws each language apart, from the title in that language', async () => {
    const english = await opengraph('articles', slugs.articles);
    const russian = await opengraph('articles', slugs.articles, '?language=ru');
    expect(russian.status).toBe(302);
    expect(russian.location).not.toBe(english.location);
    expect(russian.png!.equals(english.png!)).toBe(false);
    expect((await drawings()).filter((row) => row.source.endsWith(':ru'))).toHaveLength(1);
  });

  it('draws anew when the title changes, and keeps only the new drawing', async () => {
    const [product] = (await server.rest('GET', `/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slugs.products}`)).body.data;
    const before = await opengraph('products', slugs.products);
    const source = `opengraph:products:${product.id}:en`;
    expect((await drawings()).filter((row) => row.source === source)).toHaveLength(1);
    const renamed = await server.rest('PATCH', `/api/ecommerce/products/${product.id}`, { admin: true, json: { title: { ...product.title, en: 'Linen shirt, washed' } } });
    expect(renamed.status).toBe(200);
    const after = await opengraph('products', slugs.products);
    expect(after.status).toBe(302);
    expect(after.location).not.toBe(before.location);
    expect(after.png!.equals(before.png!)).toBe(false);
    const kept = (await drawings()).filter((row) => row.source === source);
    expect(kept).toHaveLength(1);
    expect(after.location!.endsWith(kept[0].file)).toBe(true);
    // The old picture is gone from the store too.
    expect((await fetch(new URL(before.location!, server.url))).status).toBe(404);
  });

  it('answers 404 for what is not a public page, product or article, 400 for another language, and draws nothing', async () => {
    const before = await drawings();
    for (const [kind, slug] of [
      ['products', 'no-such-product'],
      ['articles', 'x'.repeat(5000)],
      ['subjects', slugs.products],
      ['orders', 'anything'],
      ['constructor', 'x'],
      ['__proto__', 'x'],
    ]) {
      const answer = await opengraph(kind, slug);
      expect(answer.status, `${kind}/${slug.slice(0, 20)}`).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    for (const query of ['?language=de', '?language=en&language=ru', '?language=']) {
      const answer = await opengraph('products', slugs.products, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.details.field).toBe('language');
    }
    expect(await drawings()).toEqual(before);
  });

  it('limits the drawings one address may ask for; stored pictures are still served', async () => {
    const address = { 'x-forwarded-for': '10.41.0.1' };
    const served = await opengraph('products', slugs.products, '', address);
    expect(served.status).toBe(302);
    // Each rename makes the next request a drawing: 30 a quarter of an hour per address.
    const [product] = (await server.rest('GET', `/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slugs.products}`)).body.data;
    let refused: Awaited<ReturnType<typeof opengraph>> | undefined;
    for (let n = 0; n < 40 && !refused; n++) {
      await server.rest('PATCH', `/api/ecommerce/products/${product.id}`, { admin: true, json: { title: { ...product.title, en: `Linen shirt ${n}` } } });
      const answer = await opengraph('products', slugs.products, '', address);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(302);
    }
    expect(refused?.body.error.code).toBe('TOO_MANY_REQUESTS');
    // Another address still gets its drawing; the stored one is served to the first.
    const other = await opengraph('products', slugs.products, '', { 'x-forwarded-for': '10.41.0.2' });
    expect(other.status).toBe(302);
    expect((await opengraph('products', slugs.products, '', address)).status).toBe(302);
  });
});
