import type { Page } from 'playwright-core';
import type { Account } from './accounts';
import { type SitePage, siteUrl, type useBrowser } from './browser';

/** The labels of the login card in the language a walk reads it in. */
export interface LoginLabels {
  email: string;
  password: string;
  login: string;
}

export const accountMenu = (page: Page) => page.locator('[data-account-menu]');

/**
 * The walks through the sign-in and account screens at one width: `visit` opens a path in a
 * fresh tab, `lastTab` is the tab opened last (its errors), `signIn` uses the login card.
 */
export function accountScreens(browser: ReturnType<typeof useBrowser>, width: number, labels: LoginLabels) {
  let site: SitePage | undefined;

  async function fillLogin(page: Page, { email, password }: Account) {
    await page.getByLabel(labels.email, { exact: true }).fill(email);
    await page.getByLabel(labels.password, { exact: true }).fill(password);
  }

  return {
    async visit(path: string): Promise<Page> {
      site = await browser.open(width);
      await site.page.goto(siteUrl(path));
      return site.page;
    },
    lastTab(): SitePage {
      if (!site) throw new Error('accountScreens: no tab opened yet (visit)');
      return site;
    },
    fillLogin,
    /** Signs in on the login card of the page. */
    async signIn(page: Page, account: Account) {
      await fillLogin(page, account);
      await page.getByRole('button', { name: labels.login }).click();
      await accountMenu(page).waitFor();
    },
  };
}
