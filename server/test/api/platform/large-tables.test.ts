import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../src/modules/index.js';
import { ESTIMATE_FROM, ESTIMATED_COUNT_HEADER } from '../../../src/core/crud/row-count.js';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

// Tables grown in SQL: what the API does with them must not depend on reading every row.
// Three products share each created_at (ties the id must order). Their times are written with
// microseconds, as SQL's now() has them: the columns keep milliseconds, as a Date and a cursor do.
const PRODUCTS = 300;
/** Products the keyset tests add through the API, without a title. */
const UNTITLED = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await sql(
    `insert into ecommerce_products (id, created_at, updated_at, published_at, admin_title, slug, title, type)
     select gen_random_uuid(), now() - make_interval(secs => i / 3), now(), now(), 'Product ' || i, 'product-' || i,
            jsonb_build_object('en', 'Shirt ' || i, 'ru', 'Рубашка ' || i), case when i % 10 = 0 then 'subscription' else 'one_off' end
     from generate_series(1, ${PRODUCTS}) as i`,
  );
  await sql('analyze ecommerce_products');
});
afterAll(() => server?.close());

const sql = (text: string) => server.orm.em.getConnection().execute(text);
const admin = (query: string) => server.graphql<Record<string, any>>(query, {}, server.asServer);

/** The plan of a statement the API ran (as logged, `$n` placeholders) with these parameters, whole-table reads priced out. */
async function planOf(statement: string, params: unknown[]) {
  const text = statement.replace(/^\[query\] /, '').replace(/ \[took .*$/, '');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query('set enable_seqscan = off; set enable_indexscan = off');
    const { rows } = await client.query(`explain ${text}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/**
 * The plan PostgreSQL makes for the list statement the API just ran, with whole-table reads
 * priced out: on a table this small, reading it all (or walking the order's index) is cheaper,
 * so only this shows that the statement can use its search index.
 */
const planOfLastList = (params: unknown[]) => planOf(server.queries.findLast((query) => query.includes('from "ecommerce_products"'))!, params);

describe('indexes derived from the declarations', () => {
  it('every relation table has its list order and each reference followed by it; every table (created_at, id)', async () => {
    const indexes = (await sql(`select tablename, indexdef from pg_indexes where schemaname = 'public'`)) as { tablename: string; indexdef: string }[];
    const defs = (table: string) => indexes.filter((index) => index.tablename === table).map((index) => index.indexdef.replace(/^.* USING btree /, ''));
    for (const model of models) {
      if (!model.isRelation) {
        expect(defs(model.table), model.table).toContain('(created_at, id)');
        continue;
      }
      expect(defs(model.table), model.table).toContain('(order_index, created_at, id)');
      const refs = Object.entries(model.fields).filter(([, field]) => field.kind === 'ref');
      const column = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      // Each covers the relation's other references: a link between two rows is read from the index alone.
      for (const [name] of refs) {
        const others = refs.filter(([other]) => other !== name).map(([other]) => column(other));
        expect(defs(model.table), `${model.table}.${name}`).toContain(`(${column(name)}, order_index, created_at, id)${others.length ? ` INCLUDE (${others.join(', ')})` : ''}`);
      }
    }
  });
});

describe("a shopper's newest orders among everyone's", () => {
  // Everyone's orders, one a minute; the shopper with many owns every 10th, the one with few 3.
  const ORDERS = 3000;
  const EVERY = 10;
  const LINKS = 'rbac_subjects_to_ecommerce_module_orders';
  let many: Shopper;
  let few: Shopper;
  beforeAll(async () => {
    many = await registerShopper(server, '10.81');
    few = await registerShopper(server, '10.81');
    await sql(`insert into rbac_subjects (id, created_at, updated_at, slug) select gen_random_uuid(), now(), now(), 'someone-' || i from generate_series(1, 30) as i`);
    await sql(
      `insert into ecommerce_orders (id, created_at, updated_at, status, type)
       select gen_random_uuid(), timestamp '2026-01-01' + make_interval(mins => i), now(), 'delivered', 'history' from generate_series(1, ${ORDERS}) as i`,
    );
    const someone = `(select id from rbac_subjects where slug = 'someone-' || (o.n % 30 + 1))`;
    await sql(
      `insert into ${LINKS} (id, created_at, updated_at, order_index, subject_id, ecommerce_module_order_id)
       select gen_random_uuid(), now(), now(), 0,
              case when o.n % ${EVERY} = 0 then '${many.id}'::uuid when o.n in (7, 1507, 2997) then '${few.id}'::uuid else ${someone} end, o.id
       from (select id, row_number() over (order by created_at) as n from ecommerce_orders) as o`,
    );
    await sql(`vacuum analyze ecommerce_orders, ${LINKS}`);
    // An index-only read fetches nothing from the table once VACUUM has marked its pages
    // all-visible, which it skips while a transaction older than the rows is open (the test
    // server's own work, at that moment): vacuumed again until every page is.
    for (let attempt = 0; ; attempt++) {
      const [table] = (await sql(`select relpages, relallvisible from pg_class where relname = '${LINKS}'`)) as { relpages: number; relallvisible: number }[];
      if (table.relallvisible >= table.relpages) break;
      if (attempt === 100) throw new Error(`${LINKS}: VACUUM left ${table.relpages - table.relallvisible} of ${table.relpages} pages not all-visible`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql(`vacuum ${LINKS}`);
    }
  });

  /** The shopper's newest 50, read in SQL by a join from its links: what both APIs must answer. */
  const newest = async (shopper: Shopper) =>
    ((await sql(
      `select o.id from ecommerce_orders o join ${LINKS} l on l.ecommerce_module_order_id = o.id and l.subject_id = '${shopper.id}' order by o.created_at desc, o.id desc limit 50`,
    )) as { id: string }[]).map((row) => row.id);

  /** The statement the API read the orders with: one subject's rows, planned without parallel workers. */
  function ordersStatement() {
    const statement = server.queries.findLast((query) => query.includes('from "ecommerce_orders"'))!;
    expect(statement).toMatch(/^\[query\] set local max_parallel_workers_per_gather = 0; select /);
    return statement.replace('set local max_parallel_workers_per_gather = 0; ', '').replace(/^\[query\] /, '').replace(/ \[took .*$/, '');
  }

  /**
   * The statement's plan as run (`explain analyze`), with these settings for it alone (the
   * embedded database has one session for every connection: a plain `set` would outlast it).
   */
  async function planRun(text: string, params: unknown[], settings: string[]) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      for (const setting of settings) await client.query(`set local ${setting}`);
      const { rows } = await client.query(`explain (analyze, costs off, timing off, summary off) ${text}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
      await client.end();
    }
  }

  const index = async (columns: string) => {
    const [found] = (await sql(`select indexname from pg_indexes where tablename = '${LINKS}' and indexdef like '%USING btree ${columns}'`)) as { indexname: string }[];
    return found.indexname;
  };

  it('both APIs answer its newest orders, read from the links by their indexes alone, never from the link table', async () => {
    const byOrder = await index('(ecommerce_module_order_id, order_index, created_at, id) INCLUDE (subject_id)');
    const bySubject = await index('(subject_id, order_index, created_at, id) INCLUDE (ecommerce_module_order_id)');
    // Whole-table and bitmap reads priced out: on tables this small they would be cheaper.
    const indexesOnly = ['enable_seqscan = off', 'enable_bitmapscan = off', 'max_parallel_workers_per_gather = 0'];
    for (const [shopper, count] of [[many, ORDERS / EVERY], [few, 3]] as const) {
      const expected = await newest(shopper);
      expect(expected).toHaveLength(Math.min(count, 50));
      const headers = { authorization: `Bearer ${shopper.token}` };

      server.resetQueries();
      const graphql = await server.graphql<{ l: { id: string }[] }>(`{ l: ecommerceOrderList(orderBy: [{column: "createdAt", method: "desc"}], limit: 50) { id } }`, {}, headers);
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data!.l.map((row) => row.id)).toEqual(expected);
      const statement = ordersStatement();

      server.resetQueries();
      const rest = await shopper.call('GET', '{me}/orders?limit=50&orderBy[0][column]=createdAt&orderBy[0][method]=desc');
      expect(rest.status).toBe(200);
      expect(rest.body.data.map((row: { id: string }) => row.id)).toEqual(expected);
      expect(ordersStatement()).toBe(statement);

      const plans = [await planRun(statement, [shopper.id, 50], indexesOnly)];
      if (shopper === many) {
        // Walking the orders from the newest, as PostgreSQL does for a shopper of many orders
        // among millions: each order's link to the shopper is looked up in the index by order,
        // which holds the subject.
        plans.push(await planRun(statement, [shopper.id, 50], [...indexesOnly, 'enable_sort = off']));
        expect(plans[1]).toMatch(/Index Scan Backward using ecommerce_orders_created_at_id_index/);
        expect(plans[1]).toContain(`Index Only Scan using ${byOrder} on ${LINKS}`);
      } else {
        // From the links of a shopper of few orders: their order ids are in the index by subject.
        expect(plans[0]).toContain(`Index Only Scan using ${bySubject} on ${LINKS}`);
      }
      for (const plan of plans) {
        expect(plan).not.toMatch(new RegExp(`(Index|Seq|Heap) Scan (Backward )?(using \\S+ )?on ${LINKS}`));
        expect(plan.match(/Heap Fetches: \d+/g)?.every((fetches) => fetches === 'Heap Fetches: 0'), plan).toBe(true);
      }
    }
  });
});

describe('a page by its url', () => {
  it('is looked up through the url index and the index of pattern urls, never by reading every page', async () => {
    server.resetQueries();
    expect((await server.rest('GET', '/api/host/pages/find-by-url?url=/no-such-page')).status).toBe(404);
    const [statement] = server.queries.filter((query) => query.includes('from "host_pages"'));
    const params = [...statement.matchAll(/\$\d+/g)].map((_, index) => (index === 0 ? '/no-such-page' : index === 1 ? '%[%' : 10_000));
    const plan = await planOf(statement, params);
    expect(plan).toMatch(/Bitmap Index Scan on host_pages_url_unique/);
    expect(plan).toMatch(/Bitmap Index Scan on host_pages_url_index/);
  });
});

describe('searching titles for contained text', () => {
  it('finds contained text with the trigram index, on a title language and on the admin title', async () => {
    server.resetQueries();
    const byTitle = await admin(`{ l: ecommerceProductList(filters: {and: [{column: "title.en", method: "ilike", value: "%irt 12%"}]}, limit: 50) { adminTitle } }`);
    expect(byTitle.data!.l.map((row: { adminTitle: string }) => row.adminTitle).sort()).toEqual(['Product 12', 'Product 120', 'Product 121', 'Product 122', 'Product 123', 'Product 124', 'Product 125', 'Product 126', 'Product 127', 'Product 128', 'Product 129'].sort());
    expect(await planOfLastList(['%irt 12%', 50])).toMatch(/Bitmap Index Scan on ecommerce_products_title_en_index/);

    const byAdminTitle = await server.rest('GET', `/api/ecommerce/products?filters[and][0][column]=adminTitle&filters[and][0][method]=ilike&filters[and][0][value]=${encodeURIComponent('%duct 29%')}`, { admin: true });
    expect(byAdminTitle.status).toBe(200);
    expect(byAdminTitle.body.data.map((row: { adminTitle: string }) => row.adminTitle).sort()).toEqual(['Product 29', 'Product 290', 'Product 291', 'Product 292', 'Product 293', 'Product 294', 'Product 295', 'Product 296', 'Product 297', 'Product 298', 'Product 299'].sort());
    expect(await planOfLastList(['%duct 29%', 100])).toMatch(/Bitmap Index Scan on ecommerce_products_admin_title_index/);
  });

  it('refuses contained text shorter than 3 letters or digits, naming the column, on both APIs', async () => {
    const graphql = await admin(`{ l: ecommerceProductList(filters: {and: [{column: "title.en", method: "ilike", value: "%12%"}]}) { id } }`);
    expect(graphql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'filters.and[0].value' } });
    expect(graphql.errors?.[0].message).toMatch(/searching title\.en for contained text needs 3 letters or digits in a row; a shorter term matches at the start/);

    const rest = await server.rest('GET', `/api/ecommerce/products?filters[and][0][column]=adminTitle&filters[and][0][method]=like&filters[and][0][value]=${encodeURIComponent('%a%')}`);
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toMatch(/searching adminTitle for contained text needs 3 letters/);
    for (const pattern of ['%', '%%', '_a_']) {
      const refused = await admin(`{ l: ecommerceProductList(filters: {and: [{column: "adminTitle", method: "ilike", value: ${JSON.stringify(pattern)}}]}) { id } }`);
      expect(refused.errors?.[0].extensions?.field, pattern).toBe('filters.and[0].value');
    }
  });

  it('matches a short term at the start, as the admin search sends it', async () => {
    const prefix = await admin(`{ l: ecommerceProductList(filters: {and: [{column: "title", method: "ilike", value: "ру%"}]}, limit: 5) { id } c: ecommerceProductCount(filters: {and: [{column: "title", method: "ilike", value: "ру%"}]}) }`);
    expect(prefix.errors).toBeUndefined();
    expect(prefix.data!.c).toBe(PRODUCTS);
    // A field that is not a search field keeps any pattern.
    const slug = await admin(`{ c: ecommerceProductCount(filters: {and: [{column: "slug", method: "ilike", value: "%-7%"}]}) }`);
    expect(slug.data!.c).toBe(11);
  });
});

describe('keyset pages', () => {
  type Page = { id: string; cursor: string }[];
  const list = async (args: string) => {
    const result = await admin(`{ l: ecommerceProductList(${args}) { id cursor } }`);
    expect(result.errors, args).toBeUndefined();
    return result.data!.l as Page;
  };
  /** Every row of a list, a page at a time, each page after the last row of the one before. */
  async function walk(args: string, limit: number) {
    const rows: Page = [];
    for (let page = await list(`${args} limit: ${limit}`); page.length; page = await list(`${args} limit: ${limit} after: "${page[page.length - 1].cursor}"`)) {
      rows.push(...page);
    }
    return rows.map((row) => row.id);
  }

  it('walks a list by cursors to the same rows, in the same order, as by offset: default order, ties, nulls, descending', async () => {
    // Products without a title: nulls in a title's order.
    for (let i = 0; i < UNTITLED; i++) expect((await admin(`mutation { ecommerceProductCreate(data: {slug: "untitled-${i}"}) { id } }`)).errors).toBeUndefined();
    for (const order of ['', 'orderBy: [{column: "title.en", method: "desc"}]', 'orderBy: [{column: "title.en"}, {column: "createdAt", method: "desc"}]', 'orderBy: [{column: "type"}]', 'orderBy: [{column: "createdAt", method: "desc"}]']) {
      const byOffset: string[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await list(`${order} limit: 100 offset: ${offset}`);
        if (!page.length) break;
        byOffset.push(...page.map((row) => row.id));
      }
      expect(byOffset, order).toHaveLength(PRODUCTS + UNTITLED);
      expect(await walk(order, 47), order).toEqual(byOffset);
    }
  });

  it('reads the page before a cursor, in list order; REST takes the same cursors', async () => {
    const all = await walk('', 100);
    const [row] = await list(`limit: 1 offset: 120`);
    const before = await list(`limit: 5 before: "${row.cursor}"`);
    expect(before.map((r) => r.id)).toEqual(all.slice(115, 120));

    const rest = await server.rest('GET', `/api/ecommerce/products?limit=3&after=${row.cursor}`, { admin: true });
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((r: { id: string }) => r.id)).toEqual(all.slice(121, 124));
    expect(rest.body.data[0].cursor).toEqual(expect.any(String));
  });

  it('reads the last page from the end, in list order, through the order index; its cursors page back; REST alike', async () => {
    const all = await walk('', 100);
    const last = await list('limit: 5 fromEnd: true');
    expect(last.map((r) => r.id)).toEqual(all.slice(-5));
    const statement = server.queries.findLast((query) => query.includes('from "ecommerce_products"'))!;
    expect(statement).toMatch(/order by "r0"."created_at" desc, "r0"."id" desc limit \$1 /);
    expect(statement).not.toMatch(/offset/);
    // Skipping rows from the end; the rows before it by its first row's cursor.
    expect((await list('limit: 5 offset: 5 fromEnd: true')).map((r) => r.id)).toEqual(all.slice(-10, -5));
    expect((await list(`limit: 5 before: "${last[0].cursor}"`)).map((r) => r.id)).toEqual(all.slice(-10, -5));
    const descending = await list('orderBy: [{column: "createdAt", method: "desc"}] limit: 3 fromEnd: true');
    expect(descending.map((r) => r.id)).toEqual((await walk('orderBy: [{column: "createdAt", method: "desc"}]', 100)).slice(-3));

    const rest = await server.rest('GET', '/api/ecommerce/products?limit=4&fromEnd=true', { admin: true });
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((r: { id: string }) => r.id)).toEqual(all.slice(-4));
    const falsy = await server.rest('GET', '/api/ecommerce/products?limit=4&fromEnd=false', { admin: true });
    expect(falsy.body.data.map((r: { id: string }) => r.id)).toEqual(all.slice(0, 4));
  });

  it('refuses a cursor it did not answer, one of another order, or both directions, naming the parameter', async () => {
    const [row] = await list('limit: 1');
    const cases: [string, string, RegExp][] = [
      [`after: "nonsense"`, 'after', /after: not a cursor/],
      [`before: "${Buffer.from('{"order":["createdAt","id"],"values":["yesterday","x"]}').toString('base64url')}"`, 'before', /before: expected a date and time/],
      [`orderBy: [{column: "slug"}] after: "${row.cursor}"`, 'after', /after: a cursor of another order/],
      [`after: "${row.cursor}" before: "${row.cursor}"`, 'before', /give after or before, not both/],
      [`fromEnd: true before: "${row.cursor}"`, 'fromEnd', /give fromEnd or a cursor, not both/],
    ];
    for (const [args, field, message] of cases) {
      const result = await admin(`{ l: ecommerceProductList(${args}) { id } }`);
      expect(result.errors?.[0].extensions, args).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(result.errors?.[0].message).toMatch(message);
    }
    const rest = await server.rest('GET', '/api/ecommerce/products?before=%7B%7D');
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toMatch(/before: not a cursor/);
    const flag = await server.rest('GET', '/api/ecommerce/products?fromEnd=yes');
    expect(flag.status).toBe(400);
    expect(flag.body.error).toMatchObject({ message: 'fromEnd: expected true or false' });
  });
});

describe('counts', () => {
  const restCount = (query = '') => server.rest('GET', `/api/ecommerce/products/count${query}`);
  /** Both counts in one anonymous query, with the answer's headers. */
  async function graphqlCount() {
    const query = `{ c: ecommerceProductCount s: ecommerceProductCount(filters: {and: [{column: "type", method: "eq", value: "subscription"}]}) }`;
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return { headers: response.headers, ...((await response.json()) as { data?: { c: number; s: number } }) };
  }
  const subscriptions = (products: number) => Math.floor(products / 10);

  // Visitors count the published products: the untitled ones the keyset tests add are drafts.
  it(`counts exactly below ${ESTIMATE_FROM} rows, and says nothing`, async () => {
    const rest = await restCount();
    expect(rest.body.data).toBe(PRODUCTS);
    expect(rest.headers.get(ESTIMATED_COUNT_HEADER)).toBeNull();
    const graphql = await graphqlCount();
    expect(graphql.data).toEqual({ c: PRODUCTS, s: subscriptions(PRODUCTS) });
    expect(graphql.headers.get(ESTIMATED_COUNT_HEADER)).toBeNull();
  });

  it(`answers PostgreSQL's estimate for an unfiltered count from ${ESTIMATE_FROM} rows on, and names it in a header; filtered counts stay exact`, async () => {
    const grown = ESTIMATE_FROM + 500;
    // Autovacuum, woken by the insert, may set the statistics from a sample of pages after our ANALYZE.
    await sql('alter table ecommerce_products set (autovacuum_enabled = false)');
    await sql(
      `insert into ecommerce_products (id, created_at, updated_at, published_at, admin_title, slug, type)
       select gen_random_uuid(), date_trunc('milliseconds', now()), now(), now(), 'Bulk ' || i, 'bulk-' || i, case when i % 10 = 0 then 'subscription' else 'one_off' end
       from generate_series(1, ${grown - PRODUCTS - UNTITLED}) as i`,
    );
    await sql('analyze ecommerce_products');
    // Rows written in SQL drop no cached answer: the operator's revalidation does.
    expect((await server.rest('GET', '/api/revalidation/revalidate?path=/&type=layout', { admin: true })).status).toBe(200);
    server.resetQueries();
    for (let round = 0; round < 2; round++) {
      // Twice: an estimated answer is never kept in the public cache (its header would be lost).
      const rest = await restCount();
      expect(rest.headers.get(ESTIMATED_COUNT_HEADER)).toBe('EcommerceProduct');
      // ANALYZE of a table this small reads every row: the estimate (its rows, less the share without a publication) is the number.
      expect(rest.body.data).toBe(grown - UNTITLED);
      const graphql = await graphqlCount();
      expect(graphql.data).toEqual({ c: grown - UNTITLED, s: subscriptions(PRODUCTS) + subscriptions(grown - PRODUCTS - UNTITLED) });
      expect(graphql.headers.get(ESTIMATED_COUNT_HEADER)).toBe('EcommerceProduct');
    }
    // Only the filtered counts count (the unfiltered statement holds its exact count for small tables, not run here).
    expect(server.queries.filter((query) => /select count\(\*\).*"ecommerce_products"/.test(query) && !query.includes('reltuples'))).toHaveLength(2);
    const filtered = await restCount(`?filters[and][0][column]=type&filters[and][0][method]=eq&filters[and][0][value]=one_off`);
    expect(filtered.body.data).toBe(grown - UNTITLED - subscriptions(PRODUCTS) - subscriptions(grown - PRODUCTS - UNTITLED));
    expect(filtered.headers.get(ESTIMATED_COUNT_HEADER)).toBeNull();
  });
});
