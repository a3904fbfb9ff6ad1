import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../src/core/access/actor.js';
import type { Where } from '../../../src/core/access/ownership.js';
import { nestedKey, preloaded, type NestedRead, type Relation } from '../../../src/core/crud/nested-rows.js';
import type { ModelDefinition } from '../../../src/core/model/define-model.js';
import type { Row } from '../../../src/core/model/row.js';
import { findRows } from '../../../src/core/read/read.js';
import type { ReadPlan } from '../../../src/core/read/select-sql.js';
import { visibility } from '../../../src/core/read/visibility.js';
import { catalogue } from '../../../src/modules/index.js';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Nested relations read in their root's statement (the look-ahead at the GraphQL selection)
 * answer exactly what root reads of the same rows answer, under the same visibility: a relation
 * an actor may read only in part is read in the same statement, one it may not read is empty.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
});
afterAll(() => server?.close());

async function graphql<T = any>(query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const { data, errors } = await server.graphql<T>(query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

/** The answer and the number of SQL statements it cost. */
async function counted<T = any>(query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) {
  server.resetQueries();
  const data = await graphql<T>(query, variables, headers);
  return { data, statements: [...server.queries] };
}

describe('every relation of every entity, read with its rows, equals a root read of the same rows', () => {
  const relationsOf = (model: ModelDefinition): Relation[] => {
    const { refs, rows, items } = catalogue.relationsOf(model);
    return [
      ...refs.map((ref) => ({ kind: 'ref', ref }) as const),
      ...rows.map((list) => ({ kind: 'rows', list }) as const),
      ...items.map((list) => ({ kind: 'items', list }) as const),
    ];
  };
  const server_: Actor = { kind: 'server' };
  const everything = (model: ModelDefinition) => visibility(server_, model);
  const LIST_ORDER = ['orderIndex', 'createdAt', 'id'].map((name) => ({ name, direction: 'asc' as const }));
  const read = (em: EntityManager, model: ModelDefinition, where: Where, more: Partial<ReadPlan> = {}) =>
    findRows(em, { model, actor: server_, seen: everything(model), where, ...more });

  /** The rows a relation holds for `row`, read as root rows of their own model. */
  async function rootRead(em: EntityManager, row: Row, relation: Relation) {
    if (relation.kind === 'ref') {
      const id = row[relation.ref.foreignKey] as string | null;
      return id ? ((await read(em, relation.ref.target, { id }))[0] ?? null) : null;
    }
    const { list } = relation;
    const rows = await read(em, list.relation, { [list.foreignKey]: row.id }, { order: LIST_ORDER });
    if (relation.kind === 'rows') return rows;
    const targets = await read(em, relation.list.target, { id: { $in: rows.map((link) => link[relation.list.otherKey] as string) } });
    const byId = new Map(targets.map((target) => [target.id, target]));
    return rows.map((link) => byId.get(link[relation.list.otherKey] as string));
  }

  it('values mapped alike (dates, decimals, per-language maps, nulls), in the same order', async () => {
    // Values a JSON number or a date's JSON form would change, on the newest rows.
    const value = { number: '123456789012345.1234567890', date: '2024-02-29', datetime: '2024-05-01T10:00:00.123Z', string: { en: 'Red' } };
    const { ecommerceProductCreate: product } = await graphql(`mutation { ecommerceProductCreate(data: {}) { id } }`, {}, server.asServer);
    const { ecommerceAttributeCreate: attribute } = await graphql(
      `mutation($d: EcommerceAttributeCreateInput!) { ecommerceAttributeCreate(data: $d) { id } }`,
      { d: value },
      server.asServer,
    );
    await graphql(
      `mutation($p: ID!, $a: ID!) { ecommerceProductsToAttributesCreate(data: {productId: $p, attributeId: $a}) { id } }`,
      { p: product.id, a: attribute.id },
      server.asServer,
    );
    const em = server.orm.em.fork();
    const products = catalogue.modelByName('EcommerceProduct')!;
    const [priceRow] = await read(em, products, { id: product.id }, {
      nested: [{ key: 'a', relation: { kind: 'items', list: catalogue.relationsOf(products).items.find((list) => list.name === 'attributes')! }, nested: [] }],
    });
    expect(preloaded(priceRow, 'a')).toEqual([
      expect.objectContaining({ ...value, datetime: new Date(value.datetime), boolean: null, id: attribute.id, createdAt: expect.any(Date) }),
    ]);
    let compared = 0;
    for (const model of catalogue.models) {
      const relations = relationsOf(model);
      if (!relations.length) continue;
      const reads: NestedRead[] = relations.map((relation, index) => ({ key: nestedKey(`r${index}`, 'x'), relation, nested: [] }));
      const order = { order: [{ name: 'createdAt', direction: 'desc' as const }, { name: 'id', direction: 'asc' as const }], limit: 40 };
      const rows = await read(em, model, {}, { ...order, nested: reads });
      // The root rows themselves are the rows a plain read hands over.
      expect(rows).toEqual(await read(em, model, {}, order));
      for (const row of rows) {
        for (const nested of reads) {
          const expected = await rootRead(em, row, nested.relation);
          expect(preloaded(row, nested.key), `${model.name}.${nested.relation.kind}`).toEqual(expected);
          if (Array.isArray(expected) ? expected.length : expected) compared += 1;
        }
      }
    }
    // The demo site fills enough of the catalogue for this to mean something.
    expect(compared).toBeGreaterThan(200);
  });

  it('what was read with a row is out of sight: not a key, not in JSON, not copied', async () => {
    const em = server.orm.em.fork();
    const links = catalogue.modelByName('HostPagesToLayouts')!;
    const [ref] = catalogue.relationsOf(links).refs;
    const [row] = await read(em, links, {}, { limit: 1, nested: [{ key: 'k', relation: { kind: 'ref', ref }, nested: [] }] });
    expect(preloaded(row, 'k')).toMatchObject({ id: row[ref.foreignKey] });
    expect(Object.keys(row)).not.toContain('k');
    expect(JSON.stringify(row)).not.toContain('"k"');
    expect(Object.getOwnPropertySymbols({ ...row })).toEqual([]);
  });
});

describe('a GraphQL query reads its nested relations in its root statement', () => {
  // Limits keep the tree's cost (the rows it may answer) within the maximum for 100 pages.
  const pageTree = `id url pagesToLayouts(limit: 5) { id orderIndex layout { id title layoutsToWidgets(limit: 5) { id widget { id widgetsToExternalWidgets(limit: 5) { externalModule externalWidgetId } } } } } metadata(limit: 5) { id title }`;

  it('a list and its nested relations, three levels down: one statement, whatever the number of rows', async () => {
    const { data, statements } = await counted(`{ hostPageList(limit: 100) { ${pageTree} } }`);
    expect(statements).toHaveLength(1);
    const home = data.hostPageList.find((page: { url: string }) => page.url === '/');
    expect(home.pagesToLayouts.length).toBeGreaterThan(0);
    expect(home.pagesToLayouts[0].layout.layoutsToWidgets.length).toBeGreaterThan(0);
    // One row by id reads the same, in one statement.
    const one = await counted(`query($id: ID!) { hostPage(id: $id) { ${pageTree} } }`, { id: home.id });
    expect(one.statements).toHaveLength(1);
    expect(one.data.hostPage).toEqual(home);
  });

  it('the page by url and its whole structure: two statements', async () => {
    const { data, statements } = await counted(`{ hostPageFindByUrl(url: "/") { pattern page { ${pageTree} } } }`);
    expect(statements).toHaveLength(2);
    const { data: list } = await counted(`{ hostPageList(filters: {and: [{column: "url", method: "eq", value: "/"}]}) { ${pageTree} } }`);
    expect(data.hostPageFindByUrl.page).toEqual(list.hostPageList[0]);
  });

  it('aliases, fragments, inline fragments, @include and @skip are what the answer shows', async () => {
    const plain = (await graphql(`{ hostPageList(limit: 20) { id pagesToLayouts { id layout { id title } } metadata { id title } } }`)).hostPageList;
    const query = `
      query($yes: Boolean!, $no: Boolean!) {
        hostPageList(limit: 20) {
          id
          links: pagesToLayouts { id }
          ...Layouts
          ... on HostPage { meta: metadata { title } }
          skipped: metadata @skip(if: $yes) { id }
          included: metadata @include(if: $no) { id }
          kept: metadata @include(if: $yes) { id }
        }
      }
      fragment Layouts on HostPage { links: pagesToLayouts { layout { id } } other: pagesToLayouts { layout { title } } }`;
    const { data, statements } = await counted(query, { yes: true, no: false });
    expect(statements).toHaveLength(1);
    expect(data.hostPageList).toEqual(
      plain.map((page: any) => ({
        id: page.id,
        links: page.pagesToLayouts.map((link: any) => ({ id: link.id, layout: { id: link.layout.id } })),
        other: page.pagesToLayouts.map((link: any) => ({ layout: { title: link.layout.title } })),
        meta: page.metadata.map((metadata: any) => ({ title: metadata.title })),
        kept: page.metadata.map((metadata: any) => ({ id: metadata.id })),
      })),
    );
    // A relation left out by a directive is not read at all.
    expect(statements[0].match(/"host_pages_to_metadata"/g)).toHaveLength(2);
  });

  it('the page asked for under two aliases: each alias gets its own nested fields', async () => {
    const { data, statements } = await counted(
      `{ hostPageFindByUrl(url: "/") { a: page { x: pagesToLayouts { id } } b: page { x: metadata { id } } c: page { id } } }`,
    );
    expect(statements).toHaveLength(2);
    const { data: list } = await counted(`{ hostPageList(filters: {and: [{column: "url", method: "eq", value: "/"}]}) { id pagesToLayouts { id } metadata { id } } }`);
    const [page] = list.hostPageList;
    expect(data.hostPageFindByUrl).toEqual({ a: { x: page.pagesToLayouts }, b: { x: page.metadata }, c: { id: page.id } });
  });
});

describe('access: what an actor sees of each relation is decided inside the one statement', () => {
  const orderTree = `id ordersToProducts(limit: 5) { quantity product { id slug title { en } attributes(limit: 5) { number attributeKeys(limit: 5) { kind } billingModuleCurrencies(limit: 5) { symbol } } categories(limit: 5) { slug } } }`;

  it("a shopper's own order, its lines and their products: one statement, what the admin reads", async () => {
    const me = await registerShopper(server, '10.41');
    const other = await registerShopper(server, '10.42');
    const auth = { authorization: `Bearer ${me.token}` };
    const products = (await graphql(`{ ecommerceProductList(limit: 2) { id } }`)).ecommerceProductList;
    for (const product of products) {
      await graphql(`mutation($s: ID!, $p: ID!) { ecommerceCartAdd(subjectId: $s, data: {productId: $p, quantity: 2}) { id } }`, { s: me.id, p: product.id }, auth);
    }
    const mine = await counted(`{ ecommerceOrderList(limit: 10) { ${orderTree} } }`, {}, auth);
    const orders = mine.data.ecommerceOrderList;
    const lines = orders.flatMap((order: any) => order.ordersToProducts);
    expect(lines).toHaveLength(2);
    expect(lines[0].product.attributes.length).toBeGreaterThan(0);
    // The order's lines are readable through their order only: their condition is in the statement.
    // (Besides the check of the shopper's session.)
    expect(mine.statements.filter((statement) => statement.includes('"ecommerce_orders"'))).toHaveLength(1);

    for (const order of orders) {
      const admin = await counted(`query($id: ID!) { ecommerceOrder(id: $id) { ${orderTree} } }`, { id: order.id }, server.asServer);
      expect(admin.statements).toHaveLength(1);
      expect(admin.data.ecommerceOrder).toEqual(order);
    }

    // Nobody else's: another shopper has no order, and sees no lines of this one's products.
    const theirs = await graphql(`{ ecommerceOrderList(limit: 10) { ${orderTree} } }`, {}, { authorization: `Bearer ${other.token}` });
    expect(theirs.ecommerceOrderList).toEqual([]);
  });

  it("a nested row reads the fields asked for, its id and its references' keys", async () => {
    const few = await counted('{ ecommerceProductList(limit: 3) { id categories { slug } attributes { number } } }');
    const all = await counted('{ ecommerceProductList(limit: 3) { id categories { slug title { en } } attributes { number attributeKeys(limit: 5) { kind } } } }');
    expect(few.statements).toHaveLength(1);
    // The categories' titles only when asked for; every row's id either way (the loaders of what
    // is not read with it start from it).
    expect(few.statements[0]).toMatch(/row\("n1"\."id", "n1"\."slug"\)/);
    expect(few.statements[0]).not.toMatch(/"n1"\."title"/);
    expect(all.statements[0]).toMatch(/"n1"\."title"/);
    expect(few.data.ecommerceProductList).toEqual(
      all.data.ecommerceProductList.map((product: { id: string; categories: { slug: string }[]; attributes: { number: string }[] }) => ({
        id: product.id,
        categories: product.categories.map(({ slug }) => ({ slug })),
        attributes: product.attributes.map(({ number }) => ({ number })),
      })),
    );
  });

  it("a nested row keeps its references' keys when not asked for: their loaders start from them", async () => {
    const { statements } = await counted('{ hostPageList(limit: 1) { id pagesToLayouts { id } } }');
    expect(statements).toHaveLength(1);
    const row = /row\(("n1"[^)]*)\)/.exec(statements[0])?.[1];
    expect(row?.split(', ').sort()).toEqual(['"n1"."id"', '"n1"."layout_id"', '"n1"."page_id"']);
  });

  it('a nested relation the actor may not read stays empty, read with its root or not', async () => {
    const query = `query($id: JSON!) { ecommerceProductList(filters: {and: [{column: "id", method: "eq", value: $id}]}) { id ordersToProducts { id quantity } } }`;
    const [line] = (await graphql(`{ ecommerceOrdersToProductsList(limit: 1) { productId } }`, {}, server.asServer)).ecommerceOrdersToProductsList;
    const variables = { id: line.productId };
    const admin = await counted(query, variables, server.asServer);
    expect(admin.statements).toHaveLength(1);
    expect(admin.data.ecommerceProductList[0].ordersToProducts.length).toBeGreaterThan(0);
    const anonymous = await counted(query, variables);
    expect(anonymous.data.ecommerceProductList[0].ordersToProducts).toEqual([]);
    expect(anonymous.statements.join('\n')).not.toContain('ecommerce_orders_to_products');
    const shopper = await registerShopper(server, '10.43');
    const signedIn = await graphql(query, variables, { authorization: `Bearer ${shopper.token}` });
    expect(signedIn.ecommerceProductList[0].ordersToProducts).toEqual([]);
  });
});
