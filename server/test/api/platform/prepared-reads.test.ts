import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../../../src/core/read/executor.js';
import { documents, HOME_PRODUCTS, homePageVariables, NEWEST_FIRST, OLDEST_FIRST, whereEquals } from '../../fixtures/site-documents.js';
import { checkedOut } from '../../helpers/checkouts.js';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Reads of a shape run as statements their connection prepared (core/read/executor.ts): each
 * connection keeps its most recently read ones and deallocates the others; they answer byte for
 * byte what they answer unprepared, and a table whose columns change under a prepared statement
 * (another instance migrated) is still read. On the embedded database (PGlite: one session
 * behind every connection) a read is never run inside another connection's open transaction.
 */
let server: TestServer;
beforeAll(async () => {
  // Every read goes to the database (none is answered from the public cache), on one connection
  // of the reads' pool: the statements pg_prepared_statements lists there are that connection's.
  server = await startTestServer({ SEED: 'demo', PUBLIC_CACHE_ENABLED: 'false', DATABASE_POOL_MAX: '1' });
});
afterAll(() => server?.close());

const LIST = `query($slug: JSON!) {
  ecommerceProductList(filters: {and: [{column: "slug", method: "eq", value: $slug}]}, limit: 5) { id slug title { en } categories { id } }
}`;

async function productBySlug(slug: string, target = server) {
  const { data, errors } = await target.graphql<{ ecommerceProductList: { slug: string }[] }>(LIST, { slug });
  expect(errors).toBeUndefined();
  return data!.ecommerceProductList;
}

async function someSlugs() {
  const { data } = await server.graphql<{ ecommerceProductList: { slug: string }[] }>('{ ecommerceProductList(limit: 3) { slug } }');
  const slugs = data!.ecommerceProductList.map((product) => product.slug);
  expect(slugs.length).toBeGreaterThan(1);
  return slugs;
}

/** The statements prepared on the connection of a server's reads' pool of one, read through that same pool. */
async function preparedStatements(target: TestServer) {
  const rows = await readRows(target.orm.em.fork(), 'select name, statement, generic_plans, custom_plans from pg_prepared_statements', [], { prepare: false });
  return (rows as { name: string; statement: string; generic_plans: string | number; custom_plans: string | number }[]).map((row) => ({
    name: row.name,
    statement: row.statement,
    runs: Number(row.generic_plans) + Number(row.custom_plans),
    customPlans: Number(row.custom_plans),
  }));
}

/** The last statement a server ran on a table, as its log shows it (`$n` placeholders). */
function lastStatementOn(target: TestServer, table: string) {
  const logged = target.queries.findLast((query) => query.includes(`from "${table}"`));
  expect(logged, table).toBeDefined();
  return logged!.replace(/^\[query\] /, '').replace(/ \[took .*$/, '');
}

/**
 * The statement prepared for a text: on a server its text is the statement's; on the embedded
 * database, prepared in SQL, it is `prepare "…" as <text>`.
 */
const preparedFor = (statements: { name: string; statement: string; runs: number }[], text: string) => statements.find((row) => row.statement.endsWith(text));

describe('prepared reads', () => {
  it('a read of a shape is prepared on the connection that ran it', async () => {
    const [slug] = await someSlugs();
    expect((await productBySlug(slug)).map((product) => product.slug)).toEqual([slug]);
    const text = lastStatementOn(server, 'ecommerce_products');
    expect(text).toMatch(/"slug" = \$1/);
    const statement = preparedFor(await preparedStatements(server), text);
    // PGlite: prepared in SQL, executed in one message (read/executor.ts); a server: by the protocol, its text as it is.
    expect(statement?.statement).toBe(server.embedded ? `prepare "${statement?.name}" as ${text}` : text);
  });

  it('bind each read its own values and survive a change of the columns they read', async () => {
    const slugs = await someSlugs();
    expect(await productBySlug('no-such-product')).toEqual([]);
    const text = lastStatementOn(server, 'ecommerce_products');
    const runsBefore = preparedFor(await preparedStatements(server), text)?.runs;
    expect(runsBefore, 'the read is prepared').toBeGreaterThan(0);
    // Enough reads past PostgreSQL's fifth run (its generic plan).
    let reads = 0;
    for (let round = 0; round < 6; round++) {
      for (const slug of slugs) {
        expect((await productBySlug(slug)).map((product) => product.slug)).toEqual([slug]);
        reads += 1;
      }
    }
    // Each of them ran the prepared statement (PostgreSQL counts its plans), none was parsed anew.
    expect(preparedFor(await preparedStatements(server), text)?.runs, 'runs of the prepared statement').toBe(runsBefore! + reads);
    const connection = server.orm.em.getConnection();
    await connection.execute('alter table "ecommerce_products" add column "prepared_reads_probe" text');
    try {
      for (let round = 0; round < 4; round++) {
        for (const slug of slugs) expect((await productBySlug(slug)).map((product) => product.slug)).toEqual([slug]);
      }
      // Still read through a prepared statement (the same one, or one prepared anew for the new columns).
      expect(preparedFor(await preparedStatements(server), text), 'the read is still prepared').toBeDefined();
    } finally {
      await connection.execute('alter table "ecommerce_products" drop column "prepared_reads_probe"');
    }
  });
});

describe('prepared and unprepared reads answer the same bytes', () => {
  let unprepared: TestServer;
  beforeAll(async () => {
    // SEED as the first server's: the site's name (serverInfo.siteName) follows it.
    unprepared = await startTestServer({ SEED: 'demo', PUBLIC_CACHE_ENABLED: 'false', DATABASE_PREPARED_STATEMENTS_MAX: '0' }, { shareDatabaseWith: server });
  });
  afterAll(() => unprepared?.close());

  async function graphqlBytes(target: TestServer, query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${target.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return text;
  }

  async function restBytes(target: TestServer, path: string) {
    const response = await fetch(`${target.url}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it('GraphQL and REST, on every run of a prepared statement (custom plans, then the generic one)', async () => {
    const { data } = await server.graphql<{ ecommerceProductList: { id: string; slug: string }[] }>('{ ecommerceProductList(limit: 2) { id slug } }');
    const [product] = data!.ecommerceProductList;
    const variables = await homePageVariables(server.url);
    const operations: [string, Record<string, unknown>][] = [
      [documents.pageByUrl, { url: '/' }],
      [documents.pageModuleWidgets, variables],
      [documents.productList, { limit: HOME_PRODUCTS, orderBy: NEWEST_FIRST }],
      [documents.productBySlug, { filters: whereEquals('slug', product.slug), orderBy: OLDEST_FIRST }],
    ];
    const paths = ['/api/ecommerce/products?limit=20', `/api/ecommerce/products/${product.id}`, '/api/host/pages?limit=20', '/api/host/pages/find-by-url?url=/'];
    const answers: string[] = [];
    for (let run = 0; run < 7; run++) {
      for (const [query, vars] of operations) {
        const expected = await graphqlBytes(unprepared, query, vars);
        expect(await graphqlBytes(server, query, vars)).toBe(expected);
        answers.push(expected);
      }
      for (const path of paths) expect(await restBytes(server, path)).toBe(await restBytes(unprepared, path));
    }
    // They answered rows, not empty lists or errors.
    expect(answers.every((answer) => !answer.includes('"errors"'))).toBe(true);
    expect(answers.join('')).toContain(product.slug);
    // The server that prepares had these reads prepared.
    expect(preparedFor(await preparedStatements(server), lastStatementOn(server, 'host_pages'))).toBeDefined();
  });
});

describe('each connection keeps its most recently read statements prepared', () => {
  const KEPT = 3;
  let small: TestServer;
  beforeAll(async () => {
    // A database of its own with one connection for reads: every statement pg_prepared_statements lists is that connection's.
    small = await startTestServer({ SEED: 'demo', PUBLIC_CACHE_ENABLED: 'false', DATABASE_POOL_MAX: '1', DATABASE_PREPARED_STATEMENTS_MAX: String(KEPT) });
  });
  afterAll(() => small?.close());

  const pages = '/api/host/pages?limit=5';

  it('deallocates the least recently read beyond its size, and reads that text again', async () => {
    const first = await small.rest('GET', pages);
    expect(first.status).toBe(200);
    const text = lastStatementOn(small, 'host_pages');
    const before = preparedFor(await preparedStatements(small), text);
    expect(before).toBeDefined();
    // More shapes than are kept, none of them the pages' list.
    for (const path of ['/api/host/layouts?limit=5', '/api/host/widgets?limit=5', '/api/blog/articles?limit=5', '/api/ecommerce/products?limit=5', '/api/ecommerce/categories?limit=5']) {
      expect((await small.rest('GET', path)).status, path).toBe(200);
    }
    const after = await preparedStatements(small);
    expect(after.map((row) => row.name)).not.toContain(before!.name);
    expect(after.length).toBeLessThanOrEqual(KEPT);
    // Read again, it answers as before, prepared anew under a name never used before.
    const again = await small.rest('GET', pages);
    expect(again.body).toEqual(first.body);
    const anew = preparedFor(await preparedStatements(small), text);
    expect(anew).toBeDefined();
    expect(anew!.name).not.toBe(before!.name);
  });
});

describe('a read while another connection holds an open transaction', () => {
  let busy: TestServer;
  beforeAll(async () => {
    // A connection for reads per product read at once: on the embedded database their messages
    // meet on its one session (whose server takes 8 connections: this one's, the first server's, the writer).
    busy = await startTestServer({ PUBLIC_CACHE_ENABLED: 'false', DATABASE_POOL_MAX: '3' }, { shareDatabaseWith: server });
  });
  afterAll(() => busy?.close());

  it('answers the committed rows, not its uncommitted write (on PGlite, whose one session runs one transaction at a time, once it ended)', async () => {
    const [slug] = await someSlugs();
    const writer = new pg.Client({ connectionString: server.databaseUrl });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`update "ecommerce_products" set "slug" = 'uncommitted' where "slug" = $1`, [slug]);
      const read = productBySlug(slug, busy);
      // A server answers while the transaction is open; PGlite holds every other connection's statements until it ends.
      if (!server.embedded) expect((await read).map((product) => product.slug)).toEqual([slug]);
      await writer.query('rollback');
      expect((await read).map((product) => product.slug)).toEqual([slug]);
      expect(await productBySlug('uncommitted', busy)).toEqual([]);
    } finally {
      await writer.end();
    }
  });

  it('neither sees its uncommitted writes nor fails, its values bound to it alone', async () => {
    const slugs = await someSlugs();
    const writer = new pg.Client({ connectionString: server.databaseUrl });
    await writer.connect();
    let writing = true;
    try {
      // Transactions, one after the other, that rename a product the reads look for, and roll back.
      const writes = (async () => {
        try {
          for (let i = 0; i < 60; i++) {
            await writer.query('begin');
            await writer.query(`update "ecommerce_products" set "slug" = $1 where "slug" = $2`, [`uncommitted-${i}`, slugs[0]]);
            await writer.query('select count(*) from "ecommerce_products"');
            await writer.query('rollback');
          }
        } finally {
          writing = false;
        }
      })();
      let rounds = 0;
      while (writing || rounds < 10) {
        rounds += 1;
        const answers = await Promise.all(slugs.map(async (slug) => ({ slug, found: (await productBySlug(slug, busy)).map((product) => product.slug) })));
        for (const { slug, found } of answers) expect(found).toEqual([slug]);
      }
      await writes;
    } finally {
      await writer.end();
    }
  });
});

describe("a checkout's statements", () => {
  /** Its orders with their lines and prices: the statement whose planning cost more than running it. */
  const ORDERS_TO_BILL = /from "ecommerce_orders" ord\s+join "rbac_subjects_to_ecommerce_module_orders" owner/;

  it('run prepared, in one transaction on a connection of the reads\' pool, every checkout of orders the same statements (on PGlite, in the ORM\'s transaction)', async () => {
    const shopper = await registerShopper(server, '10.77');
    const products: { id: string }[] = (await server.rest('GET', '/api/ecommerce/products?limit=2')).body.data;
    for (const product of products) await checkedOut(server, shopper, [product.id], { pay: false });
    const ordersToBill = (await preparedStatements(server)).filter((row) => ORDERS_TO_BILL.test(row.statement));
    if (server.embedded) {
      // One session under every connection (see core/read/executor.ts): the ORM's transaction, its values inlined.
      expect(ordersToBill).toEqual([]);
      expect(server.queries.filter((query) => ORDERS_TO_BILL.test(query)).length).toBeGreaterThanOrEqual(2);
      return;
    }
    // Both checkouts ran the one statement the connection prepared (a pool of one: the same connection).
    expect(ordersToBill).toHaveLength(1);
    expect(ordersToBill[0]!.runs).toBe(2);
    // On its generic plan from the first run: never planned for its values (see BEGIN in core/read/executor.ts).
    expect(ordersToBill[0]!.customPlans).toBe(0);
    // Its invoice, opened in the same transaction, as prepared.
    expect((await preparedStatements(server)).some((row) => row.statement.includes('insert into "billing_invoices"'))).toBe(true);
  });
});
