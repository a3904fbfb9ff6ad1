import type { Browser, Locator, Page } from 'playwright-core';
import type { SitePage } from './browser';
import { E2E_ADMIN } from './site-server';

// Steps of the admin walks: sign in, open a model's table, fill its generic forms.

/** The administrator the e2e server creates on start (its settings in site-server.ts). */
export const ADMIN = E2E_ADMIN;

/** A tablet's width: the admin must work there too. */
export const TABLET = 768;

/** A tab at a width the public site's helpers do not cover (a tablet), recording errors. */
export async function openTabletPage(browser: Browser): Promise<SitePage> {
  const context = await browser.newContext({ viewport: { width: TABLET, height: 1024 }, deviceScaleFactor: 1, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, operations: [] };
}

/** Signs in on the sign-in screen /admin sends anonymous visitors to, then opens /admin. */
export async function signInAsAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin`);
  await page.waitForURL(/\/rbac\/subject\/authentication\/select-method$/);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.locator('[data-account-menu]').waitFor();
  await page.goto(`${baseUrl}/admin`);
  await page.locator('[data-model-panel]').waitFor();
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

/** Opens a relation table inside a form. */
export async function openRelation(scope: Locator, relation: string): Promise<Locator> {
  const item = scope.locator(`[data-relation="${relation}"]`);
  await item.getByRole('button').first().click();
  const table = item.locator(`[data-model-table="${relation}"]`);
  await table.waitFor();
  return table;
}

/**
 * Adds a relation row from inside its parent's form: 'Add new', pick the other side, save,
 * close the row's dialog with Escape (only it closes), wait for the row's card.
 */
export async function addRelationRow(page: Page, table: Locator, relationLabel: string, field: string, option: string, extra?: (form: Locator) => Promise<void>) {
  const cards = table.locator('[data-row-card]');
  const before = await cards.count();
  await table.locator('[data-add-new]').click();
  const form = dialog(page, `Create ${relationLabel}`);
  await form.waitFor();
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
