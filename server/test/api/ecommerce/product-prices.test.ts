import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { totalRows } from '../../helpers/hostile-input.js';
import { publishedInTable } from '../../helpers/publishing.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * A product's prices set in one call (the product editor's save): an amount per currency,
 * written as the rows a price is, so that the shop reads it as any price; on GraphQL and REST,
 * in one transaction and a pinned number of statements; bad input refused naming the entry,
 * with nothing written; admins only.
 */
let server: TestServer;
let shopper: Shopper;
let usd: string;
let eur: string;
beforeAll(async () => {
  server = await startTestServer();
  shopper = await registerShopper(server, '10.41');
  usd = (await admin<{ c: { id: string } }>(`mutation { c: billingCurrencyCreate(data: {slug: "usd", symbol: "$", isDefault: true}) { id } }`)).c.id;
  eur = (await admin<{ c: { id: string } }>(`mutation { c: billingCurrencyCreate(data: {slug: "eur", symbol: "€"}) { id } }`)).c.id;
});
afterAll(() => server?.close());

async function admin<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { data, errors } = await server.graphql<T>(query, variables, server.asServer);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

/** A product the shop shows (published in its table: the API publishes only a product priced already, and these start without). */
async function newProduct(title = 'Mug'): Promise<string> {
  const id = (await admin<{ p: { id: string } }>(`mutation($t: String!) { p: ecommerceProductCreate(data: {title: {en: $t}}) { id } }`, { t: title })).p.id;
  await publishedInTable(server, 'EcommerceProduct', [id]);
  return id;
}

const SET_PRICES = `mutation($id: ID!, $data: EcommerceProductPricesInput!) {
  ecommerceProductSetPrices(id: $id, data: $data) { attributeId amount billingModuleCurrency { id slug symbol } }
}`;

/** The prices as the shop reads them (anonymous, through the public cache): amount by currency code. */
async function shopPrices(productId: string): Promise<Record<string, string>> {
  const { data } = await server.graphql<{ p: { attributes: { number: string | null; attributeKeys: { kind: string }[]; billingModuleCurrencies: { slug: string }[] }[] } }>(
    `query($id: ID!) { p: ecommerceProduct(id: $id) { attributes(limit: 12) { number attributeKeys(limit: 2) { kind } billingModuleCurrencies(limit: 2) { slug } } } }`,
    { id: productId },
  );
  const prices: Record<string, string> = {};
  for (const attribute of data!.p.attributes) {
    if (attribute.number === null || !attribute.attributeKeys.some((key) => key.kind === 'price')) continue;
    for (const currency of attribute.billingModuleCurrencies) prices[currency.slug] ??= attribute.number;
  }
  return prices;
}

/** Price attributes and their links of a product, as the tables hold them. */
async function priceRows(productId: string) {
  const rows: { attributeId: string; number: string }[] = await server.orm.em.getConnection().execute(
    `select a.id as "attributeId", a.number::text as number from ecommerce_products_to_attributes pa join ecommerce_attributes a on a.id = pa.attribute_id where pa.product_id = ? order by a.number`,
    [productId],
  );
  return rows;
}

describe('setting prices', () => {
  it('writes two prices on GraphQL in a pinned number of statements, made a price key first, and the shop shows them', async () => {
    const product = await newProduct();
    // Read once before: the public answer is kept, and the write must drop it.
    expect(await shopPrices(product)).toEqual({});

    server.resetQueries();
    const answer = await admin<{ ecommerceProductSetPrices: unknown[] }>(SET_PRICES, {
      id: product,
      data: { prices: [{ billingModuleCurrencyId: usd, amount: '49' }, { billingModuleCurrencyId: eur, amount: '45.5' }] },
    });
    // In one transaction: the currencies, the product locked, its prices, the price key (none yet), then
    // one insert per table (key, attributes, their links to keys, currencies and products); the prices read back.
    expect(server.queries, server.queries.join('\n')).toHaveLength(12);

    expect(answer.ecommerceProductSetPrices).toEqual([
      { attributeId: expect.any(String), amount: '49.00', billingModuleCurrency: { id: usd, slug: 'usd', symbol: '$' } },
      { attributeId: expect.any(String), amount: '45.50', billingModuleCurrency: { id: eur, slug: 'eur', symbol: '€' } },
    ]);
    expect(await shopPrices(product)).toEqual({ usd: '49.00', eur: '45.50' });
    const keys = await admin<{ k: { slug: string; kind: string; type: string }[] }>(`{ k: ecommerceAttributeKeyList { slug kind type } }`);
    expect(keys.k).toEqual([{ slug: 'price', kind: 'price', type: 'number' }]);
  });

  it('changes an amount in place and removes a price on REST; currencies not named keep theirs', async () => {
    const product = await newProduct();
    const first = await server.rest('PUT', `/api/ecommerce/products/${product}/prices`, {
      admin: true,
      json: { prices: [{ billingModuleCurrencyId: usd, amount: '10.00' }, { billingModuleCurrencyId: eur, amount: '9.00' }] },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const usdAttribute = first.body.data[0].attributeId;

    server.resetQueries();
    const changed = await server.rest('PUT', `/api/ecommerce/products/${product}/prices`, { admin: true, json: { prices: [{ billingModuleCurrencyId: usd, amount: '12.5' }] } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // In one transaction: the currencies, the product locked, its prices, one update; the prices read back.
    expect(server.queries, server.queries.join('\n')).toHaveLength(7);
    expect(changed.body.data).toEqual([
      { attributeId: usdAttribute, amount: '12.50', billingModuleCurrency: { id: usd, slug: 'usd', symbol: '$' } },
      expect.objectContaining({ amount: '9.00' }),
    ]);

    // A bare object is the data too, as everywhere on REST.
    const removed = await server.rest('PUT', `/api/ecommerce/products/${product}/prices`, { admin: true, raw: { body: JSON.stringify({ prices: [{ billingModuleCurrencyId: eur, amount: null }] }), type: 'application/json' } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await shopPrices(product)).toEqual({ usd: '12.50' });
    // The removed price's attribute went with its links: nothing is left behind.
    expect(await priceRows(product)).toEqual([{ attributeId: usdAttribute, number: '12.50' }]);
  });

  it("never changes another product's price: an attribute two products share is replaced, not changed", async () => {
    const [one, two] = [await newProduct('One'), await newProduct('Two')];
    const [shared] = (await admin<{ ecommerceProductSetPrices: { attributeId: string }[] }>(SET_PRICES, { id: one, data: { prices: [{ billingModuleCurrencyId: usd, amount: '5.00' }] } })).ecommerceProductSetPrices;
    // Linked to the second product by hand, as the generic admin allows.
    await admin(`mutation($p: ID!, $a: ID!) { ecommerceProductsToAttributesCreate(data: {productId: $p, attributeId: $a}) { id } }`, { p: two, a: shared.attributeId });
    expect(await shopPrices(two)).toEqual({ usd: '5.00' });

    const [own] = (await admin<{ ecommerceProductSetPrices: { attributeId: string; amount: string }[] }>(SET_PRICES, { id: two, data: { prices: [{ billingModuleCurrencyId: usd, amount: '7.00' }] } })).ecommerceProductSetPrices;
    expect(own).toMatchObject({ amount: '7.00' });
    expect(own.attributeId).not.toBe(shared.attributeId);
    expect(await shopPrices(one)).toEqual({ usd: '5.00' });
    expect(await shopPrices(two)).toEqual({ usd: '7.00' });
  });
});

/** The tables' currency codes (read before the currencies exist) as the currencies' ids. */
const withCurrencies = (prices: Record<string, unknown>[]) =>
  prices.map((price) => ({ ...price, billingModuleCurrencyId: ({ USD: usd, EUR: eur } as Record<string, string>)[price.billingModuleCurrencyId as string] ?? price.billingModuleCurrencyId }));

describe('refusals', () => {
  let product: string;
  beforeAll(async () => {
    product = await newProduct();
    await admin(SET_PRICES, { id: product, data: { prices: [{ billingModuleCurrencyId: usd, amount: '20.00' }] } });
  });

  it.each([
    ['a negative amount', [{ billingModuleCurrencyId: 'EUR', amount: '1.00' }, { billingModuleCurrencyId: 'USD', amount: '-1' }], 'data.prices[1].amount'],
    ['a currency that is none', [{ billingModuleCurrencyId: 'USD', amount: '3.00' }, { billingModuleCurrencyId: '00000000-0000-4000-8000-000000000000', amount: '3.00' }], 'data.prices[1].billingModuleCurrencyId'],
    ['a currency named twice', [{ billingModuleCurrencyId: 'USD', amount: '3.00' }, { billingModuleCurrencyId: 'USD', amount: '4.00' }], 'data.prices[1].billingModuleCurrencyId'],
    ['a currency id that is no uuid', [{ billingModuleCurrencyId: 'usd', amount: '3.00' }], 'data.prices[0].billingModuleCurrencyId'],
    ['an amount that is no number', [{ billingModuleCurrencyId: 'USD', amount: 'free' }], 'data.prices[0].amount'],
    ['an amount left out', [{ billingModuleCurrencyId: 'USD' }], 'data.prices[0].amount'],
    ['an unknown field', [{ billingModuleCurrencyId: 'USD', amount: '3.00', currency: 'usd' }], 'data.prices[0].currency'],
  ])('%s is a 400 naming the entry on REST, and nothing changes', async (_what, given, field) => {
    const prices = withCurrencies(given);
    const before = await totalRows(server);
    const response = await server.rest('PUT', `/api/ecommerce/products/${product}/prices`, { admin: true, json: { prices } });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field } });
    expect(await shopPrices(product)).toEqual({ usd: '20.00' });
    expect(await totalRows(server)).toBe(before);
  });

  it.each([
    ['a negative amount', [{ billingModuleCurrencyId: 'EUR', amount: '1.00' }, { billingModuleCurrencyId: 'USD', amount: '-0.01' }], 'data.prices[1].amount'],
    ['a currency that is none', [{ billingModuleCurrencyId: '00000000-0000-4000-8000-000000000000', amount: '3.00' }], 'data.prices[0].billingModuleCurrencyId'],
  ])('%s is BAD_USER_INPUT naming the entry on GraphQL, and nothing changes', async (_what, given, field) => {
    const prices = withCurrencies(given);
    const before = await totalRows(server);
    const answer = await server.graphql(SET_PRICES, { id: product, data: { prices } }, server.asServer);
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors?.[0]?.extensions, JSON.stringify(answer.errors)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await shopPrices(product)).toEqual({ usd: '20.00' });
    expect(await totalRows(server)).toBe(before);
  });

  it('a body without prices, or a product that is none, is refused', async () => {
    const bare = await server.rest('PUT', `/api/ecommerce/products/${product}/prices`, { admin: true, json: { amount: '3.00' } });
    expect(bare.status).toBe(400);
    expect(bare.body.error.details.field).toBe('data.amount');
    const missing = await server.rest('PUT', `/api/ecommerce/products/00000000-0000-4000-8000-000000000000/prices`, { admin: true, json: { prices: [] } });
    expect(missing.status).toBe(404);
    const badId = await server.rest('PUT', `/api/ecommerce/products/nope/prices`, { admin: true, json: { prices: [] } });
    expect(badId.status).toBe(400);
    expect(badId.body.error.details.field).toBe('id');
  });

  it('refuses anyone but an admin on both APIs: 401 anonymous, 403 a shopper; nothing changes', async () => {
    const before = await totalRows(server);
    const prices = [{ billingModuleCurrencyId: usd, amount: '0.01' }];
    expect((await server.rest('PUT', `/api/ecommerce/products/${product}/prices`, { json: { prices } })).status).toBe(401);
    expect((await shopper.call('PUT', `/api/ecommerce/products/${product}/prices`, { prices })).status).toBe(403);
    const anonymous = await server.graphql(SET_PRICES, { id: product, data: { prices } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asShopper = await server.graphql(SET_PRICES, { id: product, data: { prices } }, { authorization: `Bearer ${shopper.token}` });
    expect(asShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await shopPrices(product)).toEqual({ usd: '20.00' });
    expect(await totalRows(server)).toBe(before);
  });
});
