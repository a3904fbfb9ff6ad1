import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../src/modules/index.js';
import { HOSTILE_URLS, MALFORMED_SEGMENTS, NUL_TEXT, PROTOTYPE_NAMES, totalRows } from '../helpers/hostile-input.js';
import { registerShopper } from '../helpers/shopper.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Input that used to reach a 500 or a live script link: names every object inherits, the NUL
 * character, paths that do not decode, disguised `javascript:` urls. Each is refused with a
 * 400 naming what was wrong, and nothing is written.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
});
afterAll(() => server?.close());

const A = '/api/rbac/subjects/authentication';
const publicModels = models.filter((model) => model.read === 'public');

function expectRefused(response: { status: number; body: any }, field: string | RegExp) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.error.code).toBe('BAD_USER_INPUT');
  if (typeof field === 'string') expect(response.body.error.details?.field).toBe(field);
  else expect(response.body.error.message).toMatch(field);
}

function expectGraphqlRefused(answer: { status: number; errors?: { message: string; extensions?: Record<string, unknown> }[] }, field: string) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.errors?.[0]?.extensions, JSON.stringify(answer.errors)).toMatchObject({ code: 'BAD_USER_INPUT', field });
}

describe('names every object inherits', () => {
  it.each(PROTOTYPE_NAMES)('%s as a filter or order column is a 400 for anyone, on REST and GraphQL', async (name) => {
    const before = await totalRows(server);
    for (const model of publicModels) {
      const filter = qs.stringify({ filters: { and: [{ column: name, method: 'eq', value: 'x' }] } });
      expectRefused(await server.rest('GET', `${model.route}?${filter}`), 'filters.and[0].column');
      expectRefused(await server.rest('GET', `${model.route}/count?${filter}`), 'filters.and[0].column');
      const order = qs.stringify({ orderBy: { and: [{ column: name, method: 'asc' }] } });
      expectRefused(await server.rest('GET', `${model.route}?${order}`), 'orderBy[0].column');
      const json = `filters=${encodeURIComponent(JSON.stringify({ and: [{ column: `${name}.en`, method: 'eq', value: 'x' }] }))}`;
      expectRefused(await server.rest('GET', `${model.route}?${json}`), 'filters.and[0].column');

      const query = `query($f: FiltersInput, $o: [OrderByInput!]) { ${model.operations.list}(filters: $f, orderBy: $o) { id } }`;
      expectGraphqlRefused(await server.graphql(query, { f: { and: [{ column: name, method: 'eq', value: 'x' }] } }), 'filters.and[0].column');
      expectGraphqlRefused(await server.graphql(query, { o: [{ column: name, method: 'desc' }] }), 'orderBy[0].column');
      expectGraphqlRefused(await server.graphql(`query($f: FiltersInput) { ${model.operations.count}(filters: $f) }`, { f: { and: [{ column: name, method: 'isNull' }] } }), 'filters.and[0].column');
    }
    expect(await totalRows(server)).toBe(before);
  });

  it.each(PROTOTYPE_NAMES)('%s as a field of an admin create, update or bulk is a 400 naming it, writing nothing', async (name) => {
    const route = '/api/website-builder/buttons';
    const existing = (await server.rest('POST', route, { admin: true, json: { url: '/shop' } })).body.data.id as string;
    const before = await totalRows(server);
    const body = (data: string) => ({ raw: { body: `{"data": ${data}}`, type: 'application/json' } });
    const field = `{"${name}": "x", "className": "c"}`;
    expectRefused(await server.rest('POST', route, { admin: true, ...body(field) }), `data.${name}`);
    expectRefused(await server.rest('PATCH', `${route}/${existing}`, { admin: true, ...body(field) }), `data.${name}`);
    expectRefused(await server.rest('POST', `${route}/find-or-create`, { admin: true, ...body(field) }), `data.${name}`);
    expectRefused(await server.rest('POST', `${route}/bulk`, { admin: true, ...body(`[{"data": ${field}}]`) }), `data[0].data.${name}`);
    const form = new FormData();
    form.set('data', field);
    expectRefused(await server.rest('POST', route, { admin: true, raw: { body: form } }), `data.${name}`);
    expect(await totalRows(server)).toBe(before);
  });
});

describe('the NUL character in text', () => {
  it('is a 400 naming the sign-in or registration email, on REST and GraphQL, creating no account', async () => {
    const before = await totalRows(server);
    const login = `nul${NUL_TEXT}@example.com`;
    for (const path of ['email-and-password/authentication', 'email-and-password/registration']) {
      expectRefused(await server.rest('POST', `${A}/${path}`, { json: { login, password: 'long-enough-1' }, headers: { 'x-forwarded-for': '10.44.0.1' } }), 'login');
    }
    expectRefused(await server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email: login }, headers: { 'x-forwarded-for': '10.44.0.2' } }), 'email');
    const data = { login, password: 'long-enough-1' };
    for (const mutation of ['rbacAuthenticationLogin', 'rbacAuthenticationRegistration']) {
      expectGraphqlRefused(await server.graphql(`mutation($data: RbacLoginInput!) { ${mutation}(data: $data) { jwt } }`, { data }, { 'x-forwarded-for': '10.44.0.3' }), 'login');
    }
    expect(await totalRows(server)).toBe(before);
  });

  it('is a 400 naming the filter value, for every method that takes text', async () => {
    for (const [method, value] of [['eq', NUL_TEXT], ['ilike', `%${NUL_TEXT}%`], ['inArray', [NUL_TEXT]], ['ne', NUL_TEXT]] as const) {
      const filters = { and: [{ column: 'slug', method, value }] };
      const field = method === 'inArray' ? 'filters.and[0].value[0]' : 'filters.and[0].value';
      expectRefused(await server.rest('GET', `/api/ecommerce/products?${qs.stringify({ filters })}`), field);
      expectRefused(await server.rest('GET', `/api/ecommerce/products?filters=${encodeURIComponent(JSON.stringify(filters))}`), field);
      expectGraphqlRefused(await server.graphql('query($f: FiltersInput) { ecommerceProductList(filters: $f) { id } }', { f: filters }), field);
    }
    // One language of a per-language map, too.
    const title = { and: [{ column: 'title.en', method: 'eq', value: NUL_TEXT }] };
    expectRefused(await server.rest('GET', `/api/ecommerce/products?${qs.stringify({ filters: title })}`), 'filters.and[0].value');
  });

  it('is a 400 naming the field of an admin write (text, per-language text, json), writing nothing', async () => {
    const before = await totalRows(server);
    expectRefused(await server.rest('POST', '/api/website-builder/buttons', { admin: true, json: { className: NUL_TEXT } }), 'data.className');
    expectRefused(await server.rest('POST', '/api/website-builder/buttons', { admin: true, json: { title: { en: NUL_TEXT } } }), 'data.title.en');
    expectRefused(await server.rest('POST', '/api/website-builder/buttons', { admin: true, json: { title: NUL_TEXT } }), 'data.title');
    const jsonModel = models.find((model) => Object.values(model.fields).some((field) => field.kind === 'json' && !field.readOnly && !field.hidden))!;
    const [jsonField] = Object.entries(jsonModel.fields).find(([, field]) => field.kind === 'json' && !field.readOnly && !field.hidden)!;
    const response = await server.rest('POST', jsonModel.route, { admin: true, json: { [jsonField]: { deep: [{ text: NUL_TEXT }] } } });
    expectRefused(response, `data.${jsonField}.deep[0].text`);
    expectGraphqlRefused(
      await server.graphql('mutation($d: WebsiteBuilderButtonCreateInput!) { websiteBuilderButtonCreate(data: $d) { id } }', { d: { className: NUL_TEXT } }, server.asServer),
      'data.className',
    );
    expect(await totalRows(server)).toBe(before);
  });

  it('is a 400 naming the answer of a CRM form request, storing no request', async () => {
    const shopper = await registerShopper(server, '10.45');
    const { data } = await server.graphql<any>('{ crmFormList { id inputs { id slug type } } }');
    const form = data.crmFormList[0];
    const text = form.inputs.find((input: { type: string }) => input.type !== 'number-default');
    const before = await totalRows(server);
    const answers = { [text.slug]: NUL_TEXT };
    expectRefused(await server.rest('POST', `/api/crm/forms/${form.id}/requests`, { json: { answers }, headers: { authorization: `Bearer ${shopper.token}` } }), `answers.${text.slug}`);
    expectGraphqlRefused(
      await server.graphql('mutation($id: ID!, $a: JSONObject!) { crmFormRequestCreate(formId: $id, answers: $a) { id } }', { id: form.id, a: answers }, { authorization: `Bearer ${shopper.token}` }),
      `answers.${text.slug}`,
    );
    expect(await totalRows(server)).toBe(before);
  });

  it('is a 400 naming the comment of a checkout, making no order or payment', async () => {
    const shopper = await registerShopper(server, '10.46');
    const product = (await server.rest('GET', '/api/ecommerce/products?limit=1')).body.data[0];
    const before = await totalRows(server);
    const response = await shopper.call('POST', `{me}/products/${product.id}/checkout`, { provider: 'dummy', email: 'buyer@example.com', quantity: 1, comment: NUL_TEXT });
    expectRefused(response, 'comment');
    expect(await totalRows(server)).toBe(before);
  });
});

describe('paths whose percent-encoding does not decode', () => {
  it.each(MALFORMED_SEGMENTS)('%s is a 400 in the error envelope, for reads and writes, writing nothing', async (segment) => {
    const before = await totalRows(server);
    for (const [method, admin] of [['GET', false], ['GET', true], ['PATCH', true], ['DELETE', true]] as const) {
      const response = await server.rest(method, `/api/ecommerce/products/${segment}`, { admin, ...(method === 'PATCH' ? { json: { className: 'x' } } : {}) });
      expectRefused(response, /percent-encoding/);
      expect(response.body.requestId).toEqual(expect.any(String));
    }
    expectRefused(await server.rest('GET', `/api/rbac/subjects/${segment}/ecommerce-module/orders`), /percent-encoding/);
    // The site's own pages: its page (or, the client not built here, its 503 saying so), never a fault.
    const page = await server.rest('GET', `/ecommerce/products/${segment}`);
    expect([200, 400, 404, 503], JSON.stringify(page.body)).toContain(page.status);
    expect(JSON.stringify(page.body)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(await totalRows(server)).toBe(before);
  });
});

describe('link and file urls', () => {
  const button = 'mutation($d: WebsiteBuilderButtonCreateInput!) { websiteBuilderButtonCreate(data: $d) { id } }';
  const file = 'mutation($d: FileStorageFileCreateInput!) { fileStorageFileCreate(data: $d) { id } }';

  it.each(HOSTILE_URLS)('%j is a 400 naming the field, as a link, a file or a link in rich text, on REST and GraphQL', async (url) => {
    const existing = (await server.rest('POST', '/api/website-builder/buttons', { admin: true, json: { url: '/shop' } })).body.data.id as string;
    const before = await totalRows(server);
    expectRefused(await server.rest('POST', '/api/website-builder/buttons', { admin: true, json: { url } }), 'data.url');
    expectRefused(await server.rest('PATCH', `/api/website-builder/buttons/${existing}`, { admin: true, json: { url } }), 'data.url');
    expectRefused(await server.rest('POST', '/api/website-builder/slides', { admin: true, form: { url } }), 'data.url');
    expectRefused(await server.rest('POST', '/api/website-builder/logotypes', { admin: true, json: { url } }), 'data.url');
    expectGraphqlRefused(await server.graphql(button, { d: { url } }, server.asServer), 'data.url');

    expectRefused(await server.rest('POST', '/api/file-storage/files', { admin: true, json: { file: url } }), 'data.file');
    expectGraphqlRefused(await server.graphql(file, { d: { file: url } }, server.asServer), 'data.file');

    const richText = JSON.stringify({
      blocks: [{ key: 'a', text: 'shop', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 4, key: 0 }] }],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url } } },
    });
    expectRefused(await server.rest('POST', '/api/blog/articles', { admin: true, json: { description: { en: richText } } }), 'data.description.en');
    expect(await totalRows(server)).toBe(before);
  });

  it('keeps paths, http(s), mailto: and tel: links and path or http(s) files', async () => {
    for (const url of ['/shop', 'blog/care', '', 'https://example.com/a?b=1', 'http://example.com', 'mailto:shop@example.com', 'tel:+15551234567', '#contact']) {
      const response = await server.rest('POST', '/api/website-builder/buttons', { admin: true, json: { url } });
      expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(201);
      expect(response.body.data.url).toBe(url);
    }
    for (const location of ['images/a.png', '/images/a.png', 'https://cdn.example.com/a.png']) {
      expect((await server.rest('POST', '/api/file-storage/files', { admin: true, json: { file: location } })).status).toBe(201);
    }
    expectRefused(await server.rest('POST', '/api/file-storage/files', { admin: true, json: { file: 'mailto:a@example.com' } }), 'data.file');
  });
});
