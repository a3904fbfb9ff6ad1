import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seededSlug, siteUrl as url, useBrowser, WIDTHS } from './browser';

const browser = useBrowser();

// The site server runs with SITE_NAME=Atelier (site-server.ts), the demo seed's own name.
const SHOP = 'Atelier';

/** The product cards' pictures: how many there are and how many have loaded (a picture, not a broken one). */
async function cardPictures(page: Page) {
  await page.locator('[data-product-card] img').first().waitFor();
  return page.$$eval('[data-product-card]', (cards) =>
    cards.map((card) => {
      const image = card.querySelector('img');
      return { slug: card.getAttribute('data-product-card'), loaded: Boolean(image?.complete && image.naturalWidth > 0) };
    }),
  );
}

/** Waits until every product card's picture has loaded or failed. */
async function picturesSettled(page: Page) {
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('[data-product-card] img')).every((image) => image.complete));
}

describe('the demo shop on first start', () => {
  for (const width of WIDTHS) {
    for (const language of ['en', 'ru'] as const) {
      const prefix = language === 'ru' ? '/ru' : '';
      const words =
        language === 'ru'
          ? { home: 'Главная', shop: 'Магазин', signIn: 'Вход', arrivals: 'Новинки', article: 'Как мы выбираем лён', subtitle: 'От поля до рубашки.' }
          : { home: 'Home', shop: 'Shop', signIn: 'Sign in', arrivals: 'New arrivals', article: 'How we choose our linen', subtitle: 'From field to shirt.' };

      it(`${language} at ${width}px: tab titles name the shop, in the page's language; cards show photos; articles have bodies`, async () => {
        const { page, errors } = await browser.open(width);

        await page.goto(url(`${prefix}/`));
        await page.getByRole('heading', { name: words.arrivals }).waitFor();
        expect(await page.title()).toBe(`${words.home} · ${SHOP}`);
        await picturesSettled(page);
        const homeCards = await cardPictures(page);
        expect(homeCards.length).toBeGreaterThan(0);
        expect(homeCards.filter((card) => !card.loaded)).toEqual([]);
        await screenshot(page, `demo-home-${language}`, width);

        await page.goto(url(`${prefix}/shop`));
        await page.locator('[data-product-card]').first().waitFor();
        expect(await page.title()).toBe(`${words.shop} · ${SHOP}`);
        await picturesSettled(page);
        const shopCards = await cardPictures(page);
        expect(shopCards).toHaveLength(6);
        expect(shopCards.filter((card) => !card.loaded)).toEqual([]);
        await screenshot(page, `demo-shop-${language}`, width);

        // A product page: its photo, its title with the shop's name in the tab.
        const shirt = await seededSlug('ecommerceProductList', 'Linen shirt');
        await page.goto(url(`${prefix}/ecommerce/products/${shirt}`));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.title()).toBe(`${language === 'ru' ? 'Льняная рубашка' : 'Linen shirt'} · ${SHOP}`);
        await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('main img')).some((image) => image.complete && image.naturalWidth > 0));
        await screenshot(page, `demo-product-${language}`, width);

        // An article: a body of several paragraphs, none of them its subtitle.
        const linen = await seededSlug('blogArticleList', 'How we choose our linen');
        await page.goto(url(`${prefix}/blog/articles/${linen}`));
        const article = page.locator('[data-article-overview]');
        await article.waitFor();
        expect(await page.title()).toBe(`${words.article} · ${SHOP}`);
        const paragraphs = (await article.locator('.mantine-Typography-root p, [class*="Typography"] p').allTextContents()).map((text) => text.trim()).filter(Boolean);
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs).not.toContain(words.subtitle);
        expect(paragraphs.join(' ').length).toBeGreaterThan(400);
        await screenshot(page, `demo-article-${language}`, width);

        // A screen of the app (rendered in the browser): its own title, in the language, and the shop's name.
        await page.goto(url(`${prefix}/rbac/subject/authentication/select-method`));
        await page.waitForFunction((expected) => document.title === expected, `${words.signIn} · ${SHOP}`);
        expect(await page.locator('[data-brand-link]').textContent()).toBe(SHOP);
        expect(errors).toEqual([]);
      });
    }
  }

  it('no page of the demo links to another site', async () => {
    const { page } = await browser.open(1280);
    const site = new URL(url('/')).origin;
    for (const path of ['/', '/shop', '/blog', '/about', '/contact']) {
      await page.goto(url(path));
      await page.locator('footer, [data-footer]').first().waitFor({ state: 'attached' });
      const links = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      expect(links.filter((href) => new URL(href).origin !== site)).toEqual([]);
    }
  });
});
