import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderColumns } from '../../../src/core/model/query.js';
import { models } from '../../../src/modules/index.js';
import {
  fault,
  forgedCursor,
  nestedJson,
  NUL_TEXT,
  OUT_OF_RANGE_CURSOR,
  OUT_OF_RANGE_TIMES,
  PROTOTYPE_NAMES,
  rowTotals,
  SQL_INJECTION,
  totalRows,
  TRAILING_ESCAPES,
} from '../../helpers/hostile-input.js';
import { fuzzSample } from '../../helpers/fuzz-sample.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Every GraphQL operation of the schema gets malformed and hostile input: values of the wrong
 * type, huge numbers, SQL and JSON injection in strings, filters and JSON values, broken
 * request bodies and multipart parts. None may answer 500, show a stack, or write anything
 * when it answers an error.
 */
let server: TestServer;
let schema: GraphQLSchema;
beforeAll(async () => {
  server = await startTestServer();
  const { data } = await server.graphql<IntrospectionQuery>(getIntrospectionQuery());
  schema = buildClientSchema(data!);
});
afterAll(() => server?.close());

/** Filters every list gets: a column that is none, injection, operators as values; a pattern and a time PostgreSQL refuses. */
const HOSTILE_FILTERS = [
  {
    and: [
      { column: 'id; drop table host_pages', method: 'eq', value: '1' },
      { column: 'title', method: 'ilike', value: SQL_INJECTION },
      { column: 'id', method: 'eq', value: { $ne: null } },
    ],
  },
  { and: [{ column: 'createdAt', method: 'gt', value: OUT_OF_RANGE_TIMES[0] }] },
  { and: [{ column: 'variant', method: 'like', value: TRAILING_ESCAPES[2] }] },
  { and: [{ column: 'createdAt', method: 'lt', value: OUT_OF_RANGE_TIMES[1] }] },
];

/** Other values of each scalar, one set per variant: injection and broken dates; NUL and a trailing escape; cursors and times PostgreSQL cannot hold; deep JSON. */
const HOSTILE_SCALARS: Record<string, unknown[]> = {
  String: [SQL_INJECTION, NUL_TEXT, OUT_OF_RANGE_CURSOR, TRAILING_ESCAPES[1]],
  DateTimeISO: ['9999-99-99T99:99:99Z', '0000-01-01T00:00:00Z', OUT_OF_RANGE_TIMES[1], OUT_OF_RANGE_TIMES[0]],
  JSON: [
    JSON.parse('{"__proto__": {"polluted": true}, "$where": "1 == 1", "constructor": {"prototype": {"x": 1}}, "toString": "nul\\u0000byte"}'),
    { text: NUL_TEXT },
    { deep: JSON.parse(nestedJson(200, 'object')) },
    { at: OUT_OF_RANGE_TIMES[1], pattern: TRAILING_ESCAPES[0] },
  ],
};
/** How many sets of values each operation may get. */
const VARIANTS = [0, 1, 2, 3];

/** A value of the declared type, as hostile as that type allows (`variant`: which of its hostile values). */
function hostile(type: GraphQLInputType, variant: number, depth = 0): unknown {
  if (isNonNullType(type)) return hostile(type.ofType, variant, depth);
  if (isListType(type)) return depth > 2 ? [] : [hostile(type.ofType, variant, depth + 1), hostile(type.ofType, variant, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    if (type.name === 'FiltersInput') return HOSTILE_FILTERS[variant];
    if (depth > 2) return null;
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, hostile(field.type, variant, depth + 1)]));
  }
  switch (type.name) {
    case 'Int':
      return 2147483647;
    case 'Float':
    case 'Decimal':
      return 1e308;
    case 'Boolean':
      return true;
    case 'JSONObject':
      return HOSTILE_SCALARS.JSON[variant];
    case 'UploadOrString':
      return '../../etc/passwd';
    default:
      return (HOSTILE_SCALARS[type.name] ?? HOSTILE_SCALARS.String)[variant];
  }
}

/** A value of the wrong type for the declared one. */
function wrongType(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return wrongType(type.ofType);
  if (isListType(type)) return { 0: 'not a list' };
  if (isInputObjectType(type)) return 'not an object';
  if (isEnumType(type)) return 'NOT_A_VALUE';
  return type.name === 'String' || type.name === 'ID' ? { $gt: '' } : '99999999999999999999999';
}

/** The operation with every argument as a variable, selecting only `__typename` below. */
function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function expectNoFault(status: number, body: unknown, where: string) {
  expect(fault(status, body, where)).toBeUndefined();
}

describe('every GraphQL operation with hostile input', () => {
  it('answers a clear error or a result, never a fault, and writes nothing when it refuses', { timeout: 300_000 }, async () => {
    const roots = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const;
    let operations = 0;
    const faults: string[] = [];
    const sample = fuzzSample('GraphQL operations with hostile input');
    const rows = rowTotals(server);
    const callers: [string, Record<string, string>][] = [
      ['the server', server.asServer],
      ['anonymous', {}],
    ];
    for (const [kind, root] of roots) {
      for (const field of Object.values(root.getFields())) {
        const document = operationOf(kind, field);
        // Each set of hostile values of the right type, from each caller (an operation without
        // arguments has one set, none); then values of the wrong type, which stop before any
        // resolver whoever asks: one caller is enough, and they are always sent.
        const inputs = [
          ...(field.args.length ? VARIANTS : [0]).flatMap((variant) =>
            sample
              .pick(callers, ([caller]) => `${kind} ${field.name} variant ${variant} as ${caller}`)
              .map(([, headers]) => ({ variables: Object.fromEntries(field.args.map((arg) => [arg.name, hostile(arg.type, variant)])), headers, wrong: false })),
          ),
          ...(field.args.length ? [{ variables: Object.fromEntries(field.args.map((arg) => [arg.name, wrongType(arg.type)])), headers: {}, wrong: true }] : []),
        ];
        for (const { variables, headers, wrong } of inputs) {
          const reachesResolvers = kind === 'mutation' && !wrong;
          const before = reachesResolvers ? await rows.before() : 0;
          const { status, data, errors } = await server.graphql(document, variables, headers);
          const where = `${field.name} ${JSON.stringify(variables).slice(0, 200)}`;
          const found = fault(status, { data, errors }, where);
          if (found) faults.push(found);
          if (wrong && status !== 400) faults.push(`${where}: a value of the wrong type answered ${status}, not 400`);
          if (!errors?.length) rows.forget();
          if (reachesResolvers && errors?.length && (await rows.after()) !== before) faults.push(`${where}: wrote rows and answered an error`);
          operations++;
        }
      }
    }
    expect(faults, sample.replay).toEqual([]);
    expect(operations).toBeGreaterThan(sample.full ? 1000 : 600);
  });

  it('refuses inherited names as columns, NUL characters, trailing escapes and times out of range in values, on every list, for anyone', { timeout: 300_000 }, async () => {
    const faults: string[] = [];
    const sample = fuzzSample('inherited names, NUL, trailing escapes and times out of range in every list');
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['the server', server.asServer],
    ];
    for (const model of models) {
      const list = `query($f: FiltersInput, $o: [OrderByInput!], $a: String, $b: String) { ${model.operations.list}(filters: $f, orderBy: $o, after: $a, before: $b) { id } }`;
      const text = Object.entries(model.fields).find(([, field]) => field.kind === 'text' && !field.hidden)?.[0] ?? 'variant';
      // A cursor of the list's own order, its times at JavaScript's first millisecond.
      const columns = orderColumns(model, undefined);
      const cursor = forgedCursor(
        columns.map((column) => (model.fields[column.name]?.kind === 'datetime' ? OUT_OF_RANGE_TIMES[1] : null)),
        columns.map((column) => column.name),
      );
      const variables = [
        ...PROTOTYPE_NAMES.flatMap((name) => [{ f: { and: [{ column: name, method: 'eq', value: 'x' }] } }, { o: [{ column: name, method: 'asc' }] }]),
        { f: { and: [{ column: 'variant', method: 'eq', value: NUL_TEXT }] } },
        { f: { and: [{ column: 'variant', method: 'ilike', value: `%${NUL_TEXT}%` }] } },
        ...TRAILING_ESCAPES.map((value) => ({ f: { and: [{ column: text, method: 'like', value }] } })),
        ...OUT_OF_RANGE_TIMES.map((value) => ({ f: { and: [{ column: 'createdAt', method: 'gte', value }] } })),
        { a: cursor },
        { b: cursor },
      ];
      for (const [caller, headers] of callers) {
        for (const value of variables) {
          if (!sample.has(`${model.operations.list} ${JSON.stringify(value)} as ${caller}`)) continue;
          const { status, data, errors } = await server.graphql(list, value, headers);
          const where = `${model.operations.list} ${JSON.stringify(value)}`;
          const found = fault(status, { data, errors }, where);
          if (found) faults.push(found);
          // Refused as bad input, or (a private model, anonymous) as not allowed: never answered.
          const code = errors?.[0]?.extensions?.code;
          if (!['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(String(code))) faults.push(`${where}: answered ${status} ${JSON.stringify({ data, errors }).slice(0, 200)}`);
        }
      }
    }
    expect(faults, sample.replay).toEqual([]);
  });

  it('caps the limit of every list at 100', async () => {
    for (const model of models) {
      const { status, errors } = await server.graphql(`{ ${model.operations.list}(limit: 101) { id } }`, undefined, server.asServer);
      // Refused before the operation runs, with the rows it may answer (see graphql-limits.test.ts).
      expect(status).toBe(400);
      expect(errors?.[0]).toMatchObject({ message: 'limit: at most 100', extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
      const allowed = await server.graphql(`{ ${model.operations.list}(limit: 100) { id } }`, undefined, server.asServer);
      expect(allowed.errors, model.name).toBeUndefined();
    }
  });
});

describe('malformed GraphQL requests', () => {
  const post = async (body: NonNullable<RequestInit['body']>, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
    const text = await response.text();
    return { status: response.status, text };
  };
  const json = { 'content-type': 'application/json' };

  it.each([
    ['a body that is not JSON', '{"query": '],
    ['a query that is not a string', '{"query": 5}'],
    ['variables that are not an object', '{"query": "query($a: Int) { hostPageCount }", "variables": "a=1"}'],
    ['an empty batch', '[]'],
    ['a null body', 'null'],
    ['an unknown operation name', '{"query": "{ hostPageCount }", "operationName": "Nope"}'],
    ['a huge integer literal', '{"query": "{ hostPageList(limit: 99999999999999999999) { id } }"}'],
    ['deeply nested JSON variables', `{"query": "query($f: FiltersInput) { hostPageList(filters: $f) { id } }", "variables": {"f": ${'{"and": ['.repeat(200)}${']}'.repeat(200)}}}`],
    ['a document over the token limit', JSON.stringify({ query: `{ ${Array.from({ length: 25_000 }, () => 'hostPageCount').join(' ')} }` })],
  ])('%s is a 4xx', async (_what, body) => {
    const { status, text } = await post(body, json);
    expect(status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expectNoFault(status, text, _what);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const { status, text } = await post(JSON.stringify({ query: '{ hostPageCount }', variables: { pad: 'x'.repeat(1_100_000) } }), json);
    expect(status).toBe(413);
    expect(JSON.parse(text).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers broken multipart requests with 4xx and stores nothing', async () => {
    const upload = { 'apollo-require-preflight': 'true', ...server.asServer };
    const create = 'mutation($data: FileStorageFileCreateInput!) { fileStorageFileCreate(data: $data) { id } }';
    const parts = (entries: [string, string | Blob][]) => {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      return form;
    };
    const file = new Blob(['hello'], { type: 'text/plain' });
    const cases: [string, FormData | string, Record<string, string>][] = [
      ['operations that are not JSON', parts([['operations', '{oops'], ['map', '{}']]), upload],
      ['a map that is not JSON', parts([['operations', JSON.stringify({ query: create, variables: { data: { file: null } } })], ['map', '[']]), upload],
      ['a map naming a missing part', parts([['operations', JSON.stringify({ query: create, variables: { data: { file: null } } })], ['map', '{"1": ["variables.data.file"]}']]), upload],
      ['a map pointing outside the variables', parts([['operations', JSON.stringify({ query: create, variables: {} })], ['map', '{"1": ["variables.__proto__.polluted"]}'], ['1', file]]), upload],
      ['eleven files', parts([['operations', JSON.stringify({ query: create, variables: { data: {} } })], ['map', JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i), [`variables.f${i}`]])))], ...Array.from({ length: 11 }, (_, i) => [String(i), file] as [string, Blob])]), upload],
      ['a multipart body cut short', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{', { ...upload, 'content-type': 'multipart/form-data; boundary=x' }],
    ];
    // A page only the key sees (a draft): the ignored file's request must count it, as its caller.
    const draft = await server.graphql<{ hostPageCreate: { id: string } }>('mutation { hostPageCreate(data: {url: "/fuzz-draft"}) { id } }', {}, server.asServer);
    expect(draft.errors).toBeUndefined();
    const count = async (headers: Record<string, string>) => (await server.graphql<{ hostPageCount: number }>('{ hostPageCount }', {}, headers)).data!.hostPageCount;
    const pages = await count(server.asServer);
    expect(pages).toBeGreaterThan(await count({}));
    const before = await totalRows(server);
    for (const [what, body, headers] of cases) {
      const { status, text } = await post(body, headers);
      // Refused by the upload parser (4xx), or by the operation (a GraphQL error naming the field).
      const refused = status >= 400 || (JSON.parse(text) as { errors?: unknown[] }).errors?.length;
      expect(refused, `${what}: ${status} ${text.slice(0, 300)}`).toBeTruthy();
      expectNoFault(status, text, what);
    }
    // A file mapped to a variable the operation does not have is dropped, unread.
    const ignored = parts([['operations', JSON.stringify({ query: '{ hostPageCount }' })], ['map', '{"1": ["variables.x"]}'], ['1', file]]);
    const { status, text } = await post(ignored, upload);
    expect(status).toBe(200);
    // Answered as the same query without a file is, for the same caller: every page, the draft too.
    expect(JSON.parse(text)).toEqual({ data: { hostPageCount: pages } });
    expect(await totalRows(server)).toBe(before);
  });
});
