import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/settings.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const OPENGRAPH = 'generate-template-opengraph-image-default';

// The demo seeded, SITE_NAME not set: the site's name is the demo shop's, everywhere.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', FILE_STORAGE_PROVIDER: 'local' });
});
afterAll(() => server?.close());

/** The digest an OpenGraph drawing's admin title ends with: of exactly what was drawn (its title and the site's name). */
const drawnDigest = (data: { title: string; siteName: string }) => createHash('sha256').update(JSON.stringify([OPENGRAPH, data])).digest('hex').slice(0, 16);

describe("the site's name", () => {
  it('is SITE_NAME when set; not set, the demo shop’s when the demo is seeded, else Platform', () => {
    expect(loadConfig({ SITE_NAME: 'Linen & Co' }).siteName).toBe('Linen & Co');
    expect(loadConfig({ SEED: 'demo' }).siteName).toBe('Atelier');
    expect(loadConfig({}).siteName).toBe('Atelier');
    expect(loadConfig({ SEED: 'none' }).siteName).toBe('Platform');
    expect(() => loadConfig({ SITE_NAME: 'x'.repeat(81) })).toThrow(/SITE_NAME/);
  });

  it('is told to clients, and is the brand of the seeded navbar and footer', async () => {
    const { data } = await server.graphql<any>(`{ serverInfo { siteName } websiteBuilderLogotypeList(limit: 5) { title { en ru } } }`);
    expect(data.serverInfo.siteName).toBe('Atelier');
    expect(data.websiteBuilderLogotypeList[0].title).toEqual({ en: 'Atelier', ru: 'Atelier' });
  });

  it("is drawn on a page's OpenGraph image, under the page's title in the language asked", async () => {
    const shop = (await server.rest('GET', '/api/host/pages?filters[and][0][column]=url&filters[and][0][method]=eq&filters[and][0][value]=/shop')).body.data[0];
    for (const [language, title] of [['en', 'Shop'], ['ru', 'Магазин']]) {
      const answer = await fetch(`${server.url}/api/file-storage/opengraph/pages/${shop.slug}.png?language=${language}`, { redirect: 'manual', headers: { 'x-forwarded-for': '10.41.0.1' } });
      expect(answer.status).toBe(302);
      const [drawing] = await server.orm.em
        .getConnection()
        .execute<{ admin_title: string }[]>(`select admin_title from file_storage_files where variant = ? and source = ?`, [OPENGRAPH, `opengraph:pages:${shop.id}:${language}`]);
      expect(drawing.admin_title).toBe(`OpenGraph image of pages ${shop.slug} (${language}) #${drawnDigest({ title, siteName: 'Atelier' })}`);
    }
  });
});

describe('the demo shop', () => {
  it('gives every product a photo of its own and a description longer than its line', async () => {
    const { data } = await server.graphql<any>(`{ ecommerceProductList(limit: 20) { title { en } shortDescription { en ru } description { en ru }
      fileStorageModuleFiles(limit: 5) { file mimeType width height alt } } }`);
    expect(data.ecommerceProductList).toHaveLength(6);
    for (const product of data.ecommerceProductList) {
      expect(product.fileStorageModuleFiles, product.title.en).toHaveLength(1);
      const [photo] = product.fileStorageModuleFiles;
      expect(photo).toMatchObject({ mimeType: 'image/png', width: 600, height: 600, alt: product.title.en });
      // A local file's location is a path under /public.
      const picture = await fetch(`${server.url}${photo.file.startsWith('/public/') ? '' : '/public'}${photo.file}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      for (const language of ['en', 'ru']) {
        expect(product.description[language].length).toBeGreaterThan(product.shortDescription[language].length * 2);
      }
    }
  });

  it('writes articles of several paragraphs in English and Russian, none repeating its subtitle', async () => {
    const { data } = await server.graphql<any>(`{ blogArticleList(limit: 10) { subtitle { en ru } description { en ru } } }`);
    expect(data.blogArticleList).toHaveLength(3);
    for (const article of data.blogArticleList) {
      for (const language of ['en', 'ru']) {
        const paragraphs = article.description[language].split(/\n{2,}/);
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs).not.toContain(article.subtitle[language]);
      }
    }
  });

  it('links to no other site, and gives each page its title in both languages', async () => {
    const { data } = await server.graphql<any>(`{ websiteBuilderButtonList(limit: 100) { url } hostPageList(limit: 100) { url metadata(limit: 10) { variant title openGraphLocale } } }`);
    expect(data.websiteBuilderButtonList.filter((button: any) => !button.url.startsWith('/'))).toEqual([]);
    for (const page of data.hostPageList) {
      const titles = Object.fromEntries(page.metadata.filter((entry: any) => entry.variant === 'primary').map((entry: any) => [entry.openGraphLocale, entry.title]));
      expect(Object.keys(titles).sort(), page.url).toEqual(['en_US', 'ru_RU']);
      expect(titles.ru_RU, page.url).not.toBe(titles.en_US);
    }
  });
});
