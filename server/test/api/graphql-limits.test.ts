import fs from 'node:fs';
import path from 'node:path';
import { Kind, getIntrospectionQuery, parse, print, type DefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedModules } from '../fixtures/site-documents.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Depth, cost and alias limits of one GraphQL operation: refused in validation with 400
 * before any SQL runs; the client's real operations (and GraphiQL's introspection) pass.
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

/** `{ hostPageList { pagesToLayouts { page { ... { id } } } } }` with `id` at depth `levels`. */
function nested(levels: number): string {
  const chain = ['pagesToLayouts', 'page'];
  let selection = 'id';
  for (let level = levels - 2; level >= 1; level--) selection = `${chain[(level - 1) % chain.length]} { ${selection} }`;
  return `query Deep { hostPageList { ${selection} } }`;
}

async function expectRefused(target: TestServer, query: string, message: RegExp) {
  target.resetQueries();
  const response = await target.graphql(query, undefined, target.asServer);
  expect(response.status).toBe(400);
  expect(response.data).toBeUndefined();
  // graphql-js may add 'Validation aborted.' when a query also exhausts its own budget.
  for (const error of response.errors ?? []) expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(response.errors![0].message).toMatch(message);
  expect(response.errors![0].message).not.toMatch(/Syntax Error/);
  expect(target.queries).toEqual([]);
}

describe('default limits (depth 12, cost 5000, aliases 15)', () => {
  it('refuses a query nested deeper than 12 levels', async () => {
    await expectRefused(server, nested(13), /^Query depth limit of 12 exceeded, found 13\.$/);
    const { status, errors } = await server.graphql(nested(12), undefined, server.asServer);
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
  });

  it('refuses a query costing more than 5000 (fields repeated deep down)', async () => {
    const many = Array.from({ length: 800 }, () => 'id').join(' ');
    await expectRefused(server, `{ hostPageList { pagesToLayouts { layout { layoutsToWidgets { widget { ${many} } } } } } }`, /^Query Cost limit of 5000 exceeded, found \d+/);
  });

  it('refuses more than 15 aliases, even spread over fragments', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: hostPageCount`).join(' ');
    await expectRefused(server, `{ ${aliases} }`, /Aliases limit of 15 exceeded, found 16/);
    const inFragments = `query { ...A ...B } fragment A on Query { ${aliases.split(' a8:')[0]} } fragment B on Query { a8:${aliases.split(' a8:')[1]} }`;
    await expectRefused(server, inFragments, /Aliases limit of 15 exceeded, found 16/);
  });

  it("lets every operation of the client through, and GraphiQL's introspection", async () => {
    const operations = clientOperations();
    expect(operations.map((op) => op.name)).toEqual(expect.arrayContaining(['HostPageByUrl', 'PageModuleWidgets', 'EcommerceProductList']));
    for (const { name, document } of operations) {
      // Without variables an operation that passed validation stops at its variables: never a limit.
      const { errors } = await server.graphql(document, undefined, server.asServer);
      for (const error of errors ?? []) expect(error.extensions?.code, `${name}: ${error.message}`).not.toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const introspection = await server.graphql(getIntrospectionQuery(), undefined, {});
    expect(introspection.errors).toBeUndefined();
    expect(introspection.data).toHaveProperty('__schema');
  });

  it('answers the heaviest real queries in full: the page by url and the module widgets it embeds', async () => {
    const page = await server.rest('POST', '/api/host/pages', { admin: true, json: { url: '/limits-home', title: 'Home' } });
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
    await expectRefused(tight, `{ hostPageList { ${Array.from({ length: 30 }, () => 'id').join(' ')} } }`, /^Query Cost limit of 40 exceeded/);
    await expectRefused(tight, '{ a: hostPageCount b: hostPageCount c: hostPageCount }', /Aliases limit of 2 exceeded, found 3/);
    const { errors } = await tight.graphql(nested(3), undefined, tight.asServer);
    expect(errors).toBeUndefined();
  });
});

/** Every named operation in the client's .graphql files, each printed with the fragments it may use. */
function clientOperations(): { name: string; document: string }[] {
  const root = path.resolve(import.meta.dirname, '../../../client/src');
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
