import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Nested relation fields are batched per request: the number of SQL queries of a nested
 * list does not grow with the number of parents (no N+1). The counts are pinned.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function admin<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { data, errors } = await server.graphql<T>(query, variables, server.asServer);
  expect(errors).toBeUndefined();
  return data as T;
}

/** Creates `count` rows of an entity in one bulk call; answers their ids. */
async function bulk(operation: string, type: string, items: Record<string, unknown>[]): Promise<string[]> {
  const data = await admin<Record<string, { id: string }[]>>(
    `mutation($d: [${type}BulkCreateItem!]!) { r: ${operation}(data: $d) { id } }`,
    { d: items.map((item) => ({ data: item })) },
  );
  return data.r.map((row) => row.id);
}

/** Links every parent to `perParent` new children through a relation entity. */
async function linkChildren(parents: string[], perParent: number, child: [string, string], relation: [string, string], keys: [string, string]) {
  const children = await bulk(child[0], child[1], parents.flatMap(() => Array.from({ length: perParent }, () => ({}))));
  await bulk(
    relation[0],
    relation[1],
    children.map((childId, index) => ({ [keys[0]]: parents[Math.floor(index / perParent)], [keys[1]]: childId, orderIndex: index % perParent })),
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
    const query = `query($n: Int) { hostPageList(limit: $n) { id layouts { id widgets { id } } pagesToLayouts { orderIndex layout { id } } } }`;
    const five = await queriesFor(query, { n: 5 });
    const hundred = await queriesFor(query, { n: 100 });
    expect(five.data.hostPageList).toHaveLength(5);
    expect(hundred.data.hostPageList).toHaveLength(100);
    expect(hundred.data.hostPageList[99].layouts[1].widgets).toHaveLength(2);
    // pages; pages-to-layouts; layouts; layouts-to-widgets; widgets
    expect(five.count).toBe(5);
    expect(hundred.count).toBe(five.count);
  });

  it('products → attributes → currencies', async () => {
    const products = await bulk('ecommerceProductBulkCreate', 'EcommerceProduct', Array.from({ length: 100 }, () => ({})));
    const attributes = await linkChildren(products, 3, ['ecommerceAttributeBulkCreate', 'EcommerceAttribute'], ['ecommerceProductsToAttributesBulkCreate', 'EcommerceProductsToAttributes'], ['productId', 'attributeId']);
    await linkChildren(attributes, 1, ['billingCurrencyBulkCreate', 'BillingCurrency'], ['ecommerceAttributesToBillingModuleCurrenciesBulkCreate', 'EcommerceAttributesToBillingModuleCurrencies'], ['attributeId', 'billingModuleCurrencyId']);
    const query = `query($n: Int) { ecommerceProductList(limit: $n) { id attributes { number billingModuleCurrencies { symbol } } } }`;
    const five = await queriesFor(query, { n: 5 });
    const hundred = await queriesFor(query, { n: 100 });
    expect(hundred.data.ecommerceProductList[42].attributes).toHaveLength(3);
    expect(five.count).toBe(5);
    expect(hundred.count).toBe(five.count);
  });

  it('sliders → slides → buttons arrays → buttons', async () => {
    const sliders = await bulk('websiteBuilderSliderBulkCreate', 'WebsiteBuilderSlider', Array.from({ length: 100 }, () => ({})));
    const slides = await linkChildren(sliders, 2, ['websiteBuilderSlideBulkCreate', 'WebsiteBuilderSlide'], ['websiteBuilderSlidersToSlidesBulkCreate', 'WebsiteBuilderSlidersToSlides'], ['sliderId', 'slideId']);
    const arrays = await linkChildren(slides, 1, ['websiteBuilderButtonsArrayBulkCreate', 'WebsiteBuilderButtonsArray'], ['websiteBuilderSlidesToButtonsArraysBulkCreate', 'WebsiteBuilderSlidesToButtonsArrays'], ['slideId', 'buttonsArrayId']);
    await linkChildren(arrays, 2, ['websiteBuilderButtonBulkCreate', 'WebsiteBuilderButton'], ['websiteBuilderButtonsArraysToButtonsBulkCreate', 'WebsiteBuilderButtonsArraysToButtons'], ['buttonsArrayId', 'buttonId']);
    const query = `query($n: Int) { websiteBuilderSliderList(limit: $n) { id slides { id buttonsArrays { id buttons { id url } } } } }`;
    const five = await queriesFor(query, { n: 5 });
    const hundred = await queriesFor(query, { n: 100 });
    expect(hundred.data.websiteBuilderSliderList[7].slides[1].buttonsArrays[0].buttons).toHaveLength(2);
    expect(five.count).toBe(7);
    expect(hundred.count).toBe(five.count);
  });
});
