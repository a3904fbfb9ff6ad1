import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './axe';
import { adminApi, type AdminApi, publishInForm, removeProductsMadeSince, saveProductEditor as save, signInAsAdmin, PNG } from './admin-browser';
import { screenshot, siteUrl as url, useBrowser, WIDTHS } from './browser';

// The product editor (issue 36.2): a shop owner makes a product on one screen (texts in both
// languages, a price per currency, a category, a store with its SKU, an image with its
// alternative text), saves once, and the shop shows it at that price; a second save changes
// the price in place.

const baseUrl = inject('baseUrl');
// The products this file makes are deleted after it (see removeProductsMadeSince), their pictures too.
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

/** The editor's first save of a new product has taken it to the product's own address. */
const EDITOR_OF_A_PRODUCT = /\/admin\/products\/([0-9a-f-]{36})$/;

describe.each(WIDTHS)('the product editor at %i px', (width) => {
  const phone = width < 500;
  const stamp = `${width}x${Date.now().toString(36)}`;
  const title = { en: `Stoneware jug ${stamp}`, ru: `Кувшин ${stamp}` };
  const sku = `JUG-${stamp}`.toUpperCase();

  it('creates a product with two prices, a category, a store and an image in one save; the shop shows it at its price', async () => {
    const { page, errors } = await browser.open(width);
    await signInAsAdmin(page, baseUrl);
    // From the admin's menu (behind its burger on a phone).
    if (phone) await page.getByRole('button', { name: 'Models', exact: true }).click();
    await page.getByRole('link', { name: 'New product', exact: true }).click();
    await page.waitForURL(url('/admin/products/new'));
    const editor = page.locator('[data-product-editor="new"]');
    await editor.locator('[data-section="prices"]').waitFor();

    // Texts in both languages: a tab per language.
    const titles = editor.locator('[data-localized-input="title"]');
    await titles.getByLabel('Title (en)', { exact: true }).fill(title.en);
    await titles.getByRole('tab', { name: 'ru', exact: true }).click();
    await titles.getByLabel('Title (ru)', { exact: true }).fill(title.ru);
    await editor.locator('[data-localized-input="shortDescription"]').getByLabel('Short description (en)', { exact: true }).fill('Holds a litre of water.');
    const description = editor.locator('[data-rich-text-editor="description.en"] [contenteditable="true"]');
    await description.click();
    await page.keyboard.type('Thrown on the wheel, glazed in ash.');

    // The type reads as words, not as its stored value.
    expect(await editor.getByLabel('Type', { exact: true }).inputValue()).toBe('One-off');

    // A price per currency, each field named by its currency.
    await editor.getByLabel('Price, USD ($)', { exact: true }).fill('59.9');
    await editor.getByLabel('Price, RUB (₽)', { exact: true }).fill('5490');

    // A category found by its name; a store with its SKU.
    const categories = editor.getByLabel('Categories', { exact: true });
    await categories.click();
    await categories.fill('Hom');
    await page.getByRole('option', { name: 'Home', exact: true }).click();
    // The list stays open for more: closed, it no longer covers the stores below.
    await page.keyboard.press('Escape');
    // Typed, the list holds what matches; picked with the keyboard (a phone's list may open under the save bar).
    const addToStore = editor.getByLabel('Add to a store', { exact: true });
    await addToStore.fill('Online');
    await expect.poll(() => addToStore.getAttribute('aria-expanded')).toBe('true');
    await addToStore.press('ArrowDown');
    await addToStore.press('Enter');
    await editor.getByLabel('SKU in Online store', { exact: true }).fill(sku);

    // An image uploaded, with its alternative text.
    await editor.locator('[data-product-images] input[type="file"]').setInputFiles({ name: `jug-${stamp}.png`, mimeType: 'image/png', buffer: PNG });
    await editor.getByLabel('Alternative text of image 1', { exact: true }).fill('A grey jug on a table');

    // Published with this save (a new product is a draft): written after its prices, which it needs.
    await publishInForm(editor);

    // Presentation fields wait, folded, under Advanced.
    expect(await editor.getByLabel('CSS class name', { exact: true }).isVisible()).toBe(false);
    // Every input named: axe-core's WCAG 2.1 A and AA rules on the filled editor. The rich-text
    // toolbar is the generic admin's (its H1…H6 buttons are named 'Heading 1'…: a label-in-name finding of its own).
    expect(await violations(page, '[data-product-editor]', '[data-product-editor] [role="toolbar"]')).toEqual([]);
    await screenshot(page, 'admin-product-editor-10-new', width);

    await save(page);
    await page.waitForURL(EDITOR_OF_A_PRODUCT);
    const id = EDITOR_OF_A_PRODUCT.exec(page.url())![1];
    await page.locator(`[data-product-editor="${id}"] [data-product-image="1"]`).waitFor();
    await screenshot(page, 'admin-product-editor-11-saved', width);

    // Saved as the rows the shop reads: a price per currency, the links, the file's text.
    const product = await api.read('/api/ecommerce/products', id);
    expect(product).toMatchObject({ title, type: 'one_off', shortDescription: { en: 'Holds a litre of water.' } });
    expect(String((product.description as { en: string }).en)).toContain('glazed in ash');
    const stores = await api.list('/api/ecommerce/stores-to-products', 'productId', id);
    expect(stores.map((row) => row.sku)).toEqual([sku]);
    expect(await api.list('/api/ecommerce/categories-to-products', 'productId', id)).toHaveLength(1);
    const [image] = await api.list('/api/ecommerce/products-to-file-storage-module-files', 'productId', id);
    files.push(String(image.fileStorageModuleFileId));
    expect(await api.read('/api/file-storage/files', String(image.fileStorageModuleFileId))).toMatchObject({ alt: 'A grey jug on a table', mimeType: 'image/png' });

    // The shop's page of the product: its price in the site's currency, the other beside it, its picture, its category.
    const shop = await browser.open(width);
    await shop.page.goto(url(`/ecommerce/products/${String(product.slug)}`));
    const overview = shop.page.locator(`[data-product-overview="${String(product.slug)}"]`);
    await expect.poll(() => overview.locator('[data-price="usd"]').first().textContent()).toBe('$59.90');
    expect(await overview.locator('[data-other-prices]').first().textContent()).toMatch(/5[\s\u00a0\u202f,]?490/);
    expect(await overview.getByRole('img', { name: 'A grey jug on a table' }).count()).toBeGreaterThan(0);
    expect(await overview.getByRole('link', { name: 'Home', exact: true }).count()).toBeGreaterThan(0);
    await screenshot(shop.page, 'admin-product-editor-12-shop', width);

    // A second save changes the price in place; the shop shows the new one.
    await page.getByLabel('Price, USD ($)', { exact: true }).fill('64');
    await save(page);
    await shop.page.reload();
    await expect.poll(() => overview.locator('[data-price="usd"]').first().textContent(), { timeout: 15_000 }).toBe('$64');
    expect(errors).toEqual([]);
    expect(shop.errors).toEqual([]);
  });

  it("opens a seeded product from its row card with its prices, type, picture and stores", async () => {
    const { page, errors } = await browser.open(width);
    await signInAsAdmin(page, baseUrl);
    await page.goto(url('/admin/EcommerceProduct'));
    const table = page.locator('[data-model-table="EcommerceProduct"]');
    await table.getByRole('searchbox', { name: 'Search' }).fill('Canvas tote');
    await table.getByRole('link', { name: 'Open editor Canvas tote', exact: true }).click();
    await page.waitForURL(EDITOR_OF_A_PRODUCT);
    const editor = page.locator('[data-product-editor]');
    await expect.poll(() => editor.getByLabel('Price, USD ($)', { exact: true }).inputValue()).toBe('24.99');
    expect(await editor.getByLabel('Price, RUB (₽)', { exact: true }).inputValue()).toBe('1990.00');
    expect(await editor.getByLabel('Type', { exact: true }).inputValue()).toBe('One-off');
    expect(await editor.getByLabel('Alternative text of image 1', { exact: true }).inputValue()).toBe('Canvas tote');
    expect(await editor.locator('[data-store-sku]').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('asks for a title before it sends anything', async () => {
    const { page, errors } = await browser.open(width);
    await signInAsAdmin(page, baseUrl);
    await page.goto(url('/admin/products/new'));
    const editor = page.locator('[data-product-editor="new"]');
    await editor.locator('[data-section="prices"]').waitFor();
    // Nothing but a price: the title is asked for first.
    await editor.getByLabel('Price, USD ($)', { exact: true }).fill('1.5');
    await editor.locator('button[type="submit"]').click();
    await editor.getByText('Give the product a title in at least one language.').waitFor();
    expect(page.url()).toBe(url('/admin/products/new'));
    expect(errors).toEqual([]);
  });
});
