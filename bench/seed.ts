/**
 * The bench catalogue, written through the public API acting as the server, on top of the
 * demo site (its home page, navigation, slider and widgets): 1,000 published products with 3
 * prices (usd, rub, eur) and 2 categories each, 50 more published pages, and shoppers with passwords.
 */
import { graphql, rest } from './http.js';

export const PRODUCTS = 1000;
export const PAGES = 50;
const CATEGORIES = 10;
const CHUNK = 250;
export const SHOPPER_PASSWORD = 'bench-shopping-123';

export interface Shopper {
  login: string;
  id: string;
  token: string;
}

export interface Catalogue {
  productSlugs: string[];
  productIds: string[];
  currencies: Record<string, string>;
  shoppers: Shopper[];
}

type Item = Record<string, unknown>;

/** Creates rows of one entity in bulk (in chunks the API accepts); answers their ids in order. */
async function bulk(url: string, admin: Record<string, string>, entity: string, items: Item[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    const data = await graphql<{ rows: { id: string }[] }>(
      url,
      `mutation($d: [${entity}BulkCreateItem!]!) { rows: ${entity[0].toLowerCase()}${entity.slice(1)}BulkCreate(data: $d) { id } }`,
      { d: items.slice(start, start + CHUNK).map((data) => ({ data })) },
      admin,
    );
    ids.push(...data.rows.map((row) => row.id));
  }
  return ids;
}

/** Publishes products (made as drafts; each priced in the default currency by then), in chunks. */
async function publish(url: string, admin: Record<string, string>, productIds: string[]) {
  const publishedAt = new Date().toISOString();
  for (let start = 0; start < productIds.length; start += CHUNK) {
    await graphql(
      url,
      `mutation($d: [EcommerceProductBulkUpdateItem!]!) { ecommerceProductBulkUpdate(data: $d) { id } }`,
      { d: productIds.slice(start, start + CHUNK).map((id) => ({ id, data: { publishedAt } })) },
      admin,
    );
  }
}

const text = (en: string, ru: string) => ({ en, ru });

export async function seedCatalogue(url: string, secretKey: string, shopperCount: number): Promise<Catalogue> {
  const admin = { 'x-rbac-secret-key': secretKey };
  const existing = await graphql<{ billingCurrencyList: { id: string; slug: string }[]; ecommerceAttributeKeyList: { id: string; slug: string }[] }>(
    url,
    '{ billingCurrencyList { id slug } ecommerceAttributeKeyList { id slug } }',
    {},
    admin,
  );
  const currencies = Object.fromEntries(existing.billingCurrencyList.map((c) => [c.slug, c.id]));
  [currencies.eur] = await bulk(url, admin, 'BillingCurrency', [{ slug: 'eur', symbol: '€', title: text('Euro', 'Евро') }]);
  const priceKey = existing.ecommerceAttributeKeyList.find((key) => key.slug === 'price')!.id;

  const categories = await bulk(url, admin, 'EcommerceCategory', Array.from({ length: CATEGORIES }, (_, i) => ({ title: text(`Bench category ${i}`, `Категория ${i}`) })));
  const products = await bulk(
    url,
    admin,
    'EcommerceProduct',
    Array.from({ length: PRODUCTS }, (_, i) => ({
      title: text(`Bench product ${i}`, `Товар ${i}`),
      shortDescription: text(`A product of the bench, number ${i}.`, `Товар для замеров, номер ${i}.`),
      description: text(`The longer description of bench product ${i}.`, `Подробное описание товара ${i}.`),
    })),
  );
  const priceCurrencies = [currencies.usd, currencies.rub, currencies.eur];
  const prices = await bulk(
    url,
    admin,
    'EcommerceAttribute',
    products.flatMap((_, i) => [{ number: `${10 + (i % 90)}.50` }, { number: `${900 + i}.00` }, { number: `${9 + (i % 80)}.90` }]),
  );
  await bulk(url, admin, 'EcommerceAttributeKeysToAttributes', prices.map((attributeId) => ({ attributeKeyId: priceKey, attributeId })));
  await bulk(
    url,
    admin,
    'EcommerceAttributesToBillingModuleCurrencies',
    prices.map((attributeId, i) => ({ attributeId, billingModuleCurrencyId: priceCurrencies[i % 3] })),
  );
  await bulk(
    url,
    admin,
    'EcommerceProductsToAttributes',
    prices.map((attributeId, i) => ({ productId: products[Math.floor(i / 3)], attributeId, orderIndex: i % 3 })),
  );
  await bulk(
    url,
    admin,
    'EcommerceCategoriesToProducts',
    products.flatMap((productId, i) => [
      { categoryId: categories[i % CATEGORIES], productId },
      { categoryId: categories[(i + 1) % CATEGORIES], productId },
    ]),
  );
  await publish(url, admin, products);
  await seedPages(url, admin);

  const listed = await graphql<{ ecommerceProductList: { id: string; slug: string }[] }>(
    url,
    `query($f: FiltersInput!) { ecommerceProductList(filters: $f, limit: 100) { id slug } }`,
    { f: { and: [{ column: 'id', method: 'inArray', value: products.slice(0, 100) }] } },
  );
  return {
    productIds: products,
    productSlugs: listed.ecommerceProductList.map((product) => product.slug),
    currencies,
    shoppers: await registerShoppers(url, shopperCount),
  };
}

/** Pages like the demo's: its header, home content and footer layouts, under other urls. */
async function seedPages(url: string, admin: Record<string, string>) {
  const home = await graphql<{ hostPageList: { pagesToLayouts: { orderIndex: number; layout: { id: string } }[] }[] }>(
    url,
    `{ hostPageList(filters: { and: [{ column: "url", method: "eq", value: "/" }] }) { pagesToLayouts { orderIndex layout { id } } } }`,
    {},
    admin,
  );
  const layouts = home.hostPageList[0].pagesToLayouts.map((link) => link.layout.id);
  const pages = await bulk(
    url,
    admin,
    'HostPage',
    Array.from({ length: PAGES }, (_, i) => ({ url: `/bench/page-${i}`, title: `Bench page ${i}`, description: `Page ${i} of the bench.`, adminTitle: `Bench page ${i}`, publishedAt: new Date().toISOString() })),
  );
  await bulk(url, admin, 'HostPagesToLayouts', pages.flatMap((pageId) => layouts.map((layoutId, orderIndex) => ({ pageId, layoutId, orderIndex }))));
}

const AUTH = '/api/rbac/subjects/authentication';

/**
 * Registers shoppers, a few at a time (password hashing is the cost), each from its own
 * address: registration allows 10 per address in 15 minutes.
 */
async function registerShoppers(url: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const stamp = Date.now().toString(36);
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, k) => start + k);
    shoppers.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const login = `bench-${stamp}-${n}@example.com`;
          const forwarded = { 'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${n % 250}` };
          const tokens = await rest<{ jwt: string }>(url, 'POST', `${AUTH}/email-and-password/registration`, { json: { login, password: SHOPPER_PASSWORD }, headers: forwarded });
          const me = await rest<{ id: string }>(url, 'GET', `${AUTH}/me`, { headers: { authorization: `Bearer ${tokens.jwt}` } });
          return { login, id: me.id, token: tokens.jwt };
        }),
      )),
    );
  }
  return shoppers;
}
