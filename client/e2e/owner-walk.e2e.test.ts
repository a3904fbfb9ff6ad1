import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { productPath } from '../src/modules/ecommerce/paths';
import { ADMIN, ADMIN_SIGN_IN, adminApi, type AdminApi, publishInForm, removeProductsMadeSince, saveProductEditor as save, PNG } from './admin-browser';
import { screenshot, type SitePage, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';

// A shop owner's day in the back-office, end to end (issue 36, "Done when"): sign in at /admin
// and land back there, read the dashboard, make a product with two prices, a category and an
// image as a draft that visitors do not see, publish it, find it in the shop and the sitemap,
// sell it, and find the order on the orders screen with its item and total. Each screen's own
// details are walked at length by its own file (admin-dashboard, admin-product-editor,
// admin-orders): this one follows the owner through them, one tab for the owner and one for the
// visitor per width.

const baseUrl = inject('baseUrl');
const started = new Date();
const files: string[] = [];
afterAll(async () => {
  await removeProductsMadeSince(baseUrl, started);
  for (const id of files) await api.remove('/api/file-storage/files', id).catch(() => {});
});
const browser = useBrowser();


let api: AdminApi;
beforeAll(async () => {
  api = await adminApi(baseUrl);
});

/** Spaces Intl writes in prices ('1 990 ₽') as plain ones. */
const squash = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A dollar amount as the dashboard writes it ('$1,234.50'), in cents; no figure yet is none. */
async function cents(figure: Locator): Promise<number> {
  if (!(await figure.count())) return 0;
  return Math.round(Number((await figure.textContent())!.replace(/[^\d.]/g, '')) * 100);
}

/** The dashboard's figures this walk changes: today's paid checkouts and dollars, and those waiting for approval. */
async function dashboardFigures(page: Page) {
  const dashboard = page.locator('[data-dashboard]');
  const figure = (name: string) => dashboard.locator(`[data-dashboard-figure="${name}"]`);
  await figure('paid-today-checkouts').waitFor();
  return {
    paidToday: Number(await figure('paid-today-checkouts').textContent()),
    dollarsToday: await cents(figure('paid-today-revenue-usd')),
    // No paid order waiting: no figure for it.
    waiting: (await figure('waiting-approving').count()) ? Number(await figure('waiting-approving').textContent()) : 0,
  };
}

/** The sitemap's paths of products, as a crawler reads it. */
async function sitemapProductPaths(): Promise<string[]> {
  const sitemap = await (await fetch(url('/sitemap.xml'))).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/ecommerce\/products\/[^<]+)<\/loc>/g)].map(([, path]) => path);
}

/** Whether the shop's home page ('New arrivals', newest first) lists the product. */
async function shopLists(visitor: Page, slug: string): Promise<boolean> {
  await visitor.goto(url('/'));
  await visitor.locator('[data-product-list] [data-product-card]').first().waitFor();
  return (await visitor.locator(`[data-product-card="${slug}"]`).count()) > 0;
}

describe.each(WIDTHS)("a shop owner's walk at %i px", (width: Width) => {
  const phone = width < 500;
  const stamp = `${width}x${Date.now().toString(36)}`;
  const title = `Walnut board ${stamp}`;

  it('signs in at /admin, makes a draft product, publishes it, sells it and finds the order', async () => {
    const owner: SitePage = await browser.open(width);
    const { page } = owner;

    // Signed in from /admin, back on /admin: the dashboard, before the sale.
    await page.goto(url('/admin'));
    await page.waitForURL(ADMIN_SIGN_IN);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/admin'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const before = await dashboardFigures(page);
    await screenshot(page, 'owner-10-dashboard', width);

    // A new product from the menu: two prices, a category and an uploaded image; a draft.
    if (phone) await page.getByRole('button', { name: 'Models', exact: true }).click();
    await page.getByRole('link', { name: 'New product', exact: true }).click();
    await page.waitForURL(url('/admin/products/new'));
    const editor = page.locator('[data-product-editor]');
    await editor.locator('[data-section="prices"]').waitFor();
    await editor.locator('[data-localized-input="title"]').getByLabel('Title (en)', { exact: true }).fill(title);
    await editor.getByLabel('Price, USD ($)', { exact: true }).fill('37.25');
    await editor.getByLabel('Price, RUB (₽)', { exact: true }).fill('3290');
    const categories = editor.getByLabel('Categories', { exact: true });
    await categories.click();
    await categories.fill('Hom');
    await page.getByRole('option', { name: 'Home', exact: true }).click();
    await page.keyboard.press('Escape');
    await editor.locator('[data-product-images] input[type="file"]').setInputFiles({ name: `board-${stamp}.png`, mimeType: 'image/png', buffer: PNG });
    await editor.getByLabel('Alternative text of image 1', { exact: true }).fill('A walnut board');
    expect(await editor.getByRole('switch', { name: /^Published\b/ }).isChecked()).toBe(false);
    await save(page);
    await page.waitForURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    // The saved product's own editor, read back: its image stored.
    await page.locator(`[data-product-editor="${id}"] [data-product-image="1"]`).waitFor();
    await screenshot(page, 'owner-11-draft', width);
    const product = await api.read('/api/ecommerce/products', id);
    const slug = String(product.slug);
    const [image] = await api.list('/api/ecommerce/products-to-file-storage-module-files', 'productId', id);
    files.push(String(image.fileStorageModuleFileId));
    expect(product.publishedAt).toBeNull();
    // A draft has no page to open: the editor offers none.
    expect(await page.getByRole('link', { name: 'View in the shop' }).count()).toBe(0);

    // A draft: no page, no place in the shop or the sitemap for a visitor.
    const visitor = await browser.open(width);
    const draftPage = await visitor.page.goto(url(productPath(slug)));
    expect(draftPage?.status()).toBe(404);
    expect(await shopLists(visitor.page, slug)).toBe(false);
    expect(await sitemapProductPaths()).not.toContain(productPath(slug));

    // Published: the shop lists it first (newest), its page shows both prices, the sitemap names it.
    await publishInForm(editor);
    await save(page);
    expect((await api.read('/api/ecommerce/products', id)).publishedAt).not.toBeNull();
    await page.getByRole('link', { name: 'View in the shop' }).waitFor();
    await expect.poll(() => shopLists(visitor.page, slug), { timeout: 15_000 }).toBe(true);
    await expect.poll(sitemapProductPaths).toContain(productPath(slug));
    await visitor.page.locator(`[data-product-card="${slug}"]`).click();
    await visitor.page.waitForURL(url(productPath(slug)));
    const overview = visitor.page.locator(`[data-product-overview="${slug}"]`);
    await expect.poll(() => overview.locator('[data-price="usd"]').first().textContent()).toBe('$37.25');
    expect(squash(await overview.locator('[data-other-prices]').first().textContent())).toMatch(/3[ ,]?290/);
    expect(await overview.getByRole('img', { name: 'A walnut board' }).count()).toBeGreaterThan(0);
    expect(await overview.getByRole('link', { name: 'Home', exact: true }).count()).toBeGreaterThan(0);
    await screenshot(visitor.page, 'owner-12-shop', width);

    // A visitor buys it with the test payment provider.
    await visitor.page.getByRole('button', { name: 'Buy now' }).click();
    const buyNow = visitor.page.getByRole('dialog');
    await buyNow.getByLabel('Email for the receipt').fill(`owner-walk-${stamp}@example.com`);
    await buyNow.getByRole('button', { name: 'Checkout' }).click();
    await visitor.page.waitForURL(/\/billing\/dummy\/invoices\//);
    const number = (await visitor.page.getByText(/^Order \d+$/).textContent())!.replace('Order ', '');
    await visitor.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await visitor.page.locator(`[data-order-confirmation="${number}"][data-invoice-status="paid"]`).waitFor();

    // The dashboard counts the sale: one more checkout paid today, its dollars, one more waiting for approval.
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(url('/admin'));
    await expect.poll(() => dashboardFigures(page)).toEqual({ paidToday: before.paidToday + 1, dollarsToday: before.dollarsToday + 3725, waiting: before.waiting + 1 });
    await screenshot(page, 'owner-13-dashboard-after-sale', width);

    // The order, from the dashboard's link: its item at the price paid, the total, the customer, paid.
    await page.locator('[data-dashboard]').getByRole('link', { name: 'Open orders' }).click();
    await page.waitForURL(url('/admin/orders'));
    const row = page.locator(`[data-admin-orders] [data-orders-for=""] [data-checkout-row="${number}"]`);
    await row.waitFor();
    expect(squash(await row.textContent())).toContain(`${title} × 1$37.25`);
    expect(squash(await row.locator(phone ? '[data-summary-total]' : '[data-checkout-total]').textContent())).toContain('$37.25');
    expect(await row.locator('[data-checkout-customer]').textContent()).toContain(`owner-walk-${stamp}@example.com`);
    expect(await row.locator('[data-checkout-payment]').getAttribute('data-checkout-payment')).toBe('paid');
    expect(await row.locator('[data-checkout-status]').textContent()).toBe('Paid · approving');
    await screenshot(page, 'owner-14-orders', width);
    expect(owner.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
