import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, openModel, signInAsAdmin } from './admin-browser';
import { screenshot, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// The admin's table paged by cursor: next, previous, first and last page over 30 rows of this
// file's own (found by a search term only they hold), newest first, 12 to a page.
const ROWS = 30;
const PAGE = 12;
const stamp = `pager${Date.now().toString(36)}`;
/** Admin titles in the table's order: newest first. */
const titles = Array.from({ length: ROWS }, (_, i) => `Pager ${stamp} ${String(ROWS - i).padStart(2, '0')}`);

const created: string[] = [];
beforeAll(async () => {
  const api = await adminApi(baseUrl);
  // Oldest first, so that the table (newest first) shows them as `titles` lists them.
  for (const title of [...titles].reverse()) {
    const row = await api.create('/api/ecommerce/products', { slug: title.toLowerCase().replaceAll(' ', '-'), adminTitle: title, title: { en: title } });
    created.push(String(row.id));
  }
});
// Gone again: the shop's 'New arrivals' (newest first) would show them to the other files' walks
// in place of the demo's products.
afterAll(async () => {
  const api = await adminApi(baseUrl);
  for (const id of created) await api.remove('/api/ecommerce/products', id);
});

/** The admin titles the table shows, once it shows `expected` (the page the click asked for). */
async function shownAfter(table: Locator, expected: string[]) {
  const shown = () => table.locator('[data-row-card] [data-row-title]').allTextContents();
  await expect.poll(shown).toEqual(expected);
  return shown();
}

describe('the admin table, page by page', () => {
  it('goes to the next, previous, first and last page by cursor, numbering the pages it shows', async () => {
    const site = await browser.open(1280);
    const { page } = site;
    await signInAsAdmin(page, baseUrl);
    const table = await openModel(page, 'EcommerceProduct');
    await table.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await shownAfter(table, titles.slice(0, PAGE));
    await expect.poll(() => table.locator('[data-row-count]').getAttribute('data-row-count')).toBe(String(ROWS));

    const pager = table.locator('[data-cursor-pager]');
    const button = (name: string) => pager.getByRole('button', { name, exact: true });
    const number = () => pager.locator('[data-page-number]').textContent();
    expect(await number()).toBe('Page 1 of 3');
    expect(await button('First page').isDisabled()).toBe(true);
    expect(await button('Previous page').isDisabled()).toBe(true);

    await button('Next page').click();
    await shownAfter(table, titles.slice(PAGE, 2 * PAGE));
    expect(await number()).toBe('Page 2 of 3');
    await button('Next page').click();
    await shownAfter(table, titles.slice(2 * PAGE));
    expect(await number()).toBe('Page 3 of 3');
    expect(await button('Next page').isDisabled()).toBe(true);
    expect(await button('Last page').isDisabled()).toBe(true);

    await button('Previous page').click();
    await shownAfter(table, titles.slice(PAGE, 2 * PAGE));
    await button('First page').click();
    await shownAfter(table, titles.slice(0, PAGE));
    expect(await number()).toBe('Page 1 of 3');

    // The last page: the last 12 rows, read from the end; the pages before it counted from there.
    await button('Last page').click();
    await shownAfter(table, titles.slice(ROWS - PAGE));
    expect(await number()).toBe('Page 3 of 3');
    expect(await button('Last page').isDisabled()).toBe(true);
    await screenshot(page, '72-admin-last-page', 1280);
    await button('Previous page').click();
    await shownAfter(table, titles.slice(ROWS - 2 * PAGE, ROWS - PAGE));
    expect(await number()).toBe('Page 2 of 3');
    await button('Previous page').click();
    await shownAfter(table, titles.slice(0, ROWS - 2 * PAGE));
    expect(await number()).toBe('Page 1 of 3');
    expect(await button('Previous page').isDisabled()).toBe(true);
    await button('Next page').click();
    await shownAfter(table, titles.slice(ROWS - 2 * PAGE, ROWS - PAGE));
    expect(site.errors).toEqual([]);
  });
});
