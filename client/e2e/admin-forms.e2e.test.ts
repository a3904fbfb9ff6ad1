import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminApi, type AdminApi, dialog, fillLocalized, openRelation, signInAsAdmin, submit } from './admin-browser';
import { screenshot, useBrowser, WIDTHS, type Width } from './browser';

// The admin's generic forms as the spec has them: a new row's adminTitle and slug filled in with
// generated values; startup widgets showing only adminTitle and title; an attribute's picker
// label showing its time as DD.MM.YYYY HH:mm.
const baseUrl = inject('baseUrl');
const browser = useBrowser();
let api: AdminApi;
beforeAll(async () => {
  api = await adminApi(baseUrl);
});

describe.each(WIDTHS)('the admin forms at %i px', (width: Width) => {
  const stamp = `${width}-${Date.now().toString(36)}`;

  async function adminPage() {
    const site = await browser.open(width);
    await signInAsAdmin(site.page, baseUrl);
    return site;
  }

  /** A model's table, by its address: on a phone too, where the models' panel hides behind a burger. */
  async function openTable(page: Page, model: string) {
    await page.goto(`${baseUrl}/admin/${model}`);
    const table = page.locator(`[data-model-table="${model}"]`);
    await table.locator('[data-row-count]').waitFor();
    return table;
  }

  it("fills in a new row's admin title and slug, which follow the title until changed, and saves them", async () => {
    const { page, errors } = await adminPage();
    const table = await openTable(page, 'HostLayout');
    await table.locator('[data-add-new]').click();
    const form = dialog(page, 'Create Host layout');
    const adminTitle = form.getByRole('textbox', { name: 'Admin title', exact: true });
    const slug = form.getByRole('textbox', { name: 'Slug', exact: true });
    // Generated as the server would: two words, and their slug with a random suffix.
    const words = await adminTitle.inputValue();
    expect(words).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
    const suffix = (await slug.inputValue()).match(/^[a-z]+-[a-z]+-([a-z0-9]{6})$/)?.[1];
    expect(await slug.inputValue()).toBe(`${words.toLowerCase().replace(' ', '-')}-${suffix}`);
    expect(await form.getByText('Filled in when left empty').count()).toBe(0);
    await screenshot(page, 'admin-forms-01-generated', width);

    // They follow the title typed, until changed by hand.
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Spring layout ${stamp}`);
    expect(await adminTitle.inputValue()).toBe(`Spring layout ${stamp}`);
    expect(await slug.inputValue()).toBe(`spring-layout-${stamp}-${suffix}`);
    await adminTitle.fill(`Layout of spring ${stamp}`);
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Summer layout ${stamp}`);
    expect(await adminTitle.inputValue()).toBe(`Layout of spring ${stamp}`);
    expect(await slug.inputValue()).toBe(`summer-layout-${stamp}-${suffix}`);
    await screenshot(page, 'admin-forms-02-generated-from-title', width);

    await submit(form, 'Create Host layout');
    const [saved] = await api.list('/api/host/layouts', 'slug', `summer-layout-${stamp}-${suffix}`);
    expect(saved).toMatchObject({ adminTitle: `Layout of spring ${stamp}`, title: `Summer layout ${stamp}` });
    expect(errors).toEqual([]);
  });

  it('shows only the admin title and the title of a startup widget', async () => {
    const { page, errors } = await adminPage();
    const table = await openTable(page, 'StartupWidget');
    await table.locator('[data-add-new]').click();
    const form = dialog(page, 'Create Startup widget');
    await form.getByRole('textbox', { name: 'Admin title', exact: true }).waitFor();
    const labels = await form.locator('[data-model-form] label').allTextContents();
    expect(labels.map((label) => label.replace(/\s*\*$/, '')).filter((label) => !/\((en|ru)\)$/.test(label))).toEqual(['Admin title', 'Title']);
    await fillLocalized(form, 'Title', { en: `Startup ${stamp}` });
    await form.getByRole('textbox', { name: 'Admin title', exact: true }).fill(`Startup widget ${stamp}`);
    await screenshot(page, 'admin-forms-03-startup-widget', width);
    await submit(form, 'Create Startup widget');
    const [saved] = await api.list('/api/startup/widgets', 'adminTitle', `Startup widget ${stamp}`);
    // The server fills in what the form leaves out.
    expect(saved).toMatchObject({ title: { en: `Startup ${stamp}` }, variant: 'default', slug: expect.stringMatching(/^startup-/) });
    expect(errors).toEqual([]);
  });

  it("labels an attribute holding a time as DD.MM.YYYY HH:mm in its picker", async () => {
    // A minute of each width's own: the picker lists the other width's attribute too.
    const time = `2026-11-26T13:${String(width % 60).padStart(2, '0')}:00.000Z`;
    const key = await api.create('/api/ecommerce/attribute-keys', { adminTitle: `Made on ${stamp}`, type: 'datetime' });
    const attribute = await api.create('/api/ecommerce/attributes', { datetime: time });
    await api.create('/api/ecommerce/attribute-keys-to-attributes', { attributeKeyId: key.id, attributeId: attribute.id });

    const { page, errors } = await adminPage();
    // The browser's clock's zone: the label shows the time there.
    const label = await page.evaluate((iso) => {
      const at = new Date(iso);
      const two = (value: number) => String(value).padStart(2, '0');
      return `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
    }, time);
    expect(label).toMatch(new RegExp(`^2[67]\\.11\\.2026 \\d\\d:${String(width % 60).padStart(2, '0')}$`));
    const keys = await openTable(page, 'EcommerceAttributeKey');
    await keys.locator('[data-row-card]').filter({ hasText: `Made on ${stamp}` }).locator('[data-edit-row]').click();
    const keyForm = dialog(page, 'Update Ecommerce attribute key');
    const links = await openRelation(keyForm, 'EcommerceAttributeKeysToAttributes');
    const card = links.locator('[data-row-card]').filter({ hasText: label });
    await card.locator('[data-edit-row]').click();
    const linkForm = dialog(page, 'Update Ecommerce attribute keys to attributes');
    const picker = linkForm.getByRole('combobox', { name: 'Attribute', exact: true });
    await expect.poll(() => picker.inputValue()).toBe(label);
    await picker.click();
    await page.getByRole('option', { name: label, exact: true }).waitFor();
    await screenshot(page, 'admin-forms-04-attribute-picker', width);
    expect(errors).toEqual([]);
  });
});
