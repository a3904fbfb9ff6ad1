import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, adminApi, type AdminApi, dialog, publishInForm, removeProductsMadeSince, signInAsAdmin, submit, PNG } from './admin-browser';
import { screenshot, siteUrl as url, useBrowser, WIDTHS } from './browser';

// The back-office a shop owner runs the shop from (issue 36.6): a model list without join
// tables and system models, the rich-text editor on every rich text, files titled by their
// names, server-filled fields read-only, deletes that name the row, a sign-in that comes back.

const baseUrl = inject('baseUrl');
// The products this file's walks make are deleted after them (see removeProductsMadeSince).
const started = new Date();
afterAll(() => removeProductsMadeSince(baseUrl, started));
const browser = useBrowser();


let api: AdminApi;
type Metadata = { name: string; module: string; system: boolean; isRelation: boolean }[];
let metadata: Metadata;
beforeAll(async () => {
  api = await adminApi(baseUrl);
  const signIn = await fetch(`${baseUrl}/api/rbac/subjects/authentication/email-and-password/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  });
  const { jwt } = ((await signIn.json()) as { data: { jwt: string } }).data;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ query: '{ adminModels { name module system isRelation } }' }),
  });
  metadata = ((await response.json()) as { data: { adminModels: Metadata } }).data.adminModels;
});

describe.each(WIDTHS)('the back-office at %i px', (width) => {
  const phone = width < 500;
  const stamp = `${width}x${Date.now().toString(36)}`;

  async function signedIn(): Promise<{ page: Page; errors: string[] }> {
    const site = await browser.open(width);
    await signInAsAdmin(site.page, baseUrl);
    return site;
  }

  /** The left panel, opened from its burger on a phone. */
  async function openPanel(page: Page) {
    if (phone) await page.getByRole('button', { name: 'Models', exact: true }).click();
    await page.locator('[data-model-panel]').waitFor({ state: 'visible' });
  }

  /** Searches the open table for `term`, which names one row of this test's own. */
  async function findRow(page: Page, model: string, term: string) {
    const table = page.locator(`[data-model-table="${model}"]`);
    await table.getByRole('searchbox', { name: 'Search' }).fill(term);
    // The search applies after a short pause: until then the rows of the last search are shown.
    const found = table.locator('[data-row-card]').filter({ hasText: term });
    await expect.poll(async () => [await table.locator('[data-row-card]').count(), await found.count()], { timeout: 15_000 }).toEqual([1, 1]);
    return found;
  }

  it('brings an owner who asked for an admin page back to it after signing in', async () => {
    const { page, errors } = await browser.open(width);
    await page.goto(url('/admin/EcommerceProduct'));
    await page.waitForURL(/\/rbac\/subject\/authentication\/select-method\?next=%2Fadmin%2FEcommerceProduct$/);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/admin/EcommerceProduct'));
    await page.locator('[data-model-table="EcommerceProduct"] [data-row-count]').waitFor();
    // A sign-in asked to go elsewhere than this site goes to the site root.
    await page.goto(url('/rbac/subject/authentication/logout'));
    await page.waitForURL(url('/'));
    await page.goto(url(`/rbac/subject/authentication/select-method?next=${encodeURIComponent('//evil.example/x')}`));
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/'));
    expect(errors).toEqual([]);
  });

  it('lists the models a shop is run with; join tables and system models only when asked, and remembers the switch', async () => {
    const { page, errors } = await signedIn();
    await openPanel(page);
    const listed = () => page.locator('[data-model-link]').evaluateAll((links) => links.map((link) => link.getAttribute('data-model-link') ?? ''));
    const groups = () => page.locator('[data-module-group]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-module-group') ?? ''));
    const content = metadata.filter((model) => !model.system && !model.isRelation);
    expect((await listed()).sort()).toEqual(content.map((model) => model.name).sort());
    expect(await listed()).not.toContain('HostPagesToLayouts');
    // A module with nothing but join tables or system tables has no heading.
    expect((await groups()).sort()).toEqual([...new Set(content.map((model) => model.module))].sort());
    await screenshot(page, 'admin-20-models', width);

    await page.getByLabel('Show system models').check();
    await page.locator('[data-model-link="HostPagesToLayouts"]').waitFor();
    expect((await listed()).sort()).toEqual(metadata.map((model) => model.name).sort());
    await screenshot(page, 'admin-21-models-with-system', width);

    // Remembered in this browser.
    await page.reload();
    await openPanel(page);
    expect(await page.getByLabel('Show system models').isChecked()).toBe(true);
    await page.locator('[data-model-link="RbacRefreshToken"]').waitFor();
    await page.getByLabel('Show system models').uncheck();
    await page.locator('[data-model-link="RbacRefreshToken"]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('edits rich text in the editor (plain text too) with lists and an image from the file storage, shown so on the product page', async () => {
    const image = await api.create('/api/file-storage/files', { adminTitle: `Rich image ${stamp}` }, { file: { name: 'rich.png', type: 'image/png', bytes: PNG } });
    const title = `Rich product ${stamp}`;
    const product = await api.create('/api/ecommerce/products', { adminTitle: title, title: { en: title }, description: { en: 'Plain words.\nSecond line.' } });
    await api.price(String(product.id));
    const { page, errors } = await signedIn();

    // A seeded product's plain-text description opens in the editor, not in a text area.
    await page.goto(url('/admin/EcommerceProduct'));
    const tote = await findRow(page, 'EcommerceProduct', 'Canvas tote');
    await tote.locator('[data-edit-row]').click();
    const toteForm = dialog(page, 'Update Ecommerce product');
    await toteForm.locator('[data-rich-text-editor="description.en"] [contenteditable="true"]').waitFor();
    expect(await toteForm.locator('textarea[name="description.en"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await toteForm.waitFor({ state: 'hidden' });

    const card = await findRow(page, 'EcommerceProduct', title);
    await card.locator('[data-edit-row]').click();
    const form = dialog(page, 'Update Ecommerce product');
    const editor = form.locator('[data-rich-text-editor="description.en"]');
    const text = editor.locator('[contenteditable="true"]');
    await text.getByText('Plain words.').click();
    await editor.getByRole('button', { name: 'Bulleted list' }).click();
    await text.getByText('Second line.').click();
    // The image goes after the line, not into it.
    await page.keyboard.press('End');
    await editor.getByRole('button', { name: 'Numbered list' }).click();
    await editor.getByRole('button', { name: 'Insert image' }).click();
    const imageForm = page.locator('[data-rich-text-image-form]');
    const stored = imageForm.getByRole('combobox', { name: 'From the file storage' });
    await stored.click();
    await stored.fill(stamp);
    await page.getByRole('option', { name: `Rich image ${stamp}`, exact: true }).click();
    expect(await imageForm.getByRole('textbox', { name: 'Image address' }).inputValue()).toBe(image.file);
    await imageForm.getByRole('textbox', { name: 'Alternative text' }).fill('A pixel');
    await imageForm.getByRole('button', { name: 'Insert' }).click();
    await editor.locator('[data-rich-text-image]').waitFor();
    await editor.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-22-rich-text-editor', width);
    // Published with the edit (made as a draft): the product page shows it to visitors.
    await publishInForm(form);
    await submit(form, 'Update Ecommerce product');

    const saved = (await api.read('/api/ecommerce/products', product.id as string)) as { slug: string; description: { en: string } };
    const blocks = (JSON.parse(saved.description.en) as { blocks: { type: string; text: string }[] }).blocks;
    expect(blocks.filter((block) => block.text.trim()).map((block) => [block.type, block.text.trim()])).toEqual([
      ['unordered-list-item', 'Plain words.'],
      ['ordered-list-item', 'Second line.'],
    ]);
    expect(blocks.some((block) => block.type === 'atomic')).toBe(true);

    await page.goto(url(`/ecommerce/products/${saved.slug}`));
    const overview = page.locator('[data-product-overview]');
    await overview.locator('ul li', { hasText: 'Plain words.' }).waitFor();
    await overview.locator('ol li', { hasText: 'Second line.' }).waitFor();
    const shown = overview.getByRole('img', { name: 'A pixel' });
    expect(await shown.getAttribute('src')).toBe(`/public${image.file as string}`);
    await expect.poll(() => shown.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('titles an uploaded file with its own name and shows what the server filled as text, not inputs', async () => {
    const { page, errors } = await signedIn();
    await page.goto(url('/admin/FileStorageFile'));
    await page.locator('[data-model-table="FileStorageFile"] [data-add-new]').click();
    const create = dialog(page, 'Create File storage file');
    // Before anything is stored, there is nothing for the server to have filled.
    for (const filled of ['mimeType', 'size', 'width', 'extension', 'provider', 'source']) {
      expect(await create.locator(`[name="${filled}"]`).count(), filled).toBe(0);
    }
    const name = `upload-test-${stamp}.png`;
    await create.locator('[data-file-input="file"] input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await submit(create, 'Create File storage file');

    const saved = dialog(page, 'Update File storage file');
    expect(await saved.getByRole('textbox', { name: 'Admin title', exact: true }).inputValue()).toBe(name);
    const facts = saved.locator('[data-read-only-fields]');
    const fact = (field: string) => facts.locator(`[data-read-only-field="${field}"]`).textContent();
    expect(await fact('mimeType')).toBe('Mime typeimage/png');
    expect(await fact('width')).toBe('Width1');
    expect(await fact('extension')).toBe('Extensionpng');
    expect(await fact('provider')).toBe('Providerlocal');
    expect(await fact('size')).toBe(`Size${PNG.length}`);
    for (const filled of ['mimeType', 'size', 'width', 'height', 'extension', 'provider', 'source', 'id', 'createdAt']) {
      expect(await saved.locator(`input[name="${filled}"], textarea[name="${filled}"]`).count(), filled).toBe(0);
    }
    await facts.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-23-file-form', width);
    await page.keyboard.press('Escape');
    await findRow(page, 'FileStorageFile', name);
    expect(errors).toEqual([]);
  });

  it('names the row a delete asks about, and deletes it', async () => {
    const title = `Linen tote ${stamp}`;
    const product = await api.create('/api/ecommerce/products', { adminTitle: title, title: { en: title } });
    const { page, errors } = await signedIn();
    await page.goto(url('/admin/EcommerceProduct'));
    const card = await findRow(page, 'EcommerceProduct', title);
    await card.locator('[data-delete-row]').click();
    const confirm = dialog(page, `Delete product '${title}'?`);
    await confirm.waitFor();
    await screenshot(page, 'admin-24-delete-confirm', width);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted successfully').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await api.list('/api/ecommerce/products', 'id', product.id as string)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
