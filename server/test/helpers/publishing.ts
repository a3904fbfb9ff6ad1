import { randomUUID } from 'node:crypto';
import type { ModelDefinition } from '../../src/core/model/define-model.js';
import { model } from './catalogue-samples.js';
import type { TestServer } from './test-server.js';

/**
 * Drafts made public through the API, as an admin does: products, pages and articles start as
 * drafts, which visitors do not see. A test whose visitor reads what it created publishes it.
 */

async function asServer<T = Record<string, any>>(server: TestServer, query: string, variables: Record<string, unknown>): Promise<T> {
  const { data, errors } = await server.graphql<T>(query, variables, server.asServer);
  if (errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(errors)}`);
  return data!;
}

/** Publishes a row of a publishable model (a product needs a price in the default currency first: see `priced`). */
export async function publish(server: TestServer, target: ModelDefinition | string, id: string): Promise<void> {
  const definition = typeof target === 'string' ? model(target) : target;
  await asServer(server, `mutation($id: ID!, $data: ${definition.name}UpdateInput!) { r: ${definition.operations.update}(id: $id, data: $data) { id } }`, {
    id,
    data: { publishedAt: new Date().toISOString() },
  });
}

/** What a page or an article is created with to be public at once (a product needs a price first: see `publishedProduct`). */
export const publishedNow = () => ({ publishedAt: new Date().toISOString() });

/**
 * The shop's default currency as the server picks it (the one marked default, else the first
 * made) and an attribute key of kind price; each made when there is none.
 */
async function priceParts(server: TestServer): Promise<{ currency: string; key: string }> {
  const { currencies, keys } = await asServer<{ currencies: { id: string; isDefault: boolean | null }[]; keys: { id: string }[] }>(
    server,
    `{
      currencies: billingCurrencyList(orderBy: [{column: "createdAt", method: "asc"}, {column: "id", method: "asc"}], limit: 100) { id isDefault }
      keys: ecommerceAttributeKeyList(filters: {and: [{column: "kind", method: "eq", value: "price"}]}, limit: 1) { id }
    }`,
    {},
  );
  const currency =
    (currencies.find((row) => row.isDefault) ?? currencies[0])?.id ??
    (await asServer<{ c: { id: string } }>(server, `mutation($slug: String!) { c: billingCurrencyCreate(data: {slug: $slug, symbol: "¤", isDefault: true}) { id } }`, { slug: `test-${randomUUID().slice(0, 8)}` })).c.id;
  const key = keys[0]?.id ?? (await asServer<{ k: { id: string } }>(server, `mutation { k: ecommerceAttributeKeyCreate(data: {kind: "price", type: "number", title: {en: "Price"}}) { id } }`, {})).k.id;
  return { currency, key };
}

/** The links making attribute `$a` a price of product `$p` in currency `$c` (key `$k`), as mutation fields. */
const PRICE_LINKS = `
  pk: ecommerceAttributeKeysToAttributesCreate(data: {attributeKeyId: $k, attributeId: $a}) { id }
  pc: ecommerceAttributesToBillingModuleCurrenciesCreate(data: {attributeId: $a, billingModuleCurrencyId: $c}) { id }
  pp: ecommerceProductsToAttributesCreate(data: {productId: $p, attributeId: $a}) { id }`;

/** Links a price (`amount`) in `currencyId` (the default currency when absent) to a product. */
export async function priced(server: TestServer, productId: string, amount = '10.00', currencyId?: string): Promise<void> {
  const parts = await priceParts(server);
  const { a } = await asServer<{ a: { id: string } }>(server, `mutation($n: Decimal) { a: ecommerceAttributeCreate(data: {number: $n}) { id } }`, { n: amount });
  await asServer(server, `mutation($a: ID!, $k: ID!, $c: ID!, $p: ID!) { ${PRICE_LINKS} }`, { a: a.id, k: parts.key, c: currencyId ?? parts.currency, p: productId });
}

/**
 * A product visitors see: created with `data` (through REST, as the server: a plain string is a
 * title in the default language), priced (`amount`) in the default currency and published. The
 * row as the create answered it.
 */
export async function publishedProduct(server: TestServer, data: Record<string, unknown> = {}, amount = '10.00'): Promise<{ id: string; slug: string } & Record<string, any>> {
  const parts = await priceParts(server);
  const created = await server.rest('POST', '/api/ecommerce/products', { admin: true, json: data });
  if (created.status !== 201) throw new Error(`product: ${created.status} ${JSON.stringify(created.body)}`);
  const product = created.body.data as { id: string; slug: string };
  const { a } = await asServer<{ a: { id: string } }>(server, `mutation($n: Decimal) { a: ecommerceAttributeCreate(data: {number: $n}) { id } }`, { n: amount });
  // Mutation fields run in order: the product has its price when it is published.
  await asServer(server, `mutation($a: ID!, $k: ID!, $c: ID!, $p: ID!, $at: DateTimeISO) { ${PRICE_LINKS} u: ecommerceProductUpdate(id: $p, data: {publishedAt: $at}) { id } }`, {
    a: a.id,
    k: parts.key,
    c: parts.currency,
    p: product.id,
    at: new Date().toISOString(),
  });
  return product;
}

/**
 * Publishes rows straight in their table, as the migration published the rows there were, and
 * drops every cached answer (a write in SQL drops none): for tests of a catalogue's size, whose
 * products need no price a visitor could pay.
 */
export async function publishedInTable(server: TestServer, target: ModelDefinition | string, ids: string[]): Promise<void> {
  const definition = typeof target === 'string' ? model(target) : target;
  await server.orm.em.getConnection().execute(`update "${definition.table}" set "published_at" = now() where "id" in (?)`, [ids]);
  const revalidated = await server.rest('GET', '/api/revalidation/revalidate?path=/&type=layout', { admin: true });
  if (revalidated.status !== 200) throw new Error(`revalidation: ${revalidated.status}`);
}
