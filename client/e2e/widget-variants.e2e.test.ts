import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, type AdminApi } from './admin-browser';
import { screenshot, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';

// Every module's widgets render by their variant, entities in lists by theirs (the spec: "Every
// entity has a variant; a variant is a rendering mode"; "A variant value not in the known list
// renders nothing"). A page of its own, made through the REST API, embeds a widget of each kind
// below; a product of its own, in the price-default variant, shows in the shop's list as its price.
const browser = useBrowser();
const PATH = '/widget-variants';
let api: AdminApi;
let pageId: string;
let productId: string;
let productSlug: string;
let unknownWidgetId: string;
const made: [route: string, id: string][] = [];

/** The modules whose widgets only have a default variant: it shows the widget's own texts. */
const TEXT_DEFAULTS = ['agent', 'analytic', 'billing', 'notification', 'startup', 'blog', 'ecommerce', 'rbac'] as const;
const textOf = (module: string) => ({ title: `The ${module} widget`, subtitle: `What the ${module} admin wrote` });
const UNKNOWN_TITLE = 'A widget in a variant nobody knows';
const PRODUCT_TITLE = 'Variant tote';

/** A page widget (a host widget linked to the page) embedding a new `module` widget. */
async function embed(module: string, data: Record<string, unknown>, orderIndex: number): Promise<string> {
  const widget = await api.create(`/api/${module}/widgets`, data);
  made.push([`/api/${module}/widgets`, String(widget.id)]);
  const host = await api.create('/api/host/widgets', { adminTitle: `widget variants: ${module} ${String(data.variant)}` });
  made.push(['/api/host/widgets', String(host.id)]);
  await api.create('/api/host/widgets-to-external-widgets', { widgetId: host.id, externalModule: module, externalWidgetId: widget.id });
  await api.create('/api/host/pages-to-widgets', { pageId, widgetId: host.id, orderIndex });
  return String(widget.id);
}

beforeAll(async () => {
  api = await adminApi(inject('baseUrl'));
  const page = await api.create('/api/host/pages', { url: PATH, title: 'Widget variants', publishedAt: new Date().toISOString() });
  pageId = String(page.id);
  let order = 1;
  for (const module of TEXT_DEFAULTS) {
    await embed(module, { variant: 'default', title: { en: textOf(module).title }, subtitle: { en: textOf(module).subtitle } }, order++);
  }
  await embed('rbac', { variant: 'subject-authentication-select-method-default' }, order++);
  await embed('rbac', { variant: 'subject-authentication-logout-action-default' }, order++);
  await embed('ecommerce', { variant: 'product-list-default', title: { en: 'New arrivals here' } }, order++);
  // The server accepts only the listed variants: this one is made as 'default' and answered to
  // the browser under a name nobody knows (see `withUnknownVariant`).
  unknownWidgetId = await embed('startup', { variant: 'default', title: { en: UNKNOWN_TITLE } }, order++);

  const product = await api.create('/api/ecommerce/products', { title: { en: PRODUCT_TITLE }, variant: 'price-default' });
  productId = String(product.id);
  productSlug = String(product.slug);
  await api.price(productId, '12.00');
  await api.update('/api/ecommerce/products', productId, { publishedAt: new Date().toISOString() });
});
afterAll(async () => {
  await api?.remove('/api/host/pages', pageId);
  if (productId) await api?.remove('/api/ecommerce/products', productId);
  for (const [route, id] of made) await api?.remove(route, id).catch(() => undefined);
});

describe.each(WIDTHS)('a page of widgets in their variants at %i px', (width: Width) => {
  it('renders each by its variant: the texts of the default ones, the sign-in methods, a logout button, a product as its price', async () => {
    const { page, errors } = await browser.open(width);
    await page.goto(url(PATH));
    const main = page.locator('main');
    for (const module of TEXT_DEFAULTS) {
      await main.getByRole('heading', { name: textOf(module).title }).waitFor();
      await main.getByText(textOf(module).subtitle).waitFor();
    }
    // rbac: the sign-in methods form, and the logout action as a link to the logout screen.
    await main.getByText('Sign in to your account').waitFor();
    const logout = main.getByRole('link', { name: 'Logout' });
    expect(await logout.getAttribute('href')).toBe('/rbac/subject/authentication/logout');
    // ecommerce: the list renders the product by its own variant, price-default: a link and its price, no card.
    const product = main.locator(`[data-product-variant="price-default"][data-product-card="${productSlug}"]`);
    await product.waitFor();
    expect(await product.getByRole('link', { name: PRODUCT_TITLE }).count()).toBe(1);
    expect(await product.textContent()).toContain('12');
    await screenshot(page, '91-widget-variants', width);
    expect(errors).toEqual([]);
  });

  it('renders nothing for a widget whose variant nobody knows, and the rest of the page as before', async () => {
    const { page, errors } = await browser.open(width);
    // The widgets' answer (read by the browser on a navigation inside the site) names the startup
    // widget's variant 'no-such-variant'.
    await page.route('**/graphql**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(unknownWidgetId)) return route.fulfill({ response });
      const answer = JSON.parse(body) as { data?: { startupWidgetList?: { id: string; variant: string }[] } };
      for (const widget of answer.data?.startupWidgetList ?? []) if (widget.id === unknownWidgetId) widget.variant = 'no-such-variant';
      return route.fulfill({ response, body: JSON.stringify(answer) });
    });
    await page.goto(url('/'));
    await page.locator('main').waitFor();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PATH);
    const main = page.locator('main');
    await main.getByRole('heading', { name: textOf('startup').title }).waitFor();
    await main.getByText('Sign in to your account').waitFor();
    expect(await main.getByText(UNKNOWN_TITLE).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the page of widget variants, rendered on the server', () => {
  it('arrives with every known widget in its HTML', async () => {
    const html = await (await fetch(url(PATH))).text();
    for (const module of TEXT_DEFAULTS) expect(html).toContain(textOf(module).title);
    expect(html).toContain(UNKNOWN_TITLE);
  });
});
