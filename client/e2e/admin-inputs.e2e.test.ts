import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { publishInForm, signInAsAdmin } from './admin-browser';
import { screenshot, type SitePage, siteUrl as url, useBrowser } from './browser';

// The admin's rich-text editor and date pickers, used through the admin's own forms: blog
// articles (rich-text description) and e-commerce attributes (date and datetime fields).

const baseUrl = inject('baseUrl');
const WIDTH = 1280;

interface RawContent {
  blocks: { text: string; type: string; inlineStyleRanges: { offset: number; length: number; style: string }[]; entityRanges: { offset: number; length: number; key: number }[] }[];
  entityMap: Record<string, { type: string; data: { url: string } }>;
}

const browser = useBrowser();

/** A row as the generic REST API answers it. */
async function restRow(route: string, id: string): Promise<Record<string, unknown>> {
  const response = await fetch(url(`${route}/${id}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** 'DD/MM/YYYY' of a local date, as the pickers show it. */
const shownDate = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
/** The calendar's label of a day: '5 March 2024'. */
const dayLabel = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
/** A day's button in a calendar ('1 November' only, not '11 November' or '21 November'). */
const dayButton = (calendar: Locator, date: Date) => calendar.getByRole('button', { name: dayLabel(date), exact: true });

describe('admin inputs', () => {
  let site: SitePage;

  /** A tab signed in as the admin, at `path`. */
  async function adminPage(path: string): Promise<Page> {
    site = await browser.open(WIDTH);
    const page = site.page;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInAsAdmin(page, baseUrl);
    await page.goto(url(path));
    return page;
  }

  /** Opens the model's "Add new" form. */
  async function addNew(page: Page, model: string) {
    await page.locator(`[data-model-table="${model}"] [data-add-new]`).first().click();
    const dialog = page.locator(`[data-model-dialog="${model}"]`);
    await dialog.waitFor();
    return dialog;
  }

  it('writes rich text with headings, bold, links and copy, and saves it as draft-js JSON', async () => {
    const page = await adminPage('/admin/BlogArticle');
    const dialog = await addNew(page, 'BlogArticle');
    const adminTitle = `Rich text ${Date.now()}`;
    await dialog.getByLabel('Admin title').fill(adminTitle);
    const editor = dialog.getByRole('textbox', { name: 'Description (en)' });
    const toolbar = dialog.locator('[data-rich-text-editor="description.en"]').getByRole('toolbar', { name: 'Formatting' });
    const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });

    // A heading: the toolbar's H2, typed text, Enter to a plain paragraph.
    await editor.click();
    await tool('Heading 2').click();
    expect(await tool('Heading 2').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Care guide');
    await page.keyboard.press('Enter');
    // Draft-js keeps a heading's type on Enter: the toolbar turns it back.
    if ((await tool('Heading 2').getAttribute('aria-pressed')) === 'true') await tool('Heading 2').click();
    expect(await tool('Heading 2').getAttribute('aria-pressed')).toBe('false');

    // Bold with Ctrl+B, on and off while typing.
    await page.keyboard.type('Wash ');
    await page.keyboard.press('Control+b');
    expect(await tool('Bold').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('cold');
    await page.keyboard.press('Control+b');
    expect(await tool('Bold').getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.type(' only, see the shop.');
    expect(await editor.locator('h2').textContent()).toBe('Care guide');
    expect(await editor.locator('span[style*="font-weight: bold"]').textContent()).toBe('cold');

    // A link on "shop": select it, "Add link", an address, Enter.
    expect(await tool('Add link').isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'shop'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await tool('Add link').click();
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.fill('shop');
    await address.press('Enter');
    await page.getByText('Enter an address starting with https://, http://, mailto: or /').waitFor();
    await address.fill('https://example.com/shop');
    await address.press('Enter');
    await editor.locator('a[href="https://example.com/shop"]').waitFor();
    expect(await editor.locator('a').textContent()).toBe('shop');
    expect(await tool('Add link').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, '70-admin-rich-text-link', WIDTH);

    // Removed with the caret inside it (no exact selection needed), then linked again.
    await editor.locator('a').click();
    await tool('Remove link').click();
    expect(await editor.locator('a').count()).toBe(0);
    expect(await tool('Remove link').isDisabled()).toBe(true);
    // "shop" selected from the keyboard again: a double click's word depends on where it lands.
    await editor.locator('span', { hasText: 'see the shop' }).last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'shop'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await tool('Add link').click();
    await address.fill('/blog');
    await page.getByRole('button', { name: 'Apply' }).click();
    await editor.locator('a[href="/blog"]').waitFor();

    // Copy: the text lands on the clipboard, the toast says so, the button shows its check.
    await tool('Copy text').click();
    await page.getByText('Text copied to clipboard').waitFor();
    expect(await tool('Copy text').getAttribute('data-copied')).toBe('true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Care guide\nWash cold only, see the shop.');

    // Published as it is made: visitors (and the anonymous read below) see it.
    await publishInForm(dialog);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.request().postDataJSON()?.operationName === 'AdminCreateBlogArticle',
    );
    await dialog.getByRole('button', { name: /^Create / }).click();
    const body = (await (await created).json()) as { data: { row: { id: string } } };
    await dialog.locator('[data-mode="update"]').waitFor();

    const row = await restRow('/api/blog/articles', body.data.row.id);
    expect(row.adminTitle).toBe(adminTitle);
    const description = row.description as Record<string, string>;
    const raw = JSON.parse(description.en) as RawContent;
    expect(raw.blocks.map((block) => [block.type, block.text])).toEqual([
      ['header-two', 'Care guide'],
      ['unstyled', 'Wash cold only, see the shop.'],
    ]);
    expect(raw.blocks[1].inlineStyleRanges).toEqual([{ offset: 5, length: 4, style: 'BOLD' }]);
    const [link] = raw.blocks[1].entityRanges;
    expect({ text: raw.blocks[1].text.slice(link.offset, link.offset + link.length), ...raw.entityMap[link.key] }).toMatchObject({
      text: 'shop',
      type: 'LINK',
      data: { url: '/blog' },
    });
    // The other language was left empty: no text at all (the API's null, which drops a
    // language), not an empty document.
    expect(description.ru ?? null).toBeNull();
    expect(site.errors).toEqual([]);
  });

  it('opens plain-text descriptions (seeded content) in the editor too', async () => {
    const page = await adminPage('/admin/BlogArticle');
    const card = page.locator('[data-row-card="BlogArticle"]').first();
    await card.locator('[data-edit-row]').click();
    const dialog = page.locator('[data-model-dialog="BlogArticle"]');
    await dialog.waitFor();
    const field = dialog.getByLabel('Description (en)');
    const id = await card.getAttribute('data-row-id');
    const stored = ((await restRow('/api/blog/articles', id as string)).description as Record<string, string>).en;
    // The demo seed writes either: the editor opens whichever it is, plain text as paragraphs.
    expect(await field.getAttribute('contenteditable')).toBe('true');
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    if (!stored.trim().startsWith('{')) expect(words(await field.innerText())).toBe(words(stored));
    expect(site.errors).toEqual([]);
  });

  it('picks dates and date-times with future days disabled, and saves them as YYYY-MM-DD and ISO', async () => {
    const page = await adminPage('/admin/EcommerceAttribute');
    // The page's clock stands still mid-month (timers run on): tomorrow is on today's calendar
    // whatever day the test runs.
    const today = new Date(2026, 2, 14, 10, 30);
    await page.clock.setFixedTime(today);
    const dialog = await addNew(page, 'EcommerceAttribute');
    const firstOfMonth = new Date(today.getFullYear(), today.getMonth(), 1);

    // Date: today can be picked, tomorrow and the next months cannot.
    await dialog.getByRole('button', { name: 'Date', exact: true }).click();
    const calendar = page.locator('[data-dates-dropdown]').last();
    await dayButton(calendar, today).waitFor();
    expect(await dayButton(calendar, today).getAttribute('data-disabled')).toBeNull();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    expect(await dayButton(calendar, tomorrow).getAttribute('data-disabled')).toBe('true');
    expect(await calendar.locator('button[data-direction="next"]').isDisabled()).toBe(true);
    await screenshot(page, '71-admin-date-picker', WIDTH);
    await dayButton(calendar, firstOfMonth).click();
    expect(await dialog.getByRole('button', { name: 'Date', exact: true }).textContent()).toBe(shownDate(firstOfMonth));
    // The date's calendar closes first: the next one must not be confused with it while it fades.
    await expect.poll(() => page.locator('[data-dates-dropdown]').count()).toBe(0);

    // Datetime: a day of last month (never clamped to now), a time, the check button.
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    await dialog.getByRole('button', { name: 'Datetime', exact: true }).click();
    const timeCalendar = page.locator('[data-dates-dropdown]');
    await timeCalendar.locator('button[data-direction="previous"]').click();
    await dayButton(timeCalendar, lastMonth).click();
    await timeCalendar.locator('input').first().fill('09');
    await timeCalendar.locator('input').nth(1).fill('45');
    await timeCalendar.locator('button').last().click();
    expect(await dialog.getByRole('button', { name: 'Datetime', exact: true }).textContent()).toBe(`${shownDate(lastMonth)} 09:45`);

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.request().postDataJSON()?.operationName === 'AdminCreateEcommerceAttribute',
    );
    await dialog.getByRole('button', { name: /^Create / }).click();
    const body = (await (await created).json()) as { data: { row: { id: string } } };
    const row = await restRow('/api/ecommerce/attributes', body.data.row.id);
    const pad = (number: number) => String(number).padStart(2, '0');
    expect(row.date).toBe(`${firstOfMonth.getFullYear()}-${pad(firstOfMonth.getMonth() + 1)}-01`);
    // The browser's 09:45 local time (the test and the browser share this machine's zone).
    expect(new Date(row.datetime as string).toISOString()).toBe(
      new Date(lastMonth.getFullYear(), lastMonth.getMonth(), 1, 9, 45).toISOString(),
    );
    expect(site.errors).toEqual([]);
  });
});
