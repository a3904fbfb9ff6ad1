import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { siteUrl as url, useBrowser } from './browser';

// The screens Lighthouse cannot reach alone (it loads a url; these need a signed-in visitor with
// a cart), checked with the rules Lighthouse's accessibility audit runs: axe-core's, for WCAG 2.1
// A and AA, on a phone.

const browser = useBrowser();
const PHONE = 390;

describe('the screens of signing in, the cart and checkout, for assistive technology', () => {
  it('sign-in and registration', async () => {
    const { page } = await browser.open(PHONE);
    // Each screen once it is shown (its code loads after the page).
    await page.goto(url('/rbac/subject/authentication/select-method'));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await violations(page, 'body')).toEqual([]);
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await page.getByRole('button', { name: 'Create an account' }).waitFor();
    expect(await violations(page, 'body')).toEqual([]);
  });

  it('the cart, buying now and the payment page', async () => {
    const { page } = await browser.open(PHONE);
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await page.getByLabel('Email', { exact: true }).fill(`a11y-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('buyer-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').waitFor();

    await page.goto(url('/'));
    await page.locator('[data-product-card]').filter({ hasText: 'Linen shirt' }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.getByRole('dialog').getByLabel('Email for the receipt').waitFor();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.locator('[data-cart-drawer]').getByRole('dialog');
    await drawer.locator('[data-cart-line]').waitFor();
    expect(await violations(page, '[data-cart-drawer] [role="dialog"]')).toEqual([]);

    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/billing\/dummy\/invoices\//);
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    await page.locator('[data-items-summary]').waitFor();
    expect(await violations(page, 'body')).toEqual([]);

    // Paid: the order's confirmation, then My orders.
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.locator('[data-order-confirmation]').waitFor();
    expect(await violations(page, 'body')).toEqual([]);
    await page.getByRole('link', { name: 'My orders' }).click();
    await page.locator('[data-my-orders]').waitFor();
    expect(await violations(page, 'body')).toEqual([]);
  });
});
