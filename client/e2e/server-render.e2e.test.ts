import { describe, expect, it } from 'vitest';
import { consoleWarnings, openPhoneMenu, screenshot, seededSlug, showNextSlide, siteUrl as url, useBrowser, WIDTHS } from './browser';

const browser = useBrowser();

/** The page's HTML as the server sends it, before any script runs. */
async function fetchPage(path: string) {
  const response = await fetch(url(path));
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
}

/** The Apollo cache the page carries for the browser to start from. */
function pageState(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/json" id="apollo-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

/** The text of the HTML, without its tags. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the server renders public pages', () => {
  it('sends the home page with its content, its language and its data', async () => {
    const { status, html, cacheControl } = await fetchPage('/');
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-cache');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en"/i);
    const text = textOf(html);
    for (const content of ['Summer linen', 'New arrivals', 'Linen shirt', 'Wool sweater', '$49', '$89.50', 'From the blog']) expect(text).toContain(content);
    // The cache holds the page's queries, so hydrating asks for nothing.
    const state = pageState(html);
    const rootQuery = Object.keys((state?.ROOT_QUERY ?? {}) as object).join(' ');
    expect(rootQuery).toContain('hostPageFindByUrl({"url":"/"})');
    expect(rootQuery).toContain('ecommerceProductList');
    // Scripts only from files: the data is inert JSON, with no `<` to close its element early.
    expect(html.match(/<script(?![^>]*(type="module"[^>]*src=|type="application\/json"))[^>]*>/g)).toBeNull();
    expect(/id="apollo-state">([\s\S]*?)<\/script>/.exec(html)?.[1]).not.toContain('<');
  });

  it('renders the language of the url prefix', async () => {
    const { status, html } = await fetchPage('/ru');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="ru"/);
    const text = textOf(html);
    for (const content of ['Летний лён', 'Новинки', 'Льняная рубашка', '49 $']) expect(text).toContain(content);
  });

  it('renders a product page with its prices', async () => {
    const home = await fetchPage('/');
    const productPath = /href="(\/ecommerce\/products\/wool-sweater-[a-z0-9]+)"/.exec(home.html)?.[1];
    expect(productPath).toBeDefined();
    const { status, html } = await fetchPage(productPath!);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Wool sweater');
    expect(text).toContain('$89.50');
  });

  it("fetches the photos of a leading grid's first row at once and first, the rest once scrolled near, and a product's photo at once", async () => {
    // On a phone the first row's photos are the page's largest paint: lazy, they waited for layout.
    const loadingOf = (html: string) =>
      Array.from(html.matchAll(/<img [^>]*>/g), ([tag]) => `${/loading="(\w+)"/.exec(tag)?.[1]}/${/fetchpriority="(\w+)"/i.exec(tag)?.[1] ?? 'auto'}`);
    const shop = await fetchPage('/shop');
    expect(loadingOf(shop.html).slice(0, 4)).toEqual(['eager/high', 'eager/high', 'lazy/auto', 'lazy/auto']);
    const product = await fetchPage(`/ecommerce/products/${await seededSlug('ecommerceProductList', 'Linen shirt')}`);
    expect(loadingOf(product.html)[0]).toBe('eager/high');
  });

  it('answers 404 with the rendered not-found page, its title in the head', async () => {
    for (const [path, title] of [
      ['/no/such/page', 'Page not found'],
      ['/ru/no/such/page', 'Страница не найдена'],
    ]) {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(404);
      expect(html).toContain('data-not-found');
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      // React hoists the page's <title> into the head, in place of the template's.
      expect(head.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${title}</title>`]);
    }
  });

  it('leaves the admin and the sign-in screens to the browser', async () => {
    for (const path of ['/admin', '/admin/ecommerce-product', '/rbac/subject/authentication/select-method', '/ru/rbac/subjects/settings']) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(pageState(html), path).toBeUndefined();
    }
  });
});

describe('a server-rendered page taken over by the browser', () => {
  // Making the first Intl formatter loads the locale's data: one long task on a phone. The page
  // carries the texts its render wrote, and hydrating writes them again without a formatter.
  it.each([
    ['the home page', async () => '/'],
    ['the home page in Russian', async () => '/ru'],
    ['a product page', async () => `/ecommerce/products/${await seededSlug('ecommerceProductList', 'Linen shirt')}`],
    ['a blog article', async () => `/blog/articles/${await seededSlug('blogArticleList', 'How we choose our linen')}`],
    ['the shop', async () => '/shop'],
  ])('hydrates %s without making a number, date or plural formatter', async (_name, pagePath) => {
    const site = await browser.open(1280);
    const { page } = site;
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const) {
        const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
        intl[name] = new Proxy(intl[name]!, {
          construct(target, args) {
            made.push(`${name} ${JSON.stringify(args)}`);
            return new target(...args);
          },
        });
      }
      for (const [proto, method] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString']] as const) {
        const original = (proto as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
        (proto as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
          made.push(`${method} ${JSON.stringify(args)}`);
          return original.apply(this, args);
        };
      }
    });
    const path = await pagePath();
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    expect(site.errors).toEqual([]);
    expect(site.operations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    // What the browser's render wrote for each price, read from the text React gave the element
    // (not the HTML the server sent): what the page shows, written as its language does.
    const prices = await page.locator('#root [data-price]').evaluateAll((elements) =>
      elements.map((element) => {
        const props = Object.entries(element).find(([key]) => key.startsWith('__reactProps'))?.[1] as { children?: unknown } | undefined;
        return { shown: element.textContent, rendered: props && [props.children].flat().join('') };
      }),
    );
    for (const { shown, rendered } of prices) expect(rendered).toBe(shown);
    const written = prices.map(({ rendered }) => rendered).join(' ');
    if (path === '/') expect(written).toContain('$89.50');
    if (path === '/ru') expect(written).toMatch(/89,50\s\$/);
  });
});

describe.each(WIDTHS)('a server-rendered page in the browser at %i px', (width) => {
  it('shows its content with JavaScript off, and its links work', async () => {
    const site = await browser.open(width);
    // A tab of its own context, with scripts disabled.
    const context = await site.page.context().browser()!.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(url('/'));
      await page.getByRole('heading', { name: 'New arrivals' }).waitFor();
      expect(await page.locator('[data-product-card]').filter({ hasText: 'Linen shirt' }).isVisible()).toBe(true);
      expect(await page.getByText('$89.50').first().isVisible()).toBe(true);
      await screenshot(page, '30-home-no-javascript', width);
      // A product link is a plain link: the server renders where it goes.
      await page.locator('[data-product-card]').filter({ hasText: 'Wool sweater' }).click();
      await page.getByRole('heading', { level: 1, name: 'Wool sweater' }).waitFor();
      await screenshot(page, '31-product-no-javascript', width);
    } finally {
      await context.close();
    }
  });

  it.runIf(width > 500)('paints from its document and one stylesheet, then fetches the app and its widgets\' code, each file once', async () => {
    const { page } = await browser.open(width);
    await page.goto(url('/'));
    await page.waitForLoadState('networkidle');
    const { firstPaint, fetched } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fetched: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    const paths = fetched.map((resource) => resource.path);
    // One stylesheet, merged from the app's and its widgets' (their own files are not fetched again).
    expect(paths.filter((path) => path.endsWith('.css'))).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.css$/)]);
    // Scripts wait for the first paint, but the small loader that starts them.
    const scripts = fetched.filter((resource) => resource.path.endsWith('.js') && !/\/after-paint-[\w-]+\.js$/.test(resource.path));
    expect(scripts.map((script) => script.path)).toEqual(expect.arrayContaining([expect.stringMatching(/\/app-[\w-]+\.js$/), expect.stringMatching(/\/EcommerceWidget-[\w-]+\.js$/)]));
    for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(firstPaint!);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('hydrates without warnings or requests, then navigates in the browser', async () => {
    const site = await browser.open(width);
    const { page } = site;
    const warnings = consoleWarnings(page);
    // Goes on once the page is hydrated (see openPage).
    await page.goto(url('/'));
    // Interactive: the slider's buttons answer.
    await showNextSlide(page);
    await page.waitForLoadState('networkidle');
    expect(site.operations).toEqual([]);
    expect(site.errors).toEqual([]);
    expect(warnings).toEqual([]);

    // A link is followed by the router, without loading another document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    if (width < 500) await openPhoneMenu(page);
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    expect(site.operations).toContain('HostPageByUrl');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // And to the same page in Russian.
    if (width < 500) await openPhoneMenu(page);
    const russian = page.locator('[data-navbar]').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ru' });
    await Promise.all([page.waitForURL(/\/ru\/shop$/), russian.click()]);
    await page.getByRole('heading', { name: 'Категории' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(site.errors).toEqual([]);
  });

  it('hydrates the not-found page without asking for its lookup again, in English and Russian', async () => {
    for (const [path, heading, home, homeHeading] of [
      ['/no/such/page', 'Page not found', 'Go to the home page', 'New arrivals'],
      ['/ru/no/such/page', 'Страница не найдена', 'На главную', 'Новинки'],
    ]) {
      const site = await browser.open(width);
      const { page } = site;
      const warnings = consoleWarnings(page);
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(404);
      await page.waitForLoadState('networkidle');
      // The lookup's NOT_FOUND came with the page (Apollo's cache keeps no errors): nothing is asked.
      expect(site.requests, path).toEqual([]);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible(), path).toBe(true);
      expect(site.errors, path).toEqual([]);
      expect(warnings, path).toEqual([]);
      // Interactive: its link home is followed by the router, which asks for that page's widgets
      // (the home page's lookup came with the not-found page, whose header and footer are its).
      await page.getByRole('link', { name: home }).click();
      await page.getByRole('heading', { name: homeHeading }).waitFor();
      expect(site.operations, path).toContain('PageModuleWidgets');
    }
  });
});
