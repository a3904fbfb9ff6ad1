import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/settings.js';
import { createLogger } from '../../../src/core/logger.js';
import { seed } from '../../../src/db/seeds/index.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo', ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'a-strong-password' });
});
afterAll(() => server?.close());

const sql = async (query: string) => server.orm.em.getConnection().execute(query);

describe('the demo seed', () => {
  it('builds a home page of layouts and widgets, in en and ru', async () => {
    const { data } = await server.graphql<any>(`{
      hostPageList(filters: {and: [{column: "url", method: "inArray", value: ["/", "/about", "/500"]}]}, orderBy: [{column: "url"}], limit: 3) {
        url metadata { variant title openGraphLocale }
        layouts(limit: 10) { title widgets(limit: 10) { widgetsToExternalWidgets(limit: 5) { externalModule } } }
      }
    }`);
    const pages = data.hostPageList;
    expect(pages.map((p: any) => p.url)).toEqual(['/', '/500', '/about']);
    const home = pages[0];
    expect(home.metadata).toMatchObject([
      { variant: 'primary', title: 'Home', openGraphLocale: 'en_US' },
      { variant: 'primary', title: 'Главная', openGraphLocale: 'ru_RU' },
    ]);
    expect(home.layouts.map((l: any) => l.title)).toEqual(['Header', 'Home: content', 'Footer']);
    const modules = home.layouts[1].widgets.map((w: any) => w.widgetsToExternalWidgets[0].externalModule);
    expect(modules).toEqual(['website-builder', 'ecommerce', 'blog']);

    const navbar = await server.graphql<any>(`{ websiteBuilderWidgetList(filters: {and: [{column: "variant", method: "eq", value: "navbar-default"}]}, limit: 10) {
      logotypes(limit: 10) { title { en } } buttonsArrays(limit: 10) { buttons(limit: 10) { title { en ru } url } } } }`);
    const [nav] = navbar.data.websiteBuilderWidgetList;
    expect(nav.logotypes[0].title.en).toBe('Atelier');
    expect(nav.buttonsArrays[0].buttons[0]).toEqual({ title: { en: 'Shop', ru: 'Магазин' }, url: '/shop' });

    const slider = await server.graphql<any>(`{ websiteBuilderSliderList(limit: 10) { slides(limit: 10) { title { en ru } buttonsArrays(limit: 10) { buttons(limit: 10) { url } } } } }`);
    expect(slider.data.websiteBuilderSliderList[0].slides).toHaveLength(3);
  });

  it('fills a shop: products with prices in USD and RUB, stores and categories', async () => {
    const { data } = await server.graphql<any>(`{
      ecommerceProductList(limit: 20) { title { en ru } categories { id } stores { id }
        attributes(limit: 10) { number attributeKeys(limit: 5) { kind } billingModuleCurrencies(limit: 5) { slug symbol } } }
      ecommerceCategoryCount ecommerceStoreCount billingCurrencyCount
    }`);
    expect(data.ecommerceProductList.length).toBeGreaterThanOrEqual(6);
    expect(data.ecommerceCategoryCount).toBe(3);
    expect(data.ecommerceStoreCount).toBe(2);
    expect(data.billingCurrencyCount).toBe(2);
    const shirt = data.ecommerceProductList[0];
    expect(shirt.title).toEqual({ en: 'Linen shirt', ru: 'Льняная рубашка' });
    expect(shirt.stores).toHaveLength(2);
    expect(shirt.attributes.map((a: any) => [a.number, a.attributeKeys[0].kind, a.billingModuleCurrencies[0].slug])).toEqual([
      ['49.00', 'price', 'usd'],
      ['4490.00', 'price', 'rub'],
    ]);
  });

  it('has a blog of 3 articles in 2 categories and a contact form with inputs', async () => {
    const { data } = await server.graphql<any>(`{
      blogArticleCount blogCategoryList { articles { id } }
      crmFormList { title { en } inputs { type isRequired label { en ru } } }
    }`);
    expect(data.blogArticleCount).toBe(3);
    expect(data.blogCategoryList.map((c: any) => c.articles.length)).toEqual([2, 1]);
    expect(data.crmFormList[0].inputs.map((i: any) => i.type)).toEqual(['text-default', 'text-default', 'textarea-default', 'number-default']);
  });

  it('has a page of two public profiles, each with a profile page and a social profile page', async () => {
    const { data } = await server.graphql<any>(`{
      hostPageList(filters: {and: [{column: "url", method: "like", value: "%rbac%"}]}, orderBy: [{column: "url"}]) { url }
      rbacSubjectList(orderBy: [{column: "slug"}], limit: 10) { slug identities(limit: 10) { provider email account } socialModuleProfiles(limit: 5) { title { en ru } websiteBuilderModuleWidgets(limit: 5) { variant } } }
    }`);
    expect(data.hostPageList.map((page: any) => page.url)).toEqual(['/rbac/subjects/[rbac.subjects.slug]', '/rbac/subjects/[rbac.subjects.slug]/social/profile']);
    expect((await server.rest('GET', '/api/host/pages/find-by-url?url=/ru/profiles')).status).toBe(200);
    // An anonymous visitor: the two makers, the kinds of their identities, never an address.
    expect(data.rbacSubjectList).toEqual([
      {
        slug: 'ada-ceramics',
        identities: [{ provider: 'email_and_password', email: null, account: null }, { provider: 'telegram', email: null, account: null }],
        socialModuleProfiles: [{ title: { en: 'Ada, ceramics', ru: 'Ада, керамика' }, websiteBuilderModuleWidgets: [{ variant: 'content-default' }] }],
      },
      {
        slug: 'grace-weaving',
        identities: [{ provider: 'EVM', email: null, account: null }, { provider: 'email_and_password', email: null, account: null }],
        socialModuleProfiles: [{ title: { en: 'Grace, weaving', ru: 'Грейс, ткачество' }, websiteBuilderModuleWidgets: [{ variant: 'content-default' }] }],
      },
    ]);
  });

  it('creates the admin subject from ADMIN_EMAIL with an argon2id password hash', async () => {
    // The admin is the one subject with a role (the demo's makers have none, nor a password).
    const rows = await sql(`select i.email, i.password, r.uid from rbac_identities i
      join rbac_subjects_to_identities si on si.identity_id = i.id
      join rbac_subjects_to_roles sr on sr.subject_id = si.subject_id
      join rbac_roles r on r.id = sr.role_id`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'boss@example.com', uid: 'admin' });
    expect(rows[0].password).toMatch(/^\$argon2id\$/);
  });

  it('seeds once: a restart adds nothing', async () => {
    const before = await sql('select (select count(*) from host_pages) + (select count(*) from rbac_identities) + (select count(*) from rbac_roles) as n');
    const config = loadConfig({ SEED: 'demo', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a-strong-password' });
    await seed(server.orm, config, createLogger('silent'));
    const after = await sql('select (select count(*) from host_pages) + (select count(*) from rbac_identities) + (select count(*) from rbac_roles) as n');
    expect(after[0].n).toBe(before[0].n);
  });
});
