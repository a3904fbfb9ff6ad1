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

/** The shop's default currency as the server picks it (the one marked default, else the first made); one is made when there is none. */
async function defaultCurrency(server: TestServer): Promise<string> {
  const { list } = await asServer<{ list: { id: string; isDefault: boolean | null }[] }>(
    server,
    `{ list: billingCurrencyList(orderBy: [{column: "createdAt", method: "asc"}, {column: "id", method: "asc"}], limit: 100) { id isDefault } }`,
    {},
  );
  const chosen = list.find((currency) => currency.isDefault) ?? list[0];
  if (chosen) return chosen.id;
  const { c } = await asServer<{ c: { id: string } }>(server, `mutation($data: BillingCurrencyCreateInput!) { c: billingCurrencyCreate(data: $data) { id } }`, {
    data: { slug: `test-${randomUUID().slice(0, 8)}`, symbol: '¤', isDefault: true },
  });
  return c.id;
}

/** An attribute key of kind price: the first there is, or a new one. */
async function priceKey(server: TestServer): Promise<string> {
  const { list } = await asServer<{ list: { id: string }[] }>(server, `{ list: ecommerceAttributeKeyList(filters: {and: [{column: "kind", method: "eq", value: "price"}]}, limit: 1) { id } }`, {});
  if (list[0]) return list[0].id;
  const { k } = await asServer<{ k: { id: string } }>(server, `mutation { k: ecommerceAttributeKeyCreate(data: {kind: "price", type: "number", title: {en: "Price"}}) { id } }`, {});
  return k.id;
}

/** Links a price (`amount`) in `currencyId` (the default currency when absent) to a product. */
export async function priced(server: TestServer, productId: string, amount = '10.00', currencyId?: string): Promise<void> {
  const currency = currencyId ?? (await defaultCurrency(server));
  const key = await priceKey(server);
  const { a } = await asServer<{ a: { id: string } }>(server, `mutation($n: Decimal) { a: ecommerceAttributeCreate(data: {number: $n}) { id } }`, { n: amount });
  await asServer(
    server,
    `mutation($a: ID!, $k: ID!, $c: ID!, $p: ID!) {
      k: ecommerceAttributeKeysToAttributesCreate(data: {attributeKeyId: $k, attributeId: $a}) { id }
      c: ecommerceAttributesToBillingModuleCurrenciesCreate(data: {attributeId: $a, billingModuleCurrencyId: $c}) { id }
      p: ecommerceProductsToAttributesCreate(data: {productId: $p, attributeId: $a}) { id }
    }`,
    { a: a.id, k: key, c: currency, p: productId },
  );
}

/** A product visitors see: created as given, priced in the default currency, published. */
export async function publishedProduct(server: TestServer, data: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const { p } = await asServer<{ p: { id: string; slug: string } }>(server, `mutation($data: EcommerceProductCreateInput!) { p: ecommerceProductCreate(data: $data) { id slug } }`, { data });
  await priced(server, p.id);
  await publish(server, 'EcommerceProduct', p.id);
  return p;
}
