import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Kind, getIntrospectionQuery, getVariableValues, parse, print, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../../../src/core/graphql/schema.js';
import { operationRows } from '../../../src/core/graphql/row-cost.js';
import { catalogue } from '../../../src/modules/index.js';
import { renderedModules } from '../../fixtures/site-documents.js';
import { publishedNow } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Depth, cost and alias limits of one GraphQL operation: refused with 400 before any SQL runs;
 * the client's real operations (and GraphiQL's introspection) pass. The cost is the rows an
 * operation may answer: each list its limit (100 when not given) times the rows above it.
 */
let server: TestServer;
let tight: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  tight = await startTestServer({ GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_COST: '40', GRAPHQL_MAX_ALIASES: '2' }, { shareDatabaseWith: server });
});
afterAll(async () => {
  await tight?.close();
  await server?.close();
});

const MAX_COST = 25_000;

/** `{ hostPageList(limit: 1) { pagesToLayouts(limit: 1) { page { ... { id } } } } }` with `id` at depth `levels`: one row a level. */
function nested(levels: number): string {
  const chain = ['pagesToLayouts(limit: 1)', 'page'];
  let selection = 'id';
  for (let level = levels - 2; level >= 1; level--) selection = `${chain[(level - 1) % chain.length]} { ${selection} }`;
  return `query Deep { hostPageList(limit: 1) { ${selection} } }`;
}

async function expectRefused(target: TestServer, query: string, message: RegExp, variables?: Record<string, unknown>) {
  target.resetQueries();
  const response = await target.graphql(query, variables, target.asServer);
  expect(response.status).toBe(400);
  expect(response.data).toBeUndefined();
  // graphql-js may add 'Validation aborted.' when a query also exhausts its own budget.
  for (const error of response.errors ?? []) expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(response.errors![0].message).toMatch(message);
  expect(response.errors![0].message).not.toMatch(/Syntax Error/);
  expect(target.queries).toEqual([]);
}

async function expectAnswered(target: TestServer, query: string, variables?: Record<string, unknown>) {
  const { status, errors } = await target.graphql(query, variables, target.asServer);
  expect(errors).toBeUndefined();
  expect(status).toBe(200);
}

/** The issue's query: 2 categories, their products, those products' categories, and theirs. */
const DEPTH_FOUR = '{ ecommerceCategoryList(limit: 2) { id products { id categories { id products { id } } } } }';
/** Its rows: 2 + 2·100 + 2·100² + 2·100³. */
const DEPTH_FOUR_ROWS = 2_020_202;

describe(`default limits (depth 12, cost ${MAX_COST} rows, aliases 15)`, () => {
  it('refuses a query nested deeper than 12 levels', async () => {
    await expectRefused(server, nested(13), /^Query depth limit of 12 exceeded, found 13\.$/);
    await expectAnswered(server, nested(12));
  });

  it('refuses the depth-4 query of nested lists, naming the rows it may answer, and its aliased forms', async () => {
    await expectRefused(server, DEPTH_FOUR, new RegExp(`^Query cost limit of ${MAX_COST} rows exceeded, found ${DEPTH_FOUR_ROWS}\\b`));
    const aliased = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${DEPTH_FOUR.slice(2, -2)}`).join(' ')} }`;
    await expectRefused(server, aliased, new RegExp(`found ${15 * DEPTH_FOUR_ROWS}\\b`));
    // Fragments count as if written inline.
    const inFragments = '{ ecommerceCategoryList(limit: 2) { ...C } } fragment C on EcommerceCategory { products { ...P } } fragment P on EcommerceProduct { categories { products { id } } }';
    await expectRefused(server, inFragments, new RegExp(`found ${DEPTH_FOUR_ROWS}\\b`));
  });

  it('counts a limit given as a variable by its value, the default when it is absent', async () => {
    const query = 'query($n: Int) { ecommerceCategoryList(limit: 2) { products(limit: $n) { categories(limit: $n) { products(limit: $n) { id } } } } }';
    await expectAnswered(server, query, { n: 10 });
    await expectRefused(server, query, new RegExp(`found ${DEPTH_FOUR_ROWS}\\b`), {});
    await expectRefused(server, query, new RegExp(`found ${DEPTH_FOUR_ROWS}\\b`), { n: null });
  });

  it('counts rows, not fields: many fields of one row pass; a list filtered by ids counts those ids', async () => {
    // Five rows, however many fields each names.
    const fields = Array.from({ length: 400 }, () => 'id').join(' ');
    await expectAnswered(server, `{ hostPageList(limit: 1) { pagesToLayouts(limit: 1) { layout { layoutsToWidgets(limit: 1) { widget { ${fields} } } } } } }`);
    const tree = 'pagesToLayouts { layout { layoutsToWidgets { id } } }';
    const ids = [randomUUID(), randomUUID()];
    // 2 pages, 100 links each, their layouts, 100 widget links each: 20,402 rows.
    await expectAnswered(server, `query($ids: JSON) { hostPageList(filters: {and: [{column: "id", method: "inArray", value: $ids}]}) { ${tree} } }`, { ids });
    await expectRefused(server, `{ hostPageList { ${tree} } }`, /found 1020100\b/);
  });

  it('refuses a nested page no list takes with 400 naming its argument, before any SQL', async () => {
    for (const [query, variables, field, message] of [
      ['{ ecommerceCategoryList(limit: 1) { products(limit: 101) { id } } }', {}, 'ecommerceCategoryList.products.limit', /at most 100/],
      ['query($o: Int) { c: ecommerceCategoryList(limit: 1) { products(limit: 1) { categories(offset: $o) { id } } } }', { o: -1 }, 'c.products.categories.offset', /whole number ≥ 0/],
      ['{ ecommerceCategoryList(limit: 101) { id } }', {}, 'limit', /at most 100/],
    ] as const) {
      server.resetQueries();
      const { status, errors } = await server.graphql(query, variables, server.asServer);
      expect(status).toBe(400);
      expect(errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT', field } });
      expect(errors![0].message.startsWith(`${field}:`)).toBe(true);
      expect(server.queries).toEqual([]);
    }
  });

  it('refuses more than 15 aliases, even spread over fragments', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: hostPageCount`).join(' ');
    await expectRefused(server, `{ ${aliases} }`, /Aliases limit of 15 exceeded, found 16/);
    const inFragments = `query { ...A ...B } fragment A on Query { ${aliases.split(' a8:')[0]} } fragment B on Query { a8:${aliases.split(' a8:')[1]} }`;
    await expectRefused(server, inFragments, /Aliases limit of 15 exceeded, found 16/);
  });

  it("lets every operation of the client through with room to spare, and GraphiQL's introspection", async () => {
    const operations = clientOperations();
    expect(operations.map((op) => op.name)).toEqual(expect.arrayContaining(['HostPageByUrl', 'PageModuleWidgets', 'EcommerceProductList']));
    const schema = await buildGraphqlSchema(catalogue);
    const isRow = (type: { name: string }) => catalogue.modelByName(type.name) !== undefined;
    const costs: Record<string, number> = {};
    for (const { name, document } of operations) {
      const parsed = parse(document);
      const operation = parsed.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
      const variables = largestVariables(operation);
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
      // A mutation's inputs are not made up here: none of them sizes a list.
      costs[name] = operationRows(schema, parsed, operation, coerced.coerced ?? variables, isRow);
      // Queries are sent: the server counts them the same (mutations would write).
      if (operation.operation !== 'query') continue;
      expect(coerced.errors, name).toBeUndefined();
      const { errors } = await server.graphql(document, variables, server.asServer);
      for (const error of errors ?? []) expect(error.extensions?.code, `${name}: ${error.message}`).not.toBe('GRAPHQL_VALIDATION_FAILED');
    }
    // Every operation at most half the maximum; the heaviest are pages of nested lists.
    for (const [name, cost] of Object.entries(costs)) expect(cost, name).toBeLessThanOrEqual(MAX_COST / 2);
    expect(Math.max(...Object.values(costs))).toBeGreaterThan(5000);
    const introspection = await server.graphql(getIntrospectionQuery(), undefined, {});
    expect(introspection.errors).toBeUndefined();
    expect(introspection.data).toHaveProperty('__schema');
  });

  it('answers the heaviest real queries in full: the page by url and the module widgets it embeds', async () => {
    const page = await server.rest('POST', '/api/host/pages', { admin: true, json: { url: '/limits-home', title: 'Home', ...publishedNow() } });
    expect(page.status).toBe(201);
    const byUrl = clientOperations().find((op) => op.name === 'HostPageByUrl')!;
    const found = await server.graphql<{ hostPageFindByUrl: { page: { id: string } } }>(byUrl.document, { url: '/limits-home' });
    expect(found.errors).toBeUndefined();
    expect(found.data?.hostPageFindByUrl.page.id).toBe(page.body.data.id);
    const widgets = clientOperations().find((op) => op.name === 'PageModuleWidgets')!;
    const none = { and: [{ column: 'id', method: 'inArray', value: [] }] };
    // Every module the site renders asked at once.
    const modules = Object.keys(renderedModules());
    expect(modules.length).toBeGreaterThanOrEqual(7);
    const variables = Object.fromEntries(modules.flatMap((module) => [[module, none], [`with${module[0].toUpperCase()}${module.slice(1)}`, true]]));
    const embedded = await server.graphql(widgets.document, variables);
    expect(embedded.errors).toBeUndefined();
    expect(embedded.data).toEqual(Object.fromEntries(modules.map((module) => [`${module}WidgetList`, []])));
  });
});

describe('limits are settings', () => {
  it('GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_COST and GRAPHQL_MAX_ALIASES tighten them', async () => {
    await expectRefused(tight, nested(4), /^Query depth limit of 3 exceeded, found 4\.$/);
    await expectRefused(tight, '{ hostPageList(limit: 41) { id } }', /^Query cost limit of 40 rows exceeded, found 41\b/);
    await expectAnswered(tight, '{ hostPageList(limit: 40) { id } }');
    await expectRefused(tight, '{ a: hostPageCount b: hostPageCount c: hostPageCount }', /Aliases limit of 2 exceeded, found 3/);
    await expectAnswered(tight, nested(3));
  });
});

/** Embedded widgets per module a page is counted with: 35 in all, more than a long landing page shows. */
const WIDGETS_PER_MODULE = 5;

/**
 * The largest variables the client sends an operation: a page of 12 rows and the one more a
 * cursor page asks for, every module's widgets included, each module's 5 widgets by id; other
 * filters name no ids (the rows they match are counted as the whole page).
 */
function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const ids = Array.from({ length: WIDGETS_PER_MODULE }, () => randomUUID());
  const byType: Record<string, unknown> = {
    Int: 13,
    Boolean: true,
    FiltersInput: operation.name?.value === 'PageModuleWidgets' ? { and: [{ column: 'id', method: 'inArray', value: ids }] } : { and: [] },
    ID: randomUUID(),
    String: 'x',
    JSON: 'x',
    JSONObject: {},
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).flatMap((definition) => {
      const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
      return type.kind === Kind.NAMED_TYPE && type.name.value in byType ? [[definition.variable.name.value, byType[type.name.value]]] : [];
    }),
  );
}

/** Every named operation in the client's .graphql files, each printed with the fragments it may use. */
function clientOperations(): { name: string; document: string }[] {
  const root = path.resolve(import.meta.dirname, '../../../../client/src');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.graphql'));
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(fs.readFileSync(path.join(root, file), 'utf8')).definitions);
  const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
    const used = fragmentsUsedBy(print(definition), fragments);
    return [{ name: definition.name.value, document: [definition, ...used].map((node) => print(node)).join('\n') }];
  });
}

/** The fragments a document spreads, directly or through other fragments. */
function fragmentsUsedBy(text: string, fragments: DefinitionNode[]): DefinitionNode[] {
  const byName = new Map(fragments.map((fragment) => [(fragment as { name: { value: string } }).name.value, fragment]));
  const used = new Map<string, DefinitionNode>();
  const visit = (source: string) => {
    for (const [, name] of source.matchAll(/\.\.\.([A-Za-z_]\w*)/g)) {
      const fragment = byName.get(name);
      if (!fragment || used.has(name)) continue;
      used.set(name, fragment);
      visit(print(fragment));
    }
  };
  visit(text);
  return [...used.values()];
}
