import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../server/src/db/embedded/start-embedded-postgres';
import { consoleWarnings, showNextSlide, type SitePage, useBrowser } from './browser';
import { startSiteServer, type SiteServer } from './site-server';

let database: EmbeddedPostgres;
let site: SiteServer;
beforeAll(async () => {
  // A server of its own, on a database the test reaches too: it takes a table away while the
  // site serves (as a migration renaming it would), so that the widgets reading it fail.
  database = await startEmbeddedPostgres();
  site = await startSiteServer({
    DATABASE_URL: database.url,
    // The embedded database runs one statement at a time on one session (as config.ts sets it).
    DATABASE_POOL_MAX: '1',
    // No background statements of the server's between the test's own.
    NOTIFICATION_POLL_MS: '3600000',
    RECEIPT_POLL_MS: '3600000',
  });
});
afterAll(async () => {
  await site?.stop();
  await database?.stop();
});
const browser = useBrowser();

async function sql(statement: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const takeAway = (table: string) => sql(`alter table "${table}" rename to "${table}_away"`);
const bringBack = (table: string) => sql(`alter table "${table}_away" rename to "${table}"`);

/** The page as the server answers it, before any script runs. */
async function fetchPage(path: string) {
  const response = await fetch(site.baseUrl + path);
  const header = (name: string) => response.headers.get(name);
  return { status: response.status, html: await response.text(), cacheControl: header('cache-control'), etag: header('etag'), requestId: header('x-request-id') };
}

/** Whether the server logged a render's error while answering the request `id`. */
const loggedRenderError = (id: string) =>
  site
    .log()
    .split('\n')
    .some((line) => line.includes('"the page (or a widget of it) failed to render"') && line.includes(`"id":"${id}"`));

/** A tab on the site that also records the console's warnings (hydration mismatches among them) and notes. */
async function openSite(): Promise<SitePage & { warnings: string[]; notes: string[] }> {
  const tab = await browser.open(1280);
  const notes: string[] = [];
  tab.page.on('console', (message) => {
    if (message.type() === 'info') notes.push(message.text());
  });
  return { ...tab, warnings: consoleWarnings(tab.page), notes };
}

/** What the browser says of a part the server could not render: the request whose log line has the error. */
const RENDERED_HERE = /^A part of the page the server could not render was rendered here \(request [\w-]+ in the server's log\)$/;

describe('a page whose render fails on the server', () => {
  it('answers 500 with the site\'s /500 page when what fails is the page itself, not a widget', async () => {
    // The blog page's widgets come with the page's own query (PageModuleWidgets): without them, no page.
    await takeAway('blog_widgets');
    try {
      const { status, html } = await fetchPage('/blog');
      expect(status).toBe(500);
      expect(html).toContain('A small studio of everyday things.');
      // Not hydrated: the browser renders the url afresh.
      expect(html).not.toContain('id="apollo-state"');
    } finally {
      await bringBack('blog_widgets');
    }
  });

  describe('when a widget fails', () => {
    beforeAll(() => takeAway('ecommerce_products'));
    afterAll(async () => {
      // The last test brought it back, unless it failed first.
      await bringBack('ecommerce_products').catch(() => {});
    });

    it('answers 200 with the rest of the page, the widget left for the browser, for no cache to keep', async () => {
      for (const attempt of [1, 2]) {
        const { status, html, cacheControl, etag, requestId } = await fetchPage('/');
        expect(status, `attempt ${attempt}`).toBe(200);
        // Rendered again each time (the second answer is no kept copy): this request's alone.
        expect(cacheControl, `attempt ${attempt}`).toBe('private, no-store');
        expect(etag, `attempt ${attempt}`).toBeNull();
        // The slider and the blog's articles are there; the product list's place holds its placeholder.
        expect(html).toContain('Summer linen');
        expect(html).toContain('From the blog');
        expect(html).not.toContain('data-product-list');
        // Nothing of the error but its digest, the request's id, under which the server logged it.
        expect(html).toContain(`<!--$!--><template data-dgst="${requestId}"></template><div`);
        expect(html).toMatch(/<!--\$!-->[^$]*data-widget-skeleton/);
        expect(html).not.toContain('ecommerce_products');
        await expect.poll(() => loggedRenderError(requestId!)).toBe(true);
        expect(html).toContain('id="apollo-state"');
      }
    });

    it('renders the widget in the browser, which shows its error box when it fails there too; the rest works', async () => {
      const tab = await openSite();
      const { page } = tab;
      const response = await page.goto(`${site.baseUrl}/`);
      expect(response?.status()).toBe(200);
      const errorBox = page.locator('[data-widget-error]');
      await errorBox.waitFor();
      expect(await errorBox.count()).toBe(1);
      expect(await page.locator('[data-article-list]').isVisible()).toBe(true);
      // The page around the widget is hydrated and answers.
      await showNextSlide(page);
      await page.waitForLoadState('networkidle');
      // Only the failed widget's query was asked again.
      expect(tab.operations).toEqual(['EcommerceProductList']);
      expect(tab.warnings).toEqual([]);
      expect(tab.notes).toEqual([expect.stringMatching(RENDERED_HERE)]);
      // The widget's own failure (its query's error), as React and the widget's boundary report it; nothing else.
      expect(tab.errors.length).toBeGreaterThan(0);
      for (const error of tab.errors) expect(error).toContain('Internal server error');
    });

    it('renders the widget in the browser once it works again, then answers the page whole', async () => {
      const tab = await openSite();
      const { page } = tab;
      // The table is back by the time the browser asks (after the server's render failed).
      let broughtBack: Promise<void> | undefined;
      await page.route((address) => address.pathname === '/graphql', async (route) => {
        await (broughtBack ??= bringBack('ecommerce_products'));
        await route.continue();
      });
      await page.goto(`${site.baseUrl}/`);
      expect(broughtBack).toBeDefined();
      await page.locator('[data-product-card]').filter({ hasText: 'Linen shirt' }).waitFor();
      expect(await page.locator('[data-widget-error]').count()).toBe(0);
      // The page around the widget is hydrated and answers.
      await showNextSlide(page);
      await page.waitForLoadState('networkidle');
      expect(tab.operations).toEqual(['EcommerceProductList']);
      expect(tab.warnings).toEqual([]);
      expect(tab.errors).toEqual([]);
      expect(tab.notes).toEqual([expect.stringMatching(RENDERED_HERE)]);

      // No partial page was kept: the next answer is the whole page, which may be kept.
      const { status, html, cacheControl, etag } = await fetchPage('/');
      expect(status).toBe(200);
      expect(cacheControl).toBe('no-cache');
      expect(etag).not.toBeNull();
      expect(html).toContain('data-product-list');
      expect(html).toContain('Linen shirt');
      expect(html).not.toContain('data-widget-skeleton');
    });
  });
});
