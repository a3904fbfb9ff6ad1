import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../src/modules/index.js';
import { createSample, model } from '../../helpers/catalogue-samples.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => server?.close());

/** The seeded administrator: a person signed in with the admin role, not the server's key. */
const ADMIN = { login: 'owner@example.com', password: 'owner-password-1' };
const admin = (query: string, variables?: Record<string, unknown>) => server.graphql<Record<string, any>>(query, variables, server.asServer);

async function countRows(table: string) {
  const [{ count }] = await server.orm.em.getConnection().execute(`select count(*)::int as count from "${table}"`);
  return count as number;
}

function expectError(result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }, code: string, field?: string) {
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  const [error] = result.errors!;
  expect(error.extensions?.code).toBe(code);
  if (field) expect(error.extensions?.field).toBe(field);
  expect(JSON.stringify(error)).not.toMatch(/stack|node_modules|\.ts:\d+|violates|duplicate key/);
  return error;
}

describe('per-language values', () => {
  it('round-trip in en and ru; updating one language keeps the other; a string means en', async () => {
    const created = await admin(`mutation { p: ecommerceProductCreate(data: {title: {en: "Red shirt", ru: "Красная рубашка"}}) { id slug adminTitle title { en ru } description { en ru } } }`);
    const product = created.data!.p;
    expect(product.title).toEqual({ en: 'Red shirt', ru: 'Красная рубашка' });
    expect(product.description).toEqual({ en: null, ru: null });
    expect(product.slug).toMatch(/^red-shirt-[a-z0-9]{6}$/);
    expect(product.adminTitle).toBe('Red shirt');

    const updated = await admin(`mutation($id: ID!) { p: ecommerceProductUpdate(id: $id, data: {title: {ru: "Рубашка"}}) { title { en ru } } }`, { id: product.id });
    expect(updated.data!.p.title).toEqual({ en: 'Red shirt', ru: 'Рубашка' });

    const russianOnly = await admin(`mutation { p: ecommerceProductCreate(data: {title: {ru: "Шапка"}}) { slug } }`);
    expect(russianOnly.data!.p.slug).toMatch(/^shapka-[a-z0-9]{6}$/);

    const found = await admin(`{ l: ecommerceProductList(filters: {and: [{column: "title.ru", method: "eq", value: "Рубашка"}]}) { id } }`);
    expect(found.data!.l).toEqual([{ id: product.id }]);
    const search = await admin(`{ l: ecommerceProductList(filters: {and: [{column: "title", method: "ilike", value: "%RED%"}]}) { id } }`);
    expect(search.data!.l).toEqual([{ id: product.id }]);
  });

  it('generates a readable slug and admin title when there is no title', async () => {
    const { data } = await admin(`mutation { s: websiteBuilderSliderCreate(data: {}) { slug adminTitle } }`);
    expect(data!.s.slug).toMatch(/^[a-z]+-[a-z]+-[a-z0-9]{6}$/);
    expect(data!.s.adminTitle).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
  });
});

describe('validation', () => {
  it.each([
    ['an unknown column', `{ hostPageList(filters: {and: [{column: "password", method: "eq", value: "x"}]}) { id } }`, 'filters.and[0].column', /unknown column 'password' of HostPage/],
    ['an unknown method', `{ hostPageList(filters: {and: [{column: "url", method: "regex", value: "x"}]}) { id } }`, 'filters.and[0].method', /unknown method 'regex'/],
    ['a wrong value type', `{ ecommerceOrdersToProductsList(filters: {and: [{column: "quantity", method: "gt", value: "many"}]}) { id } }`, 'filters.and[0].value', /expected a whole number/],
    ['a bad uuid in a filter', `{ hostPageList(filters: {and: [{column: "id", method: "inArray", value: ["1; drop table"]}]}) { id } }`, 'filters.and[0].value[0]', /expected a uuid/],
    ['an unknown order column', `{ hostPageList(orderBy: [{column: "nope"}]) { id } }`, 'orderBy[0].column', /unknown column/],
    ['a bad order direction', `{ hostPageList(orderBy: [{column: "url", method: "sideways"}]) { id } }`, 'orderBy[0].method', /asc or desc/],
    ['a limit over the cap', `{ hostPageList(limit: 5000) { id } }`, 'limit', /at most 100/],
    ['a bad id', `{ hostPage(id: "not-a-uuid") { id } }`, 'id', /expected a uuid/],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_what, query, field, message) => {
    const result = await admin(query);
    const error = expectError(result, 'BAD_USER_INPUT', field);
    expect(error.message).toMatch(message);
  });

  // Each case names the table its mutation would write: that table is counted before and after.
  it.each([
    ['a variant outside the allowed list', 'website_builder_buttons', `mutation { websiteBuilderButtonCreate(data: {variant: "sparkly"}) { id } }`, 'data.variant', /'sparkly' is not a variant of WebsiteBuilderButton \(allowed: default, destructive, primary/],
    ['a currency slug outside a-z 0-9 hyphen', 'billing_currencies', `mutation { billingCurrencyCreate(data: {slug: "US Dollar"}) { id } }`, 'data.slug', /only a-z, 0-9 and hyphen/],
    ['metadata without a title', 'host_metadata', `mutation { hostMetadataCreate(data: {description: "x"}) { id } }`, 'data.title', /is required/],
    ['an order status outside its enum', 'ecommerce_orders', `mutation { ecommerceOrderCreate(data: {status: "lost"}) { id } }`, 'data.status', /one of new, paying/],
    ['a bad decimal', 'ecommerce_attributes', `mutation { ecommerceAttributeCreate(data: {number: "1e5"}) { id } }`, undefined, /Decimal/],
    ['a product type outside its enum', 'ecommerce_products', `mutation { ecommerceProductCreate(data: {title: {en: "x"}, type: "gift"}) { id } }`, 'data.type', /one of one_off, subscription/],
    ['a reference to nothing', 'host_pages_to_layouts', `mutation { hostPagesToLayoutsCreate(data: {pageId: "00000000-0000-4000-8000-000000000000", layoutId: "00000000-0000-4000-8000-000000000000"}) { id } }`, 'data.pageId', /does not exist/],
  ])('refuses %s, writing nothing to %s', async (_what, table, query, field, message) => {
    const before = await countRows(table);
    const result = await admin(query);
    expect(result.errors?.[0].message).toMatch(message);
    if (field) expectError(result, 'BAD_USER_INPUT', field);
    expect(await countRows(table)).toBe(before);
  });

  it('refuses a language the platform does not have, writing nothing', async () => {
    const before = await countRows('ecommerce_products');
    const refused = await server.rest('POST', '/api/ecommerce/products', { admin: true, json: { title: { en: 'Hat', de: 'Hut' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message: expect.stringMatching(/^data\.title\.de: unknown language \(known: en, ru\)/), details: { field: 'data.title.de' } });
    // Over GraphQL the per-language input type has no such field.
    const graphql = await admin(`mutation { ecommerceProductCreate(data: {title: {en: "Hat", de: "Hut"}}) { id } }`);
    expect(graphql.errors?.[0].message).toMatch(/"de" is not defined/);
    expect(await countRows('ecommerce_products')).toBe(before);
  });

  it.each([
    ['page url', `mutation($v: String!) { hostPageCreate(data: {url: $v}) { id } }`, '/taken', 'data.url'],
    ['page slug', `mutation($v: String!) { hostPageCreate(data: {slug: $v, url: null}) { id } }`, 'taken-slug', 'data.slug'],
    ['role uid', `mutation($v: String!) { rbacRoleCreate(data: {uid: $v, title: $v}) { id } }`, 'editor', 'data.title'],
    ['store-product sku', '', 'SKU-1', 'data.sku'],
  ])('answers a second %s with CONFLICT', async (what, query, value, field) => {
    if (what === 'store-product sku') {
      const store = await createSample(server, model('EcommerceStore'));
      const product = await createSample(server, model('EcommerceProduct'));
      const create = `mutation($s: ID!, $p: ID!) { ecommerceStoresToProductsCreate(data: {storeId: $s, productId: $p, sku: "SKU-1"}) { id sku } }`;
      expect((await admin(create, { s: store.id, p: product.id })).data!.ecommerceStoresToProductsCreate.sku).toBe('SKU-1');
      expectError(await admin(create, { s: store.id, p: product.id }), 'CONFLICT', field);
      return;
    }
    expect((await admin(query, { v: value })).errors).toBeUndefined();
    const error = expectError(await admin(query, { v: value }), 'CONFLICT', field);
    expect(error.message).toMatch(/already exists/);
  });

  it('generates a unique sku when none is given', async () => {
    const store = await createSample(server, model('EcommerceStore'));
    const product = await createSample(server, model('EcommerceProduct'));
    const { data } = await admin(`mutation($s: ID!, $p: ID!) { a: ecommerceStoresToProductsCreate(data: {storeId: $s, productId: $p}) { sku } }`, { s: store.id, p: product.id });
    expect(data!.a.sku).toMatch(/^SKU-[A-Z0-9]{10}$/);
  });

  it('refuses an empty or blank sku on both APIs, on create and update, and writes nothing', async () => {
    const store = await createSample(server, model('EcommerceStore'));
    const product = await createSample(server, model('EcommerceProduct'));
    const before = await countRows('ecommerce_stores_to_products');
    for (const sku of ['', '   ']) {
      const rest = await server.rest('POST', '/api/ecommerce/stores-to-products', { admin: true, json: { storeId: store.id, productId: product.id, sku } });
      expect(rest.status).toBe(400);
      expect(rest.body.error).toMatchObject({ message: 'data.sku: must not be empty (leave it out to have one generated)', details: { field: 'data.sku' } });
      const graphql = await admin(`mutation($s: ID!, $p: ID!, $k: String!) { ecommerceStoresToProductsCreate(data: {storeId: $s, productId: $p, sku: $k}) { id } }`, { s: store.id, p: product.id, k: sku });
      expectError(graphql, 'BAD_USER_INPUT', 'data.sku');
    }
    expect(await countRows('ecommerce_stores_to_products')).toBe(before);
    const { data } = await admin(`mutation($s: ID!, $p: ID!) { a: ecommerceStoresToProductsCreate(data: {storeId: $s, productId: $p}) { id sku } }`, { s: store.id, p: product.id });
    const emptied = await server.rest('PATCH', `/api/ecommerce/stores-to-products/${data!.a.id}`, { admin: true, json: { sku: '' } });
    expect(emptied.status).toBe(400);
    expect((await server.rest('GET', `/api/ecommerce/stores-to-products/${data!.a.id}`, { admin: true })).body.data.sku).toBe(data!.a.sku);
  });
});

describe('transactions and concurrency', () => {
  it('bulk create with one bad item writes nothing', async () => {
    const before = await countRows('host_pages');
    const result = await admin(`mutation { hostPageBulkCreate(data: [{data: {url: "/bulk-a"}}, {data: {url: "/bulk-a"}}]) { id } }`);
    expectError(result, 'CONFLICT', 'data.url');
    const invalid = await admin(`mutation { hostPageBulkCreate(data: [{data: {url: "/bulk-b"}}, {data: {url: "no slash"}}]) { id } }`);
    expectError(invalid, 'BAD_USER_INPUT', 'data[1].data.url');
    expect(await countRows('host_pages')).toBe(before);
  });

  it('bulk update with one missing row changes nothing', async () => {
    const { id } = await createSample(server, model('HostLayout'));
    const result = await admin(`mutation($id: ID!) { hostLayoutBulkUpdate(data: [{id: $id, data: {title: "changed"}}, {id: "00000000-0000-4000-8000-000000000000", data: {title: "x"}}]) { id } }`, { id });
    expectError(result, 'NOT_FOUND');
    const { data } = await admin(`query($id: ID!) { hostLayout(id: $id) { title } }`, { id });
    expect(data!.hostLayout.title).toBeNull();
  });

  it('find-or-create called in parallel with the same data makes one row', async () => {
    const calls = Array.from({ length: 8 }, () =>
      admin(`mutation { billingCurrencyFindOrCreate(data: {slug: "usd", symbol: "$"}) { id } }`),
    );
    const results = await Promise.all(calls);
    const ids = new Set(results.map((result) => result.data!.billingCurrencyFindOrCreate.id));
    expect(ids.size).toBe(1);
    const { data } = await admin(`{ billingCurrencyCount(filters: {and: [{column: "slug", method: "eq", value: "usd"}]}) }`);
    expect(data!.billingCurrencyCount).toBe(1);
  });
});

describe('relations', () => {
  it('deleting a parent removes its relation rows', async () => {
    const page = await createSample(server, model('HostPage'));
    const layout = await createSample(server, model('HostLayout'));
    await admin(`mutation($p: ID!, $l: ID!) { hostPagesToLayoutsCreate(data: {pageId: $p, layoutId: $l}) { id } }`, { p: page.id, l: layout.id });
    const filters = { and: [{ column: 'pageId', method: 'eq', value: page.id }] };
    const links = () => admin(`query($f: FiltersInput) { hostPagesToLayoutsCount(filters: $f) }`, { f: filters });
    expect((await links()).data!.hostPagesToLayoutsCount).toBe(1);
    await admin(`mutation($id: ID!) { hostPageDelete(id: $id) { id } }`, { id: page.id });
    expect((await links()).data!.hostPagesToLayoutsCount).toBe(0);
    expect((await admin(`query($id: ID!) { hostLayout(id: $id) { id } }`, { id: layout.id })).data!.hostLayout).toEqual({ id: layout.id });
  });

  it('orders nested lists by orderIndex', async () => {
    const slider = await createSample(server, model('WebsiteBuilderSlider'));
    const slides = await Promise.all([1, 2, 3].map(() => createSample(server, model('WebsiteBuilderSlide'))));
    for (const [index, slide] of slides.entries()) {
      await admin(`mutation($a: ID!, $b: ID!, $o: Int!) { websiteBuilderSlidersToSlidesCreate(data: {sliderId: $a, slideId: $b, orderIndex: $o}) { id } }`, { a: slider.id, b: slide.id, o: 3 - index });
    }
    const { data } = await admin(`query($id: ID!) { websiteBuilderSlider(id: $id) { slides { id } slidersToSlides { orderIndex } } }`, { id: slider.id });
    expect(data!.websiteBuilderSlider.slides.map((s: { id: string }) => s.id)).toEqual(slides.map((s) => s.id).reverse());
    expect(data!.websiteBuilderSlider.slidersToSlides.map((s: { orderIndex: number }) => s.orderIndex)).toEqual([1, 2, 3]);
  });
});

describe('access', () => {
  it('needs the secret key (or an admin) to write', async () => {
    const create = `mutation { hostLayoutCreate(data: {}) { id } }`;
    const count = async () => (await server.graphql<{ hostLayoutCount: number }>(`{ hostLayoutCount }`)).data!.hostLayoutCount;
    const before = await count();
    expectError(await server.graphql(create), 'UNAUTHENTICATED');
    expectError(await server.graphql(create, {}, { 'x-rbac-secret-key': 'guess' }), 'UNAUTHENTICATED');
    // A signed-in visitor without the admin role: forbidden.
    const visitor = await server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/registration', { json: { login: `writer-${Date.now()}@example.com`, password: 'password-123' } });
    expectError(await server.graphql(create, {}, { authorization: `Bearer ${visitor.body.data.jwt}` }), 'FORBIDDEN');
    expect(await count()).toBe(before);
    // The key, and a signed-in admin, may.
    expect((await admin(create)).errors).toBeUndefined();
    const signedIn = await server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/authentication', { json: ADMIN });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await server.graphql(create, {}, { authorization: `Bearer ${signedIn.body.data.jwt}` })).errors).toBeUndefined();
    expect(await count()).toBe(before + 2);
  });

  it('reads public content anonymously but not owner or admin data', async () => {
    expect((await server.graphql(`{ hostPageList { id } }`)).errors).toBeUndefined();
    expectError(await server.graphql(`{ ecommerceOrderList { id } }`), 'UNAUTHENTICATED');
    expectError(await server.graphql(`{ rbacRefreshTokenList { id } }`), 'UNAUTHENTICATED');
    // Identities are read anonymously only as public profiles show them (none here; see public-profiles.test.ts).
    expect((await server.graphql(`{ rbacIdentityList { id } }`)).data).toEqual({ rbacIdentityList: [] });
    expectError(await server.graphql(`{ crmRequestList { id } }`), 'UNAUTHENTICATED');
  });

  it('never exposes password, salt or reset code', async () => {
    const { data } = await server.graphql<{ __type: { fields: { name: string }[] } }>(`{ __type(name: "RbacIdentity") { fields { name } } }`);
    const names = data!.__type.fields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['email', 'account', 'provider']));
    expect(names).not.toEqual(expect.arrayContaining(['password']));
    for (const hidden of ['password', 'salt', 'code', 'codeExpiresAt']) expect(names).not.toContain(hidden);
    const input = await server.graphql<{ __type: { inputFields: { name: string }[] } }>(`{ __type(name: "RbacIdentityCreateInput") { inputFields { name } } }`);
    expect(input.data!.__type.inputFields.map((field) => field.name)).not.toContain('password');
  });
});

describe('model metadata', () => {
  it('describes every entity for the admin', async () => {
    const { data } = await server.graphql<{ adminModels: any[] }>(`{ adminModels { name module route isRelation system variants listQuery createMutation fields { name type required localized enumValues relationTarget unique } relations { field relation foreignKey } } }`, {}, server.asServer);
    const byName = new Map(data!.adminModels.map((m) => [m.name, m]));
    expect(byName.size).toBe(models.length);
    const product = byName.get('EcommerceProduct');
    expect(product).toMatchObject({ module: 'ecommerce', route: '/api/ecommerce/products', isRelation: false, listQuery: 'ecommerceProductList', createMutation: 'ecommerceProductCreate' });
    expect(product.fields.find((f: any) => f.name === 'title')).toMatchObject({ type: 'localized', localized: true, required: false });
    expect(product.fields.find((f: any) => f.name === 'type')).toMatchObject({ type: 'enum', enumValues: ['one_off', 'subscription'] });
    expect(product.relations).toContainEqual({ field: 'productsToAttributes', relation: 'EcommerceProductsToAttributes', foreignKey: 'productId' });
    const link = byName.get('HostPagesToLayouts');
    expect(link.isRelation).toBe(true);
    expect(link.fields.find((f: any) => f.name === 'pageId')).toMatchObject({ type: 'ref', required: true, relationTarget: 'HostPage' });
    expect(byName.get('RbacIdentity').fields.map((f: any) => f.name)).not.toContain('password');
    expect(byName.get('WebsiteBuilderButton').variants).toEqual(['default', 'destructive', 'primary', 'secondary', 'outline', 'link', 'ghost']);
    // The server's own tables, which the admin lists only when asked.
    expect(data!.adminModels.filter((m) => m.system).map((m) => m.name).sort()).toEqual(['EcommerceReceiptJob', 'NotificationNotification', 'RbacNonce', 'RbacRefreshToken']);
  });
});
