import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPath } from '../src/modules/ecommerce/paths';
import { registeredAccount } from './accounts';
import { adminApi } from './admin-browser';
import { screenshot, type SitePage, siteUrl as url, untilHydrated, useBrowser, WIDTHS, type Width } from './browser';

const browser = useBrowser();

describe.each(WIDTHS)('cart and checkout at %i px', (width: Width) => {
  // What the server keeps (subjects, carts, orders) does not depend on the width: those tests run
  // at a laptop's width; the walks through the cart and checkout screens run on a phone too.
  const phone = width < 500;
  let site: SitePage;

  /** Fills the registration form of the page it is on and waits for the signed-in account menu. */
  async function register(page: Page, prefix: string) {
    await page.getByLabel('Email', { exact: true }).fill(`${prefix}-${width}-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('buyer-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').waitFor();
  }

  async function registeredVisitor(): Promise<Page> {
    site = await browser.open(width);
    const { page } = site;
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await register(page, 'buyer');
    return page;
  }

  const drawer = (page: Page) => page.locator('[data-cart-drawer]').getByRole('dialog');
  const cartLine = (page: Page, title: string) => drawer(page).locator('[data-cart-line]').filter({ hasText: title });

  async function addToCart(page: Page, title: string) {
    await page.goto(url('/'));
    await page.locator('[data-product-card]').filter({ hasText: title }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await cartLine(page, title).waitFor();
    await page.keyboard.press('Escape');
    // The product page now shows its cart order's controls instead of 'Add to cart'.
    const inCart = page.locator('[data-in-cart]');
    await inCart.locator('[data-cart-line]').filter({ hasText: title }).waitFor();
    expect(await inCart.getByLabel('Quantity').inputValue()).toBe('1');
    expect(await inCart.getByRole('button', { name: 'Checkout' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
  }

  async function openCart(page: Page) {
    await page.getByRole('button', { name: 'Open cart' }).click();
    await drawer(page).waitFor();
  }

  const cartCount = (page: Page) => page.locator('[data-cart-count]').textContent();

  /** A registered visitor's open cart holding one of each product. */
  async function cartOf(...titles: string[]): Promise<Page> {
    const page = await registeredVisitor();
    for (const title of titles) await addToCart(page, title);
    await openCart(page);
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe(String(titles.length));
    return page;
  }

  it.runIf(!phone)("gives an anonymous visitor's first add to cart an anonymous subject, and no subject before", async () => {
    site = await browser.open(width);
    const { page } = site;
    await addToCart(page, 'Ceramic mug');
    expect(site.operations).toContain('RbacAuthenticationInit');
    // Only the add made a subject: browsing before it did not.
    expect(site.operations.indexOf('RbacAuthenticationInit')).toBeGreaterThan(site.operations.indexOf('EcommerceProductBySlug'));
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open cart' }).isVisible()).toBe(true);
    expect(site.errors).toEqual([]);
  });

  it("keeps an anonymous visitor's cart when they create an account", async () => {
    site = await browser.open(width);
    const { page } = site;
    await addToCart(page, 'Scented candle');
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await register(page, 'anonymous-then-registered');
    // Signed in now (the account menu), with the candle still in the cart.
    await openCart(page);
    await cartLine(page, 'Scented candle').waitFor();
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe('1');
    await screenshot(page, '36-cart-kept-after-sign-up', width);
    expect(site.errors).toEqual([]);
  });

  it.runIf(!phone)("keeps an anonymous visitor's cart when they sign in to an account they already have", async () => {
    const account = await registeredAccount('cart-then-signed-in');
    site = await browser.open(width);
    const { page } = site;
    await addToCart(page, 'Ceramic mug');
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByText('Or continue with').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('[data-account-menu]').waitFor();
    await openCart(page);
    await cartLine(page, 'Ceramic mug').waitFor();
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe('1');
    expect(site.errors).toEqual([]);
  });

  it('adds two products, changes a quantity, checks out with dummy and pays', async () => {
    const page = await cartOf('Linen shirt', 'Wool sweater');
    const shirt = cartLine(page, 'Linen shirt');
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
    await openCart(page);
    await drawer(page).getByText('Your cart is empty.').waitFor();

    // The account's order list shows them paid, waiting for approval.
    await page.goto(url('/rbac/subjects/settings'));
    await page.locator('[data-order-list]').waitFor();
    expect(await page.locator('[data-order="approving"]').count()).toBe(2);
    expect(await page.locator('[data-order-list]').textContent()).toContain('Linen shirt × 2');
    expect(await page.locator('[data-order-list]').textContent()).toContain('Paid · approving');

    // Each paid order links its receipt once the server has drawn it (after the payment).
    const receipts = page.locator('[data-order-receipt]');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('[data-order-list]').waitFor();
          return receipts.count();
        },
        { timeout: 30_000 },
      )
      .toBe(2);
    expect(await receipts.first().textContent()).toBe('Receipt');
    const receipt = await page.request.get((await receipts.first().getAttribute('href'))!);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('image/png');
    // A PNG's header holds its width and height (IHDR, bytes 16 to 24).
    const png = await receipt.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1500, 1500]);
    await screenshot(page, '33-orders', width);
    expect(site.errors).toEqual([]);
  });

  it.runIf(!phone)('removes a line from the cart, for good', async () => {
    const page = await cartOf('Canvas tote', 'Leather wallet');

    await cartLine(page, 'Canvas tote').getByRole('button', { name: 'Delete' }).click();
    await cartLine(page, 'Canvas tote').waitFor({ state: 'detached' });
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => page.locator('[data-cart-totals]').textContent(), { timeout: 10_000 }).toContain('$39');
    await screenshot(page, '37-cart-line-removed', width);

    // The server forgot it: a fresh page's cart has the wallet only.
    await page.reload();
    await openCart(page);
    await cartLine(page, 'Leather wallet').waitFor();
    expect(await cartLine(page, 'Canvas tote').count()).toBe(0);
    expect(site.errors).toEqual([]);
  });

  it.runIf(!phone)('cancels on the dummy payment page: the order shows canceled and leaves the cart', async () => {
    const page = await cartOf('Wool sweater');
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/billing\/dummy\/invoices\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('[data-invoice-status="canceled"]').getByText('The payment is canceled.').waitFor();
    await screenshot(page, '38-dummy-canceled', width);

    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL(url('/'));
    await openCart(page);
    await drawer(page).getByText('Your cart is empty.').waitFor();
    await page.keyboard.press('Escape');

    // The account's order list shows it canceled: neither paid nor awaiting payment.
    await page.goto(url('/rbac/subjects/settings'));
    const canceled = page.locator('[data-order="canceled"]');
    await canceled.waitFor();
    expect(await canceled.textContent()).toContain('Wool sweater × 1');
    expect(await canceled.textContent()).toContain('Canceled');
    expect(await page.locator('[data-order-list] [data-order]').count()).toBe(1);
    await screenshot(page, '39-order-canceled', width);
    expect(site.errors).toEqual([]);
  });

  it('keeps a paid order in the account when the shop deletes its product: the title and price it was bought at, in both languages', async () => {
    // A product of this walk's own, priced $25.50, paid for, then deleted by the shop's owner.
    const api = await adminApi(url(''));
    const title = { en: `Market tote ${width}`, ru: `Рыночная сумка ${width}` };
    const product = await api.create('/api/ecommerce/products', { title });
    const [priceKey] = await api.list('/api/ecommerce/attribute-keys', 'kind', 'price');
    const [usd] = await api.list('/api/billing/currencies', 'slug', 'usd');
    const price = await api.create('/api/ecommerce/attributes', { number: '25.50' });
    await api.create('/api/ecommerce/attribute-keys-to-attributes', { attributeKeyId: priceKey.id, attributeId: price.id });
    await api.create('/api/ecommerce/attributes-to-billing-module-currencies', { attributeId: price.id, billingModuleCurrencyId: usd.id });
    await api.create('/api/ecommerce/products-to-attributes', { productId: product.id, attributeId: price.id });
    await api.update('/api/ecommerce/products', String(product.id), { publishedAt: new Date().toISOString() });

    const page = await registeredVisitor();
    await page.goto(url(productPath(String(product.slug))));
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await cartLine(page, title.en).waitFor();
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/billing\/dummy\/invoices\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.locator('[data-invoice-status="paid"]').waitFor();
    await api.remove('/api/ecommerce/products', String(product.id));

    await page.goto(url('/rbac/subjects/settings'));
    const line = page.locator('[data-order="approving"] [data-order-line]');
    await line.waitFor();
    expect(await line.textContent()).toContain(`${title.en} × 1`);
    expect(await line.locator('[data-order-line-amount]').textContent()).toBe('$25.50');
    await screenshot(page, '36-order-product-deleted', width);
    await page.goto(url('/ru/rbac/subjects/settings'));
    await line.waitFor();
    expect(await line.textContent()).toContain(`${title.ru} × 1`);
    // Intl writes a no-break space before the currency sign.
    expect((await line.locator('[data-order-line-amount]').textContent())?.replace(/\u00a0/g, ' ')).toBe('25,50 $');
    expect(site.errors).toEqual([]);
  });

  it("buys one product with 'Buy now' (product checkout) in Russian, without the cart", async () => {
    site = await browser.open(width);
    const { page } = site;
    await page.goto(url('/ru'));
    await page.locator('[data-product-card]').filter({ hasText: 'Керамическая кружка' }).first().click();
    await page.getByRole('button', { name: 'Купить сейчас' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email для чека').fill(`buy-now-${width}-${Date.now()}@example.com`);
    // What is about to be paid, before the buyer confirms: the product, how many, the total.
    const summary = async (where: Page | ReturnType<Page['getByRole']>) => (await where.locator('[data-items-summary]').textContent())?.replace(/\u00a0/g, ' ');
    expect(await summary(dialog)).toBe('Вы оплачиваетеКерамическая кружка × 118 $Итого18 $');
    await screenshot(page, '34-buy-now', width);
    await dialog.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/ru\/billing\/dummy\/invoices\//);
    await page.locator('[data-items-summary]').waitFor();
    expect(await summary(page)).toBe('Вы оплачиваетеКерамическая кружка × 118 $Итого18 $');
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
