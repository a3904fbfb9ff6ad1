import { Wallet } from 'ethers';
import { describe, expect, inject, it } from 'vitest';
import { registeredAccount } from './accounts';
import { accountMenu, accountScreens } from './account-screens';
import { screenshot, siteUrl as url, useBrowser, type Width } from './browser';
import { waitForMail } from './mailbox';
import { injectWallet } from './wallet';

const mailDir = inject('mailDir');
const AUTH = '/rbac/subject/authentication';

const browser = useBrowser();

// At a laptop's width: a phone registers and signs in in the cart's walk (cart.e2e.test.ts runs
// at both widths), and CI's time goes to the visitor's screens first.
describe.each([1280 as Width])('accounts at %i px', (width: Width) => {
  const { visit, lastTab, signIn } = accountScreens(browser, width, { email: 'Email', password: 'Password', login: 'Login' });

  it('registers, with the rules of the spec checked first', async () => {
    const email = `ada-${width}-${Date.now()}@example.com`;
    const password = 'first-password-1';
    const page = await visit(`${AUTH}/email-and-password/registration`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await page.getByText('Password must be at least 8 characters').isVisible()).toBe(true);
    await screenshot(page, '20-register-invalid', width);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await accountMenu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await accountMenu(page).click();
    expect(await page.locator('[data-account-email]').textContent()).toBe(email);
    await screenshot(page, '21-registered-account-menu', width);
    expect(lastTab().errors).toEqual([]);
  });

  it('signs out from the account menu and back in on the login card', async () => {
    const account = await registeredAccount(`ada-${width}`);
    const page = await visit(`${AUTH}/select-method`);
    await signIn(page, account);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'))).toBeNull();

    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByText('Or continue with').waitFor();
    await screenshot(page, '22-login-card', width);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('[data-toast="error"]').waitFor();
    await screenshot(page, '23-login-failed', width);
    await signIn(page, account);
    // The session survives a reload: the refresh token is remembered.
    await page.reload();
    await accountMenu(page).waitFor();
  });

  it('signs a visitor whose refresh token is gone out on the API too: the access cookie left behind is cleared', async () => {
    const account = await registeredAccount(`ada-${width}`);
    const page = await visit(`${AUTH}/select-method`);
    await signIn(page, account);
    /** Who the API takes the tab for by its cookies alone: a bare request, which refreshes nothing. */
    const apiSubject = () =>
      page.evaluate(async () => {
        const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ rbacMe { id } }' }) });
        const body = (await response.json()) as { data?: { rbacMe?: { id: string } | null } | null };
        return body.data?.rbacMe?.id ?? null;
      });
    expect(await apiSubject()).toEqual(expect.any(String));
    const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name).sort();
    expect(await cookieNames()).toEqual(expect.arrayContaining(['rbac.subject.jwt', 'rbac.subject.session']));

    // The site's storage is cleared, its cookies kept: the refresh token is gone, the HTTP-only access cookie is not.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    // The visitor the site shows as signed out is signed out on the API too.
    await expect.poll(apiSubject, { timeout: 10_000 }).toBeNull();
    expect(await cookieNames()).not.toEqual(expect.arrayContaining(['rbac.subject.jwt']));
    expect(await cookieNames()).not.toEqual(expect.arrayContaining(['rbac.subject.session']));
    expect(lastTab().errors).toEqual([]);
  });

  it('resets a forgotten password with the link from the mail', async () => {
    const account = await registeredAccount(`ada-${width}`);
    const page = await visit(`${AUTH}/select-method`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login card has an Email field too: fill the one of the next screen.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('[data-toast]').waitFor();
    expect(await page.locator('[data-toast]').textContent()).toContain('Reset link sent');
    await screenshot(page, '24-reset-link-sent', width);

    const mail = await waitForMail(mailDir, account.email);
    const link = /https?:\/\/\S+reset-password\?code=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    account.password = 'second-password-2';
    await page.getByLabel('New password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await screenshot(page, '25-reset-password', width);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset successfully').waitFor();
    await signIn(page, account);
  });

  it('changes the password in the settings', async () => {
    const account = await registeredAccount(`ada-${width}`);
    const page = await visit(`${AUTH}/select-method`);
    await signIn(page, account);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.locator('[data-identity-list]').waitFor();
    expect(await page.locator('[data-identity="email_and_password"]').textContent()).toContain(account.email);
    expect(await page.locator('[data-identity="email_and_password"]').textContent()).toContain('Email');
    await screenshot(page, '27-settings', width);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByText('Update your account password.').waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
    account.password = 'third-password-3';
    await dialog.getByLabel('New password', { exact: true }).fill(account.password);
    await screenshot(page, '28-change-password', width);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Updated successfully').waitFor();
    // The change ended every session, this one too: the browser signed in again with the new
    // password, so the settings survive a reload (the old refresh token would lead to /).
    await page.reload();
    await page.locator('[data-identity-list]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/rbac/subjects/settings');

    await page.goto(url(`${AUTH}/logout`));
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.goto(url(`${AUTH}/select-method`));
    await signIn(page, account);
    expect(lastTab().errors).toEqual([]);
  });

  it('changes the email with the current password and the code mailed to it, then signs out everywhere', async () => {
    const account = await registeredAccount(`ada-${width}`);
    // A second device, signed in too: signing out everywhere ends its session as well.
    const other = await browser.open(width);
    await other.page.goto(url(`${AUTH}/select-method`));
    await signIn(other.page, account);

    const page = await visit(`${AUTH}/select-method`);
    await signIn(page, account);
    await page.goto(url('/rbac/subjects/settings'));
    await page.locator('[data-identity-list]').waitFor();
    await page.locator('[data-identity="email_and_password"]').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Email' });
    await dialog.getByText('Change your account email address.').waitFor();
    const newEmail = `ada-moved-${width}-${Date.now()}@example.com`;
    await dialog.getByLabel('Email', { exact: true }).fill(newEmail);
    await dialog.getByRole('button', { name: 'Update email' }).click();
    await dialog.getByText('Password is required').waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill('wrong-password-9');
    await dialog.getByRole('button', { name: 'Update email' }).click();
    // A sentence, under the input it is about too: not the server's 'password: …'.
    await page.locator('[data-toast="error"]').getByText('The current password is wrong.', { exact: true }).waitFor();
    await dialog.getByText('The current password is wrong.', { exact: true }).waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
    await screenshot(page, '28a-update-email', width);
    await dialog.getByRole('button', { name: 'Update email' }).click();
    await page.getByText('We mailed a code to the new address').waitFor();
    // The new address counts once the code mailed to it is entered: the screen asks for it.
    await page.locator('[data-pending-email]').getByText(newEmail, { exact: false }).waitFor();
    const confirm = page.getByRole('dialog', { name: 'Confirm Email' });
    await confirm.getByText(`Enter the code we mailed to ${newEmail}.`, { exact: false }).waitFor();
    const code = /Your code: ([\w-]+)\./.exec(await waitForMail(mailDir, newEmail))?.[1];
    expect(code).toBeDefined();
    await confirm.getByLabel('Code', { exact: true }).fill(code as string);
    await screenshot(page, '28a2-confirm-email', width);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Email confirmed').waitFor();
    account.email = newEmail;
    await page.locator('[data-identity="email_and_password"]').getByText(account.email, { exact: true }).waitFor();
    expect(await page.locator('[data-pending-email]').count()).toBe(0);

    await page.locator('[data-sessions]').getByText('End every session, this one included.', { exact: false }).waitFor();
    await screenshot(page, '28b-sessions', width);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'))).toBeNull();

    // The other device finds its session over at its next request. (Its page arrives rendered
    // signed out, as every visitor's does: the session is over once the app has run and found it so.)
    await other.page.reload();
    await other.page.getByRole('link', { name: 'Login' }).waitFor();
    await expect.poll(() => other.page.evaluate(() => localStorage.getItem('rbac.subject.refresh')), { timeout: 15_000 }).toBeNull();
    await other.page.getByRole('link', { name: 'Login' }).waitFor();
    expect(other.errors).toEqual([]);

    await page.goto(url(`${AUTH}/select-method`));
    await signIn(page, account);
    expect(lastTab().errors).toEqual([]);
  });

  it('sends the contact form once signed in', async () => {
    const account = await registeredAccount(`ada-${width}`);
    const page = await visit(`${AUTH}/select-method`);
    await signIn(page, account);
    await page.goto(url('/contact'));
    const form = page.locator('[data-crm-request-form]');
    await form.waitFor();
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Message').fill('Do you ship to Tallinn?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Form submitted successfully').waitFor();
    expect(await form.getByRole('button', { name: 'Submit' }).getAttribute('data-status')).toBe('success');
    await screenshot(page, '29-contact-sent', width);
    expect(lastTab().errors).toEqual([]);
  });

  it('signs in with an Ethereum wallet', async () => {
    // A tab of its own, not `visit`: the wallet is in place before the first page loads.
    const site = await browser.open(width);
    const { page } = site;
    const wallet = Wallet.createRandom();
    await injectWallet(page, new Wallet(wallet.privateKey));
    await page.goto(url(`${AUTH}/select-method`));
    await page.getByText('Ethereum Virtual Machine').click();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const shown = await page.locator('[data-wallet-address]').textContent();
    expect(shown).toBe(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`);
    await screenshot(page, '26-wallet-connected', width);
    await page.getByRole('button', { name: 'Sign in with Ethereum' }).click();
    await accountMenu(page).waitFor();
    await accountMenu(page).click();
    expect((await page.locator('[data-account-email]').textContent())?.toLowerCase()).toBe(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`.toLowerCase());
    expect(site.errors).toEqual([]);
  });
});
