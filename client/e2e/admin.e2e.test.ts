import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_SIGN_IN, addRelationRow, adminApi, type AdminApi, dialog, fillLocalized, openModel, openRelation, pick, publishInForm, showSystemModels, removeProductsMadeSince, signInAsAdmin, submit, PNG } from './admin-browser';
import { screenshot, type SitePage, siteUrl as url, TABLET, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
// The products this file's walks make are deleted after them (see removeProductsMadeSince).
const started = new Date();
afterAll(() => removeProductsMadeSince(baseUrl, started));

// A 1×1 PNG: the upload and its preview; a 3×2 one replaces it.
const WIDER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGPQiDoBQQxwFgBJrAe9mIrA6wAAAABJRU5ErkJggg==', 'base64');

/** The product page's price, its number format's no-break spaces as plain ones ('59 $' in ru). */
const priceText = async (page: Page) => ((await page.locator('[data-product-overview] [data-price]').textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');

const browser = useBrowser();
// Rows a test needs but does not make on screen, and what screens saved, read back.
let api: AdminApi;
beforeAll(async () => {
  api = await adminApi(baseUrl);
});

/** A product of this file's own (slug and titles carry `name`), made through the API. */
async function productOf(name: string): Promise<{ id: string; slug: string; title: string }> {
  const mark = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const slug = `admin-${name}-${mark}`;
  const title = `Admin ${name} ${mark}`;
  const row = await api.create('/api/ecommerce/products', { slug, adminTitle: title, title: { en: title, ru: title } });
  return { id: row.id as string, slug, title };
}

/** Searches a model table for `term`, which names one row, and waits until only that row is shown. */
async function search(table: Locator, term: string) {
  await table.getByRole('searchbox', { name: 'Search' }).fill(term);
  // The search applies after a short pause: until then the unfiltered rows are shown.
  await expect.poll(() => table.locator('[data-row-card]').count()).toBe(1);
}

describe('the admin at 1280 px', () => {
  const width = 1280;
  let site: SitePage;
  const stamp = Date.now().toString(36);
  const product = { slug: `admin-shirt-${stamp}`, en: `Admin shirt ${stamp}`, ru: `Рубашка ${stamp}` };

  async function adminPage(): Promise<Page> {
    site = await browser.open(width);
    await signInAsAdmin(site.page, baseUrl);
    return site.page;
  }

  /** A price: an attribute with a number, the price key and a currency, made in the attribute's form. */
  async function createPrice(page: Page, amount: string, currency: string) {
    const table = await openModel(page, 'EcommerceAttribute');
    await table.locator('[data-add-new]').click();
    const form = dialog(page, 'Create Ecommerce attribute');
    await form.getByRole('textbox', { name: 'Number', exact: true }).fill(amount);
    await submit(form, 'Create Ecommerce attribute');
    const saved = dialog(page, 'Update Ecommerce attribute');
    await saved.waitFor();
    const keys = await openRelation(saved, 'EcommerceAttributeKeysToAttributes');
    await addRelationRow(page, keys, 'Ecommerce attribute keys to attributes', 'Attribute key', 'Price');
    const currencies = await openRelation(saved, 'EcommerceAttributesToBillingModuleCurrencies');
    await addRelationRow(page, currencies, 'Ecommerce attributes to billing module currencies', 'Billing module currency', currency);
    await page.keyboard.press('Escape');
    await saved.waitFor({ state: 'hidden' });
  }

  it('sends an anonymous visitor to the sign-in', async () => {
    site = await browser.open(width);
    await site.page.goto(url('/admin'));
    await site.page.waitForURL(ADMIN_SIGN_IN);
    await site.page.getByRole('button', { name: 'Login' }).waitFor();
    expect(site.errors).toEqual([]);
  });

  it("shows a signed-in subject without the admin role 'Not authorized'", async () => {
    site = await browser.open(width);
    const { page } = site;
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await page.getByLabel('Email', { exact: true }).fill(`visitor-${stamp}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('visitor-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').click();
    // The menu is open and drawn for this visitor (their email, the entries below Admin's place):
    // an Admin entry would be drawn in the same render.
    const menu = page.getByRole('menu');
    await menu.locator('[data-account-email]').filter({ hasText: `visitor-${stamp}@example.com` }).waitFor();
    await menu.getByRole('menuitem', { name: 'My orders' }).waitFor();
    expect(await menu.locator('[data-admin-link]').count()).toBe(0);
    await page.goto(url('/admin'));
    await page.getByText('Not authorized').waitFor();
    expect(await page.locator('[data-model-panel]').count()).toBe(0);
    await screenshot(page, 'admin-01-not-authorized', width);
    expect(site.errors).toEqual([]);
  });

  it('creates a product with two prices and an image, in a category and a store, shown on its public page in en and ru', async () => {
    const page = await adminPage();
    // The account menu leads admins here.
    await page.locator('[data-account-menu]').click();
    expect(await page.locator('[data-admin-link]').getAttribute('href')).toBe('/admin');
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-02-screen', width);

    await createPrice(page, '59', 'US dollar');
    await createPrice(page, '5490', 'Russian ruble');

    // The image: a file uploaded through the file input, previewed before saving.
    const files = await openModel(page, 'FileStorageFile');
    await files.locator('[data-add-new]').click();
    const fileForm = dialog(page, 'Create File storage file');
    await fileForm.getByRole('textbox', { name: 'Admin title', exact: true }).fill(`Shirt photo ${stamp}`);
    await fileForm.locator('[data-file-input="file"] input[type="file"]').setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PNG });
    await fileForm.locator('[data-file-preview]').waitFor();
    expect(await fileForm.getByRole('button', { name: 'Select file' }).isVisible()).toBe(true);
    await submit(fileForm, 'Create File storage file');
    await page.keyboard.press('Escape');
    await files.locator('[data-row-card]').filter({ hasText: `Shirt photo ${stamp}` }).waitFor();

    // The product, then its relations from inside its form.
    const products = await openModel(page, 'EcommerceProduct');
    await products.locator('[data-add-new]').click();
    const create = dialog(page, 'Create Ecommerce product');
    await create.getByRole('textbox', { name: 'Slug', exact: true }).fill(product.slug);
    await fillLocalized(create, 'Title', { en: product.en, ru: product.ru });
    await fillLocalized(create, 'Short description', { en: 'Made in the admin.', ru: 'Сделана в админке.' });
    await screenshot(page, 'admin-03-product-create', width);
    await submit(create, 'Create Ecommerce product');
    const form = dialog(page, 'Update Ecommerce product');
    await form.waitFor();

    const prices = await openRelation(form, 'EcommerceProductsToAttributes');
    await addRelationRow(page, prices, 'Ecommerce products to attributes', 'Attribute', '59.00');
    await addRelationRow(page, prices, 'Ecommerce products to attributes', 'Attribute', '5490.00', async (row) => {
      await row.getByRole('textbox', { name: 'Order index', exact: true }).fill('1');
    });
    const images = await openRelation(form, 'EcommerceProductsToFileStorageModuleFiles');
    await addRelationRow(page, images, 'Ecommerce products to file storage module files', 'File storage module file', `Shirt photo ${stamp}`);
    const categories = await openRelation(form, 'EcommerceCategoriesToProducts');
    await addRelationRow(page, categories, 'Ecommerce categories to products', 'Category', 'Clothing');
    const stores = await openRelation(form, 'EcommerceStoresToProducts');
    await addRelationRow(page, stores, 'Ecommerce stores to products', 'Store', 'Riga studio');
    await screenshot(page, 'admin-04-product-relations', width);
    // A new product is a draft: published through the form's switch once it has its price.
    await publishInForm(form);
    await submit(form, 'Update Ecommerce product');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await products.locator('[data-row-card]').filter({ hasText: product.en }).waitFor();
    await expect.poll(() => products.locator('[data-row-card]').filter({ hasText: product.en }).locator('[data-draft]').count()).toBe(0);
    await screenshot(page, 'admin-05-product-table', width);
    expect(site.errors).toEqual([]);

    await page.goto(url(`/ecommerce/products/${product.slug}`));
    await page.getByRole('heading', { level: 1, name: product.en }).waitFor();
    expect(await priceText(page)).toBe('$59');
    expect(await page.getByRole('link', { name: /Riga studio/ }).isVisible()).toBe(true);
    expect(await page.locator('[data-product-overview] img[src*="/public/"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-06-product-public-en', width);

    await page.goto(url(`/ru/ecommerce/products/${product.slug}`));
    await page.getByRole('heading', { level: 1, name: product.ru }).waitFor();
    expect(await priceText(page)).toBe('59 $');
    await screenshot(page, 'admin-07-product-public-ru', width);
    expect(site.errors).toEqual([]);
  });

  it("shows the server's validation error under the field it names", async () => {
    const taken = await productOf('taken');
    const page = await adminPage();
    const products = await openModel(page, 'EcommerceProduct');
    await products.locator('[data-add-new]').click();
    const create = dialog(page, 'Create Ecommerce product');
    await create.getByRole('textbox', { name: 'Slug', exact: true }).fill(taken.slug);
    await create.getByRole('button', { name: 'Create Ecommerce product' }).click();
    await create.locator('button[type="submit"][data-status="error"]').waitFor();
    const slug = create.getByRole('textbox', { name: 'Slug', exact: true });
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    expect(await create.getByText('a EcommerceProduct with this slug already exists').isVisible()).toBe(true);
    await screenshot(page, 'admin-08-validation-error', width);
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'hidden' });
    // The failure is also toasted: that console stays clean is what matters here.
    expect(site.errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  it('edits a product title and publishes it, then deletes the product after confirming', async () => {
    const own = await productOf('edited');
    await api.price(own.id);
    const page = await adminPage();
    const products = await openModel(page, 'EcommerceProduct');
    await search(products, own.title);
    const card = products.locator('[data-row-card]').filter({ hasText: own.title });
    // Made through the API without a publication: a draft, and its card says so.
    expect(await card.locator('[data-draft]').textContent()).toBe('Draft');

    await card.locator('[data-edit-row]').click();
    const form = dialog(page, 'Update Ecommerce product');
    await fillLocalized(form, 'Title', { en: `${own.title} (linen)` });
    await publishInForm(form);
    await submit(form, 'Update Ecommerce product');
    await page.keyboard.press('Escape');
    await products.locator('[data-row-card]').filter({ hasText: `${own.title} (linen)` }).waitFor();

    await page.goto(url(`/ecommerce/products/${own.slug}`));
    await page.getByRole('heading', { level: 1, name: `${own.title} (linen)` }).waitFor();

    await page.goto(url('/admin/EcommerceProduct'));
    const table = page.locator('[data-model-table="EcommerceProduct"]');
    await search(table, own.title);
    const edited = table.locator('[data-row-card]').filter({ hasText: `${own.title} (linen)` });
    await edited.locator('[data-delete-row]').click();
    // Named by its admin title, which the edit of its title left as it was.
    const confirm = dialog(page, `Delete product '${own.title}'?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await edited.isVisible()).toBe(true);

    await edited.locator('[data-delete-row]').click();
    await screenshot(page, 'admin-09-delete-confirm', width);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted successfully').waitFor();
    await edited.waitFor({ state: 'detached' });
    expect(site.errors).toEqual([]);

    await page.goto(url(`/ecommerce/products/${own.slug}`));
    await page.locator('[data-entity-not-found]').getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    expect(await api.list('/api/ecommerce/products', 'id', own.id)).toEqual([]);
  });

  it("searches a reference select on the server, says 'No found items.', and saves the row picked", async () => {
    const own = await productOf('categorized');
    const page = await adminPage();
    // A join table: opened by its address even while the panel does not list it.
    await page.goto(url('/admin/EcommerceCategoriesToProducts'));
    await page.locator('[data-model-table="EcommerceCategoriesToProducts"] [data-add-new]').click();
    const form = dialog(page, 'Create Ecommerce categories to products');
    const category = form.getByRole('combobox', { name: 'Category', exact: true });

    await category.click();
    await category.fill('cloth');
    await page.getByRole('option', { name: 'Clothing', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await category.fill(`nothing-${stamp}`);
    await page.getByText('No found items.').waitFor();
    await screenshot(page, 'admin-14-reference-select-empty', width);
    await category.fill('hom');
    await page.getByRole('option', { name: 'Home', exact: true }).click();
    expect(await category.inputValue()).toBe('Home');

    // The other side: found among many products by a word of its title.
    await pick(form, 'Product', own.title, own.title.split(' ').at(-1));
    await submit(form, 'Create Ecommerce categories to products');

    const [link] = await api.list('/api/ecommerce/categories-to-products', 'productId', own.id);
    const [home] = (await api.list('/api/ecommerce/categories', 'id', link.categoryId as string)) as { title: { en: string } }[];
    expect(home.title.en).toBe('Home');
    expect(site.errors).toEqual([]);
  });

  it("lists only the parent's rows in a relation table, and deletes one there", async () => {
    const [linked, alone] = await Promise.all([productOf('linked'), productOf('alone')]);
    const clothing = ((await api.list('/api/ecommerce/categories')) as { id: string; title: { en: string } }[]).find((category) => category.title.en === 'Clothing');
    const categoryOf = async (productId: string) => api.list('/api/ecommerce/categories-to-products', 'productId', productId);
    await api.create('/api/ecommerce/categories-to-products', { categoryId: clothing?.id, productId: linked.id });

    const page = await adminPage();
    const products = await openModel(page, 'EcommerceProduct');
    const relationOf = async (own: { slug: string; title: string }) => {
      await search(products, own.title);
      await products.locator('[data-row-card]').filter({ hasText: own.title }).locator('[data-edit-row]').click();
      const form = dialog(page, 'Update Ecommerce product');
      await form.waitFor();
      const table = await openRelation(form, 'EcommerceCategoriesToProducts');
      await table.locator('[data-row-count]').waitFor();
      return { form, table };
    };

    // The other product's form: its relation table is empty, whatever other products have.
    const other = await relationOf(alone);
    expect(await other.table.locator('[data-row-count]').getAttribute('data-row-count')).toBe('0');
    expect(await other.table.locator('[data-row-card]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await other.form.waitFor({ state: 'hidden' });

    const own = await relationOf(linked);
    await expect.poll(() => own.table.locator('[data-row-count]').getAttribute('data-row-count')).toBe('1');
    const row = own.table.locator('[data-row-card]').filter({ hasText: 'Clothing' });
    await row.waitFor();
    await screenshot(page, 'admin-15-relation-table', width);
    await row.locator('[data-delete-row]').click();
    await dialog(page, "Delete categories to products 'Clothing'?").getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => own.table.locator('[data-row-count]').getAttribute('data-row-count')).toBe('0');
    expect(await categoryOf(linked.id)).toEqual([]);
    expect(site.errors).toEqual([]);
  });

  it("replaces a file's upload: the new one is stored, measured and shown", async () => {
    const title = `Swapped photo ${stamp}`;
    const created = await api.create('/api/file-storage/files', { adminTitle: title }, { file: { name: 'first.png', type: 'image/png', bytes: PNG } });
    const page = await adminPage();
    const files = await openModel(page, 'FileStorageFile');
    await search(files, title);
    await files.locator('[data-row-card]').filter({ hasText: title }).locator('[data-edit-row]').click();
    const form = dialog(page, 'Update File storage file');
    // The stored image first, then the chosen one, previewed before saving.
    expect(await form.locator('[data-file-preview]').getAttribute('src')).toContain(created.file as string);
    await form.locator('[data-file-input="file"] input[type="file"]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: WIDER_PNG });
    await expect.poll(() => form.locator('[data-file-preview]').getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'admin-16-file-replaced', width);
    await submit(form, 'Update File storage file');

    const stored = await api.read('/api/file-storage/files', created.id as string);
    expect(stored.file).not.toBe(created.file);
    expect({ size: stored.size, width: stored.width, height: stored.height, mimeType: stored.mimeType }).toEqual({
      size: WIDER_PNG.length,
      width: 3,
      height: 2,
      mimeType: 'image/png',
    });
    const served = await fetch(`${baseUrl}/public${stored.file as string}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(WIDER_PNG)).toBe(true);

    // Opened again, the form shows the new file.
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await files.locator('[data-row-card]').filter({ hasText: title }).locator('[data-edit-row]').click();
    await expect.poll(() => dialog(page, 'Update File storage file').locator('[data-file-preview]').getAttribute('src')).toContain(stored.file as string);
    expect(site.errors).toEqual([]);
  });

  it("builds a page that starts from the site's header and footer, adds a layout holding a form, and the site serves it", async () => {
    const page = await adminPage();
    const layoutTitle = `Promo layout ${stamp}`;
    const layouts = await openModel(page, 'HostLayout');
    await layouts.locator('[data-add-new]').click();
    const layoutForm = dialog(page, 'Create Host layout');
    await layoutForm.getByRole('textbox', { name: 'Admin title', exact: true }).fill(layoutTitle);
    await submit(layoutForm, 'Create Host layout');
    const savedLayout = dialog(page, 'Update Host layout');
    const widgets = await openRelation(savedLayout, 'HostLayoutsToWidgets');
    await addRelationRow(page, widgets, 'Host layouts to widgets', 'Widget', 'crm form-list-default');
    await page.keyboard.press('Escape');
    await savedLayout.waitFor({ state: 'hidden' });

    const pages = await openModel(page, 'HostPage');
    await pages.locator('[data-add-new]').click();
    const pageForm = dialog(page, 'Create Host page');
    await pageForm.getByRole('textbox', { name: 'Admin title', exact: true }).fill(`Promo ${stamp}`);
    await pageForm.getByRole('textbox', { name: 'Title', exact: true }).fill(`Promo ${stamp}`);
    await pageForm.getByRole('textbox', { name: 'Url', exact: true }).fill(`/promo-${stamp}`);
    await publishInForm(pageForm);
    await submit(pageForm, 'Create Host page');
    const savedPage = dialog(page, 'Update Host page');
    // The host page form nests layouts, metadata and widgets, each by pageId.
    for (const relation of ['HostPagesToLayouts', 'HostPagesToMetadata', 'HostPagesToWidgets']) {
      expect(await savedPage.locator(`[data-relation="${relation}"]`).count()).toBe(1);
    }
    const pageLayouts = await openRelation(savedPage, 'HostPagesToLayouts');
    // Created with the layouts most pages share: the demo's header and footer.
    await expect.poll(() => pageLayouts.locator('[data-row-count]').getAttribute('data-row-count')).toBe('2');
    for (const shared of ['Header', 'Footer']) await pageLayouts.locator('[data-row-card]').filter({ hasText: shared }).waitFor();
    await addRelationRow(page, pageLayouts, 'Host pages to layouts', 'Layout', layoutTitle, async (form) => {
      // Between the header (0) and the footer (2).
      await form.getByRole('textbox', { name: 'Order index', exact: true }).fill('1');
    });
    await screenshot(page, 'admin-10-page-layouts', width);
    await page.keyboard.press('Escape');
    await savedPage.waitFor({ state: 'hidden' });
    expect(site.errors).toEqual([]);

    await page.goto(url(`/promo-${stamp}`));
    await page.locator('[data-navbar] [data-logotype]').waitFor();
    expect(await page.locator('[data-navbar] [data-logotype]').textContent()).toBe('Atelier');
    // Header, the page's own layout, footer: top to bottom.
    const order = await page.evaluate(() => ['[data-navbar]', '[data-crm-form-list]', '[data-footer]'].map((selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? -1));
    expect(order.every((top, index) => top >= 0 && (index === 0 || top > order[index - 1]))).toBe(true);
    await screenshot(page, 'admin-11-page-public', width);
  });

  it('lists the system models only when asked, then opens the table and the create form of every model without console errors', async () => {
    const page = await adminPage();
    const listed = () => page.locator('[data-model-link]').evaluateAll((links) => links.map((link) => link.getAttribute('data-model-link') ?? ''));
    const metadata = await page.evaluate(async () => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ adminModels { name system isRelation } }' }) });
      return ((await response.json()) as { data: { adminModels: { name: string; system: boolean; isRelation: boolean }[] } }).data.adminModels;
    });
    const system = metadata.filter((model) => model.system).map((model) => model.name);
    expect(system.sort()).toEqual(['EcommerceReceiptJob', 'NotificationNotification', 'RbacNonce', 'RbacRefreshToken']);
    expect((await listed()).sort()).toEqual(metadata.filter((model) => !model.system && !model.isRelation).map((model) => model.name).sort());
    await showSystemModels(page);
    await page.locator('[data-model-link="RbacRefreshToken"]').waitFor();
    const names = await listed();
    expect([...names].sort()).toEqual(metadata.map((model) => model.name).sort());

    for (const name of names) {
      const table = await openModel(page, name);
      await table.locator('[data-row-count]').waitFor();
      await table.locator('[data-add-new]').click();
      await page.locator(`form[data-model-form="${name}"]`).waitFor();
      await page.keyboard.press('Escape');
      await page.locator(`form[data-model-form="${name}"]`).waitFor({ state: 'detached' });
      expect(site.errors, name).toEqual([]);
    }
  });
});

describe(`the admin at ${TABLET} px (a tablet)`, () => {
  let site: SitePage;

  it('shows the panel and a table, hides the panel, and keeps the Edit dialog within 80% of the height, focus inside', async () => {
    site = await browser.open(TABLET);
    const { page } = site;
    await signInAsAdmin(page, baseUrl);
    const table = await openModel(page, 'HostPage');
    await table.locator('[data-row-card]').first().waitFor();
    await screenshot(page, 'admin-12-tablet-table', TABLET);

    await page.getByRole('button', { name: 'Hide' }).click();
    await page.locator('[data-model-panel]').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('[data-model-panel]').waitFor();
    // Showing the panel again may read the table again: a row card mounted anew would forget a
    // dialog opened on the one before it (on a loaded machine the click came first).
    await page.waitForLoadState('networkidle');

    // Any page: every one has the same form (the newest come first; the demo's home is on a later page).
    await table.locator('[data-row-card]').first().locator('[data-edit-row]').click();
    const form = dialog(page, 'Update Host page');
    await form.waitFor();
    // Measured once the form and its relation tables are drawn: taller than the dialog may be,
    // so its body scrolls (an empty dialog would pass the height check on nothing).
    await expect.poll(() => form.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const box = await form.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(1024 * 0.8 + 1);
    // Focus stays in the dialog however far one tabs.
    for (let step = 0; step < 40; step++) await page.keyboard.press('Tab');
    expect(await form.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await screenshot(page, 'admin-13-tablet-edit', TABLET);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    expect(site.errors).toEqual([]);
  });
});
