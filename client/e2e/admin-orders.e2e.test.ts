import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './admin-browser';
import { violations } from './axe';
import { screenshot, type SitePage, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';
import { waitForMail } from './mailbox';

const browser = useBrowser();

// The shop owner's orders screen (/admin/orders): a shopper pays for two products, the owner
// finds the checkout by its number with its items and total, narrows the list by status and by
// day, and moves it on; the shopper's My orders and mailbox say so.
describe.each(WIDTHS)('the admin orders screen at %i px', (width: Width) => {
  const phone = width < 500;
  const squash = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const drawer = (page: Page) => page.locator('[data-cart-drawer]').getByRole('dialog');

  /** A new account pays for a shirt and a mug with the dummy provider, the receipt going to another address: the checkout's number. */
  async function paidCheckout(buyer: SitePage, email: string, receiptEmail: string): Promise<string> {
    const { page } = buyer;
    await page.goto(url('/rbac/subject/authentication/email-and-password/registration'));
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('buyer-password-1');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.locator('[data-account-menu]').waitFor();
    for (const title of ['Linen shirt', 'Ceramic mug']) {
      await page.goto(url('/'));
      await page.locator('[data-product-card]').filter({ hasText: title }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await drawer(page).locator('[data-cart-line]').filter({ hasText: title }).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Open cart' }).click();
    await expect.poll(() => drawer(page).locator('[data-cart-line]').count(), { timeout: 10_000 }).toBe(2);
    await drawer(page).getByLabel('Email for the receipt').fill(receiptEmail);
    await drawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/billing\/dummy\/invoices\//);
    const number = (await page.getByText(/^Order \d+$/).textContent())!.replace('Order ', '');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.locator(`[data-order-confirmation="${number}"][data-invoice-status="paid"]`).waitFor();
    return number;
  }

  /** Chooses a status in the screen's filter and waits for the address to say it. */
  async function filterByStatus(page: Page, label: string, status: string) {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await page.waitForURL((address) => (status ? address.searchParams.get('status') === status : !address.searchParams.has('status')));
  }

  /** The row (or card) of a checkout, once the list of these filters shows it. */
  async function checkoutRow(page: Page, number: string, filters = ''): Promise<Locator> {
    const row = page.locator(`[data-admin-orders] [data-orders-for="${filters}"] [data-checkout-row="${number}"]`);
    await row.waitFor();
    return row;
  }

  /** The numbers the list shows once it answers the filters of the address (`status=approving`; '' for none). */
  async function shownNumbers(page: Page, filters: string): Promise<string[]> {
    const list = page.locator(`[data-admin-orders] [data-orders-for="${filters}"]`);
    await list.waitFor();
    return list.locator('[data-checkout-row]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-checkout-row')!));
  }

  it('finds a paid checkout by number with its items, total and customer; filters by status and day; moves it to packaging', async () => {
    const stamp = `${width}-${Date.now()}`;
    const buyerEmail = `orders-screen-buyer-${stamp}@example.com`;
    const receiptEmail = `orders-screen-receipt-${stamp}@example.com`;
    const buyer = await browser.open(width);
    const number = await paidCheckout(buyer, buyerEmail, receiptEmail);

    // The owner opens the orders screen from the admin's navigation.
    const owner = await browser.open(width);
    const { page } = owner;
    await signInAsAdmin(page, url(''));
    if (phone) await page.getByRole('button', { name: 'Models' }).click();
    await page.locator('[data-orders-link]').click();
    await page.waitForURL(url('/admin/orders'));
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await page.title()).toMatch(/^Orders · Admin · /);
    // Newest first: the checkout just paid heads the list, one row for its two orders; a table on a laptop, cards on a phone.
    expect((await shownNumbers(page, ''))[0]).toBe(number);
    expect(await page.locator(phone ? '[data-orders-cards]' : '[data-orders-table]').count()).toBe(1);
    const row = await checkoutRow(page, number);
    const shown = squash(await row.textContent());
    expect(shown).toContain('Linen shirt × 1$49');
    expect(shown).toContain('Ceramic mug × 1$18');
    expect(squash(await row.locator(phone ? '[data-summary-total]' : '[data-checkout-total]').textContent())).toContain('$67');
    expect(await row.locator('[data-checkout-customer]').textContent()).toBe(`${buyerEmail}Receipt to ${receiptEmail}`);
    expect(await row.locator('[data-checkout-payment]').getAttribute('data-checkout-payment')).toBe('paid');
    expect(await row.locator('[data-checkout-payment]').textContent()).toContain('dummy · paid');
    expect(await row.locator('[data-checkout-status]').textContent()).toBe('Paid · approving');
    // The receipt is linked once drawn (a job draws it just after the payment; the list is read again on a move or a reload).
    await expect
      .poll(async () => (await page.reload(), await checkoutRow(page, number)).locator('[data-checkout-receipt]').count(), { timeout: 30_000 })
      .toBe(1);
    await screenshot(page, '90-admin-orders', width);
    // For assistive technology too (WCAG 2.1 A and AA): the filters, the table or cards, the status moves.
    expect(await violations(page, '[data-admin-orders]')).toEqual([]);

    // By status: the paid ones list it, the delivered ones do not.
    await filterByStatus(page, 'Paid · approving', 'approving');
    expect(await shownNumbers(page, 'status=approving')).toContain(number);
    await filterByStatus(page, 'Delivered', 'delivered');
    expect(await shownNumbers(page, 'status=delivered')).not.toContain(number);
    await filterByStatus(page, 'Any status', '');
    expect(await shownNumbers(page, '')).toContain(number);

    // By day of checkout: today (picked in the calendar) lists it; a day long past does not.
    await page.getByRole('button', { name: 'Checkout dates' }).click();
    const today = page.locator('table button[data-today]').first();
    await today.click();
    await today.click();
    await page.waitForURL((address) => address.searchParams.has('from') && address.searchParams.has('to'));
    await page.keyboard.press('Escape');
    const day = new URL(page.url()).searchParams.get('from')!;
    expect(new URL(page.url()).searchParams.get('to')).toBe(day);
    expect(await shownNumbers(page, `from=${day}&to=${day}`)).toContain(number);
    await page.goto(url('/admin/orders?from=2020-01-01&to=2020-01-31'));
    expect(await shownNumbers(page, 'from=2020-01-01&to=2020-01-31')).toEqual([]);
    await page.locator('[data-orders-empty]').getByText('No orders match these filters.').waitFor();

    // Moved on to packaging: at once on screen, then in the packaging filter's list.
    await page.goto(url('/admin/orders?status=approving'));
    const paid = await checkoutRow(page, number, 'status=approving');
    await paid.getByRole('button', { name: `Mark as Packaging, order ${number}` }).click();
    await page.locator('[data-toast="success"]').getByText(`Order ${number}: Packaging`).waitFor();
    await filterByStatus(page, 'Packaging', 'packaging');
    const packed = await checkoutRow(page, number, 'status=packaging');
    await expect.poll(() => packed.locator('[data-checkout-status]').textContent()).toBe('Packaging');
    // Its next step is offered now, and the others in the menu, cancel among them.
    expect(await packed.getByRole('button', { name: `Mark as Delivering, order ${number}` }).count()).toBe(1);
    await packed.getByRole('button', { name: `Change status, order ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Cancel order' }).waitFor();
    await screenshot(page, '91-admin-orders-moved', width);
    await page.keyboard.press('Escape');
    expect(owner.errors).toEqual([]);

    // The buyer's My orders and mailbox say so.
    await buyer.page.goto(url('/ecommerce/orders'));
    await buyer.page.locator(`[data-my-orders] [data-checkout="${number}"] [data-checkout-status]`).getByText('Packaging').waitFor();
    const mailDir = inject('mailDir');
    expect(await waitForMail(mailDir, receiptEmail, 30_000, `Order ${number}: being packed`)).toContain('Your order is being packed');
    expect(buyer.errors).toEqual([]);
  });

  it.runIf(!phone)('pages by whole checkouts: none split over two pages or shown twice, forwards and back', async () => {
    // Nine unpaid checkouts of three orders each (27 orders: a page reads 20), through the API the site speaks to.
    const buyer = await browser.open(width);
    let authorization = '';
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const answer = await buyer.page.request.post(url('/graphql'), { data: { query, variables }, headers: authorization ? { authorization } : {} });
      const body = (await answer.json()) as { data: Record<string, any>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    // A guest's subject, as the site makes one on a first add to the cart.
    authorization = `Bearer ${(await graphql('mutation { rbacAuthenticationInit { jwt } }')).rbacAuthenticationInit.jwt}`;
    const subjectId = (await graphql('{ rbacMe { id } }')).rbacMe.id as string;
    const products = ((await graphql('{ ecommerceProductList(limit: 3) { id } }')).ecommerceProductList as { id: string }[]).map((product) => product.id);
    const [usd] = (await graphql('{ billingCurrencyList(filters: { and: [{ column: "slug", method: "eq", value: "usd" }] }) { id } }')).billingCurrencyList as { id: string }[];
    const add = 'mutation($subjectId: ID!, $data: EcommerceCartAddInput) { ecommerceCartAdd(subjectId: $subjectId, data: $data) { id } }';
    const checkout = 'mutation($subjectId: ID!, $data: EcommerceCheckoutInput!) { ecommerceCheckout(subjectId: $subjectId, data: $data) { invoice { number } } }';
    const mine: string[] = [];
    for (let i = 0; i < 9; i++) {
      const orderIds: string[] = [];
      for (const productId of products) orderIds.push((await graphql(add, { subjectId, data: { productId, quantity: 1 } })).ecommerceCartAdd.id);
      const made = await graphql(checkout, { subjectId, data: { provider: 'dummy', email: 'pages@example.com', billingModuleCurrencyId: usd.id, orderIds } });
      mine.push(String(made.ecommerceCheckout.invoice.number));
    }

    const { page } = await browser.open(width);
    await signInAsAdmin(page, url(''));
    await page.goto(url('/admin/orders?status=paying'));
    const pages: string[][] = [];
    const pageNumber = page.locator('[data-admin-orders] [data-page-number]');
    for (;;) {
      await expect.poll(() => pageNumber.getAttribute('data-page-number')).toBe(String(pages.length + 1));
      pages.push(await shownNumbers(page, 'status=paying'));
      await screenshot(page, `92-admin-orders-page-${pages.length}`, width);
      for (const number of pages[pages.length - 1].filter((shown) => mine.includes(shown))) {
        expect(await page.locator(`[data-checkout-row="${number}"] [data-summary-item]`).count()).toBe(3);
      }
      const next = page.getByRole('button', { name: 'Next page' });
      if (await next.isDisabled()) break;
      await next.click();
    }
    expect(pages.length).toBeGreaterThan(1);
    expect(await pageNumber.textContent()).toMatch(/^Page \d+ of ≈\d+$/);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect(mine.every((number) => seen.includes(number))).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => Number(b) - Number(a)));
    // Back one page: the one shown before, whole again (read backwards from the page's first row).
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => shownNumbers(page, 'status=paying')).toEqual(pages[pages.length - 2]);
    expect(page.url()).toBe(url('/admin/orders?status=paying'));
  });
});
