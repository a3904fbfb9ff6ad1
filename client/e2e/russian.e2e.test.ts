import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type Account, registeredAccount } from './accounts';
import { accountMenu, accountScreens } from './account-screens';
import { screenshot, siteUrl as url, useBrowser, type Width } from './browser';
import { waitForMail } from './mailbox';

// The sign-in screens, the account menu, the settings, the dummy payment page and the order
// list under /ru: every word of the site's own is Russian. English stays as the spec writes
// it (account.e2e.test.ts and cart.e2e.test.ts walk the same screens in English, at a phone's
// width too: the words are what this file is about, so it runs at one width).
const AUTH = '/ru/rbac/subject/authentication';

const browser = useBrowser();
const mailDir = inject('mailDir');

describe.each([1280 as Width])('the account screens in Russian at %i px', (width: Width) => {
  const { visit, lastTab, fillLogin, signIn } = accountScreens(browser, width, { email: 'Электронная почта', password: 'Пароль', login: 'Войти' });
  const toast = (page: Page, kind: 'success' | 'error') => page.locator(`[data-toast="${kind}"]`);
  const pathname = (page: Page) => new URL(page.url()).pathname;

  /** Signs in with an account of its own on the login card and opens the account menu of the page it lands on. */
  async function openAccountMenu(account: Account) {
    const page = await visit(`${AUTH}/select-method`);
    await signIn(page, account);
    await accountMenu(page).click();
    return page;
  }

  it('shows the login card and registers, the rules checked in Russian', async () => {
    const account = { email: `ivan-${width}-${Date.now()}@example.com`, password: 'pervyj-parol-1' };
    const page = await visit(`${AUTH}/select-method`);
    await page.getByRole('heading', { name: 'С возвращением' }).waitFor();
    for (const words of ['Войдите в свой аккаунт', 'Или войдите через', 'Email и пароль', 'Кошелёк Ethereum']) {
      expect(await page.getByText(words, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByText('Нет аккаунта? Зарегистрироваться').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Забыли пароль?' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Войти' }).isVisible()).toBe(true);
    await screenshot(page, '60-ru-select-method', width);

    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await page.getByRole('heading', { name: 'Регистрация' }).waitFor();
    expect(pathname(page)).toBe(`${AUTH}/email-and-password/registration`);
    expect(await page.getByText('Не менее 8 символов').isVisible()).toBe(true);
    await page.getByLabel('Электронная почта', { exact: true }).fill('ne-pochta');
    await page.getByLabel('Пароль', { exact: true }).fill('korotko');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Введите корректный адрес электронной почты').waitFor();
    expect(await page.getByText('Пароль должен содержать не менее 8 символов').isVisible()).toBe(true);
    await screenshot(page, '61-ru-register-invalid', width);

    await fillLogin(page, account);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await accountMenu(page).waitFor();
    // The success redirect keeps the language.
    expect(pathname(page)).toBe('/ru');
    await accountMenu(page).click();
    expect(await page.locator('[data-account-email]').textContent()).toBe(account.email);
    expect(await page.getByRole('menuitem', { name: 'Настройки' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Выйти' }).isVisible()).toBe(true);
    await screenshot(page, '62-ru-account-menu', width);
    expect(lastTab().errors).toEqual([]);
  });

  it('shows the settings in Russian and changes the password in its dialog', async () => {
    const account = await registeredAccount(`ivan-${width}`, 'pervyj-parol-1');
    const page = await openAccountMenu(account);
    await page.getByRole('menuitem', { name: 'Настройки' }).click();
    await page.locator('[data-identity-list]').waitFor();
    expect(pathname(page)).toBe('/ru/rbac/subjects/settings');
    expect(await page.getByRole('heading', { name: 'Настройки' }).isVisible()).toBe(true);
    expect(await page.getByText('Способы входа в ваш аккаунт.').isVisible()).toBe(true);
    const identity = page.locator('[data-identity="email_and_password"]');
    expect(await identity.textContent()).toContain(account.email);
    expect(await identity.textContent()).toContain('Почта');
    for (const action of ['Изменить', 'Сменить пароль', 'Удалить']) expect(await identity.getByRole('button', { name: action }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Мои заказы' }).isVisible()).toBe(true);
    await page.getByText('Заказов пока нет.').waitFor();
    await screenshot(page, '63-ru-settings', width);

    await identity.getByRole('button', { name: 'Сменить пароль' }).click();
    const dialog = page.getByRole('dialog', { name: 'Смена пароля' });
    await dialog.getByText('Введите текущий пароль и придумайте новый.').waitFor();
    await dialog.getByLabel('Текущий пароль', { exact: true }).fill(account.password);
    await dialog.getByLabel('Новый пароль', { exact: true }).fill('korotko');
    await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
    await dialog.getByText('Пароль должен содержать не менее 8 символов').waitFor();
    await dialog.getByLabel('Новый пароль', { exact: true }).fill('vtoroj-parol-2');
    await screenshot(page, '64-ru-change-password', width);
    await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
    await toast(page, 'success').getByText('Изменения сохранены').waitFor();
    expect(lastTab().errors).toEqual([]);
  });

  it('signs out to the Russian root, then shows a wrong password on the login card', async () => {
    const account = await registeredAccount(`ivan-${width}`, 'pervyj-parol-1');
    const page = await openAccountMenu(account);
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.getByRole('link', { name: 'Войти' }).waitFor();
    expect(pathname(page)).toBe('/ru');
    expect(await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'))).toBeNull();
    await screenshot(page, '65-ru-signed-out', width);

    // Signed out, the settings are not for this visitor.
    await page.goto(url('/ru/rbac/subjects/settings'));
    await page.getByText('Нет доступа').waitFor();

    await page.goto(url(`${AUTH}/select-method`));
    await fillLogin(page, { ...account, password: 'nevernyj-parol-1' });
    await page.getByRole('button', { name: 'Войти' }).click();
    // The server's message is shown as the server wrote it; the button turns red.
    await toast(page, 'error').waitFor();
    expect(await page.getByRole('button', { name: 'Войти' }).getAttribute('data-status')).toBe('error');
    expect(await accountMenu(page).count()).toBe(0);
    await screenshot(page, '66-ru-login-failed', width);
    await signIn(page, account);
    expect(pathname(page)).toBe('/ru');
  });

  it('pays on the dummy payment page in Russian and lists the order with its status in Russian', async () => {
    const account = await registeredAccount(`ivan-${width}`, 'pervyj-parol-1');
    const page = await visit(`${AUTH}/select-method`);
    await signIn(page, account);
    await page.locator('[data-product-card]').filter({ hasText: 'Керамическая кружка' }).first().click();
    await page.getByRole('button', { name: 'Купить сейчас' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/ru\/billing\/dummy\/invoices\//);
    await page.getByRole('heading', { name: 'Тестовая оплата' }).waitFor();
    // The order's number, once read (the invoice's short id until then), what is paid for, and the choice.
    await page.getByText(/^Заказ \d+$/).waitFor();
    expect(await page.getByText('Выберите, чем закончится этот платёж.').isVisible()).toBe(true);
    expect((await page.locator('[data-items-summary]').textContent())?.replace(/\u00a0/g, ' ')).toContain('Керамическая кружка × 1');
    expect(await page.getByRole('button', { name: 'Отменить' }).isVisible()).toBe(true);
    await screenshot(page, '67-ru-dummy-payment', width);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    // Paid: the order's confirmation, in Russian.
    await page.waitForURL(/\/ru\/billing\/invoices\/[^/]+\?result=success$/);
    await page.locator('[data-invoice-status="paid"]').getByText('Спасибо за заказ!').waitFor();
    // The order's mail is written in the language the buyer shopped in, and links the Russian page.
    const number = /Заказ (\d+)/.exec((await page.locator('main').textContent()) ?? '')?.[1];
    const mail = await waitForMail(mailDir, account.email);
    expect(mail).toContain(`Заказ ${number}`);
    expect(mail).toContain('Мы получили оплату и готовим ваш заказ');
    expect(mail).toContain('Керамическая кружка × 1');
    expect(mail).toMatch(/\/ru\/billing\/invoices\//);

    await page.getByRole('link', { name: 'Вернуться в магазин' }).click();
    await page.waitForURL(url('/ru'));
    await page.goto(url('/ru/rbac/subjects/settings'));
    const order = page.locator('[data-order="approving"]');
    await order.waitFor();
    expect(await order.textContent()).toContain('Керамическая кружка × 1');
    expect(await order.textContent()).toContain('Оплачен · на подтверждении');
    await screenshot(page, '68-ru-orders', width);
    expect(lastTab().errors).toEqual([]);
  });
});
