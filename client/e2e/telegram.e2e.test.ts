import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedTelegramLogin, TEST_TELEGRAM_BOT_NAME } from '../../server/test/helpers/telegram-login';
import { accountMenu, accountScreens } from './account-screens';
import { registeredAccount } from './accounts';
import { screenshot, siteUrl, useBrowser } from './browser';

// Sign-in with Telegram in the browser, on the e2e server, which has a (test) bot (site-server.ts);
// that a server without one does not offer it is the sign-in screen's unit test.
// Telegram's widget script is never fetched: the tab's requests for it get a stand-in that
// does what the real widget does once the visitor confirms in Telegram, sending the browser to
// the widget's `data-auth-url` with an answer signed by the test bot's token.

const SELECT_METHOD = '/rbac/subject/authentication/select-method';
const WIDTH = 1280;

const browser = useBrowser();
const { visit, signIn, lastTab } = accountScreens(browser, WIDTH, { email: 'Email', password: 'Password', login: 'Login' });

/** The stand-in for telegram-widget.js: a button that, clicked, comes back with `answer` as the real widget would. */
function fakeWidget(answer: Record<string, string | number>) {
  return `(() => {
    const script = document.currentScript;
    // Like the real widget: a script element the page removed before it ran draws nothing.
    if (!script || !script.parentNode) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Log in with Telegram (test widget for ' + script.dataset.telegramLogin + ')';
    button.onclick = () => {
      const url = new URL(script.dataset.authUrl);
      for (const [key, value] of Object.entries(${JSON.stringify(answer)})) url.searchParams.set(key, String(value));
      location.href = url.href;
    };
    script.parentNode.insertBefore(button, script);
  })();`;
}

describe('Telegram sign-in', () => {
  it('signs a visitor in through the widget and back, the answer leaving the address, under the content policy', async () => {
    const { page, errors } = await browser.open(WIDTH);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy|refused to (load|execute|frame|evaluate)/i.test(message.text())) violations.push(message.text());
    });
    const widgetRequests: string[] = [];
    const telegramId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    await page.route('https://telegram.org/**', (route: Route) => {
      widgetRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: fakeWidget(signedTelegramLogin({ id: telegramId, username: 'e2e_user' })) });
    });
    // Anything else of Telegram's (the real widget's frame) would go to the network: refused, and seen.
    await page.route('https://oauth.telegram.org/**', (route: Route) => {
      widgetRequests.push(route.request().url());
      return route.abort();
    });

    await page.goto(siteUrl(SELECT_METHOD));
    await page.getByRole('radio', { name: 'Telegram' }).waitFor({ state: 'attached' });
    // Not loaded until Telegram is the method chosen.
    expect(widgetRequests).toEqual([]);
    await page.getByText('Telegram', { exact: true }).click();
    const widgetButton = page.getByRole('button', { name: `Log in with Telegram (test widget for ${TEST_TELEGRAM_BOT_NAME})` });
    await widgetButton.waitFor();
    expect(widgetRequests).toEqual(['https://telegram.org/js/telegram-widget.js?22']);
    await screenshot(page, '80-telegram-widget', WIDTH);

    await widgetButton.click();
    await accountMenu(page).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const me = await page.evaluate(async () => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ rbacMe { identities { provider account } } }' }) });
      return ((await response.json()) as { data: { rbacMe: { identities: unknown[] } | null } }).data.rbacMe;
    });
    expect(me?.identities).toEqual([{ provider: 'telegram', account: String(telegramId) }]);
    expect(await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'))).toBeTruthy();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a refused answer and offers the widget again', async () => {
    const { page } = await browser.open(WIDTH);
    await page.route('https://telegram.org/**', (route: Route) =>
      route.fulfill({ contentType: 'application/javascript', body: fakeWidget({ ...signedTelegramLogin(), hash: '0'.repeat(64) }) }),
    );
    await page.goto(siteUrl(SELECT_METHOD));
    await page.getByText('Telegram', { exact: true }).click();
    await page.getByRole('button', { name: /test widget/ }).click();
    const toast = page.getByRole('alert');
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Not signed by this site's Telegram bot");
    await page.getByRole('button', { name: /test widget/ }).waitFor();
    expect(await accountMenu(page).count()).toBe(0);
  });

  it('links Telegram to an email account in the settings, and Telegram then signs in to that account', async () => {
    const account = await registeredAccount('telegram-link');
    const telegramId = 910_000_000 + Math.floor(Math.random() * 1_000_000);
    const page = await visit(SELECT_METHOD);
    const widgetRequests: string[] = [];
    await page.route('https://telegram.org/**', (route: Route) => {
      widgetRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: fakeWidget(signedTelegramLogin({ id: telegramId, username: 'linked_user' })) });
    });
    await signIn(page, account);
    await page.goto(siteUrl('/rbac/subjects/settings'));
    const link = page.locator('[data-telegram-link]');
    await link.getByRole('button', { name: 'Link Telegram' }).click();
    // Telegram's script loads once asked for, here too.
    await link.getByRole('button', { name: /test widget/ }).click();
    await page.getByRole('status').filter({ hasText: 'Telegram linked' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const telegram = page.locator('[data-identity="telegram"]');
    await telegram.waitFor();
    expect(await telegram.textContent()).toContain(String(telegramId));
    expect(await page.locator('[data-identity="email_and_password"]').textContent()).toContain(account.email);
    await link.waitFor({ state: 'detached' });
    await screenshot(page, '81-telegram-linked', WIDTH);
    expect(widgetRequests).toHaveLength(1);

    // Signed out, Telegram signs in to the same account: its identities are both.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(siteUrl(SELECT_METHOD));
    await page.getByText('Telegram', { exact: true }).click();
    await page.getByRole('button', { name: /test widget/ }).click();
    await accountMenu(page).waitFor();
    const me = await page.evaluate(async () => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ rbacMe { identities { provider account email } } }' }) });
      return ((await response.json()) as { data: { rbacMe: { identities: { provider: string }[] } | null } }).data.rbacMe;
    });
    expect(me?.identities.map((identity) => identity.provider).sort()).toEqual(['email_and_password', 'telegram']);
    expect(lastTab().errors).toEqual([]);
  });
});
