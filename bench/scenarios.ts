/**
 * The operations measured, each as the platform serves it (the requests the site sends) and
 * as the floor serves it (bare SQL). Steps are shared with the load script's mix.
 */
import { createHash } from 'node:crypto';
import { documents, HOME_PRODUCTS, homePageVariables, NEWEST_FIRST, OLDEST_FIRST, whereEquals } from '../server/test/fixtures/site-documents.js';
import { graphqlRequest, jsonPost, Pool, roundRobin, type BenchRequest, type Flow, type FlowState, type Step } from './flow.js';
import { BenchRequestError, graphql, rest } from './http.js';
import { SHOPPER_PASSWORD, type Catalogue, type Shopper } from './seed.js';

/**
 * What the issue asks of an operation's server CPU per request (ms), at every connection count:
 * at most `cpuMs`, and at most `factor` times that of the operation named `of` in the same run.
 */
export interface Budget {
  cpuMs?: number;
  factor?: number;
  of?: string;
  /** At most this many SQL statements per operation (counted on one in sequence). */
  statements?: number;
  /** A p50 at most this many times the floor's, at every connection count. */
  floorP50Factor?: number;
}

export interface Operation {
  name: string;
  /** How many HTTP requests the platform's flow makes (what the site sends). */
  requests: number;
  platform: () => Flow;
  floor: () => Flow;
  /**
   * Measured on an instance whose public cache is on (the bench's platform has it off unless
   * `--public-cache`), after `prepare` and one unmeasured run: its answers come from memory.
   */
  cached?: { prepare(url: string): Promise<void> };
  budget?: Budget;
}

/** A checkout answered 2xx: the orders sent and the invoice the answer names. */
export interface CheckoutRecord {
  orderId: string;
  invoiceId: string;
}

const fixed = (request: BenchRequest): Step => ({ request: () => request });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the site's client sends with every query (Apollo Client's defaults, its CSRF header). */
const CLIENT_HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

/** The operation name of a document (its first `query Name`). */
const operationName = (query: string) => /\bquery\s+(\w+)/.exec(query)?.[1];

/**
 * A query as the site's client asks it once the server knows it (an automatic persisted query):
 * by GET, its hash in the url, not its text. The server learns it from `registerPersisted`.
 */
function persistedGet(query: string, variables: Record<string, unknown>): BenchRequest {
  const search = new URLSearchParams({
    operationName: operationName(query) ?? '',
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } }),
  });
  return { method: 'GET', path: `/graphql?${search}`, headers: CLIENT_HEADERS };
}

/** Tells a server a persisted query's text, as the client's retry after PERSISTED_QUERY_NOT_FOUND does. */
async function registerPersisted(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: CLIENT_HEADERS,
    body: JSON.stringify({ query, operationName: operationName(query), variables, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } }),
  });
  const body = await response.text();
  if (!response.ok || body.includes('"errors"')) throw new BenchRequestError(`registering ${operationName(query)}: ${response.status} ${body.slice(0, 300)}`);
}
/** The shoppers who only fill carts, and those who check out (one flow at a time each). */
export const splitShoppers = (shoppers: Shopper[]) => ({ carts: shoppers.slice(0, 60), checkouts: shoppers.slice(60) });
export const SHOPPERS = 160;

const REST_PAGE = 100;
const listPath = (path: string, filters: unknown, offset: number) =>
  `${path}?limit=${REST_PAGE}&offset=${offset}&orderBy=${encodeURIComponent(JSON.stringify(OLDEST_FIRST))}${filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : ''}`;

/** Every page of a filtered REST list: the paths a REST client requests, and the rows. */
async function restPages(url: string, path: string, filters: unknown) {
  const paths: string[] = [];
  const rows: Record<string, string>[] = [];
  for (let offset = 0; ; offset += REST_PAGE) {
    paths.push(listPath(path, filters, offset));
    const page = await rest<Record<string, string>[]>(url, 'GET', paths.at(-1)!);
    rows.push(...page);
    if (page.length < REST_PAGE) return { paths, rows };
  }
}

/**
 * The REST requests that build the same 50 product cards as the GraphQL list: REST answers
 * flat rows, so the client follows each relation with a filtered list (100 rows a page).
 */
async function restProductListPaths(url: string) {
  const products = await rest<{ id: string }[]>(url, 'GET', listPath('/api/ecommerce/products', undefined, 0).replace(`limit=${REST_PAGE}`, 'limit=50'));
  const productIds = products.map((p) => p.id);
  const inArray = (column: string, values: string[]) => ({ and: [{ column, method: 'inArray', value: [...new Set(values)] }] });
  const toAttributes = await restPages(url, '/api/ecommerce/products-to-attributes', inArray('productId', productIds));
  const attributeIds = toAttributes.rows.map((row) => row.attributeId);
  const attributes = await restPages(url, '/api/ecommerce/attributes', inArray('id', attributeIds));
  const toKeys = await restPages(url, '/api/ecommerce/attribute-keys-to-attributes', inArray('attributeId', attributeIds));
  const keys = await restPages(url, '/api/ecommerce/attribute-keys', inArray('id', toKeys.rows.map((row) => row.attributeKeyId)));
  const toCurrencies = await restPages(url, '/api/ecommerce/attributes-to-billing-module-currencies', inArray('attributeId', attributeIds));
  const currencies = await restPages(url, '/api/billing/currencies', undefined);
  const toCategories = await restPages(url, '/api/ecommerce/categories-to-products', inArray('productId', productIds));
  const categories = await restPages(url, '/api/ecommerce/categories', inArray('id', toCategories.rows.map((row) => row.categoryId)));
  return [
    listPath('/api/ecommerce/products', undefined, 0).replace(`limit=${REST_PAGE}`, 'limit=50'),
    ...[toAttributes, attributes, toKeys, keys, toCurrencies, currencies, toCategories, categories].flatMap((list) => list.paths),
  ];
}

/** The platform's steps, on data prepared once (ids the client would have read). */
export async function platformSteps(url: string, catalogue: Catalogue, checkouts?: CheckoutRecord[]) {
  const homeVariables = await homePageVariables(url);
  const restPaths = await restProductListPaths(url);
  const slug = roundRobin(catalogue.productSlugs);
  const product = roundRobin(catalogue.productIds);
  const signInAs = roundRobin(catalogue.shoppers);
  const cartShopper = roundRobin(splitShoppers(catalogue.shoppers).carts);
  /** A read as one shopper after another, each signed in with its own token. */
  const signedIn = (request: () => BenchRequest): Step => ({
    request: () => {
      const read = request();
      return { ...read, headers: { ...read.headers, ...bearer(signInAs().token) } };
    },
  });
  const listVariables = { limit: 50, orderBy: OLDEST_FIRST };
  const bySlug = () => ({ filters: whereEquals('slug', slug()), orderBy: OLDEST_FIRST });
  /** One product's slug: a persisted GET of a slug asked once would be one answer among a thousand. */
  const cachedSlug = { filters: whereEquals('slug', catalogue.productSlugs[0]), orderBy: OLDEST_FIRST };
  const cartAdd: Step = {
    request: (state) => {
      const shopper = state.id ? (state as unknown as Shopper) : cartShopper();
      return graphqlRequest(documents.cartAdd, { subjectId: shopper.id, data: { productId: product(), quantity: 1 } }, bearer(shopper.token));
    },
    check: (_status, body, state) => {
      state.orderId = (JSON.parse(body) as { data: { ecommerceCartAdd: { id: string } } }).data.ecommerceCartAdd.id;
      return undefined;
    },
  };
  const checkout: Step = {
    request: (state) =>
      graphqlRequest(
        documents.checkout,
        { subjectId: state.id, data: { provider: 'dummy', email: 'bench@example.com', billingModuleCurrencyId: catalogue.currencies.usd, orderIds: [state.orderId] } },
        bearer(state.token),
      ),
    check: (_status, body, state) => {
      const url = (JSON.parse(body) as { data: { ecommerceCheckout: { paymentUrl: string } } }).data.ecommerceCheckout.paymentUrl;
      checkouts?.push({ orderId: state.orderId, invoiceId: url.split('/').pop()! });
      return undefined;
    },
  };
  return {
    pageByUrl: fixed(graphqlRequest(documents.pageByUrl, { url: '/' })),
    pageByUrlSignedIn: signedIn(() => graphqlRequest(documents.pageByUrl, { url: '/' })),
    pageByUrlCached: fixed(persistedGet(documents.pageByUrl, { url: '/' })),
    pageModuleWidgets: fixed(graphqlRequest(documents.pageModuleWidgets, homeVariables)),
    homeProducts: fixed(graphqlRequest(documents.productList, { limit: HOME_PRODUCTS, orderBy: NEWEST_FIRST })),
    productList: fixed(graphqlRequest(documents.productList, listVariables)),
    productListSignedIn: signedIn(() => graphqlRequest(documents.productList, listVariables)),
    productListCached: fixed(persistedGet(documents.productList, listVariables)),
    restProductList: restPaths.map((path) => fixed({ method: 'GET', path })),
    productBySlug: { request: () => graphqlRequest(documents.productBySlug, bySlug()) } as Step,
    productBySlugSignedIn: signedIn(() => graphqlRequest(documents.productBySlug, bySlug())),
    productBySlugCached: fixed(persistedGet(documents.productBySlug, cachedSlug)),
    /** The persisted queries the cached reads ask by hash, told to a server before they are measured. */
    registerCached: async (url: string) => {
      await registerPersisted(url, documents.pageByUrl, { url: '/' });
      await registerPersisted(url, documents.productList, listVariables);
      await registerPersisted(url, documents.productBySlug, cachedSlug);
    },
    signIn: {
      request: () => graphqlRequest(documents.signIn, { data: { login: signInAs().login, password: SHOPPER_PASSWORD } }),
    } as Step,
    cartAdd,
    checkout,
  };
}

/** A shopper of the checkout pool for each run of a flow, given back at its end. */
export function checkoutShoppers(catalogue: Catalogue) {
  const pool = new Pool(splitShoppers(catalogue.shoppers).checkouts);
  return {
    start: (): FlowState => ({ ...pool.take() }),
    end: (state: FlowState) => pool.give({ login: state.login, id: state.id, token: state.token }),
  };
}

/** The floor's steps: the same operations, one request each. */
function floorSteps(catalogue: Catalogue) {
  const slug = roundRobin(catalogue.productSlugs);
  const product = roundRobin(catalogue.productIds);
  const signInAs = roundRobin(catalogue.shoppers);
  const cartShopper = roundRobin(splitShoppers(catalogue.shoppers).carts);
  return {
    home: fixed({ method: 'GET', path: '/home' }),
    pageByUrl: fixed({ method: 'GET', path: '/page?url=/' }),
    productList: fixed({ method: 'GET', path: '/products?limit=50&offset=0' }),
    productBySlug: { request: () => ({ method: 'GET', path: `/product?slug=${encodeURIComponent(slug())}` }) } as Step,
    productBySlugCached: fixed({ method: 'GET', path: `/product?slug=${encodeURIComponent(catalogue.productSlugs[0])}` }),
    signIn: { request: () => jsonPost('/sign-in', { login: signInAs().login, password: SHOPPER_PASSWORD }) } as Step,
    cartAdd: {
      request: (state) => jsonPost('/cart-add', { subjectId: state.id ?? cartShopper().id, productId: product() }),
      check: (_status, body, state) => {
        state.orderId = (JSON.parse(body) as { id: string }).id;
        return undefined;
      },
    } as Step,
    checkout: {
      request: (state) => jsonPost('/checkout', { subjectId: state.id, orderIds: [state.orderId], currencyId: catalogue.currencies.usd, email: 'bench@example.com' }),
    } as Step,
  };
}

/** Every operation of the bench, in the order of the report. */
export async function operations(platformUrl: string, catalogue: Catalogue): Promise<Operation[]> {
  const p = await platformSteps(platformUrl, catalogue);
  const f = floorSteps(catalogue);
  const withShopper = () => checkoutShoppers(catalogue);
  const cached = { prepare: p.registerCached };
  const one = (step: Step, floor: Step) => ({ requests: 1, platform: () => ({ steps: [step] }), floor: () => ({ steps: [floor] }) });
  /** The issue's budgets of one read: signed in, at most 1.2× its anonymous cost and `signedInMs`; from the answer cache, 1 ms. */
  const variants = (name: string, anonymous: Step, signedIn: Step, fromCache: Step, floor: Step, cachedFloor: Step, signedInMs: number): Operation[] => [
    { name, ...one(anonymous, floor) },
    { name: `${name}, signed in`, ...one(signedIn, floor), budget: { cpuMs: signedInMs, factor: 1.2, of: name } },
    { name: `${name}, answer cache hit (persisted GET)`, ...one(fromCache, cachedFloor), cached, budget: { cpuMs: 1 } },
  ];
  return [
    { name: 'Home page (page → layouts → widgets → slider, buttons, products with prices)', requests: 3, platform: () => ({ steps: [p.pageByUrl, p.pageModuleWidgets, p.homeProducts] }), floor: () => ({ steps: [f.home] }) },
    ...variants('Page structure (page by url), GraphQL', p.pageByUrl, p.pageByUrlSignedIn, p.pageByUrlCached, f.pageByUrl, f.pageByUrl, 4),
    ...variants('Product list of 50 with prices and categories, GraphQL', p.productList, p.productListSignedIn, p.productListCached, f.productList, f.productList, 8),
    { name: 'Product list of 50 with prices and categories, REST', requests: p.restProductList.length, platform: () => ({ steps: p.restProductList }), floor: () => ({ steps: [f.productList] }) },
    ...variants('Product by slug', p.productBySlug, p.productBySlugSignedIn, p.productBySlugCached, f.productBySlug, f.productBySlugCached, 3),
    { name: 'Sign-in (email and password)', requests: 1, platform: () => ({ steps: [p.signIn] }), floor: () => ({ steps: [f.signIn] }) },
    { name: 'Add to cart', requests: 1, platform: () => ({ steps: [p.cartAdd] }), floor: () => ({ steps: [f.cartAdd] }) },
    {
      name: 'Checkout with dummy (after an add to cart, not measured)',
      requests: 1,
      platform: () => ({ steps: [p.cartAdd, p.checkout], measureFrom: 1, ...withShopper() }),
      floor: () => ({ steps: [f.cartAdd, f.checkout], measureFrom: 1, ...withShopper() }),
      budget: { statements: 8, floorP50Factor: 2 },
    },
  ];
}

type Card = { id: string; categories: { id: string }[]; attributes: { id: string }[] };
/** What a product card must agree on: the product, its categories and its prices, in order. */
const cardKey = (card: Card) => `${card.id}[${card.categories.map((c) => c.id)}][${card.attributes.map((a) => a.id)}]`;

/**
 * The platform and the floor must answer the same rows, in the same order, before their speed
 * is compared: the product list of 50 (with its count) and a product by slug. Stops the bench
 * with the first difference.
 */
export async function checkSameAnswers(platformUrl: string, floorUrl: string, catalogue: Catalogue) {
  const floor = async <T>(path: string) => (await (await fetch(`${floorUrl}${path}`)).json()) as T;
  const list = await graphql<{ ecommerceProductList: Card[]; ecommerceProductCount: number }>(platformUrl, documents.productList, { limit: 50, orderBy: OLDEST_FIRST });
  const floorList = await floor<{ products: Card[]; count: string | number }>('/products?limit=50&offset=0');
  const slug = catalogue.productSlugs[catalogue.productSlugs.length >> 1];
  const one = await graphql<{ ecommerceProductList: Card[] }>(platformUrl, documents.productBySlug, { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST });
  const floorOne = await floor<{ products: Card[] }>(`/product?slug=${encodeURIComponent(slug)}`);
  const pairs: [string, unknown, unknown][] = [
    ['product list of 50', list.ecommerceProductList.map(cardKey), floorList.products.map(cardKey)],
    ['product count', list.ecommerceProductCount, Number(floorList.count)],
    [`product ${slug}`, one.ecommerceProductList.map(cardKey), floorOne.products.map(cardKey)],
  ];
  for (const [what, platform, floorAnswer] of pairs) {
    const [a, b] = [platform, floorAnswer].map((answer) => (Array.isArray(answer) ? answer : [answer]));
    const at = a.findIndex((item, index) => item !== b[index]);
    if (at >= 0 || a.length !== b.length) {
      throw new BenchRequestError(`The platform and the floor answer different ${what}: at ${at < 0 ? a.length : at}, ${a[at] ?? '(nothing)'} vs ${b[at] ?? '(nothing)'}`);
    }
  }
}
