import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './admin-browser';
import { type SitePage, siteUrl as url, useBrowser } from './browser';

// Every screen under the server's Content-Security-Policy: the site, the sign-in screens, the
// settings, the cart, the admin with its rich-text editor, and GraphiQL running a query. A
// violation shows up as a `securitypolicyviolation` event and as a console message; neither
// may appear.

const baseUrl = inject('baseUrl');
const WIDTH = 1280;
const AUTH = '/rbac/subject/authentication';

const browser = useBrowser();

interface WatchedPage extends SitePage {
  /** Every policy violation seen so far, from the event and from the console. */
  violations: string[];
}

/** A fresh tab that reports every content policy violation of every page it opens. */
async function watchedPage(): Promise<WatchedPage> {
  const site = await browser.open(WIDTH);
  const violations: string[] = [];
  const context = site.page.context();
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  site.page.on('console', (message) => {
    if (/content security policy|refused to (load|execute|apply|connect|frame|evaluate)/i.test(message.text())) violations.push(message.text());
  });
  return { ...site, violations };
}

describe('every screen under the content security policy', () => {
  let site: WatchedPage;

  /** The page has its headers: a policy that forbids framing. */
  async function expectPolicy(page: Page, path: string) {
    const response = await page.request.get(url(path));
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }

  it('home, a product page, sign-in and registration', async () => {
    site = await watchedPage();
    const { page } = site;
    await page.goto(url('/'));
    await page.locator('[data-product-card]').first().waitFor();
    await expectPolicy(page, '/');

    await page.locator('[data-product-card]').filter({ hasText: 'Wool sweater' }).click();
    await page.locator('[data-product-overview] [data-price]').waitFor();

    await page.goto(url(`${AUTH}/select-method`));
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.goto(url(`${AUTH}/email-and-password/registration`));
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(site.violations).toEqual([]);
    expect(site.errors).toEqual([]);
  });

  it('settings when signed in, and the cart', async () => {
    site = await watchedPage();
    const { page } = site;
    await page.goto(url(`${AUTH}/email-and-password/registration`));
    await page.getByLabel('Email', { exact: true }).fill(`policy-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('policy-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.locator('[data-identity-list]').waitFor();

    await page.goto(url('/'));
    await page.locator('[data-product-card]').filter({ hasText: 'Linen shirt' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('[data-cart-drawer]').getByRole('dialog').locator('[data-cart-line]').first().waitFor();
    expect(site.violations).toEqual([]);
    expect(site.errors).toEqual([]);
  });

  it('the admin, with the rich-text editor open and typed in', async () => {
    site = await watchedPage();
    const { page } = site;
    await signInAsAdmin(page, baseUrl);
    await expectPolicy(page, '/admin');
    await page.goto(url('/admin/BlogArticle'));
    await page.locator('[data-model-table="BlogArticle"] [data-add-new]').first().click();
    const dialog = page.locator('[data-model-dialog="BlogArticle"]');
    await dialog.waitFor();
    const editor = dialog.getByRole('textbox', { name: 'Description (en)' });
    await editor.click();
    await page.keyboard.type('Typed under the policy');
    await editor.getByText('Typed under the policy').waitFor();
    expect(site.violations).toEqual([]);
    expect(site.errors).toEqual([]);
  });

  it('the GraphQL playground, running a query with completion from its workers, offline', async () => {
    site = await watchedPage();
    const { page } = site;
    // Everything GraphiQL loads (scripts, styles, fonts, the editor's workers) comes from this server.
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== baseUrl) elsewhere.push(request.url());
    });
    await page.goto(url('/playground'));
    await expectPolicy(page, '/playground');
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    // The editor closes the brace itself; the field is completed from the schema by the GraphQL worker.
    await page.keyboard.type('{ hostPageCou');
    // Enter takes the focused suggestion: on a loaded machine the list may still hold an earlier
    // prefix's (hostPageFindByUrl first) when hostPageCount is already in it.
    await expect.poll(() => page.locator('.suggest-widget .monaco-list-row.focused').first().innerText(), { timeout: 15_000 }).toContain('hostPageCount');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('.view-lines').innerText()).toMatch(/^\{\s+hostPageCount\s*\}$/);
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.locator('.graphiql-response').getByText('"hostPageCount"').waitFor();
    expect(elsewhere).toEqual([]);
    expect(site.violations).toEqual([]);
    expect(site.errors).toEqual([]);
  });

  it('sees a violation when there is one (an inline script added to the page)', async () => {
    site = await watchedPage();
    const { page } = site;
    await page.goto(url(`${AUTH}/select-method`));
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const directive = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
          const script = document.createElement('script');
          script.textContent = 'document.title = "ran"';
          document.body.append(script);
        }),
    );
    expect(directive).toMatch(/^script-src/);
    expect(await page.title()).not.toBe('ran');
  });
});
