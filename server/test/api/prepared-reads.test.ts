import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Reads of a shape run as named prepared statements (plain-rows.ts): they answer what they
 * answered inlined, and a table whose columns change under a prepared statement (another
 * instance migrated) is still read.
 */
let server: TestServer;
beforeAll(async () => {
  // Every read goes to the database: none is answered from the public cache.
  server = await startTestServer({ SEED: 'demo', PUBLIC_CACHE_ENABLED: 'false' });
});
afterAll(() => server?.close());

const LIST = `query($slug: JSON!) {
  ecommerceProductList(filters: {and: [{column: "slug", method: "eq", value: $slug}]}, limit: 5) { id slug title { en } categories { id } }
}`;

async function productBySlug(slug: string) {
  const { data, errors } = await server.graphql<{ ecommerceProductList: { slug: string }[] }>(LIST, { slug });
  expect(errors).toBeUndefined();
  return data!.ecommerceProductList;
}

describe('prepared reads', () => {
  it('bind each read its own values and survive a change of the columns they read', async () => {
    const { data } = await server.graphql<{ ecommerceProductList: { slug: string }[] }>('{ ecommerceProductList(limit: 3) { slug } }');
    const slugs = data!.ecommerceProductList.map((product) => product.slug);
    expect(slugs.length).toBeGreaterThan(1);
    // Enough reads for every connection of the pool to have prepared the statement.
    for (let round = 0; round < 4; round++) {
      for (const slug of slugs) expect((await productBySlug(slug)).map((product) => product.slug)).toEqual([slug]);
    }
    expect(await productBySlug('no-such-product')).toEqual([]);
    const connection = server.orm.em.getConnection();
    await connection.execute('alter table "ecommerce_products" add column "prepared_reads_probe" text');
    try {
      for (let round = 0; round < 4; round++) {
        for (const slug of slugs) expect((await productBySlug(slug)).map((product) => product.slug)).toEqual([slug]);
      }
    } finally {
      await connection.execute('alter table "ecommerce_products" drop column "prepared_reads_probe"');
    }
  });
});
