import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, signInAsAdmin, type AdminApi } from './admin-browser';
import { screenshot, siteUrl as url, useBrowser, WIDTHS, type Width } from './browser';

// Every module's widgets render by their variant, entities in lists by theirs (the spec: "Every
// entity has a variant; a variant is a rendering mode"; "A variant value not in the known list
// renders nothing"). A page of its own, made through the REST API, embeds a widget of each kind
// below; a product of its own, in the price-default variant, shows in the shop's list as its price,
// and a currency of its own, in the symbol variant, shows in the currency toggle as its sign. A
// subject of its own, with a social profile and a product linked, has a page of the rbac module's
// product and profile overviews.
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
const OVERVIEW_PRODUCT = { title: 'Variant overview lamp', shortDescription: 'A brass lamp shown whole in the list, description and all' };
const CURRENCY = { slug: 'vrt', symbol: '¤', title: { en: 'Variant crown' }, variant: 'symbol' };
const SUBJECT_PAGE = '/widget-variants/makers/[rbac.subjects.slug]';
const SUBJECT_SLUG = 'widget-variants-maker';
const PROFILE_TITLE = 'The variant maker';
const SUBJECT_PRODUCT_TITLE = 'Variant maker’s jug';
const SUBJECT_PRODUCTS_TITLE = 'Made by this maker';
let subjectPageId: string;

/** A page widget (a host widget linked to the page) embedding a new `module` widget. */
async function embed(module: string, data: Record<string, unknown>, orderIndex: number, onPage = pageId): Promise<string> {
  const widget = await api.create(`/api/${module}/widgets`, data);
  made.push([`/api/${module}/widgets`, String(widget.id)]);
  const host = await api.create('/api/host/widgets', { adminTitle: `widget variants: ${module} ${String(data.variant)}` });
  made.push(['/api/host/widgets', String(host.id)]);
  await api.create('/api/host/widgets-to-external-widgets', { widgetId: host.id, externalModule: module, externalWidgetId: widget.id });
  await api.create('/api/host/pages-to-widgets', { pageId: onPage, widgetId: host.id, orderIndex });
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
  const lamp = await api.create('/api/ecommerce/products', {
    title: { en: OVERVIEW_PRODUCT.title },
    shortDescription: { en: OVERVIEW_PRODUCT.shortDescription },
    variant: 'overview-default',
  });
  made.push(['/api/ecommerce/products', String(lamp.id)]);
  await api.price(String(lamp.id), '30.00');
  await api.update('/api/ecommerce/products', String(lamp.id), { publishedAt: new Date().toISOString() });
  const currency = await api.create('/api/billing/currencies', CURRENCY);
  made.push(['/api/billing/currencies', String(currency.id)]);

  // A subject's page: its social profile (public, which makes the subject's page public) and a
  // product linked to it, which only the subject itself and admins read.
  const subjectPage = await api.create('/api/host/pages', { url: SUBJECT_PAGE, title: 'A maker', publishedAt: new Date().toISOString() });
  subjectPageId = String(subjectPage.id);
  // At 0 and 1: between the site's header and footer, which a new page has at 0 and 2.
  await embed('rbac', { variant: 'subject-social-module-profile-overview-default' }, 0, subjectPageId);
  await embed('rbac', { variant: 'subject-ecommerce-module-product-overview-default', title: { en: SUBJECT_PRODUCTS_TITLE } }, 1, subjectPageId);
  const subject = await api.create('/api/rbac/subjects', { slug: SUBJECT_SLUG });
  made.push(['/api/rbac/subjects', String(subject.id)]);
  const profile = await api.create('/api/social/profiles', { title: { en: PROFILE_TITLE }, subtitle: { en: 'Jugs and bowls' } });
  made.push(['/api/social/profiles', String(profile.id)]);
  await api.create('/api/rbac/subjects-to-social-module-profiles', { subjectId: subject.id, socialModuleProfileId: profile.id });
  const jug = await api.create('/api/ecommerce/products', { title: { en: SUBJECT_PRODUCT_TITLE } });
  made.push(['/api/ecommerce/products', String(jug.id)]);
  await api.price(String(jug.id), '30.00');
  await api.update('/api/ecommerce/products', String(jug.id), { publishedAt: new Date().toISOString() });
  await api.create('/api/rbac/subjects-to-ecommerce-module-products', { subjectId: subject.id, ecommerceModuleProductId: jug.id });
});
afterAll(async () => {
  await api?.remove('/api/host/pages', pageId);
  if (subjectPageId) await api?.remove('/api/host/pages', subjectPageId);
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
    // overview-default: the product's overview across the row, its description whole and its cart controls.
    const overview = main.locator('[data-product-variant="overview-default"]');
    await overview.getByRole('link', { name: OVERVIEW_PRODUCT.title }).waitFor();
    expect(await overview.getByText(OVERVIEW_PRODUCT.shortDescription).count()).toBe(1);
    await overview.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await overview.textContent()).toContain('30');
    // billing: the currency toggle names each currency in its own variant, the new one by its sign alone.
    const toggle = main.locator('[data-currency-toggle]').first();
    await toggle.locator(`[data-currency="${CURRENCY.slug}"]`).waitFor();
    expect(await toggle.locator(`[data-currency="${CURRENCY.slug}"]`).textContent()).toBe(CURRENCY.symbol);
    expect(await toggle.locator('[data-currency="usd"]').textContent()).toBe('$ USD');
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

describe.each(WIDTHS)('a subject’s page of product and profile overviews at %i px', (width: Width) => {
  it('shows a visitor the subject’s social profile, and none of its products: their links are the subject’s own', async () => {
    const { page, errors } = await browser.open(width);
    await page.goto(url(`/widget-variants/makers/${SUBJECT_SLUG}`));
    const main = page.locator('main');
    const profiles = main.locator(`[data-subject-social-profile-overview="${SUBJECT_SLUG}"]`);
    await profiles.getByRole('heading', { name: PROFILE_TITLE }).waitFor();
    await profiles.getByText('Jugs and bowls').waitFor();
    expect(await main.locator('[data-subject-products]').count()).toBe(0);
    expect(await main.getByText(SUBJECT_PRODUCT_TITLE).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows an admin the subject’s social profile and the product linked to it, as a card', async () => {
    const { page, errors } = await browser.open(width);
    await signInAsAdmin(page, inject('baseUrl'));
    await page.goto(url(`/widget-variants/makers/${SUBJECT_SLUG}`));
    const main = page.locator('main');
    await main.locator(`[data-subject-social-profile-overview="${SUBJECT_SLUG}"]`).getByRole('heading', { name: PROFILE_TITLE }).waitFor();
    const products = main.locator(`[data-subject-products="${SUBJECT_SLUG}"]`);
    await products.getByRole('heading', { name: SUBJECT_PRODUCTS_TITLE }).waitFor();
    await products.getByRole('link', { name: SUBJECT_PRODUCT_TITLE }).first().waitFor();
    expect(await products.textContent()).toContain('30');
    await screenshot(page, '92-subject-overviews', width);
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
