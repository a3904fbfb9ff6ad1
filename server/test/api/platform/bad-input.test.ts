import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../src/modules/index.js';
import { orderColumns } from '../../../src/core/model/query.js';
import { EcommerceProduct } from '../../../src/modules/ecommerce/entities.js';
import {
  forgedCursor,
  formWith,
  HOSTILE_URLS,
  MALFORMED_SEGMENTS,
  nestedJson,
  NUL_TEXT,
  OUT_OF_RANGE_TIMES,
  PROTOTYPE_NAMES,
  totalRows,
  TRAILING_ESCAPES,
} from '../../helpers/hostile-input.js';
import { registerShopper } from '../../helpers/shopper.js';
import { publishedProduct } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Input that used to reach a 500 or a live script link: names every object inherits, the NUL
 * character (in text and in paths), paths that do not decode, disguised `javascript:` urls,
 * `like` patterns ending with their escape character, times PostgreSQL cannot hold, JSON nested
 * thousands of levels deep. Each is refused with a 400 naming what was wrong (a path naming
 * nothing: a 404), and nothing is written.
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

describe('like patterns ending with their escape character', () => {
  const list = 'query($f: FiltersInput) { ecommerceProductList(filters: $f) { id } ecommerceProductCount(filters: $f) }';
  const search = (column: string, method: string, value: string) => ({ and: [{ column, method, value }] });

  it.each(TRAILING_ESCAPES)('%j is a 400 naming the filter value, in the shop’s product search and any text column, on REST and GraphQL', async (term) => {
    for (const filters of [search('title', 'ilike', term), search('title.en', 'ilike', term), search('slug', 'like', term), search('title', 'ilike', `%${term}`)]) {
      const refused = /must not end with the escape character/;
      for (const route of ['/api/ecommerce/products', '/api/ecommerce/products/count']) {
        for (const query of [qs.stringify({ filters }), `filters=${encodeURIComponent(JSON.stringify(filters))}`]) {
          const response = await server.rest('GET', `${route}?${query}`);
          expectRefused(response, 'filters.and[0].value');
          expect(response.body.error.message).toMatch(refused);
        }
      }
      const answer = await server.graphql(list, { f: filters });
      expectGraphqlRefused(answer, 'filters.and[0].value');
      expect(answer.errors![0].message).toMatch(refused);
    }
  });

  it('matches a %, _ or \\ itself when escaped, and finds what the search term says', async () => {
    const create = async (title: string) => (await publishedProduct(server, { title: { en: title } })).id;
    const literal = await create('Linen 100% \\ cotton_blend');
    const decoy = await create('Linen 1000 cotton blend');
    const found = async (pattern: string) => {
      const filters = search('title', 'ilike', pattern);
      const rest = (await server.rest('GET', `/api/ecommerce/products?${qs.stringify({ filters })}`)).body.data.map((row: { id: string }) => row.id);
      const graphql = (await server.graphql<any>(list, { f: filters })).data.ecommerceProductList.map((row: { id: string }) => row.id);
      expect(graphql).toEqual(rest);
      return rest;
    };
    expect(await found('%100\\%%')).toEqual([literal]);
    expect(await found('%100\\% \\\\ cotton%')).toEqual([literal]);
    expect(await found('%cotton\\_blend%')).toEqual([literal]);
    expect(await found('%cotton_blend%')).toEqual(expect.arrayContaining([literal, decoy]));
  });
});

describe('times PostgreSQL cannot hold', () => {
  const list = 'query($f: FiltersInput, $a: String, $b: String) { ecommerceProductList(filters: $f, after: $a, before: $b) { id } }';
  const sql = (text: string) => server.orm.em.getConnection().execute<Record<string, unknown>[]>(text);

  it.each(OUT_OF_RANGE_TIMES)('%j in a filter is a 400 naming its value, on REST (qs and JSON) and GraphQL', async (time) => {
    for (const method of ['gt', 'lt', 'eq', 'inArray']) {
      const filters = { and: [{ column: 'createdAt', method, value: time }] };
      const field = method === 'inArray' ? 'filters.and[0].value[0]' : 'filters.and[0].value';
      expectRefused(await server.rest('GET', `/api/ecommerce/products?${qs.stringify({ filters })}`), field);
      expectRefused(await server.rest('GET', `/api/ecommerce/products/count?filters=${encodeURIComponent(JSON.stringify(filters))}`), field);
      expectGraphqlRefused(await server.graphql(list, { f: filters }), field);
    }
  });

  it('in a forged after or before cursor is a 400 naming the parameter, on REST and GraphQL', async () => {
    // The products' own order, as their cursors carry it, standing at JavaScript's first millisecond.
    const columns = orderColumns(EcommerceProduct, undefined);
    for (const time of OUT_OF_RANGE_TIMES) {
      const cursor = forgedCursor(columns.map((column) => (column.name === 'id' ? '00000000-0000-4000-8000-000000000000' : time)), columns.map((column) => column.name));
      for (const parameter of ['after', 'before'] as const) {
        const response = await server.rest('GET', `/api/ecommerce/products?${parameter}=${cursor}`);
        expectRefused(response, parameter);
        expect(response.body.error.message).toMatch(/years 1 to 9999/);
        expectGraphqlRefused(await server.graphql(list, { [parameter === 'after' ? 'a' : 'b']: cursor }), parameter);
      }
    }
  });

  it('as a date or time of a create or update is a 400 naming the field, on REST and GraphQL, writing nothing', async () => {
    const route = '/api/ecommerce/attributes';
    const existing = (await server.rest('POST', route, { admin: true, json: { datetime: '2026-01-01T00:00:00.000Z', date: '2026-01-01' } })).body.data.id as string;
    const before = await totalRows(server);
    for (const time of [...OUT_OF_RANGE_TIMES, '0000-12-31T23:59:59.999Z', '10000-01-01T00:00:00.000Z']) {
      expectRefused(await server.rest('POST', route, { admin: true, json: { datetime: time } }), 'data.datetime');
      expectRefused(await server.rest('PATCH', `${route}/${existing}`, { admin: true, json: { datetime: time } }), 'data.datetime');
      expectRefused(await server.rest('POST', route, { admin: true, form: { datetime: time } }), 'data.datetime');
    }
    expectRefused(await server.rest('POST', route, { admin: true, json: { date: '0000-01-01' } }), 'data.date');
    // Year 0 passes GraphQL's own check of a DateTimeISO; the years beyond it, refused there, are a 400 too.
    const create = 'mutation($d: EcommerceAttributeCreateInput!) { ecommerceAttributeCreate(data: $d) { id } }';
    expectGraphqlRefused(await server.graphql(create, { d: { datetime: '0000-06-01T00:00:00.000Z' } }, server.asServer), 'data.datetime');
    const scalar = await server.graphql(create, { d: { datetime: OUT_OF_RANGE_TIMES[1] } }, server.asServer);
    expect(scalar.status).toBe(400);
    expect(scalar.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(scalar.errors![0].message).toContain('$d');
    expect(await totalRows(server)).toBe(before);
    expect(await sql(`select datetime = timestamptz '2026-01-01T00:00:00Z' as kept, date::text from ecommerce_attributes where id = '${existing}'`)).toEqual([{ kept: true, date: '2026-01-01' }]);
  });

  it('keeps the first and last millisecond of the years 1 to 9999', async () => {
    for (const time of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const response = await server.rest('POST', '/api/ecommerce/attributes', { admin: true, json: { datetime: time } });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.data.datetime).toBe(time);
      const filters = { and: [{ column: 'datetime', method: 'eq', value: time }] };
      expect((await server.rest('GET', `/api/ecommerce/attributes?${qs.stringify({ filters })}`)).body.data.map((row: { id: string }) => row.id)).toEqual([response.body.data.id]);
    }
  });

  it('as the age of carts to clear is a 400 naming it, deleting nothing', async () => {
    const before = await totalRows(server);
    expectRefused(await server.rest('POST', '/api/ecommerce/orders/clear-old-orders', { admin: true, json: { olderThanDays: 100_000_000 } }), 'data.olderThanDays');
    expect(await totalRows(server)).toBe(before);
  });
});

describe('the NUL character in a path', () => {
  it('is a 404 for the OpenGraph image of a slug, drawing nothing', async () => {
    const slug = (await server.rest('GET', '/api/ecommerce/products?limit=1')).body.data[0].slug as string;
    const before = await totalRows(server);
    for (const path of [`products/${slug}%00.png`, `products/%00${slug}.png`, `products%00/${slug}.png`]) {
      const response = await server.rest('GET', `/api/file-storage/opengraph/${path}`);
      expect(response.status, JSON.stringify(response.body)).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    expect(await totalRows(server)).toBe(before);
  });

  it('is a 404 in every path parameter of every REST route, for every method and caller, writing nothing', { timeout: 300_000 }, async () => {
    const document = (await server.rest('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const existing = '00000000-0000-4000-8000-000000000000';
    const before = await totalRows(server);
    let probed = 0;
    for (const [template, operations] of Object.entries(document.paths)) {
      const names = template.match(/\{[^}]+\}/g) ?? [];
      for (const name of names) {
        const path = template.replace(/\{[^}]+\}/g, (other) => (other === name ? 'x%00y' : existing));
        for (const method of Object.keys(operations).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))) {
          for (const admin of [false, true]) {
            const response = await server.rest(method.toUpperCase(), path, { admin, ...(method === 'get' || method === 'delete' ? {} : { json: {} }) });
            expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(404);
            expect(response.body.error.code).toBe('NOT_FOUND');
            probed++;
          }
        }
      }
    }
    expect(probed).toBeGreaterThan(100);
    // The site's pages and files too.
    for (const path of ['/ecommerce/products/x%00y', '/public/x%00y.png', '/assets/x%00y.js']) {
      const response = await server.rest('GET', path);
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(404);
    }
    expect(await totalRows(server)).toBe(before);
  });
});

describe('JSON nested deeper than 64 levels', () => {
  /** `{"a": … 1 …}` nested `depth` times, as a GraphQL literal (`{a: …}`). */
  const literal = (depth: number) => `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`;
  const DEPTHS = [65, 5000, 100_000];
  let subject: string;
  let form: string;
  beforeAll(async () => {
    subject = (await server.rest('GET', '/api/rbac/subjects?limit=1', { admin: true })).body.data[0].id;
    form = (await server.rest('GET', '/api/crm/forms?limit=1')).body.data[0].id;
  });
  const json = (body: string) => ({ raw: { body, type: 'application/json' } });
  const notify = (depth: number) => json(`{"data": {"payload": ${nestedJson(depth - 2, 'object')}}}`);
  const answers = (depth: number) => json(`{"data": {"formId": "${form}", "answers": ${nestedJson(depth - 2, 'object')}}}`);
  const answersPart = (depth: number) => ({ raw: { body: formWith('data', `{"formId": "${form}", "answers": ${nestedJson(depth - 2, 'object')}}`) } });
  const graphql = (body: string) => server.rest('POST', '/graphql', { ...json(body), headers: server.asServer });
  const notifyVariables = (depth: number) =>
    graphql(`{"query": "mutation($p: JSONObject) { rbacSubjectNotify(subjectId: \\"${subject}\\", payload: $p) }", "variables": {"p": ${nestedJson(depth - 2, 'object')}}}`);
  const createVariables = (depth: number) =>
    graphql(`{"query": "mutation($d: CrmRequestCreateInput!) { crmRequestCreate(data: $d) { id } }", "variables": {"d": {"formId": "${form}", "answers": ${nestedJson(depth - 3, 'object')}}}}`);
  // `mutation {` and `(` are the document's first two levels.
  const notifyLiteral = (depth: number) => graphql(JSON.stringify({ query: `mutation { rbacSubjectNotify(subjectId: "${subject}", payload: ${literal(depth - 2)}) }` }));
  const createLiteral = (depth: number) => graphql(JSON.stringify({ query: `mutation { crmRequestCreate(data: {formId: "${form}", answers: ${literal(depth - 3)}}) { id } }` }));
  const multipartOperations = (depth: number) => {
    const parts = new FormData();
    parts.set('operations', `{"query": "mutation($d: CrmRequestCreateInput!) { crmRequestCreate(data: $d) { id } }", "variables": {"d": {"formId": "${form}", "answers": ${nestedJson(depth - 3, 'object')}}}}`);
    parts.set('map', '{}');
    return server.rest('POST', '/graphql', { raw: { body: parts }, headers: { ...server.asServer, 'apollo-require-preflight': 'true' } });
  };
  const getVariables = (depth: number) => {
    const query = encodeURIComponent('query($f: FiltersInput) { ecommerceProductList(filters: $f) { id } }');
    // `[` and `]` travel unescaped in a query string: 5,000 levels fit in a request line.
    return server.rest('GET', `/graphql?query=${query}&variables={"f":{"and":[${nestedJson(depth - 4)}]}}`, { headers: { 'apollo-require-preflight': 'true' } });
  };
  const listFilters = (depth: number) => server.rest('GET', `/api/ecommerce/products?filters={"and":[${nestedJson(depth - 3)}]}`);

  type Send = (depth: number) => Promise<{ status: number; body: any }>;
  const entries: [string, Send, string][] = [
    ['a REST body (a notification’s payload)', (depth) => server.rest('POST', `/api/rbac/subjects/${subject}/notify`, { admin: true, ...notify(depth) }), 'data.payload'],
    ['a JSON field of a REST create', (depth) => server.rest('POST', '/api/crm/requests', { admin: true, ...answers(depth) }), 'data.answers'],
    ['a JSON field of a REST multipart data part', (depth) => server.rest('POST', '/api/crm/requests', { admin: true, ...answersPart(depth) }), 'data.answers'],
    ['the JSON filters of a REST list', listFilters, 'filters.and'],
    ['a GraphQL JSONObject variable (a notification’s payload)', notifyVariables, 'variables.p'],
    ['a GraphQL JSON field in a variable', createVariables, 'variables.d'],
    ['a GraphQL JSONObject literal', notifyLiteral, 'query'],
    ['a GraphQL JSON field literal', createLiteral, 'query'],
    ['a GraphQL multipart request’s operations', multipartOperations, 'variables.d'],
    ['a GraphQL GET request’s variables', getVariables, 'variables.f'],
  ];
  /** The two in a query string, where 100,000 levels are over the size of a request line. */
  const inQueryString = ['filters.and', 'variables.f'];

  it.each(entries)('in %s is a 400 naming it (65, 5,000 and 100,000 levels), writing nothing', async (_entry, send, field) => {
    const before = await totalRows(server);
    for (const depth of DEPTHS) {
      const response = await send(depth);
      if (depth === 100_000 && inQueryString.includes(field)) {
        // Refused by Node before any route (431 Request Header Fields Too Large).
        expect(response.status).toBe(431);
        continue;
      }
      const message = `${field}: ${field === 'query' ? 'nested' : 'JSON nested'} deeper than 64 levels`;
      // REST answers in its envelope, GraphQL as its errors.
      const error = response.body.error ?? response.body.errors?.[0];
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(400);
      expect({ message: error.message, code: error.code ?? error.extensions.code, field: (error.details ?? error.extensions).field }).toEqual({ message, code: 'BAD_USER_INPUT', field });
    }
    expect(await totalRows(server)).toBe(before);
  });

  it('counts no bracket inside a GraphQL string, block string or comment', async () => {
    const text = '{['.repeat(100);
    const query = `# ${text}
      { ecommerceProductList(filters: {and: [{column: "slug", method: "eq", value: "${text}\\"${text}"}, {column: "slug", method: "ne", value: """${text}\\"""${text}"""}]}) { id } }`;
    const answer = await server.graphql(query);
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
  });

  it.each(entries)('in %s is taken at 64 levels', async (_entry, send, field) => {
    const response = await send(64);
    const text = JSON.stringify(response.body);
    // A list's filters of nested lists are no filters: refused further on, for what they are.
    if (inQueryString.includes(field)) {
      expect(response.status, text.slice(0, 300)).toBeLessThan(500);
      expect(text).not.toContain('nested deeper');
      return;
    }
    expect(response.status, text.slice(0, 300)).toBeLessThan(300);
    expect(response.body.errors).toBeUndefined();
  });
});
