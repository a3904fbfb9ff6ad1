import { describe, expect, inject, it } from 'vitest';
import { formatPrice } from '../src/modules/ecommerce/prices/format-price';
import { ADMIN, signInAsAdmin } from './admin-browser';
import { violations } from './axe';
import { clientAddress, screenshot, siteUrl as url, useBrowser, WIDTHS } from './browser';

// The first screen of /admin (issue 36.1): today's and this week's paid orders and revenue per
// currency, orders waiting for the shop, form requests and sign-ups, and links to the screens.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface Sales {
  checkouts: number;
  revenue: { amount: string; currency: { id: string; slug: string; symbol: string | null } }[];
}
interface Dashboard {
  paidToday: Sales;
  paidThisWeek: Sales;
  ordersWaiting: { status: string; checkouts: number }[];
  formRequests: { today: number; week: number };
  signUps: { today: number; week: number };
}

/** A call to the site's REST API: its answer's data, or the test fails. */
async function call<T>(method: string, path: string, headers: Record<string, string>, data?: unknown): Promise<T> {
  const response = await fetch(url(path), {
    method,
    headers: { ...headers, 'x-forwarded-for': clientAddress(), ...(data ? { 'content-type': 'application/json' } : {}) },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The dashboard as the administrator's API reads it. */
async function dashboardApi(): Promise<Dashboard> {
  const { jwt } = await call<{ jwt: string }>('POST', '/api/rbac/subjects/authentication/email-and-password/authentication', {}, { login: ADMIN.email, password: ADMIN.password });
  return call('GET', '/api/admin/dashboard', { authorization: `Bearer ${jwt}` });
}

/** A guest buys the shop's first product in dollars with the dummy provider and pays. */
async function paidGuestCheckout() {
  const { jwt } = await call<{ jwt: string }>('GET', '/api/rbac/subjects/authentication/init', {});
  const auth = { authorization: `Bearer ${jwt}` };
  const me = await call<{ id: string }>('GET', '/api/rbac/subjects/authentication/me', auth);
  const [product] = await call<{ id: string }[]>('GET', '/api/ecommerce/products?limit=1&orderBy[0][column]=createdAt', {});
  const currencies = await call<{ id: string; slug: string }[]>('GET', '/api/billing/currencies', {});
  const usd = currencies.find((currency) => currency.slug === 'usd')!.id;
  const orders = `/api/rbac/subjects/${me.id}/ecommerce-module/orders`;
  const order = await call<{ id: string }>('POST', orders, auth, { productId: product.id, quantity: 1 });
  const checkout = await call<{ billingModule: { invoices: { id: string }[] } }>('POST', `${orders}/checkout`, auth, {
    provider: 'dummy',
    email: `dashboard-${Date.now()}@example.com`,
    billingModule: { currency: { id: usd } },
    ecommerceModule: { orders: [{ id: order.id }] },
  });
  await call('POST', `/api/billing/invoices/${checkout.billingModule.invoices[0].id}/dummy/pay`, auth);
}

describe.each(WIDTHS)('the admin dashboard at %i px', (width) => {
  it('shows the figures the API counts, a new payment among them, and leads to the screens', async () => {
    const before = await dashboardApi();
    await paidGuestCheckout();
    const figures = await dashboardApi();
    expect(figures.paidToday.checkouts).toBe(before.paidToday.checkouts + 1);

    const { page, errors } = await browser.open(width);
    await signInAsAdmin(page, baseUrl);
    const dashboard = page.locator('[data-dashboard]');
    await dashboard.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const figure = (name: string) => dashboard.locator(`[data-dashboard-figure="${name}"]`);
    await figure('paid-today-checkouts').waitFor();
    await expect.poll(() => figure('paid-today-checkouts').textContent()).toBe(String(figures.paidToday.checkouts));
    expect(await figure('paid-week-checkouts').textContent()).toBe(String(figures.paidThisWeek.checkouts));
    // Revenue per currency, written as prices are everywhere else.
    for (const [period, sales] of [['paid-today', figures.paidToday], ['paid-week', figures.paidThisWeek]] as const) {
      expect(sales.revenue.length).toBeGreaterThan(0);
      for (const row of sales.revenue) expect(await figure(`${period}-revenue-${row.currency.slug}`).textContent()).toBe(formatPrice(row.amount, row.currency, 'en'));
    }
    for (const row of figures.ordersWaiting) expect(await figure(`waiting-${row.status}`).textContent()).toBe(String(row.checkouts));
    expect(Number(await figure('waiting-approving').textContent())).toBeGreaterThan(0);
    for (const [name, counts] of [['form-requests', figures.formRequests], ['sign-ups', figures.signUps]] as const) {
      expect([await figure(`${name}-today`).textContent(), await figure(`${name}-week`).textContent()]).toEqual([String(counts.today), String(counts.week)]);
    }
    // Each card is a section named by its heading.
    for (const title of ['Paid today', 'Paid this week', 'Orders waiting for you', 'Form requests', 'New sign-ups', 'Go to']) {
      await expect.poll(() => dashboard.getByRole('region', { name: title }).count()).toBe(1);
    }
    expect(await dashboard.locator('[data-dashboard-periods]').textContent()).toMatch(/^Today counts from 00:00 UTC, this week from Monday, \w+ \d+, 00:00 UTC\.$/);
    expect(await violations(page, '[data-dashboard]')).toEqual([]);
    await screenshot(page, 'admin-10-dashboard', width);

    // The screens a shop is run from, one click away: the orders screen, the generic tables of the others.
    expect(await dashboard.locator('[data-dashboard-link="orders"]').getAttribute('href')).toBe('/admin/orders');
    expect(await dashboard.getByRole('link', { name: 'Open orders' }).getAttribute('href')).toBe('/admin/orders');
    await dashboard.getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL(url('/admin/EcommerceProduct'));
    await page.locator('[data-model-table="EcommerceProduct"] [data-row-count]').waitFor();
    expect(await page.locator('[data-dashboard]').count()).toBe(0);
    // The header's title leads back to it.
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(url('/admin'));
    await dashboard.locator('[data-dashboard-figure="paid-today-checkouts"]').waitFor();
    expect(errors).toEqual([]);
  });
});
