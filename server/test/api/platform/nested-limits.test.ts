import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedInTable } from '../../helpers/publishing.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * A nested list answers a page per parent row, as its `limit` and `offset` say (100 rows when
 * not given), in list order: the same on every path its rows are read by: the root's one
 * statement (rows an actor may read whole), the loaders (rows it may read through their parent)
 * and the reads of rows it may read only in part.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const as = (who: Shopper) => ({ authorization: `Bearer ${who.token}` });

async function graphql<T = any>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = server.asServer): Promise<T> {
  const { data, errors } = await server.graphql<T>(query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

/** Rows made by admin, in one bulk call each; answers their ids. */
async function bulk(entity: string, type: string, items: Record<string, unknown>[]): Promise<string[]> {
  const data = await graphql<Record<string, { id: string }[]>>(`mutation($d: [${type}BulkCreateItem!]!) { r: ${entity}BulkCreate(data: $d) { id } }`, {
    d: items.map((item) => ({ data: item })),
  });
  return data.r.map((row) => row.id);
}

/** `count` published products linked to each parent through `relation`, in list order (orderIndex 0, 1, ...). */
async function linked(parents: string[], count: number, relation: [string, string], keys: [string, string]): Promise<string[][]> {
  const children = await bulk('ecommerceProduct', 'EcommerceProduct', parents.flatMap(() => Array.from({ length: count }, () => ({}))));
  await publishedInTable(server, 'EcommerceProduct', children);
  const lists = parents.map((_, p) => children.slice(p * count, (p + 1) * count));
  // Made in reverse, so that the list order is orderIndex, not the order of creation.
  const links = parents.flatMap((parent, p) => lists[p].map((child, index) => ({ [keys[0]]: parent, [keys[1]]: child, orderIndex: index }))).reverse();
  await bulk(...relation, links);
  return lists;
}

/** Prices 1, 2, 3 (in list order) of each product. */
async function priced(products: string[]) {
  const prices = await bulk('ecommerceAttribute', 'EcommerceAttribute', products.flatMap(() => [1, 2, 3].map((n) => ({ number: String(n) }))));
  await bulk(
    'ecommerceProductsToAttributes',
    'EcommerceProductsToAttributes',
    prices.map((attributeId, index) => ({ productId: products[Math.floor(index / 3)], attributeId, orderIndex: index % 3 })),
  );
}

const numbers = (attributes: { number: string }[]) => attributes.map(({ number }) => Number(number));

describe('rows read whole, in the root statement', () => {
  it("each category's products and product links: the page asked for, per category, in one statement", async () => {
    const categories = await bulk('ecommerceCategory', 'EcommerceCategory', [{}, {}, {}]);
    const products = await linked(categories, 5, ['ecommerceCategoriesToProducts', 'EcommerceCategoriesToProducts'], ['categoryId', 'productId']);
    const query = `query($ids: JSON, $limit: Int) {
      ecommerceCategoryList(filters: {and: [{column: "id", method: "inArray", value: $ids}]}, orderBy: [{column: "createdAt"}, {column: "id"}]) {
        id
        page: products(limit: $limit, offset: 1) { id }
        whole: products { id }
        last: categoriesToProducts(limit: 3, offset: 4) { productId }
      }
    }`;
    server.resetQueries();
    // Anonymous: categories and products are everyone's.
    const { data, errors } = await server.graphql<any>(query, { ids: categories, limit: 2 });
    expect(errors).toBeUndefined();
    expect(server.queries).toHaveLength(1);
    const byId = new Map(data.ecommerceCategoryList.map((category: { id: string }) => [category.id, category]));
    categories.forEach((id, index) => {
      expect(byId.get(id)).toEqual({
        id,
        page: products[index].slice(1, 3).map((product) => ({ id: product })),
        whole: products[index].map((product) => ({ id: product })),
        last: [{ productId: products[index][4] }],
      });
    });
  });
});

describe('rows a shopper reads through their parent, only in part', () => {
  it("a shopper's order lines and their products' prices: the page asked for, per order and per product", async () => {
    const shopper = await registerShopper(server, '10.71');
    const products = await bulk('ecommerceProduct', 'EcommerceProduct', [{}, {}]);
    await publishedInTable(server, 'EcommerceProduct', products);
    await priced(products);
    // Two cart orders, one per product; then three more lines each, quantities 1..4 in list order.
    for (const productId of products) {
      await graphql(`mutation($s: ID!, $p: ID!) { ecommerceCartAdd(subjectId: $s, data: {productId: $p, quantity: 1}) { id } }`, { s: shopper.id, p: productId }, as(shopper));
    }
    const orders = (await graphql(`query($s: ID!) { rbacSubject(id: $s) { ecommerceModuleOrders { id } } }`, { s: shopper.id })).rbacSubject.ecommerceModuleOrders;
    expect(orders).toHaveLength(2);
    const lines = orders.flatMap((order: { id: string }, o: number) => [2, 3, 4].map((quantity) => ({ orderId: order.id, productId: products[o], quantity, orderIndex: quantity - 1 })));
    await bulk('ecommerceOrdersToProducts', 'EcommerceOrdersToProducts', lines.reverse());

    const query = `{ ecommerceOrderList(orderBy: [{column: "createdAt"}]) { id ordersToProducts(limit: 2, offset: 1) { quantity product { attributes(limit: 1, offset: 1) { number } } } } }`;
    server.resetQueries();
    const mine = (await graphql(query, {}, as(shopper))).ecommerceOrderList;
    // The session check, then its orders with the lines (through the orders), the products and
    // their prices: one statement, each level's condition and page inside it.
    expect(server.queries.filter((statement) => statement.includes('"ecommerce_orders"'))).toHaveLength(1);
    expect(mine.map((order: any) => order.ordersToProducts.map((line: any) => line.quantity))).toEqual([
      [2, 3],
      [2, 3],
    ]);
    expect(mine.flatMap((order: any) => order.ordersToProducts.map((line: any) => numbers(line.product.attributes)))).toEqual([[2], [2], [2], [2]]);
    // What an admin reads in the root's one statement.
    for (const order of mine) {
      server.resetQueries();
      const admin = await graphql(`query($id: ID!) { ecommerceOrder(id: $id) { id ordersToProducts(limit: 2, offset: 1) { quantity product { attributes(limit: 1, offset: 1) { number } } } } }`, { id: order.id });
      expect(server.queries).toHaveLength(1);
      expect(admin.ecommerceOrder).toEqual(order);
    }
  });
});

describe('rows read only in part', () => {
  it("a public profile's identities, as a visitor reads them: the page asked for, per subject", async () => {
    const subjects = [await registerShopper(server, '10.72'), await registerShopper(server, '10.73')];
    for (const subject of subjects) {
      // Its email identity first (registration), then a wallet and a Telegram account, and a social profile: public.
      const identities = await bulk('rbacIdentity', 'RbacIdentity', [
        { provider: 'EVM', account: `0x${subject.id.replace(/-/g, '').padEnd(40, '0')}` },
        { provider: 'telegram', account: String(Date.now()) },
      ]);
      await bulk('rbacSubjectsToIdentities', 'RbacSubjectsToIdentities', identities.map((identityId, index) => ({ subjectId: subject.id, identityId, orderIndex: index + 1 })));
      const [profile] = await bulk('socialProfile', 'SocialProfile', [{ title: { en: 'Maker' } }]);
      await bulk('rbacSubjectsToSocialModuleProfiles', 'RbacSubjectsToSocialModuleProfiles', [{ subjectId: subject.id, socialModuleProfileId: profile }]);
    }
    const query = `query($ids: JSON) {
      rbacSubjectList(filters: {and: [{column: "id", method: "inArray", value: $ids}]}, orderBy: [{column: "createdAt"}]) {
        page: identities(limit: 1, offset: 1) { provider email account }
        rest: identities(offset: 1) { provider }
        all: identities { provider }
      }
    }`;
    const { data, errors } = await server.graphql<any>(query, { ids: subjects.map((subject) => subject.id) });
    expect(errors).toBeUndefined();
    // Its kinds of identities, never their details.
    expect(data.rbacSubjectList).toEqual(
      subjects.map(() => ({
        page: [{ provider: 'EVM', email: null, account: null }],
        rest: [{ provider: 'EVM' }, { provider: 'telegram' }],
        all: [{ provider: 'email_and_password' }, { provider: 'EVM' }, { provider: 'telegram' }],
      })),
    );
  });
});
