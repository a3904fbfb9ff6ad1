import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';
import { startSiteServer, type SiteServer } from './site-server';

// Lifetimes short enough to outlive in a test: the access token lasts 3 s, a refresh token 10 s.
const ACCESS_SECONDS = 3;
const REFRESH_SECONDS = 10;
const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

let site: SiteServer;
let browser: Browser;
beforeAll(async () => {
  // A server of its own: the shared one keeps the default lifetimes.
  [site, browser] = await Promise.all([
    startSiteServer({
      RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS: String(ACCESS_SECONDS),
      RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS: String(REFRESH_SECONDS),
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a session whose tokens really expire', () => {
  it('refreshes an expired access token without the visitor noticing, then ends at the root once the refresh token expired too', async () => {
    const { page, errors, operations } = await openPage(browser, 1280);
    const email = `expiry-${Date.now()}@example.com`;
    await page.goto(`${site.baseUrl}/rbac/subject/authentication/email-and-password/registration`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('expiry-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').waitFor();
    const firstRefreshToken = await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'));
    expect(firstRefreshToken).toBeTruthy();

    // The access token has expired: the next signed-in screen refreshes once and carries on.
    await wait(ACCESS_SECONDS + 1);
    await page.goto(`${site.baseUrl}/rbac/subjects/settings`);
    await page.getByText(email).first().waitFor();
    expect(operations.filter((name) => name === 'RbacAuthenticationRefresh')).toHaveLength(1);
    const secondRefreshToken = await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'));
    expect(secondRefreshToken).toBeTruthy();
    expect(secondRefreshToken).not.toBe(firstRefreshToken);
    await screenshot(page, '70-session-refreshed', 1280);

    // Both tokens have expired: the session is over, the visitor is back at the root, signed out.
    await wait(REFRESH_SECONDS + 1);
    await page.goto(`${site.baseUrl}/rbac/subjects/settings`);
    await page.waitForURL(`${site.baseUrl}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'))).toBeNull();
    await screenshot(page, '71-session-ended', 1280);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
