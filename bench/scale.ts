/**
 * `npm run bench -- --scale`: whether what the site and the admin do costs the same at a
 * thousand products as at a million. On a fresh PostgreSQL database (DATABASE_URL), data is
 * grown in SQL (generate_series, not the API) in steps; at each step the same operations are
 * timed one request after another, and the report gives each one's growth factor against the
 * first step. `--scale-sizes 1000,1000000` picks the steps (products); at the last step the
 * site also has 50,000 pages, 200,000 articles, 100,000 subjects and 1,000,000 orders, 12,000
 * of them the shopper's (spread among the others, as a shopper's orders are over the years).
 */
import fs from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { encodeCursor } from '../server/src/core/model/keyset.js';
import { orderColumns } from '../server/src/core/model/query.js';
import { EcommerceProduct } from '../server/src/modules/ecommerce/entities.js';
import { postgresDatabase } from './databases.js';
import { graphql, rest } from './http.js';
import { startPlatform } from './platform.js';

const RUNS = 25;
const WARMUP = 3;
const CATEGORIES = 1000;
const AUTH = '/api/rbac/subjects/authentication';
/** Rows of a page of the admin's tables. */
const ADMIN_PAGE = 12;

interface Step {
  products: number;
  pages: number;
  articles: number;
  subjects: number;
  /** Orders of everyone; every `SHOPPER_EVERY`th of them (up to `shopperOrders`) the shopper's. */
  orders: number;
  shopperOrders: number;
}

/** Of the orders in creation order, the shopper's are every this many (the others' between them). */
const SHOPPER_EVERY = 83;

/** What one step holds: the rest grows to its full size at the last step only. */
const stepsOf = (sizes: number[]): Step[] =>
  sizes.map((products, index) =>
    index === sizes.length - 1
      ? { products, pages: 50_000, articles: 200_000, subjects: 100_000, orders: 1_000_000, shopperOrders: 12_000 }
      : { products, pages: 50, articles: 200, subjects: 100, orders: 1_000, shopperOrders: 12 },
  );

/** A uuid of a seeded row: its kind and number in it, so links can name rows without reading them. */
const uuid = (kind: number, i: string) => `('00000000-0000-4000-${kind.toString(16).padStart(4, '0')}-' || lpad(to_hex(${i}), 12, '0'))::uuid`;
const KIND = { product: 0x8000, price: 0x8001, priceLink: 0x8002, category: 0x8003, categoryLink: 0x8004, page: 0x8005, order: 0x8006, orderLink: 0x8007, article: 0x8008, subject: 0x8009 };
// Whole milliseconds, as the API writes them; one row a second from the start of the year.
const at = (i: string) => `timestamp '2026-01-01' + make_interval(secs => ${i})`;

/** Grows the data from step `from` to step `to`, in SQL. */
async function grow(db: pg.Client, from: Step, to: Step, shopperId: string) {
  const range = (a: number, b: number) => `generate_series(${a + 1}, ${b}) as i`;
  if (to.products > from.products) {
    const r = range(from.products, to.products);
    await db.query(`insert into ecommerce_products (id, created_at, updated_at, admin_title, slug, title, type)
      select ${uuid(KIND.product, 'i')}, ${at('i')}, now(), 'Product ' || i, 'product-' || i,
             jsonb_build_object('en', 'Shirt ' || i, 'ru', 'Рубашка ' || i), case when i % 10 = 0 then 'subscription' else 'one_off' end from ${r}`);
    // Two prices a product: attributes with a number, linked in order.
    await db.query(`insert into ecommerce_attributes (id, created_at, updated_at, number)
      select ${uuid(KIND.price, 'i * 2 + k')}, ${at('i')}, now(), (i % 100) + k + 0.99 from ${r}, generate_series(0, 1) as k`);
    await db.query(`insert into ecommerce_products_to_attributes (id, created_at, updated_at, order_index, product_id, attribute_id)
      select ${uuid(KIND.priceLink, 'i * 2 + k')}, ${at('i')}, now(), k, ${uuid(KIND.product, 'i')}, ${uuid(KIND.price, 'i * 2 + k')} from ${r}, generate_series(0, 1) as k`);
    await db.query(`insert into ecommerce_categories_to_products (id, created_at, updated_at, order_index, category_id, product_id)
      select ${uuid(KIND.categoryLink, 'i * 2 + k')}, ${at('i')}, now(), 0, ${uuid(KIND.category, `(i * (k * 6 + 1)) % ${CATEGORIES}`)}, ${uuid(KIND.product, 'i')}
      from ${r}, generate_series(0, 1) as k`);
  }
  if (to.pages > from.pages) {
    await db.query(`insert into host_pages (id, created_at, updated_at, admin_title, slug, url, title, description, language)
      select ${uuid(KIND.page, 'i')}, ${at('i')}, now(), 'Bench page ' || i, 'bench-page-' || i, '/bench/page-' || i, 'Page ' || i, 'One of many', 'en' from ${range(from.pages, to.pages)}`);
  }
  if (to.articles > from.articles) {
    await db.query(`insert into blog_articles (id, created_at, updated_at, admin_title, slug, title)
      select ${uuid(KIND.article, 'i')}, ${at('i')}, now(), 'Article ' || i, 'bench-article-' || i, jsonb_build_object('en', 'Article ' || i) from ${range(from.articles, to.articles)}`);
  }
  if (to.subjects > from.subjects) {
    await db.query(`insert into rbac_subjects (id, created_at, updated_at, slug) select ${uuid(KIND.subject, 'i')}, ${at('i')}, now(), 'bench-subject-' || i from ${range(from.subjects, to.subjects)}`);
  }
  if (to.orders > from.orders) {
    const r = range(from.orders, to.orders);
    // The shopper's: every SHOPPER_EVERY-th order up to its count; the others' owners in turn.
    const shoppers = `i % ${SHOPPER_EVERY} = 0 and i <= ${to.shopperOrders * SHOPPER_EVERY}`;
    await db.query(`insert into ecommerce_orders (id, created_at, updated_at, status, type) select ${uuid(KIND.order, 'i')}, ${at('i * 60')}, now(), 'delivered', 'history' from ${r}`);
    await db.query(
      `insert into rbac_subjects_to_ecommerce_module_orders (id, created_at, updated_at, subject_id, ecommerce_module_order_id)
      select ${uuid(KIND.orderLink, 'i')}, ${at('i * 60')}, now(), case when ${shoppers} then $1 else ${uuid(KIND.subject, `i % ${to.subjects} + 1`)} end, ${uuid(KIND.order, 'i')} from ${r}`,
      [shopperId],
    );
  }
  await db.query('vacuum analyze');
}

interface Operation {
  name: string;
  /** The most it may take at the last step: a factor of its first-step time, or milliseconds. */
  budget?: { factor?: number; ms?: number };
  run(): Promise<unknown>;
}

async function median(operation: Operation) {
  for (let i = 0; i < WARMUP; i++) await operation.run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await operation.run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

/** The operations of the issue's budgets, at a step's size. */
async function operationsAt(url: string, db: pg.Client, step: Step, shopper: { id: string; token: string }, secretKey: string): Promise<Operation[]> {
  const admin = { 'x-rbac-secret-key': secretKey };
  const asShopper = { authorization: `Bearer ${shopper.token}` };
  const deep = Math.floor(step.products * 0.9);
  const { rows } = await db.query(`select id, created_at from ecommerce_products order by created_at, id offset ${deep} limit 1`);
  const cursor = encodeCursor(orderColumns(EcommerceProduct, null), { id: rows[0].id, createdAt: rows[0].created_at });
  const middle = Math.ceil(step.products / 2);
  const newestFirst = 'orderBy: [{column: "createdAt", method: "desc"}]';
  const { total } = await graphql<{ total: number }>(url, '{ total: ecommerceProductCount }', {}, admin);
  // As the admin's table asks: newest first, a row more than it shows (is there another page?), the count.
  const adminTable = (entity: string, page: string) =>
    graphql(url, `{ ${entity}List(${newestFirst}, limit: ${ADMIN_PAGE + 1} ${page}) { id createdAt cursor } ${entity}Count }`, {}, admin);
  return [
    { name: 'product list of 50, first page (REST)', budget: { factor: 1.5 }, run: () => rest(url, 'GET', '/api/ecommerce/products?limit=50') },
    { name: 'product list of 50 at 90 % depth, by cursor (REST)', budget: { factor: 1.5 }, run: () => rest(url, 'GET', `/api/ecommerce/products?limit=50&after=${cursor}`) },
    { name: 'product list of 50 at 90 % depth, by offset (REST, for comparison)', run: () => rest(url, 'GET', `/api/ecommerce/products?limit=50&offset=${deep}`) },
    { name: 'page lookup by url', budget: { factor: 1.5 }, run: () => rest(url, 'GET', `/api/host/pages/find-by-url?url=/bench/page-${step.pages}`) },
    {
      name: 'product by slug, with its prices (GraphQL)',
      budget: { factor: 1.5 },
      run: () => graphql(url, `{ ecommerceProductList(filters: {and: [{column: "slug", method: "eq", value: "product-${middle}"}]}) { id title { en } attributes { number } } }`),
    },
    {
      name: "title search '%4242%' (GraphQL)",
      budget: { ms: 50 },
      run: () => graphql(url, `{ ecommerceProductList(filters: {and: [{column: "title.en", method: "ilike", value: "%4242%"}]}, limit: 50) { id } }`),
    },
    { name: 'shop page: list of 12 with prices + count (GraphQL)', budget: { ms: 30 }, run: () => graphql(url, '{ ecommerceProductList(limit: 12) { id slug title { en } attributes { number } } ecommerceProductCount }') },
    { name: "shopper's orders, newest 50 (GraphQL)", budget: { ms: 30 }, run: () => graphql(url, `{ ecommerceOrderList(${newestFirst}, limit: 50) { id } }`, {}, asShopper) },
    {
      name: "shopper's orders, newest 50 (REST)",
      budget: { ms: 30 },
      run: () => rest(url, 'GET', `/api/rbac/subjects/${shopper.id}/ecommerce-module/orders?limit=50&orderBy[0][column]=createdAt&orderBy[0][method]=desc`, { headers: asShopper }),
    },
    ...(['ecommerceProduct', 'ecommerceOrder'] as const).flatMap((entity): Operation[] => [
      { name: `admin table of ${entity}, first page + count`, budget: { ms: 50 }, run: () => adminTable(entity, '') },
      { name: `admin table of ${entity}, last page (fromEnd) + count`, budget: { ms: 50 }, run: () => adminTable(entity, 'fromEnd: true') },
    ]),
    {
      name: 'admin table of ecommerceProduct, last page by offset + count (for comparison)',
      run: () => adminTable('ecommerceProduct', `offset: ${Math.max(0, total - ADMIN_PAGE)}`),
    },
  ];
}

export async function runScale({ sizes, out, keep, log }: { sizes: number[]; out: string; keep: boolean; log: (message: string) => void }) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('npm run bench -- --scale measures on PostgreSQL: set DATABASE_URL');
  const steps = stepsOf(sizes);
  const database = await postgresDatabase(serverUrl);
  const platform = await startPlatform(database, { NOTIFICATION_POLL_MS: '3600000', RECEIPT_POLL_MS: '3600000', PUBLIC_CACHE_ENABLED: 'false' });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const credentials = { login: `scale-${Date.now().toString(36)}@example.com`, password: 'bench-shopper-password' };
    const { jwt } = await rest<{ jwt: string }>(platform.url, 'POST', `${AUTH}/email-and-password/registration`, { json: credentials });
    const me = await rest<{ id: string }>(platform.url, 'GET', `${AUTH}/me`, { headers: { authorization: `Bearer ${jwt}` } });
    const shopper = { id: me.id, token: jwt };
    await db.query(`insert into ecommerce_categories (id, created_at, updated_at, admin_title, slug, title)
      select ${uuid(KIND.category, 'i')}, ${at('i')}, now(), 'Category ' || i, 'bench-category-' || i, jsonb_build_object('en', 'Category ' || i) from generate_series(0, ${CATEGORIES - 1}) as i`);

    const timings: { step: Step; seedSeconds: number; ms: Map<string, number> }[] = [];
    let previous: Step = { products: 0, pages: 0, articles: 0, subjects: 0, orders: 0, shopperOrders: 0 };
    let operations: Operation[] = [];
    for (const step of steps) {
      log(`scale: growing to ${step.products} products, ${step.pages} pages, ${step.articles} articles, ${step.subjects} subjects, ${step.orders} orders (${step.shopperOrders} of one shopper)`);
      const start = performance.now();
      await grow(db, previous, step, shopper.id);
      const seedSeconds = (performance.now() - start) / 1000;
      log(`scale: grown in ${seedSeconds.toFixed(0)} s`);
      previous = step;
      // Growing may outlast an access token: the shopper signs in afresh.
      ({ jwt: shopper.token } = await rest<{ jwt: string }>(platform.url, 'POST', `${AUTH}/email-and-password/authentication`, { json: credentials }));
      operations = await operationsAt(platform.url, db, step, shopper, platform.secretKey);
      const ms = new Map<string, number>();
      for (const operation of operations) {
        ms.set(operation.name, await median(operation));
        log(`scale: ${step.products} products · ${operation.name}: ${ms.get(operation.name)!.toFixed(1)} ms`);
      }
      timings.push({ step, seedSeconds, ms });
    }
    await fs.writeFile(out, `${renderScale(timings, operations)}\n`);
    log(`written ${out}`);
  } finally {
    await db.end();
    await platform.stop();
    if (keep) log(`scale: database kept for a look (drop it after): ${database.url}`);
    else await database.drop();
  }
}

function renderScale(timings: { step: Step; seedSeconds: number; ms: Map<string, number> }[], operations: Operation[]) {
  const first = timings[0];
  const last = timings[timings.length - 1];
  const size = (step: Step) => `${step.products.toLocaleString('en')} products`;
  const n = (value: number) => value.toLocaleString('en');
  const count = (step: Step) =>
    `${n(step.pages)} pages, ${n(step.articles)} articles, ${n(step.subjects)} subjects and ${n(step.orders)} orders, ${n(step.shopperOrders)} of them one shopper's`;
  const lines = [
    '# Cost as data grows (`npm run bench -- --scale`)',
    '',
    `PostgreSQL (DATABASE_URL), public cache off, one request at a time: the median of ${RUNS} after ${WARMUP} warm-up requests, ` +
      'measured by the bench client (HTTP included). Data grown in SQL: each product with 2 prices and 2 categories; ' +
      `at the last step also ${count(last.step)} ` +
      `(${count(first.step)} at the first). Medians on a shared machine (others' tests running on its 2 cores): times of a few ms ` +
      'move by a few ms between runs, so growth factors of small times are rough; what grows with the data shows as tens or hundreds of ms.',
    '',
    `| operation | ${timings.map((t) => size(t.step)).join(' | ')} | growth | budget | within |`,
    `|---|${timings.map(() => '---:').join('|')}|---:|---|---|`,
  ];
  for (const operation of operations) {
    const a = first.ms.get(operation.name)!;
    const b = last.ms.get(operation.name)!;
    const budget = operation.budget?.factor ? `≤ ${operation.budget.factor}×` : operation.budget?.ms ? `≤ ${operation.budget.ms} ms` : '';
    const within = operation.budget?.factor ? b / a <= operation.budget.factor : operation.budget?.ms ? b <= operation.budget.ms : undefined;
    lines.push(
      `| ${operation.name} | ${timings.map((t) => `${t.ms.get(operation.name)!.toFixed(1)} ms`).join(' | ')} | ${(b / a).toFixed(2)}× | ${budget} | ${within === undefined ? '' : within ? 'yes' : '**no**'} |`,
    );
  }
  lines.push('', `Seeding in SQL: ${timings.map((t) => `${size(t.step)} in ${t.seedSeconds.toFixed(0)} s`).join(', ')}.`);
  return lines.join('\n');
}
