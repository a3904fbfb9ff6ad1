import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../src/modules/index.js';
import { sampleCreateData } from '../../helpers/catalogue-samples.js';
import {
  formWith,
  JUNK_BODIES,
  MALFORMED_SEGMENTS,
  nestedJson,
  OUT_OF_RANGE_CURSOR,
  OUT_OF_RANGE_TIMES,
  PROTOTYPE_NAMES,
  TRAILING_ESCAPES,
} from '../../helpers/hostile-input.js';
import { describeCase, fuzzSample } from '../../helpers/fuzz-sample.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const UUID = /^[0-9a-f-]{36}$/;

function expectErrorBody(response: { status: number; body: any }, status: number, code: string, message?: RegExp) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({
    error: expect.objectContaining({ code, status, message: expect.any(String) }),
    requestId: expect.any(String),
  });
  if (message) expect(response.body.error.message).toMatch(message);
  expect(JSON.stringify(response.body)).not.toMatch(/stack|node_modules|\.ts:\d+/);
}

describe.each(models.map((model) => [model.route, model] as const))('%s', (route, model) => {
  it('answers the generic routes in the envelope', async () => {
    const viaJson = await server.rest('POST', route, { admin: true, json: await sampleCreateData(server, model) });
    expect(viaJson.status, JSON.stringify(viaJson.body)).toBe(201);
    expect(viaJson.body.data.id).toMatch(UUID);
    const viaForm = await server.rest('POST', route, { admin: true, form: await sampleCreateData(server, model) });
    expect(viaForm.status, JSON.stringify(viaForm.body)).toBe(201);
    const id = viaJson.body.data.id as string;
    const ids = [id, viaForm.body.data.id as string];

    const one = await server.rest('GET', `${route}/${id}`, { admin: true });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id, variant: 'default' });

    // eq in qs's encoding and as JSON; inArray likewise
    const eqQs = qs.stringify({ filters: { and: [{ column: 'id', method: 'eq', value: id }] } });
    const eqJson = `filters=${encodeURIComponent(JSON.stringify({ and: [{ column: 'id', method: 'eq', value: id }] }))}`;
    const inQs = qs.stringify({ filters: { and: [{ column: 'id', method: 'inArray', value: ids }] } });
    const inJson = `filters[and]=${encodeURIComponent(JSON.stringify([{ column: 'id', method: 'inArray', value: ids }]))}`;
    for (const [query, expected] of [[eqQs, 1], [eqJson, 1], [inQs, 2], [inJson, 2]] as const) {
      const list = await server.rest('GET', `${route}?${query}`, { admin: true });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data).toHaveLength(expected);
      const count = await server.rest('GET', `${route}/count?${query}`, { admin: true });
      expect(count.body).toEqual({ data: expected });
    }

    const patched = await server.rest('PATCH', `${route}/${id}`, { admin: true, json: { className: 'patched' } });
    expect(patched.body.data).toMatchObject({ id, className: 'patched' });
    const put = await server.rest('PUT', `${route}/${id}`, { admin: true, form: { className: 'put' } });
    expect(put.body.data).toMatchObject({ id, className: 'put' });

    const data = { ...(await sampleCreateData(server, model)), className: `foc-${id}` };
    const first = await server.rest('POST', `${route}/find-or-create`, { admin: true, json: data });
    const second = await server.rest('POST', `${route}/find-or-create`, { admin: true, json: data });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.data.id).toBe(first.body.data.id);

    const bulk = await server.rest('POST', `${route}/bulk`, {
      admin: true,
      json: [{ data: await sampleCreateData(server, model) }, { data: await sampleCreateData(server, model) }],
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body.data).toHaveLength(2);
    const bulkPatch = await server.rest('PATCH', `${route}/bulk`, {
      admin: true,
      json: bulk.body.data.map((row: { id: string }) => ({ id: row.id, data: { className: 'bulk' } })),
    });
    expect(bulkPatch.body.data.map((row: { className: string }) => row.className)).toEqual(['bulk', 'bulk']);

    const countBefore = (await server.rest('GET', `${route}/count`, { admin: true })).body.data;
    const badBulk = await server.rest('POST', `${route}/bulk`, {
      admin: true,
      json: [{ data: await sampleCreateData(server, model) }, { data: { variant: 'not-a-variant' } }],
    });
    expectErrorBody(badBulk, 400, 'BAD_USER_INPUT', /data\[1\]\.data\.variant/);
    expect((await server.rest('GET', `${route}/count`, { admin: true })).body.data).toBe(countBefore);

    const deleted = await server.rest('DELETE', `${route}/${id}`, { admin: true });
    expect(deleted.body.data.id).toBe(id);
    expectErrorBody(await server.rest('GET', `${route}/${id}`, { admin: true }), 404, 'NOT_FOUND');
  });
});

describe('bad input', () => {
  const route = '/api/website-builder/buttons';
  const count = async () => (await server.rest('GET', `${route}/count`)).body.data;

  it.each([
    ['an unknown column', `${route}?filters[and][0][column]=secret&filters[and][0][method]=eq&filters[and][0][value]=1`, /unknown column 'secret'/],
    ['an unknown method', `${route}?filters[and][0][column]=url&filters[and][0][method]=near&filters[and][0][value]=1`, /unknown method 'near'/],
    ['filters that are not JSON', `${route}?filters=%7Bnope`, /filters: not valid JSON/],
    ['a filter list that is not JSON', `${route}?filters[and]=%5Bnope`, /filters.and: not valid JSON/],
    ['a non-uuid id', `${route}/123`, /expected a uuid/],
    ['a bad limit', `${route}?limit=ten`, /limit/],
    ['a negative offset', `${route}?offset=-1`, /offset/],
  ])('GET with %s is a 400 naming it', async (_what, path, message) => {
    expectErrorBody(await server.rest('GET', path), 400, 'BAD_USER_INPUT', message);
  });

  it.each([
    ['a data field that is not JSON (multipart)', { raw: { body: formWith('data', '{oops') } }, /data: not valid JSON/],
    ['a body that is not JSON', { raw: { body: '{"data": ', type: 'application/json' } }, /not valid JSON/],
    ['no data at all', { raw: { body: '{}', type: 'application/json' } }, /data is required/],
    ['a variant outside the list', { json: { variant: 'sparkly' } }, /'sparkly' is not a variant of WebsiteBuilderButton/],
    ['an unknown field', { json: { colour: 'red' } }, /data\.colour: unknown field/],
    ['a wrong type', { json: { title: 42 } }, /data\.title: expected a string or an object/],
  ])('POST with %s is a 400 naming it, writing nothing', async (_what, options, message) => {
    const before = await count();
    expectErrorBody(await server.rest('POST', route, { admin: true, ...options }), 400, 'BAD_USER_INPUT', message);
    expect(await count()).toBe(before);
  });

  it('refuses writes without credentials (401) and unknown routes (404), in the envelope', async () => {
    expectErrorBody(await server.rest('POST', route, { json: {} }), 401, 'UNAUTHENTICATED');
    expectErrorBody(await server.rest('GET', '/api/website-builder/nothing'), 404, 'NOT_FOUND');
    expectErrorBody(await server.rest('GET', '/api/ecommerce/orders'), 401, 'UNAUTHENTICATED');
  });

  it('answers a unique conflict with 409', async () => {
    const page = { url: '/unique-page' };
    expect((await server.rest('POST', '/api/host/pages', { admin: true, json: page })).status).toBe(201);
    expectErrorBody(await server.rest('POST', '/api/host/pages', { admin: true, json: page }), 409, 'CONFLICT', /data\.url/);
  });

  it('puts the request id of an error in the body and the log header', async () => {
    const response = await server.rest('GET', `${route}/nope`, { headers: { 'x-request-id': 'req-42' } });
    expect(response.body.requestId).toBe('req-42');
    expect(response.headers.get('x-request-id')).toBe('req-42');
  });

  it('reads long arrays in qs object form (more than 20 items)', async () => {
    const created = await server.rest('POST', `${route}/bulk`, { admin: true, json: Array.from({ length: 25 }, () => ({ data: {} })) });
    const ids: string[] = created.body.data.map((row: { id: string }) => row.id);
    // What a qs parser with the default arrayLimit of 20 makes of 25 values: an object keyed by index.
    const objectForm = Object.fromEntries(ids.map((id, index) => [String(index), id]));
    const query = qs.stringify({ filters: { and: { 0: { column: 'id', method: 'inArray', value: objectForm } } } });
    const list = await server.rest('GET', `${route}?${query}&limit=100`);
    expect(list.body.data).toHaveLength(25);
    const ordered = qs.stringify({ orderBy: { and: [{ column: 'createdAt', method: 'desc' }] }, limit: 2 });
    const page = await server.rest('GET', `${route}?${ordered}`);
    expect(page.body.data).toHaveLength(2);
  });
});

describe('no input makes a 500', () => {
  const junkQueries = [
    'filters=1',
    'filters[and]=1',
    'filters[and][0]=x',
    'filters[and][0][column][x]=1',
    'filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value][a]=1',
    'filters[and][0][column]=createdAt&filters[and][0][method]=gt&filters[and][0][value]=yesterday',
    "filters[and][0][column]=title&filters[and][0][method]=ilike&filters[and][0][value]=%27%3B%20drop%20table%20x%3B--",
    'filters[and][0][column]=title.xx&filters[and][0][method]=eq&filters[and][0][value]=1',
    'orderBy=%5B%7B%22column%22%3A1%7D%5D',
    'orderBy[and][0][column]=id&orderBy[and][0][method]=up',
    'limit=99999999999999999999',
    'limit[]=1',
    '%ZZ=%%',
    // Names every object inherits, as columns of filters and orders; a NUL character in a value.
    ...PROTOTYPE_NAMES.flatMap((name) => [
      `filters[and][0][column]=${name}&filters[and][0][method]=eq&filters[and][0][value]=1`,
      `orderBy[and][0][column]=${name}&orderBy[and][0][method]=asc`,
    ]),
    'filters[and][0][column]=variant&filters[and][0][method]=eq&filters[and][0][value]=a%00b',
    'filters[and][0][column]=variant&filters[and][0][method]=ilike&filters[and][0][value]=%25%00%25',
    // Patterns ending with their escape character; times PostgreSQL cannot hold (JSON keeps a
    // number a number), in a filter and in a forged cursor; filters nested too deep.
    ...TRAILING_ESCAPES.map((value) => `filters[and][0][column]=variant&filters[and][0][method]=like&filters[and][0][value]=${encodeURIComponent(value)}`),
    ...OUT_OF_RANGE_TIMES.map((value) => `filters=${encodeURIComponent(JSON.stringify({ and: [{ column: 'createdAt', method: 'gt', value }] }))}`),
    `after=${OUT_OF_RANGE_CURSOR}`,
    `before=${OUT_OF_RANGE_CURSOR}`,
    `filters=${encodeURIComponent(nestedJson(100, 'object'))}`,
  ];

  it('for malformed query strings and bodies sent to every route', { timeout: 300_000 }, async () => {
    const statuses = new Set<number>();
    const sample = fuzzSample('malformed queries and bodies on every generic route');
    for (const model of models) {
      for (const query of junkQueries) {
        if (!sample.has(`GET ${model.route}?${query}`)) continue;
        const response = await server.rest('GET', `${model.route}?${query}`, { admin: true });
        statuses.add(response.status);
        expect(response.status, `${model.route}?${query}: ${JSON.stringify(response.body)} (${sample.replay})`).toBeLessThan(500);
      }
      for (const segment of MALFORMED_SEGMENTS) {
        for (const method of sample.pick(['GET', 'PATCH', 'PUT', 'DELETE'], (method) => `${method} ${model.route}/${segment}`)) {
          const response = await server.rest(method, `${model.route}/${segment}`, { admin: true, ...(method === 'GET' ? {} : { json: {} }) });
          statuses.add(response.status);
          expect(response.status, `${method} ${model.route}/${segment}: ${JSON.stringify(response.body)} (${sample.replay})`).toBe(400);
        }
      }
      for (const options of JUNK_BODIES) {
        const routes = [['POST', model.route], ['PATCH', `${model.route}/00000000-0000-4000-8000-000000000000`], ['POST', `${model.route}/bulk`], ['PATCH', `${model.route}/bulk`], ['POST', `${model.route}/find-or-create`]] as const;
        for (const [method, path] of sample.pick(routes, ([method, path]) => `${method} ${path} ${describeCase(options)}`)) {
          const response = await server.rest(method, path, { admin: true, ...options });
          statuses.add(response.status);
          expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)} (${sample.replay})`).toBeLessThan(500);
          if (response.status >= 400) expect(response.body).toEqual({ error: expect.any(Object), requestId: expect.any(String) });
          else expect(response.body.data).toBeDefined();
        }
      }
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([400]));
  });
});
