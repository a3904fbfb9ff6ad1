import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, type SitePage, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';

const browser = useBrowser();

// After paying: the order's confirmation page, 'My orders' (one row per checkout, however many
// orders it billed), what the payment pages show before the buyer confirms, and the cart's one
// total in the currency the visitor chose. A guest (no account) buys here: the cart gives them
// an anonymous subject, whose orders are theirs as any account's are.
describe.each(WIDTHS)('order confirmation and My orders at %i px', (width: Width) => {
  let site: SitePage;

  const words = {
    en: { addToCart: 'Add to cart', openCart: 'Open cart', email: 'Email for the receipt', checkout: 'Checkout', pay: 'Pay', order: 'Order', myOrders: 'My orders' },
    ru: { addToCart: 'В корзину', openCart: 'Открыть корзину', email: 'Email для чека', checkout: 'Оформить заказ', pay: 'Оплатить', order: 'Заказ', myOrders: 'Мои заказы' },
  };
  type Language = keyof typeof words;
  const prefix = (language: Language) => (language === 'ru' ? '/ru' : '');

  const drawer = (page: Page) => page.locator('[data-cart-drawer]').getByRole('dialog');
  const squash = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

  async function addToCart(page: Page, language: Language, title: string) {
    await page.goto(url(`${prefix(language)}/`));
    await page.locator('[data-product-card]').filter({ hasText: title }).click();
    await page.getByRole('button', { name: words[language].addToCart }).click();
    await drawer(page).locator('[data-cart-line]').filter({ hasText: title }).waitFor();
    await page.keyboard.press('Escape');
  }

  /** A guest's open cart of these products, checked out with the dummy provider: answers on its payment page. */
  async function checkedOutCart(language: Language, titles: string[], chooseRoubles = false): Promise<Page> {
    site = await browser.open(width);
    const { page } = site;
    for (const title of titles) await addToCart(page, language, title);
    await page.goto(url(`${prefix(language)}/`));
    if (chooseRoubles) await page.getByText('₽ RUB').first().click();
    await page.getByRole('button', { name: words[language].openCart }).click();
    await expect.poll(() => drawer(page).locator('[data-cart-line]').count(), { timeout: 10_000 }).toBe(titles.length);
    await drawer(page).getByLabel(words[language].email).fill(`guest-${width}-${Date.now()}@example.com`);
    return page;
  }

  async function pay(page: Page, language: Language) {
    await drawer(page).getByRole('button', { name: words[language].checkout }).click();
    await page.waitForURL(/\/billing\/dummy\/invoices\//);
    await page.locator('[data-items-summary]').waitFor();
  }

  /** The receipt link once drawn (a job draws it a moment after the payment; the page reads again until then). */
  async function receiptOf(page: Page) {
    const receipt = page.locator('[data-checkout-receipt]');
    await receipt.waitFor({ timeout: 30_000 });
    const answer = await page.request.get((await receipt.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    return receipt;
  }

  it('a guest pays for a two-product cart and lands on its confirmation; My orders lists the checkout once, from the account menu too', async () => {
    const page = await checkedOutCart('en', ['Linen shirt', 'Ceramic mug']);
    // The drawer: a thumbnail per line, one total.
    expect(await drawer(page).locator('[data-cart-thumbnail]').count()).toBe(2);
    expect(await drawer(page).locator('[data-cart-totals]').textContent()).toBe('Total$67');

    // The payment page says what is paid for before the buyer confirms.
    await pay(page, 'en');
    const paidFor = squash(await page.locator('[data-items-summary]').textContent());
    expect(paidFor).toContain('You pay for');
    expect(paidFor).toContain('Linen shirt × 1$49');
    expect(paidFor).toContain('Ceramic mug × 1$18');
    expect(paidFor).toContain('Total$67');
    const number = (await page.getByText(/^Order \d+$/).textContent())!.replace('Order ', '');
    await screenshot(page, '60-dummy-payment-items', width);

    // Paid: the provider's return address, the confirmation page.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/billing\/invoices\/[^/]+\?result=success$/);
    const confirmation = page.locator(`[data-order-confirmation="${number}"]`);
    await confirmation.waitFor();
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    expect(await confirmation.getAttribute('data-invoice-status')).toBe('paid');
    const items = squash(await confirmation.locator('[data-items-summary]').textContent());
    expect(items).toContain('Linen shirt × 1$49');
    expect(items).toContain('Ceramic mug × 1$18');
    expect(await confirmation.locator('[data-summary-total]').textContent()).toBe('Total$67');
    expect(await confirmation.locator('[data-checkout-status]').textContent()).toBe('Paid · approving');
    expect(await confirmation.getByText('What happens next').isVisible()).toBe(true);
    expect(await (await receiptOf(page)).textContent()).toBe('View receipt');
    await screenshot(page, '61-order-confirmation', width);

    // My orders: the checkout once, its two orders in one row.
    await page.getByRole('link', { name: 'My orders' }).click();
    await page.waitForURL(url('/ecommerce/orders'));
    const rows = page.locator('[data-my-orders] [data-checkout]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-checkout')).toBe(number);
    const row = squash(await rows.first().textContent());
    expect(row).toContain(`Order ${number}`);
    expect(row).toContain('Linen shirt × 1$49');
    expect(row).toContain('Ceramic mug × 1$18');
    expect(row).toContain('Total$67');
    expect(await rows.first().locator('[data-checkout-receipt]').count()).toBe(1);
    await screenshot(page, '62-my-orders', width);

    // The guest makes an account (their orders stay theirs): the account menu leads to My orders.
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await page.getByLabel('Email', { exact: true }).fill(`guest-then-account-${width}-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('buyer-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').click();
    await page.getByRole('menuitem', { name: 'My orders' }).click();
    await page.waitForURL(url('/ecommerce/orders'));
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-checkout')).toBe(number);

    // Its 'Details' is the confirmation page again.
    await rows.first().getByRole('link', { name: 'Details' }).click();
    await confirmation.waitFor();
    expect(site.errors).toEqual([]);
  });

  it('in Russian, after choosing roubles: one total in roubles in the cart, then the payment page, the confirmation and My orders', async () => {
    const page = await checkedOutCart('ru', ['Льняная рубашка', 'Шерстяной свитер'], true);
    expect(squash(await drawer(page).locator('[data-cart-totals]').textContent())).toBe('Итого12 480 ₽');
    // The drawer's currency is the one chosen with the site's switch.
    expect(await drawer(page).getByRole('combobox', { name: 'Валюта' }).inputValue()).toBe('RUB (₽)');
    expect(await drawer(page).locator('[data-cart-thumbnail]').count()).toBe(2);
    await screenshot(page, '63-cart-roubles', width);

    await pay(page, 'ru');
    expect(squash(await page.locator('[data-items-summary]').textContent())).toContain('Итого12 480 ₽');
    await screenshot(page, '64-dummy-payment-items-ru', width);
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(/\/ru\/billing\/invoices\/[^/]+\?result=success$/);
    const confirmation = page.locator('[data-order-confirmation]');
    await confirmation.waitFor();
    const number = await confirmation.getAttribute('data-order-confirmation');
    await page.getByRole('heading', { name: `Заказ ${number}` }).waitFor();
    const items = squash(await confirmation.locator('[data-items-summary]').textContent());
    expect(items).toContain('Льняная рубашка × 14 490 ₽');
    expect(items).toContain('Шерстяной свитер × 17 990 ₽');
    expect(squash(await confirmation.locator('[data-summary-total]').textContent())).toBe('Итого12 480 ₽');
    expect(await confirmation.locator('[data-checkout-status]').textContent()).toBe('Оплачен · на подтверждении');
    expect(await (await receiptOf(page)).textContent()).toBe('Открыть чек');
    await screenshot(page, '65-order-confirmation-ru', width);

    await page.getByRole('link', { name: 'Мои заказы' }).click();
    await page.waitForURL(url('/ru/ecommerce/orders'));
    const rows = page.locator('[data-my-orders] [data-checkout]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(squash(await rows.first().textContent())).toContain(`Заказ ${number}`);
    expect(squash(await rows.first().textContent())).toContain('Итого12 480 ₽');
    await screenshot(page, '66-my-orders-ru', width);
    expect(site.errors).toEqual([]);
  });

  it('a canceled payment says so and offers the cart again; another visitor sees neither the order nor it in My orders', async () => {
    const page = await checkedOutCart('en', ['Scented candle']);
    await pay(page, 'en');
    const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
    // Where a provider sends the buyer back when they give up (the server's cancelUrl).
    await page.goto(url(`/billing/invoices/${invoiceId}?result=cancel`));
    await page.getByRole('heading', { name: 'Payment canceled' }).waitFor();
    expect(squash(await page.locator('[data-items-summary]').textContent())).toContain('Scented candle × 1');
    await screenshot(page, '67-payment-canceled', width);
    await page.getByRole('link', { name: 'Return to cart' }).click();
    await page.waitForURL(url('/'));
    await drawer(page).waitFor();
    expect(site.errors).toEqual([]);

    // Another visitor: no orders of theirs, and not this one's either.
    site = await browser.open(width);
    await site.page.goto(url('/ecommerce/orders'));
    await site.page.getByText('You have not ordered anything yet.').waitFor();
    await site.page.getByRole('link', { name: 'Go to the shop' }).waitFor();
    await screenshot(site.page, '68-my-orders-empty', width);
    await site.page.goto(url(`/billing/invoices/${invoiceId}`));
    await site.page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await site.page.getByText('Scented candle').count()).toBe(0);
    // The same with a subject of their own (a guest's cart).
    await addToCart(site.page, 'en', 'Ceramic mug');
    await site.page.goto(url(`/billing/invoices/${invoiceId}`));
    await site.page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await site.page.getByText('Scented candle').count()).toBe(0);
    expect(site.errors).toEqual([]);
  });

  it.runIf(width > 500)('pages My orders ten checkouts at a time, newest first', async () => {
    site = await browser.open(width);
    const { page } = site;
    await addToCart(page, 'en', 'Ceramic mug');
    // Ten more checkouts of the same guest, through the API the page speaks to (its cookies).
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const answer = await page.request.post(url('/graphql'), { data: { query, variables } });
      const body = (await answer.json()) as { data: Record<string, { id: string } & Record<string, unknown>>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const subjectId = (await graphql('{ rbacMe { id } }')).rbacMe.id;
    const [product] = (await graphql('{ ecommerceProductList(limit: 1) { id } }')).ecommerceProductList as unknown as { id: string }[];
    const [usd] = (await graphql('{ billingCurrencyList(filters: { and: [{ column: "slug", method: "eq", value: "usd" }] }) { id } }')).billingCurrencyList as unknown as { id: string }[];
    const checkout = `mutation($subjectId: ID!, $data: EcommerceCheckoutInput!) { ecommerceCheckout(subjectId: $subjectId, data: $data) { invoice { number } } }`;
    const add = `mutation($subjectId: ID!, $data: EcommerceCartAddInput) { ecommerceCartAdd(subjectId: $subjectId, data: $data) { id } }`;
    const numbers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const orderId = i === 0 ? undefined : (await graphql(add, { subjectId, data: { productId: product.id, quantity: 1 } })).ecommerceCartAdd.id;
      const orderIds = orderId ? [orderId] : ((await graphql(`{ ecommerceOrderList(filters: { and: [{ column: "status", method: "eq", value: "new" }] }) { id } }`)).ecommerceOrderList as unknown as { id: string }[]).map((order) => order.id);
      const made = await graphql(checkout, { subjectId, data: { provider: 'dummy', email: 'pages@example.com', billingModuleCurrencyId: usd.id, orderIds } });
      numbers.push((made.ecommerceCheckout.invoice as { number: number }).number);
    }

    await page.goto(url('/ecommerce/orders'));
    const rows = page.locator('[data-my-orders] [data-checkout]');
    await rows.first().waitFor();
    const shown = () => rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-checkout'))));
    expect(await shown()).toEqual(numbers.slice(1).reverse());
    expect(await page.locator('[data-page-number]').textContent()).toBe('Page 1 of 2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(shown).toEqual([numbers[0]]);
    // Not paid yet: each says so.
    expect(await rows.first().locator('[data-checkout-status]').textContent()).toBe('Awaiting payment');
    expect(site.errors).toEqual([]);
  });
});
