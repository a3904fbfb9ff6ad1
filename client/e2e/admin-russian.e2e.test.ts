import { describe, expect, it } from 'vitest';
import { ADMIN } from './admin-browser';
import { violations } from './axe';
import { screenshot, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';

// The back-office in Russian (issue 36): under `/ru/admin`, as the rest of the site under `/ru`.
// The owner signs in on the Russian sign-in and comes back to `/ru/admin`; the dashboard and the
// orders screen speak Russian and their links stay under `/ru`; the language switch leads to the
// same screen in English, its filters kept, and back.

const browser = useBrowser();

describe.each(WIDTHS)('the back-office in Russian at %i px', (width: Width) => {
  const phone = width < 500;

  it('signs in from /ru/admin and back there; the dashboard and the orders screen in Russian; the language switch', async () => {
    const { page, errors } = await browser.open(width);
    await page.goto(url('/ru/admin'));
    await page.waitForURL(url('/ru/rbac/subject/authentication/select-method?next=%2Fru%2Fadmin'));
    await page.getByLabel('Электронная почта', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(url('/ru/admin'));

    // The dashboard: Russian headings, Russian in <html lang>, its links under /ru.
    const dashboard = page.locator('[data-dashboard]');
    await dashboard.getByRole('heading', { level: 1, name: 'Сводка' }).waitFor();
    await dashboard.locator('[data-dashboard-figure="paid-today-checkouts"]').waitFor();
    for (const title of ['Оплачено сегодня', 'Заказы ждут вас', 'Перейти']) await dashboard.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.title()).toMatch(/^Администрирование · /);
    expect(await dashboard.locator('[data-dashboard-link="orders"]').getAttribute('href')).toBe('/ru/admin/orders');
    expect(await dashboard.locator('[data-dashboard-link="products"]').getAttribute('href')).toBe('/ru/admin/EcommerceProduct');
    expect(await violations(page, '[data-admin]')).toEqual([]);
    await screenshot(page, 'admin-ru-10-dashboard', width);

    // The orders screen from the menu, in Russian.
    if (phone) await page.getByRole('button', { name: 'Модели', exact: true }).click();
    await page.locator('[data-orders-link]').click();
    await page.waitForURL(url('/ru/admin/orders'));
    await page.getByRole('heading', { level: 1, name: 'Заказы' }).waitFor();
    await page.locator('[data-admin-orders] [data-orders-for=""]').waitFor();
    expect(await page.title()).toMatch(/^Заказы · Администрирование · /);
    expect(await page.locator('[data-orders-link]').getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'admin-ru-11-orders', width);

    // The language switch: the same screen in English, with its filter, and back.
    await page.goto(url('/ru/admin/orders?status=approving'));
    await page.locator('[data-admin-orders] [data-orders-for="status=approving"]').waitFor();
    await page.locator('[data-admin]').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'en' }).click();
    await page.waitForURL(url('/admin/orders?status=approving'));
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.locator('[data-admin]').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ru' }).click();
    await page.waitForURL(url('/ru/admin/orders?status=approving'));
    await page.getByRole('heading', { level: 1, name: 'Заказы' }).waitFor();
    // The header's title leads to the Russian dashboard.
    await page.getByRole('link', { name: 'Админка', exact: true }).click();
    await page.waitForURL(url('/ru/admin'));
    await dashboard.getByRole('heading', { level: 1, name: 'Сводка' }).waitFor();
    expect(errors).toEqual([]);
  });
});
