import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { startSiteServer, type SiteServer } from './site-server';

// Lifetimes short enough to outlive in a test: the access token lasts 2 s, a refresh token
// 15 s from its refresh (room enough for the steps in between on a loaded machine).
const ACCESS_SECONDS = 2;
const REFRESH_SECONDS = 15;

let site: SiteServer;
beforeAll(async () => {
  // A server of its own: the shared one keeps the default lifetimes.
  site = await startSiteServer({
    RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS: String(ACCESS_SECONDS),
    RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS: String(REFRESH_SECONDS),
  });
});
afterAll(async () => {
  await site?.stop();
});
const browser = useBrowser();

/** Whether the server still signs the tab in by its access cookie: a bare request, which refreshes nothing. */
const accessCookieSignsIn = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ rbacMe { id } }' }) });
    const body = (await response.json()) as { data?: { rbacMe?: { id: string } | null } | null };
    return Boolean(body.data?.rbacMe?.id);
  });

describe('a session whose tokens really expire', () => {
  it('refreshes an expired access token without the visitor noticing, then ends at the root once the refresh token expired too', async () => {
    const { page, errors, operations } = await browser.open(1280);
    // When the server last issued a refresh token (its lifetime starts then).
    let refreshedAt = 0;
    page.on('response', (response) => {
      const operation = response.request().postDataJSON()?.operationName;
      if (response.url().endsWith('/graphql') && /^RbacAuthentication(Refresh|EmailAndPassword)/.test(operation ?? '')) refreshedAt = Date.now();
    });
    const email = `expiry-${Date.now()}@example.com`;
    await page.goto(`${site.baseUrl}/rbac/subject/authentication/email-and-password/registration`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('expiry-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').waitFor();
    const firstRefreshToken = await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'));
    expect(firstRefreshToken).toBeTruthy();

    // The access token expires: the server stops taking the cookie.
    await expect.poll(() => accessCookieSignsIn(page), { timeout: 30_000, interval: 250 }).toBe(false);

    // The next signed-in screen refreshes and carries on, the visitor still signed in.
    await page.goto(`${site.baseUrl}/rbac/subjects/settings`);
    await page.getByText(email).first().waitFor();
    expect(operations.filter((name) => name === 'RbacAuthenticationRefresh').length).toBeGreaterThanOrEqual(1);
    const secondRefreshToken = await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'));
    expect(secondRefreshToken).toBeTruthy();
    expect(secondRefreshToken).not.toBe(firstRefreshToken);
    await screenshot(page, '70-session-refreshed', 1280);

    // Nothing runs while the refresh token's lifetime passes (a page could refresh it again).
    await page.goto('about:blank');
    await expect.poll(() => Date.now() - refreshedAt > REFRESH_SECONDS * 1000, { timeout: (REFRESH_SECONDS + 30) * 1000, interval: 250 }).toBe(true);

    // Both tokens have expired: the session is over, the visitor is back at the root, signed out.
    await page.goto(`${site.baseUrl}/rbac/subjects/settings`);
    await page.waitForURL(`${site.baseUrl}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('rbac.subject.refresh'))).toBeNull();
    await screenshot(page, '71-session-ended', 1280);
    expect(errors).toEqual([]);
  });
});
