import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, homePageVariables, OLDEST_FIRST, whereEquals } from '../../fixtures/site-documents.js';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Queries run by graphql-js the first time they are seen and compiled (graphql-jit) from the
 * second on (core/graphql/compiled-execution.ts): every answer, status and error is the same
 * either way, for the site's own queries and for the awkward ones.
 */
let server: TestServer;
beforeAll(async () => {
  // Every read goes to the database: none is answered from the public cache.
  server = await startTestServer({ SEED: 'demo', PUBLIC_CACHE_ENABLED: 'false' });
});
afterAll(() => server?.close());

/** Operations executed compiled so far, from the server's metrics. */
async function compiledRuns() {
  const text = await (await fetch(`${server.url}/metrics`, { headers: server.asMetricsScraper })).text();
  return Number(/^graphql_executions_total\{execution="compiled"\} (\S+)$/m.exec(text)?.[1] ?? 0);
}

/**
 * The same request three times: the first by graphql-js, the others compiled (the server's
 * counter says so: with compilation off, every test that asks for the same answers fails).
 * `compiled`: how many of the runs are executed compiled: 3 for a query the server ran before
 * (with other variables or headers), 0 for a request refused before it executes (a variable of
 * the wrong type), which graphql-js answers every time.
 */
async function sameAnswers(query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>, compiled = 2) {
  const answers = [];
  const before = await compiledRuns();
  for (let run = 0; run < 3; run++) answers.push(await server.graphql(query, variables, headers));
  expect(answers[1], query).toEqual(answers[0]);
  expect(answers[2], query).toEqual(answers[0]);
  expect((await compiledRuns()) - before, `compiled runs of ${query}`).toBe(compiled);
  return answers[0];
}

describe('compiled queries', () => {
  it("answer the site's queries as graphql-js does, compiled from their second run on", async () => {
    const widgetVariables = await homePageVariables(server.url);
    const before = await compiledRuns();
    // The page's query was run once already (by homePageVariables): compiled all three times.
    const page = await sameAnswers(documents.pageByUrl, { url: '/' }, undefined, 3);
    expect(page.errors).toBeUndefined();
    const widgets = await sameAnswers(documents.pageModuleWidgets, widgetVariables);
    expect(widgets.errors).toBeUndefined();
    const list = await sameAnswers(documents.productList, { limit: 12, orderBy: OLDEST_FIRST });
    const products = (list.data as { ecommerceProductList: { slug: string; attributes: unknown[] }[] }).ecommerceProductList;
    expect(products.length).toBeGreaterThan(3);
    expect(products.some((product) => product.attributes.length > 0)).toBe(true);
    const bySlug = await sameAnswers(documents.productBySlug, { filters: whereEquals('slug', products[0].slug), orderBy: OLDEST_FIRST });
    expect((bySlug.data as { ecommerceProductList: { slug: string }[] }).ecommerceProductList.map((product) => product.slug)).toEqual([products[0].slug]);
    // Four queries, compiled on their second and third runs (the page's first was before).
    expect((await compiledRuns()) - before).toBe(3 + 2 + 2 + 2);
  });

  it('answer aliases, fragments, directives, type names and introspection the same', async () => {
    const query = `query($withSlug: Boolean!, $skipTitle: Boolean!) {
      first: ecommerceProductList(limit: 2, orderBy: [{column: "createdAt", method: "asc"}]) { __typename ...Card slug @include(if: $withSlug) }
      last: ecommerceProductList(limit: 2, orderBy: [{column: "createdAt", method: "desc"}]) { id title @skip(if: $skipTitle) { en ru } }
      count: ecommerceProductCount
      __schema { queryType { name } }
      __type(name: "EcommerceProduct") { name fields { name } }
    }
    fragment Card on EcommerceProduct { id title { en } categories { slug } }`;
    for (const [round, variables] of [{ withSlug: true, skipTitle: false }, { withSlug: false, skipTitle: true }].entries()) {
      const answer = await sameAnswers(query, variables, undefined, round === 0 ? 2 : 3);
      expect(answer.errors).toBeUndefined();
      const data = answer.data as { first: Record<string, unknown>[]; last: Record<string, unknown>[]; count: number; __schema: unknown };
      expect(data.first).toHaveLength(2);
      expect('slug' in data.first[0]).toBe(variables.withSlug);
      expect('title' in data.last[0]).toBe(!variables.skipTitle);
      expect(data.first[0].__typename).toBe('EcommerceProduct');
      expect(data.__schema).toEqual({ queryType: { name: 'Query' } });
    }
  });

  it('refuse the same bad input with the same status, code and field', async () => {
    const query = `query($limit: Int!, $orderBy: [OrderByInput!]) { ecommerceProductList(limit: $limit, orderBy: $orderBy) { id } }`;
    await sameAnswers(query, { limit: 1 });
    // A variable of the wrong type, on a query already compiled: graphql-js' 400, before anything executes.
    const badVariable = await sameAnswers(query, { limit: 'ten' }, undefined, 0);
    expect(badVariable.status).toBe(400);
    expect(badVariable.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(badVariable.errors?.[0].message).toContain('$limit');
    // A resolver's refusal: the field named, at the same place in the document.
    const badColumn = await sameAnswers(query, { limit: 1, orderBy: [{ column: 'constructor', method: 'asc' }] }, undefined, 3);
    expect(badColumn.errors?.[0]).toMatchObject({ path: ['ecommerceProductList'], locations: [{ line: 1, column: 50 }], extensions: { code: 'BAD_USER_INPUT', field: 'orderBy[0].column' } });
  });

  it('answer what an actor may not read with the same errors, and a shopper only their own rows', async () => {
    const query = '{ ecommerceProductCount ecommerceOrderList(limit: 5) { id } rbacSubjectList(limit: 5) { id } }';
    const anonymous = await sameAnswers(query);
    expect(anonymous.errors?.map((error) => error.extensions?.code)).toEqual(expect.arrayContaining(['UNAUTHENTICATED']));
    const shopper = await registerShopper(server);
    const signedIn = await sameAnswers(query, {}, { authorization: `Bearer ${shopper.token}` }, 3);
    expect(signedIn.errors).toBeUndefined();
    // A new shopper's orders: none (others' are not theirs to read).
    expect((signedIn.data as { ecommerceOrderList: unknown[] }).ecommerceOrderList).toEqual([]);
  });
});
