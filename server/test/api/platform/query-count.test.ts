import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print, type DocumentNode } from 'graphql';
import { AdminCheckoutsDocument, AdminOrderPageDocument } from '../../../../client/src/admin/orders/admin-orders.generated.js';
import { documents, HOME_PRODUCTS, homePageVariables, NEWEST_FIRST } from '../../fixtures/site-documents.js';
import { checkedOut } from '../../helpers/checkouts.js';
import { publishedInTable } from '../../helpers/publishing.js';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Nested relation fields never cost a query per parent (no N+1): a root list reads the nested
 * relations it selects in its own statement, and what it cannot (rows an actor may read only
 * in part) the loaders batch per request, one statement per relation level. The counts are
 * pinned; the site's operations keep within budgets.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function admin<T = any>(query: string, variables?: Record<string, unknown>, target = server): Promise<T> {
  const { data, errors } = await target.graphql<T>(query, variables, target.asServer);
  expect(errors).toBeUndefined();
  return data as T;
}

/** Creates `count` rows of an entity in one bulk call; answers their ids. */
async function bulk(operation: string, type: string, items: Record<string, unknown>[], target = server): Promise<string[]> {
  const data = await admin<Record<string, { id: string }[]>>(
    `mutation($d: [${type}BulkCreateItem!]!) { r: ${operation}(data: $d) { id } }`,
    { d: items.map((item) => ({ data: item })) },
    target,
  );
  return data.r.map((row) => row.id);
}

/** Links every parent to `perParent` new children through a relation entity. */
async function linkChildren(parents: string[], perParent: number, child: [string, string], relation: [string, string], keys: [string, string], target = server) {
  const children = await bulk(child[0], child[1], parents.flatMap(() => Array.from({ length: perParent }, () => ({}))), target);
  await bulk(
    relation[0],
    relation[1],
    children.map((childId, index) => ({ [keys[0]]: parents[Math.floor(index / perParent)], [keys[1]]: childId, orderIndex: index % perParent })),
    target,
  );
  return children;
}

async function queriesFor(query: string, variables: Record<string, unknown>) {
  server.resetQueries();
  const data = await admin(query, variables);
  return { count: server.queries.length, data };
}

describe('nested relation fields cost the same number of queries for 5 and 100 parents', () => {
  it('pages → layouts → widgets', async () => {
    const pages = await bulk('hostPageBulkCreate', 'HostPage', Array.from({ length: 100 }, (_, i) => ({ url: `/p${i}` })));
    const layouts = await linkChildren(pages, 2, ['hostLayoutBulkCreate', 'HostLayout'], ['hostPagesToLayoutsBulkCreate', 'HostPagesToLayouts'], ['pageId', 'layoutId']);
    await linkChildren(layouts, 2, ['hostWidgetBulkCreate', 'HostWidget'], ['hostLayoutsToWidgetsBulkCreate', 'HostLayoutsToWidgets'], ['layoutId', 'widgetId']);
    // Nested limits the size of the data keep the cost (the rows it may answer) within the maximum.
    const query = `query($n: Int) { hostPageList(limit: $n) { id layouts(limit: 2) { id widgets(limit: 2) { id } } pagesToLayouts(limit: 2) { orderIndex layout { id } } } }`;
    const five = await queriesFor(query, { n: 5 });
    const hundred = await queriesFor(query, { n: 100 });
    expect(five.data.hostPageList).toHaveLength(5);
    expect(hundred.data.hostPageList).toHaveLength(100);
    expect(hundred.data.hostPageList[99].layouts[1].widgets).toHaveLength(2);
    // the pages, with their layouts, those layouts' widgets, their links and the layouts named
    expect(five.count).toBe(1);
    expect(hundred.count).toBe(five.count);
  });

  it('products → attributes → currencies', async () => {
    const products = await bulk('ecommerceProductBulkCreate', 'EcommerceProduct', Array.from({ length: 100 }, () => ({})));
    const attributes = await linkChildren(products, 3, ['ecommerceAttributeBulkCreate', 'EcommerceAttribute'], ['ecommerceProductsToAttributesBulkCreate', 'EcommerceProductsToAttributes'], ['productId', 'attributeId']);
    await linkChildren(attributes, 1, ['billingCurrencyBulkCreate', 'BillingCurrency'], ['ecommerceAttributesToBillingModuleCurrenciesBulkCreate', 'EcommerceAttributesToBillingModuleCurrencies'], ['attributeId', 'billingModuleCurrencyId']);
    const query = `query($n: Int) { ecommerceProductList(limit: $n) { id attributes(limit: 3) { number billingModuleCurrencies(limit: 1) { symbol } } } }`;
    const five = await queriesFor(query, { n: 5 });
    const hundred = await queriesFor(query, { n: 100 });
    expect(hundred.data.ecommerceProductList[42].attributes).toHaveLength(3);
    // the products with their attributes and the attributes' currencies
    expect(five.count).toBe(1);
    expect(hundred.count).toBe(five.count);
  });

  it('sliders → slides → buttons arrays → buttons', async () => {
    const sliders = await bulk('websiteBuilderSliderBulkCreate', 'WebsiteBuilderSlider', Array.from({ length: 100 }, () => ({})));
    const slides = await linkChildren(sliders, 2, ['websiteBuilderSlideBulkCreate', 'WebsiteBuilderSlide'], ['websiteBuilderSlidersToSlidesBulkCreate', 'WebsiteBuilderSlidersToSlides'], ['sliderId', 'slideId']);
    const arrays = await linkChildren(slides, 1, ['websiteBuilderButtonsArrayBulkCreate', 'WebsiteBuilderButtonsArray'], ['websiteBuilderSlidesToButtonsArraysBulkCreate', 'WebsiteBuilderSlidesToButtonsArrays'], ['slideId', 'buttonsArrayId']);
    await linkChildren(arrays, 2, ['websiteBuilderButtonBulkCreate', 'WebsiteBuilderButton'], ['websiteBuilderButtonsArraysToButtonsBulkCreate', 'WebsiteBuilderButtonsArraysToButtons'], ['buttonsArrayId', 'buttonId']);
    const query = `query($n: Int) { websiteBuilderSliderList(limit: $n) { id slides(limit: 2) { id buttonsArrays(limit: 1) { id buttons(limit: 2) { id url } } } } }`;
    const five = await queriesFor(query, { n: 5 });
    const hundred = await queriesFor(query, { n: 100 });
    expect(hundred.data.websiteBuilderSliderList[7].slides[1].buttonsArrays[0].buttons).toHaveLength(2);
    // the sliders with their slides, the slides' button arrays and their buttons
    expect(five.count).toBe(1);
    expect(hundred.count).toBe(five.count);
  });
});

describe('relations an actor reads only in part are read in the statement of their root', () => {
  it("a shopper's cart lines → products → prices → currencies, for 2 lines and for 12", async () => {
    const products = await bulk('ecommerceProductBulkCreate', 'EcommerceProduct', Array.from({ length: 12 }, () => ({})));
    await publishedInTable(server, 'EcommerceProduct', products);
    const attributes = await linkChildren(products, 2, ['ecommerceAttributeBulkCreate', 'EcommerceAttribute'], ['ecommerceProductsToAttributesBulkCreate', 'EcommerceProductsToAttributes'], ['productId', 'attributeId']);
    await linkChildren(attributes, 1, ['billingCurrencyBulkCreate', 'BillingCurrency'], ['ecommerceAttributesToBillingModuleCurrenciesBulkCreate', 'EcommerceAttributesToBillingModuleCurrencies'], ['attributeId', 'billingModuleCurrencyId']);
    const cart = async (lines: string[]) => {
      const shopper = await registerShopper(server, '10.51');
      const headers = { authorization: `Bearer ${shopper.token}` };
      for (const productId of lines) {
        const { errors } = await server.graphql(`mutation($s: ID!, $p: ID!) { ecommerceCartAdd(subjectId: $s, data: {productId: $p}) { id } }`, { s: shopper.id, p: productId }, headers);
        expect(errors).toBeUndefined();
      }
      server.resetQueries();
      const { data, errors } = await server.graphql<any>(
        `{ ecommerceOrderList(limit: 12) { ordersToProducts(limit: 1) { product { attributes(limit: 2) { number billingModuleCurrencies(limit: 1) { symbol } } } } } }`,
        {},
        headers,
      );
      expect(errors).toBeUndefined();
      expect(data.ecommerceOrderList.flatMap((order: any) => order.ordersToProducts)).toHaveLength(lines.length);
      return server.queries.length;
    };
    const two = await cart(products.slice(0, 2));
    const twelve = await cart(products);
    // The check of the shopper's session, then its orders (through the shopper's links) with
    // their lines, products, prices and currencies, each level's condition in the one statement.
    expect(twelve).toBe(two);
    expect(twelve).toBeLessThanOrEqual(2);
  });
});

describe("a product's quantity in a shopper's cart", () => {
  it('is one statement on GraphQL and REST, for a cart of 2 lines and of 12', async () => {
    const products = await bulk('ecommerceProductBulkCreate', 'EcommerceProduct', Array.from({ length: 12 }, () => ({})));
    // On sale (published), as only they may be added to a cart.
    await publishedInTable(server, 'EcommerceProduct', products);
    const measure = async (lines: string[]) => {
      const shopper = await registerShopper(server, '10.52');
      const headers = { authorization: `Bearer ${shopper.token}` };
      for (const productId of lines) {
        const { errors } = await server.graphql(`mutation($s: ID!, $p: ID!) { ecommerceCartAdd(subjectId: $s, data: {productId: $p, quantity: 2}) { id } }`, { s: shopper.id, p: productId }, headers);
        expect(errors).toBeUndefined();
      }
      const ask = () =>
        server.graphql<any>(`query($s: ID!, $p: ID!) { ecommerceCartProductQuantity(subjectId: $s, productId: $p) { quantity orderId } }`, { s: shopper.id, p: lines[1] }, headers);
      // The first request checks the shopper's session (then remembered): not the read's cost.
      await ask();
      server.resetQueries();
      const { data, errors } = await ask();
      expect(errors).toBeUndefined();
      expect(data.ecommerceCartProductQuantity).toEqual({ quantity: 2, orderId: expect.any(String) });
      const graphql = server.queries.length;
      server.resetQueries();
      const rest = await shopper.call('GET', `{me}/products/${lines[1]}/orders/quantity`);
      expect(rest.body.data.quantity).toBe(2);
      return { graphql, rest: server.queries.length };
    };
    expect(await measure(products.slice(0, 2))).toEqual({ graphql: 1, rest: 1 });
    expect(await measure(products)).toEqual({ graphql: 1, rest: 1 });
  });
});

/**
 * The requests the site really sends (the client's generated documents), as a visitor sends
 * them: their SQL stays within a budget, and the same when the catalogue grows tenfold.
 */
describe("the site's own operations cost the same number of queries for a small and a large catalogue", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ SEED: 'demo' });
  });
  afterAll(() => site?.close());

  /** The SQL statements of a visitor's GraphQL requests, run one after the other. */
  async function visitorQueries(requests: [string, Record<string, unknown>][]) {
    site.resetQueries();
    for (const [query, variables] of requests) {
      const { status, errors } = await site.graphql(query, variables);
      expect({ status, errors }).toEqual({ status: 200, errors: undefined });
    }
    return site.queries.length;
  }

  /**
   * Each measure starts from no cached answer: a write drops only the answers holding what it
   * wrote, so the page's structure would still be kept after the catalogue grew.
   */
  const forgetAnswers = () => site.rest('GET', '/api/revalidation/revalidate?path=/&type=layout', { admin: true });

  /** The home page: the page by url (its variables' request asks it first), every module widget it embeds, the product list widget. */
  const homePage = async () => {
    await forgetAnswers();
    const variables = await homePageVariables(site.url);
    return visitorQueries([
      [documents.pageByUrl, { url: '/' }],
      [documents.pageModuleWidgets, variables],
      [documents.productList, { limit: HOME_PRODUCTS, orderBy: NEWEST_FIRST }],
    ]);
  };
  const productList = async (limit: number) => {
    await forgetAnswers();
    return visitorQueries([[documents.productList, { limit, orderBy: NEWEST_FIRST }]]);
  };

  /** `count` more products, each with 3 prices (in a currency) and in 2 categories. */
  async function growCatalogue(count: number) {
    const products = await bulk('ecommerceProductBulkCreate', 'EcommerceProduct', Array.from({ length: count }, (_, i) => ({ slug: `grown-${i}` })), site);
    await publishedInTable(site, 'EcommerceProduct', products);
    const prices = await linkChildren(products, 3, ['ecommerceAttributeBulkCreate', 'EcommerceAttribute'], ['ecommerceProductsToAttributesBulkCreate', 'EcommerceProductsToAttributes'], ['productId', 'attributeId'], site);
    await linkChildren(prices, 1, ['billingCurrencyBulkCreate', 'BillingCurrency'], ['ecommerceAttributesToBillingModuleCurrenciesBulkCreate', 'EcommerceAttributesToBillingModuleCurrencies'], ['attributeId', 'billingModuleCurrencyId'], site);
    await linkChildren(products, 2, ['ecommerceCategoryBulkCreate', 'EcommerceCategory'], ['ecommerceCategoriesToProductsBulkCreate', 'EcommerceCategoriesToProducts'], ['productId', 'categoryId'], site);
  }

  it('the home page and the product list of 50', async () => {
    const small = { home: await homePage(), list: await productList(50) };
    await growCatalogue(100);
    const { data } = await site.graphql<{ ecommerceProductList: { attributes: unknown[]; categories: unknown[] }[] }>(
      `query($n: Int!) { ecommerceProductList(limit: $n, offset: 0, orderBy: [{column: "createdAt", method: "desc"}]) { attributes { id } categories { id } } }`,
      { n: 50 },
    );
    expect(data!.ecommerceProductList.every((product) => product.attributes.length === 3 && product.categories.length === 2)).toBe(true);
    const large = { home: await homePage(), list: await productList(50) };
    // The claim: a tenfold catalogue costs not one statement more.
    expect(large).toEqual(small);
    // And budgets: a root list reads every relation it selects in its own statement. The home
    // page: the page found by its url, then its whole structure (layouts, widgets, their
    // external widgets, metadata); one list per module whose widgets it embeds (the demo's
    // home embeds one module's); the products with their prices and categories, their count,
    // the currencies. The list of 50: products, count, currencies.
    expect(small.home).toBeLessThanOrEqual(6);
    expect(small.list).toBeLessThanOrEqual(3);
  });

  it("the admin's orders screen: a page of 2 checkouts and a full page, 3 orders each", async () => {
    const products = (await site.rest('GET', '/api/ecommerce/products?limit=3&orderBy[0][column]=createdAt')).body.data.map((product: { id: string }) => product.id);
    const checkouts = async (count: number) => {
      for (let i = 0; i < count; i++) await checkedOut(site, await registerShopper(site, '10.63'), products);
    };
    /** The screen's two reads, as an admin sends them: a page of orders (21: a page and the row beyond), then its checkouts whole. */
    const screen = async () => {
      site.resetQueries();
      const listed = { and: [{ column: 'number', method: 'isNotNull' }, { column: 'status', method: 'inArray', value: ['approving', 'packaging'] }] };
      const page = await site.graphql<{ ecommerceOrderList: { number: number }[] }>(print(AdminOrderPageDocument as unknown as DocumentNode), { filters: listed, limit: 21 }, site.asServer);
      expect(page.errors).toBeUndefined();
      const numbers = [...new Set(page.data!.ecommerceOrderList.map((order) => order.number))];
      const whole = await site.graphql<{ ecommerceOrderList: { ordersToProducts: unknown[] }[]; billingInvoiceList: { subject: { identities: unknown[] } }[] }>(
        print(AdminCheckoutsDocument as unknown as DocumentNode),
        { orders: { and: [{ column: 'number', method: 'inArray', value: numbers }] }, invoices: { and: [{ column: 'number', method: 'inArray', value: numbers }] } },
        site.asServer,
      );
      expect(whole.errors).toBeUndefined();
      expect(whole.data!.ecommerceOrderList.every((order) => order.ordersToProducts.length === 1)).toBe(true);
      expect(whole.data!.billingInvoiceList.every((invoice) => invoice.subject.identities.length === 1)).toBe(true);
      return { checkouts: numbers.length, statements: site.queries.length };
    };
    await checkouts(2);
    const two = await screen();
    await checkouts(8);
    const full = await screen();
    expect([two.checkouts, full.checkouts]).toEqual([2, 7]);
    expect(full.statements).toBe(two.statements);
    // The page of orders and their count; then the orders with their lines, and the invoices
    // with their currencies, subjects and identities: a statement each.
    expect(two.statements).toBeLessThanOrEqual(4);
  });
});

/**
 * A shopper's writes, as the site sends them (its generated documents): sign-in, add to cart
 * and the checkout of the order added, each counted on its own request once the shopper's
 * session is known. The counts are pinned: a statement more fails here.
 */
describe("a shopper's sign-in, add to cart and checkout", () => {
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer({ SEED: 'demo' });
  });
  afterAll(() => shop?.close());

  it('cost pinned statements each', async () => {
    const shopper = await registerShopper(shop, '10.64');
    const login = `counted-${Date.now()}@example.com`;
    const auth = { authorization: `Bearer ${shopper.token}` };
    const usd = (await shop.rest('GET', '/api/billing/currencies')).body.data.find((currency: { slug: string }) => currency.slug === 'usd').id;
    const [product] = (await shop.rest('GET', '/api/ecommerce/products?limit=1')).body.data;
    const counted = async <T>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
      shop.resetQueries();
      const { data, errors } = await shop.graphql<T>(query, variables, headers);
      expect(errors).toBeUndefined();
      return { data: data as T, statements: [...shop.queries] };
    };
    // A second identity to sign in with: the shopper's own, registered under a login the test knows.
    const registered = await shop.rest('POST', '/api/rbac/subjects/authentication/email-and-password/registration', {
      json: { login, password: 'shopping-123' },
      headers: { 'x-forwarded-for': '10.64.9.9' },
    });
    expect(registered.status).toBe(201);
    const signIn = await counted(documents.signIn, { data: { login, password: 'shopping-123' } });
    // The shopper's session is checked on its first request, then remembered: not the write's cost.
    expect((await shop.graphql('{ serverInfo { paymentProviders } }', {}, auth)).errors).toBeUndefined();
    const add = await counted<{ ecommerceCartAdd: { id: string } }>(documents.cartAdd, { subjectId: shopper.id, data: { productId: product.id, quantity: 1 } }, auth);
    const checkout = await counted<{ ecommerceCheckout: { paymentUrl: string } }>(
      documents.checkout,
      { subjectId: shopper.id, data: { provider: 'dummy', email: 'counted@example.com', billingModuleCurrencyId: usd, orderIds: [add.data.ecommerceCartAdd.id] } },
      auth,
    );
    expect(checkout.data.ecommerceCheckout.paymentUrl).toMatch(/\/billing\/dummy\/invoices\//);
    // Sign-in: the identity, its subject, the refresh token written (in its transaction). Add to
    // cart: the product read as the shopper may; in one transaction, locked per subject and
    // product, the line raised or else the order, its owner and line made in one statement,
    // answered as written (a raised line's order is read again). Checkout: the subject's lock
    // with the currency; its orders with their lines and prices; in one statement billing's
    // invoice with its intents (and, the dummy provider's page being the site's own, its payment
    // url) and the lines, links and orders written; the commit.
    // On PostgreSQL a transaction's first statement is sent with its begin, in one message
    // (core/read/executor.ts); on PGlite the ORM's transaction sends its begin alone.
    const begin = shop.embedded ? 1 : 0;
    expect({ signIn: signIn.statements.length, add: add.statements.length, checkout: checkout.statements.length }).toEqual({ signIn: 5, add: 5 + begin, checkout: 4 + begin });
    // The budget of a checkout, whatever the pin above becomes.
    expect(checkout.statements.length).toBeLessThanOrEqual(8);
  });
});
