import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../src/modules/index.js';
import {
  fault,
  JUNK_BODIES,
  MALFORMED_SEGMENTS,
  NUL_TEXT,
  OUT_OF_RANGE_CURSOR,
  OUT_OF_RANGE_TIMES,
  PROTOTYPE_NAMES,
  rowTotals,
  SQL_INJECTION,
  TRAILING_ESCAPES,
} from '../../helpers/hostile-input.js';
import { describeCase, fuzzSample } from '../../helpers/fuzz-sample.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Every REST route of the OpenAPI document beyond the generic entity routes (those have
 * rest-generic.test.ts): sign-in, cart, checkout, payments and webhooks, page lookup, form
 * requests, revalidation. Each gets hostile path parameters, query values and bodies, from an
 * anonymous visitor, a signed-in subject and the server itself: no 500, no stack, the error
 * envelope, and nothing written when the answer is an error.
 */
let server: TestServer;
let shopper: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  shopper = await registerShopper(server, '10.9');
});
afterAll(() => server?.close());

type Operation = { parameters?: { in: string; name: string; schema?: { enum?: unknown[] } }[]; requestBody?: unknown };

/**
 * Values for path and query parameters: not an id, an id of nothing, injection, a huge number,
 * traversal, a NUL character, an inherited name, and (sent as it is) a path that does not decode.
 */
const HOSTILE_VALUES = [
  '00000000-0000-4000-8000-000000000000',
  SQL_INJECTION,
  '99999999999999999999',
  '../../etc/passwd',
  '{"$ne":null}',
  NUL_TEXT,
  'constructor',
  ...MALFORMED_SEGMENTS.slice(0, 1),
  // A term ending with a pattern's escape character, a time and a cursor PostgreSQL cannot hold.
  TRAILING_ESCAPES[1],
  String(OUT_OF_RANGE_TIMES[1]),
  OUT_OF_RANGE_CURSOR,
];
const encodeSegment = (value: string) => (MALFORMED_SEGMENTS.includes(value) ? value : encodeURIComponent(value));

/** JSON bodies of the right envelope with values of every wrong kind. */
const HOSTILE_JSON = [
  { data: { login: { $ne: null }, password: ['x'], email: 1e308, quantity: -1e308, currencyId: SQL_INJECTION, provider: '__proto__' } },
  { data: { quantity: 1e20, productId: "' or 1=1 --", orderIds: [{ $gt: '' }], refreshToken: 'x'.repeat(10_000) } },
  // Text with a NUL character in every field a route reads as text; keys every object inherits.
  {
    data: {
      login: `a${NUL_TEXT}@example.com`,
      email: `a${NUL_TEXT}@example.com`,
      password: `password${NUL_TEXT}`,
      code: NUL_TEXT,
      comment: NUL_TEXT,
      message: NUL_TEXT,
      signature: NUL_TEXT,
      url: `/${NUL_TEXT}`,
      provider: 'dummy',
      quantity: 1,
      answers: { name: NUL_TEXT },
      ...Object.fromEntries(PROTOTYPE_NAMES.filter((name) => name !== '__proto__').map((name) => [name, NUL_TEXT])),
    },
  },
  // Text ending with a pattern's escape character; times PostgreSQL cannot hold, in every form.
  {
    data: {
      login: TRAILING_ESCAPES[1],
      email: `a@example.com${TRAILING_ESCAPES[0]}`,
      comment: TRAILING_ESCAPES[2],
      url: `/${TRAILING_ESCAPES[1]}`,
      provider: 'dummy',
      quantity: 1,
      answers: { name: TRAILING_ESCAPES[1] },
      olderThanDays: 100_000_000,
      date: OUT_OF_RANGE_TIMES[0],
      createdAt: OUT_OF_RANGE_TIMES[1],
      expiresAt: OUT_OF_RANGE_TIMES[2],
      after: OUT_OF_RANGE_CURSOR,
    },
  },
];

const isGeneric = (path: string) => {
  const base = path.replace(/\/(\{id\}|bulk|count|find-or-create)$/, '');
  return models.some((model) => model.route === base);
};

describe('every REST route beyond the generic ones, with hostile input', () => {
  it('answers a clear error or a result, never a fault, and writes nothing when it refuses', { timeout: 600_000 }, async () => {
    const document = (await server.rest('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['a shopper', { authorization: `Bearer ${shopper.token}` }],
      ['the server', server.asServer],
    ];
    const faults: string[] = [];
    const sample = fuzzSample('REST routes with hostile input');
    const rows = rowTotals(server);
    let requests = 0;
    // The routes that end the shopper's sessions go last, so that every other route is tried signed in.
    const endsSessions = (path: string) => /\/logout(-everywhere)?$/.test(path);
    const routes = Object.entries(document.paths)
      .filter(([path]) => !isGeneric(path))
      .sort(([a], [b]) => Number(endsSessions(a)) - Number(endsSessions(b)));
    expect(routes.length).toBeGreaterThan(30);

    for (const [template, operations] of routes) {
      // One thing hostile at a time, the others as a caller would send them (the first value
      // their schema allows, else the subject's own id): each path parameter in turn, each query
      // value, each body. So a route's later checks are reached too, not only its first.
      const parameters = Object.values(operations).flatMap((operation) => operation.parameters ?? []);
      const usual = (name: string) => parameters.find((parameter) => parameter.name === name)?.schema?.enum?.[0];
      const fill = (hostile?: string, value = '') =>
        template.replace(/\{([^}]+)\}/g, (_match, name: string) => (name === hostile ? encodeSegment(value) : encodeURIComponent(String(usual(name) ?? shopper.id))));
      // Each url with what makes it hostile: the case's description holds no id of this run's rows.
      const hostilePaths = [...template.matchAll(/\{([^}]+)\}/g)].flatMap(([, name]) => HOSTILE_VALUES.map((value) => ({ path: fill(name, value), what: `{${name}}=${value}` })));
      for (const [method, operation] of Object.entries(operations)) {
        const queryNames = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
        // The query values a caller sends (those with a first allowed value), one of them hostile.
        const query = (hostile?: string, value = '') => {
          const given = queryNames.map((name) => [name, name === hostile ? value : usual(name)]).filter(([, text]) => text !== undefined);
          return given.length ? `?${given.map(([name, text]) => `${name}=${encodeURIComponent(String(text))}`).join('&')}` : '';
        };
        const reads = method === 'get' || method === 'delete';
        const hostileUrls = [
          ...hostilePaths.map(({ path, what }) => ({ url: `${path}${query()}`, what })),
          ...queryNames.flatMap((name) => HOSTILE_VALUES.map((value) => ({ url: `${fill()}${query(name, value)}`, what: `?${name}=${value}` }))),
        ];
        const requestsOf = [
          // Every hostile body to the route as a caller names it; each hostile path or query value with no body or an empty one.
          ...(reads ? [undefined] : [...JUNK_BODIES, ...HOSTILE_JSON.map((json) => ({ json }))]).map((body) => ({ url: `${fill()}${query()}`, what: 'usual url', body })),
          ...hostileUrls.flatMap(({ url, what }) => (reads ? [undefined] : [undefined, { json: {} }]).map((body) => ({ url, what, body }))),
        ];
        for (const { url, what, body } of requestsOf) {
          for (const [caller, headers] of sample.pick(callers, ([caller]) => `${method} ${template} ${what} ${describeCase(body)} as ${caller}`)) {
            const writes = method !== 'get';
            const before = writes ? await rows.before() : 0;
            const response = await server.rest(method.toUpperCase(), url, { headers, ...body });
            requests += 1;
            const where = `${method.toUpperCase()} ${url} ${describeCase(body).slice(0, 120)} as ${caller}`;
            const found = fault(response.status, response.body, where);
            if (found) faults.push(found);
            // An accepted request may write (a GET too: a sign-in nonce): the next write counts again.
            if (response.status < 400) {
              rows.forget();
              continue;
            }
            if (typeof response.body !== 'object' || !response.body?.error?.code || !response.body.requestId) faults.push(`${where}: ${response.status} outside the error envelope`);
            if (writes && (await rows.after()) !== before) faults.push(`${where}: wrote rows and answered ${response.status}`);
          }
        }
      }
    }
    expect(faults, sample.replay).toEqual([]);
    expect(requests).toBeGreaterThan(sample.full ? 1000 : 300);
  });
});
