import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seededSlug, siteUrl as url, useBrowser } from './browser';

const browser = useBrowser();

/** What the page's <head> says, once React has hoisted the page's tags into it. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content ?? null;
    return {
      title: document.title,
      firstTitle: document.querySelector('title')?.textContent ?? null,
      lang: document.documentElement.lang,
      description: meta('description'),
      keywords: meta('keywords'),
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
      alternates: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')).map((link) => [link.hreflang, link.href]),
      og: Object.fromEntries(
        ['og:type', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height', 'og:image:alt', 'og:url', 'og:locale'].map((key) => [key, meta(key)]),
      ),
      twitter: Object.fromEntries(['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'].map((key) => [key, meta(key)])),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? 'null') as unknown),
    };
  });
}

/**
 * The picture a link preview fetches for a row without one: drawn by the server (a 1200×630
 * PNG), reached through the head's og:image url as a crawler would (following the redirect).
 */
async function drawnImage(page: Page, imageUrl: string) {
  const answer = await page.request.get(imageUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  // A PNG's header holds its width and height (IHDR, bytes 16 to 24).
  const png = await answer.body();
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
const DRAWN = { 'og:image:width': '1200', 'og:image:height': '630' };

describe('the head of public pages, from their data', () => {
  it("the home page: its primary metadata, canonical url and the page in every language", async () => {
    const { page, errors } = await browser.open(390);
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor();
    const head = await headOf(page);
    expect(head).toMatchObject({
      title: 'Home · Atelier',
      lang: 'en',
      description: 'Clothing and home goods from small workshops.',
      keywords: 'clothing, home goods, linen, ceramics',
      canonical: url('/'),
      alternates: [
        ['en', url('/')],
        ['ru', url('/ru')],
        ['x-default', url('/')],
      ],
      // Previews name the site apart (og:site_name): their title is the page's.
      og: { 'og:type': 'website', 'og:title': 'Home', 'og:description': 'Clothing and home goods from small workshops.', 'og:url': url('/'), 'og:locale': 'en_US', ...DRAWN, 'og:image:alt': 'Home' },
      twitter: { 'twitter:card': 'summary_large_image', 'twitter:title': 'Home', 'twitter:description': 'Clothing and home goods from small workshops.' },
      jsonLd: [],
    });
    // A page has no picture: the server draws one of its title, by the page's slug.
    expect(head.og['og:image']).toMatch(new RegExp(`^${url('/api/file-storage/opengraph/pages/')}[\\w-]+\\.png$`));
    expect(head.twitter['twitter:image']).toBe(head.og['og:image']);
    expect(await drawnImage(page, head.og['og:image']!)).toEqual({ width: 1200, height: 630 });
    // The page's title comes first: it is the document's (index.html's own stays after it until the server renders the head).
    expect(head.firstTitle).toBe('Home · Atelier');
    expect(await page.locator('main').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a Russian page: its Russian title and description, html lang, canonical and locale in Russian, the same alternates', async () => {
    const { page, errors } = await browser.open(1280);
    await page.goto(url('/ru/shop'));
    await page.getByRole('heading', { name: 'Категории' }).waitFor();
    const head = await headOf(page);
    expect(head).toMatchObject({
      title: 'Магазин · Atelier',
      description: 'Всё, что мы делаем.',
      keywords: 'одежда, товары для дома, лён, керамика',
      lang: 'ru',
      canonical: url('/ru/shop'),
      alternates: [
        ['en', url('/shop')],
        ['ru', url('/ru/shop')],
        ['x-default', url('/shop')],
      ],
      og: { 'og:url': url('/ru/shop'), 'og:locale': 'ru_RU' },
    });
    expect(errors).toEqual([]);
  });

  it('a product page: the product in title and previews, a schema.org Product with a price per currency', async () => {
    const slug = await seededSlug('ecommerceProductList', 'Linen shirt');
    const { page, errors } = await browser.open(390);
    await page.goto(url(`/ecommerce/products/${slug}`));
    await page.getByRole('heading', { name: 'Linen shirt', level: 1 }).waitFor();
    const head = await headOf(page);
    const canonical = url(`/ecommerce/products/${slug}`);
    expect(head).toMatchObject({
      // The tab names the shop; previews name it apart (og:site_name).
      title: 'Linen shirt · Atelier',
      description: 'Breathable, relaxed fit.',
      canonical,
      og: {
        'og:type': 'product',
        'og:title': 'Linen shirt',
        'og:description': 'Breathable, relaxed fit.',
        'og:url': canonical,
        // The shirt's own photo (the demo seed's).
        'og:image:width': '600',
        'og:image:height': '600',
      },
      twitter: { 'twitter:title': 'Linen shirt', 'twitter:card': 'summary_large_image' },
    });
    expect(head.og['og:image']).toMatch(new RegExp(`^${url('/public/')}`));
    expect(head.twitter['twitter:image']).toBe(head.og['og:image']);
    // In the page as the server sends it: what a link preview's crawler reads, running no script.
    const served = await (await page.request.get(canonical)).text();
    expect(served).toContain(`<meta property="og:image" content="${head.og['og:image']}"/>`);
    expect(served).toContain('<meta property="og:site_name" content="Atelier"/>');
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Linen shirt',
        description: 'Breathable, relaxed fit.',
        image: [head.og['og:image']],
        sku: slug,
        url: canonical,
        offers: [
          { '@type': 'Offer', price: '49.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: canonical },
          { '@type': 'Offer', price: '4490.00', priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url: canonical },
        ],
      },
    ]);
    await screenshot(page, 'head-product', 390);
    expect(errors).toEqual([]);
  });

  it('an article in Russian: the article in title and previews, a schema.org Article with its dates', async () => {
    const slug = await seededSlug('blogArticleList', 'How we choose our linen');
    const { page, errors } = await browser.open(1280);
    await page.goto(url(`/ru/blog/articles/${slug}`));
    await page.getByRole('heading', { name: 'Как мы выбираем лён', level: 1 }).waitFor();
    const head = await headOf(page);
    const canonical = url(`/ru/blog/articles/${slug}`);
    expect(head).toMatchObject({
      title: 'Как мы выбираем лён · Atelier',
      lang: 'ru',
      description: 'От поля до рубашки.',
      canonical,
      alternates: [
        ['en', url(`/blog/articles/${slug}`)],
        ['ru', canonical],
        ['x-default', url(`/blog/articles/${slug}`)],
      ],
      og: { 'og:type': 'article', 'og:title': 'Как мы выбираем лён', 'og:url': canonical, 'og:locale': 'ru_RU', 'og:image': url(`/api/file-storage/opengraph/articles/${slug}.png?language=ru`), ...DRAWN },
    });
    expect(await drawnImage(page, head.og['og:image']!)).toEqual({ width: 1200, height: 630 });
    expect(head.jsonLd).toHaveLength(1);
    const article = head.jsonLd[0] as Record<string, string>;
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Как мы выбираем лён', inLanguage: 'ru', url: canonical, mainEntityOfPage: canonical });
    expect(new Date(article.datePublished).getTime()).toBeGreaterThan(0);
    expect(new Date(article.dateModified).getTime()).toBeGreaterThanOrEqual(new Date(article.datePublished).getTime());
    await screenshot(page, 'head-article-ru', 1280);
    expect(errors).toEqual([]);
  });
});
