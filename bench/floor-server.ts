/**
 * The floor: the same rows the platform reads or writes for each operation, fetched by bare
 * SQL through `pg` and served as JSON by a bare `node:http` handler, without authorization,
 * validation, GraphQL or an ORM. No server can answer faster on this database; the bench
 * reports the platform relative to it. Started by the bench with DATABASE_URL, POOL_MAX,
 * JWT_SECRET and PUBLIC_URL; answers `queries`/`reset`/`stop` over IPC like the platform.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import type { ChildReply, ChildRequest } from './child-process.js';
import * as sql from './floor-sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
let queries = 0;
const query = <R extends pg.QueryResultRow>(client: pg.Pool | pg.PoolClient, text: string, values: unknown[] = []) => {
  queries += 1;
  return client.query<R>(text, values);
};

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Body = Record<string, string & string[]>;
type Handler = (url: URL, body: Body) => Promise<[number, unknown]>;

const routes: Record<string, Handler> = {
  'GET /home': async () => {
    const { rows } = await query<{ page: { pagesToLayouts: { layout: { layoutsToWidgets: { widget: { widgetsToExternalWidgets: { externalModule: string; externalWidgetId: string }[] } }[] } }[] } }>(pool, sql.PAGE_BY_URL, ['/']);
    if (!rows[0]) throw new Refused(404, 'no page at /');
    const embedded = rows[0].page.pagesToLayouts.flatMap((pl) => pl.layout.layoutsToWidgets.flatMap((lw) => lw.widget.widgetsToExternalWidgets));
    const ids = (module: string) => embedded.filter((x) => x.externalModule === module).map((x) => x.externalWidgetId);
    const widgets = await query(pool, sql.MODULE_WIDGETS, [ids('website-builder'), ids('ecommerce'), ids('blog')]);
    const products = await query(pool, sql.PRODUCT_LIST, [12, 0]);
    return [200, { page: rows[0].page, widgets: widgets.rows[0], products: products.rows[0] }];
  },
  'GET /page': async (url) => {
    const { rows } = await query<{ page: unknown }>(pool, sql.PAGE_BY_URL, [url.searchParams.get('url')]);
    if (!rows[0]) throw new Refused(404, `no page at ${url.searchParams.get('url')}`);
    return [200, rows[0].page];
  },
  'GET /products': async (url) => {
    const { rows } = await query(pool, sql.PRODUCT_LIST, [Number(url.searchParams.get('limit') ?? 50), Number(url.searchParams.get('offset') ?? 0)]);
    return [200, rows[0]];
  },
  'GET /product': async (url) => {
    const { rows } = await query(pool, sql.PRODUCT_BY_SLUG, [url.searchParams.get('slug')]);
    return [200, rows[0]];
  },
  'POST /sign-in': async (_url, body) => {
    const { rows } = await query<{ password: string; subject_id: string }>(pool, sql.IDENTITY_BY_EMAIL, [body.login.toLowerCase()]);
    if (!rows[0] || !(await argon2.verify(rows[0].password, body.password))) throw new Refused(401, 'wrong login or password');
    return [200, { jwt: jwt.sign({ subject: { id: rows[0].subject_id } }, process.env.JWT_SECRET!, { expiresIn: 3600 }) }];
  },
  'POST /cart-add': async (_url, body) => {
    const { rows } = await query<{ id: string }>(pool, sql.CART_ADD, [body.subjectId, body.productId]);
    return [201, { id: rows[0].id }];
  },
  'POST /checkout': async (_url, body) => {
    const client = await pool.connect();
    try {
      await query(client, 'begin');
      const locked = await query(client, sql.LOCK_CART_ORDERS, [body.subjectId, body.orderIds]);
      if (locked.rowCount !== body.orderIds.length) throw new Refused(404, 'an order is not in the cart');
      const invoiceId = randomUUID();
      const paymentUrl = `${process.env.PUBLIC_URL}/billing/dummy/invoices/${invoiceId}`;
      await query(client, sql.CHECKOUT, [body.subjectId, body.orderIds, body.currencyId, body.email, invoiceId, paymentUrl]);
      await query(client, 'commit');
      return [201, { paymentUrl }];
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  },
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url!, 'http://floor');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let status = 500;
  let answer: unknown;
  try {
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) throw new Refused(404, `no route ${req.method} ${url.pathname}`);
    [status, answer] = await handler(url, chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {});
  } catch (error) {
    status = error instanceof Refused ? error.status : 500;
    answer = { error: (error as Error).message };
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } satisfies ChildReply);
});

const stop = async () => {
  server.close();
  await pool.end();
  process.exit(0);
};
process.on('message', (message: ChildRequest) => {
  if (message.type === 'stop') void stop();
  else if (message.type === 'memory') process.send?.({ type: 'memory', value: process.memoryUsage().rss } satisfies ChildReply);
  else {
    if (message.type === 'reset') queries = 0;
    process.send?.({ type: message.type, value: queries } satisfies ChildReply);
  }
});
process.on('disconnect', () => void stop());
