import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, type SitePage, WIDTHS, type Width } from './browser';

const baseUrl = inject('baseUrl');
const url = (path: string) => `${baseUrl}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('cart and checkout at %i px', (width: Width) => {
  let site: SitePage;

  afterEach(async () => {
    await site?.page.context().close();
  });

  async function registeredVisitor(): Promise<Page> {
    site = await openPage(browser, width);
    const { page } = site;
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await page.getByLabel('Email', { exact: true }).fill(`buyer-${width}-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('buyer-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').waitFor();
    return page;
  }

  const drawer = (page: Page) => page.locator('[data-cart-drawer]').getByRole('dialog');

  async function addToCart(page: Page, title: string) {
    await page.goto(url('/'));
    await page.locator('[data-product-card]').filter({ hasText: title }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('[data-cart-line]').filter({ hasText: title }).waitFor();
    await page.keyboard.press('Escape');
  }

  const cartCount = (page: Page) => page.locator('[data-cart-count]').textContent();

  it("gives an anonymous visitor's first add to cart an anonymous subject, and no subject before", async () => {
    site = await openPage(browser, width);
    const { page } = site;
    await addToCart(page, 'Ceramic mug');
    expect(site.operations).toContain('RbacAuthenticationInit');
    // Only the add made a subject: browsing before it did not.
    expect(site.operations.indexOf('RbacAuthenticationInit')).toBeGreaterThan(site.operations.indexOf('EcommerceProductBySlug'));
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open cart' }).isVisible()).toBe(true);
    expect(site.errors).toEqual([]);
  });

  it('adds two products, changes a quantity, checks out with dummy and pays', async () => {
    const page = await registeredVisitor();
    await addToCart(page, 'Linen shirt');
    await addToCart(page, 'Wool sweater');

    await page.getByRole('button', { name: 'Open cart' }).click();
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe('2');
    const shirt = page.locator('[data-cart-line]').filter({ hasText: 'Linen shirt' });
    await shirt.getByLabel('Quantity').fill('2');
    await shirt.getByLabel('Quantity').press('Enter');
    // The lists refetch a second after the change (spec: revalidation delay 1000 ms).
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe('3');
    // Totals are written like prices: cents kept.
    expect(await page.locator('[data-cart-totals]').textContent()).toContain('$187.50');
    await screenshot(page, '30-cart', width);

    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/billing\/dummy\/invoices\//);
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    await screenshot(page, '31-dummy-payment', width);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.locator('[data-invoice-status="paid"]').waitFor();
    await screenshot(page, '32-paid', width);

    // Paid orders leave the cart.
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Open cart' }).click();
    await drawer(page).getByText('Your cart is empty.').waitFor();

    // The account's order list shows them paid, waiting for approval.
    await page.goto(url('/rbac/subjects/settings'));
    await page.locator('[data-order-list]').waitFor();
    expect(await page.locator('[data-order="approving"]').count()).toBe(2);
    expect(await page.locator('[data-order-list]').textContent()).toContain('Linen shirt × 2');
    expect(await page.locator('[data-order-list]').textContent()).toContain('Paid · approving');
    await screenshot(page, '33-orders', width);
    expect(site.errors).toEqual([]);
  });

  it("buys one product with 'Buy now' (product checkout) in Russian, without the cart", async () => {
    site = await openPage(browser, width);
    const { page } = site;
    await page.goto(url('/ru'));
    await page.locator('[data-product-card]').filter({ hasText: 'Керамическая кружка' }).first().click();
    await page.getByRole('button', { name: 'Купить сейчас' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email для чека').fill(`buy-now-${width}-${Date.now()}@example.com`);
    await screenshot(page, '34-buy-now', width);
    await dialog.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/ru\/billing\/dummy\/invoices\//);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.locator('[data-invoice-status="paid"]').waitFor();
    await screenshot(page, '35-buy-now-paid', width);
    // Not a cart order: the cart stays empty.
    await page.goto(url('/ru'));
    await page.getByRole('button', { name: 'Открыть корзину' }).click();
    await drawer(page).getByText('Корзина пуста.').waitFor();
    expect(site.operations).toContain('EcommerceProductCheckout');
    expect(site.errors).toEqual([]);
  });
});
