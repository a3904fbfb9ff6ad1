import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { E2E_ADMIN } from './site-server';

// Steps of the admin walks: sign in, open a model's table, fill its generic forms.

/** The administrator the e2e server creates on start (its settings in site-server.ts). */
export const ADMIN = E2E_ADMIN;

/** The sign-in screen /admin sends anonymous visitors to, asked to come back to /admin. */
export const ADMIN_SIGN_IN = /\/rbac\/subject\/authentication\/select-method\?next=%2Fadmin$/;

/** Signs in on the sign-in screen /admin sends anonymous visitors to, which comes back to /admin. */
export async function signInAsAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin`);
  await page.waitForURL(ADMIN_SIGN_IN);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  // Attached: on a phone the panel waits behind its burger.
  await page.locator('[data-model-panel]').waitFor({ state: 'attached' });
}

/** Lists the join tables and system models in the left panel (the switch is remembered per browser). */
export async function showSystemModels(page: Page) {
  const toggle = page.getByLabel('Show system models');
  if (!(await toggle.isChecked())) await toggle.check();
}

/** Opens a model's table from the left panel. */
export async function openModel(page: Page, name: string): Promise<Locator> {
  await page.locator(`[data-model-link="${name}"]`).click();
  const table = page.locator(`[data-model-table="${name}"]`);
  await table.waitFor();
  return table;
}

/** The open dialog titled `title` ('Create Ecommerce product', 'Delete?'). */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

/** Fills one language tab of a per-language field. */
export async function fillLocalized(scope: Locator, label: string, texts: { en?: string; ru?: string }) {
  const field = scope.locator(`[data-localized-input]`).filter({ has: scope.page().getByText(label, { exact: true }) }).first();
  for (const [language, text] of Object.entries(texts)) {
    await field.getByRole('tab', { name: language, exact: true }).click();
    await field.getByLabel(`${label} (${language})`, { exact: true }).fill(text);
  }
}

/** Picks a row in a reference select input, typing to search when `search` is given. */
export async function pick(scope: Locator, label: string, option: string, search?: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/**
 * Submits a model dialog's form by its button and waits until the button shows success. The
 * dialog is followed by its model, not its title: a created row's dialog stays open as its
 * 'Update …' dialog (for its relation tables).
 */
export async function submit(scope: Locator, button: string) {
  const model = await scope.getAttribute('data-model-dialog');
  await scope.getByRole('button', { name: button, exact: true }).click();
  await scope.page().locator(`[data-model-dialog="${model}"] button[type="submit"][data-status="success"]`).waitFor();
}

/**
 * Turns on a publishable row's Published switch in its form (products, pages and articles
 * start as drafts, which visitors do not see); the form is submitted after.
 */
export async function publishInForm(form: Locator) {
  // Its label holds its description too (Mantine's switch): 'Published A draft: …'.
  const published = form.getByRole('switch', { name: /^Published\b/ });
  await published.check();
  expect(await published.isChecked()).toBe(true);
}

/** Saves the product editor (/admin/products/…); a refused save fails the test with what the toast said. */
export async function saveProductEditor(page: Page) {
  await page.locator('[data-product-editor] button[type="submit"]').click();
  const settled = page.locator('[data-product-editor] button[type="submit"]:is([data-status="success"], [data-status="error"])');
  await settled.waitFor();
  if ((await settled.getAttribute('data-status')) === 'error') throw new Error(`The save was refused: ${await page.locator('.mantine-Notification-root').allTextContents()}`);
}

/** Opens a relation table inside a form. */
export async function openRelation(scope: Locator, relation: string): Promise<Locator> {
  const item = scope.locator(`[data-relation="${relation}"]`);
  await item.getByRole('button').first().click();
  const table = item.locator(`[data-model-table="${relation}"]`);
  await table.waitFor();
  return table;
}

/**
 * Clicks until `shown` appears: a click on a table's button while the table still settles
 * (its rows arriving, its parent dialog's transition) can be lost on a busy machine (seen in CI).
 */
async function clickUntilShown(button: Locator, shown: Locator, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    await button.click();
    try {
      await shown.waitFor({ timeout: 6_000 });
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * Adds a relation row from inside its parent's form: 'Add new', pick the other side, save,
 * close the row's dialog with Escape (only it closes), wait for the row's card.
 */
export async function addRelationRow(page: Page, table: Locator, relationLabel: string, field: string, option: string, extra?: (form: Locator) => Promise<void>) {
  const cards = table.locator('[data-row-card]');
  const before = await cards.count();
  const form = dialog(page, `Create ${relationLabel}`);
  await clickUntilShown(table.locator('[data-add-new]'), form);
  await pick(form, field, option);
  await extra?.(form);
  await submit(form, `Create ${relationLabel}`);
  await dialog(page, `Update ${relationLabel}`).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page, `Update ${relationLabel}`).waitFor({ state: 'hidden' });
  // The list refetches a second after the write (the spec's delay).
  await cards.nth(before).waitFor();
  await table.locator('[data-row-card]').filter({ hasText: option }).first().waitFor();
}

export interface AdminApi {
  /** Creates a row through the generic REST route (`/api/ecommerce/products`), with file parts when given. */
  create(route: string, data: Record<string, unknown>, files?: Record<string, { name: string; type: string; bytes: Buffer }>): Promise<Record<string, unknown>>;
  /** One row as the API answers it. */
  read(route: string, id: string): Promise<Record<string, unknown>>;
  /** The rows whose `column` equals `value` (the first hundred rows without them). */
  list(route: string, column?: string, value?: string): Promise<Record<string, unknown>[]>;
  /** Deletes a row through the generic REST route, as the admin's Delete does. */
  remove(route: string, id: string): Promise<Record<string, unknown>>;
  /** Changes a row through the generic REST route. */
  update(route: string, id: string, data: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Gives a product a price (`amount`) in the demo's default currency, US dollars: what publishing it needs. */
  price(productId: string, amount?: string): Promise<void>;
}

/**
 * The REST API signed in as the administrator: for rows a test needs but does not make on
 * screen, and to read back what a screen saved.
 */
export async function adminApi(baseUrl: string): Promise<AdminApi> {
  const signIn = await fetch(`${baseUrl}/api/rbac/subjects/authentication/email-and-password/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`The administrator's sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { jwt } = ((await signIn.json()) as { data: { jwt: string } }).data;
  const authorization = `Bearer ${jwt}`;

  async function call<T>(method: string, path: string, body?: FormData | string): Promise<T> {
    const headers: Record<string, string> = { authorization };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  const api: AdminApi = {
    create(route, data, files) {
      if (!files) return call('POST', route, JSON.stringify({ data }));
      const form = new FormData();
      form.append('data', JSON.stringify(data));
      for (const [field, file] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      return call('POST', route, form);
    },
    read: (route, id) => call('GET', `${route}/${id}`),
    remove: (route, id) => call('DELETE', `${route}/${id}`),
    update: (route, id, data) => call('PATCH', `${route}/${id}`, JSON.stringify({ data })),
    async price(productId, amount = '10.00') {
      const [key] = await api.list('/api/ecommerce/attribute-keys', 'kind', 'price');
      const [usd] = await api.list('/api/billing/currencies', 'slug', 'usd');
      const price = await api.create('/api/ecommerce/attributes', { number: amount });
      await api.create('/api/ecommerce/attribute-keys-to-attributes', { attributeKeyId: key.id, attributeId: price.id });
      await api.create('/api/ecommerce/attributes-to-billing-module-currencies', { attributeId: price.id, billingModuleCurrencyId: usd.id });
      await api.create('/api/ecommerce/products-to-attributes', { productId, attributeId: price.id });
    },
    list: (route, column, value) => {
      if (column === undefined || value === undefined) return call('GET', `${route}?limit=100`);
      const query = new URLSearchParams({ 'filters[and][0][column]': column, 'filters[and][0][method]': 'eq', 'filters[and][0][value]': value });
      return call('GET', `${route}?${query}`);
    },
  };
  return api;
}

/**
 * Deletes the products made since `since` (a file's walks, in its afterAll): the shop's 'New
 * arrivals' lists the newest first, so products left behind would take the demo's places on
 * the home page that later files walk.
 */
export async function removeProductsMadeSince(baseUrl: string, since: Date) {
  const api = await adminApi(baseUrl);
  const products = await api.list('/api/ecommerce/products');
  for (const product of products.filter((row) => new Date(String(row.createdAt)) >= since)) {
    await api.remove('/api/ecommerce/products', String(product.id)).catch(() => {});
  }
}

/** A 1×1 PNG, for uploads. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
