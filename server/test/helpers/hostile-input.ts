import { models } from '../../src/modules/index.js';
import type { TestServer } from './test-server.js';

// What the fuzz tests send and how they judge the answers, shared by GraphQL and REST.

export const SQL_INJECTION = "x'); drop table host_pages; --";

/** Names every object inherits: as a column, field or key they must name nothing. */
export const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Text with a NUL character, which PostgreSQL's text and jsonb cannot hold. */
export const NUL_TEXT = 'nul\u0000byte';

/** `like` patterns and search terms ending with a backslash, the escape character of a pattern, escaping nothing. */
export const TRAILING_ESCAPES = ['\\', 'Linen\\', '%\\'];

/**
 * Times outside what PostgreSQL keeps: JavaScript's first millisecond as a number and in ISO
 * form, its last, and a day before 4713 BC (PostgreSQL's first).
 */
export const OUT_OF_RANGE_TIMES = [-8640000000000000, '-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '-004714-11-24T00:00:00Z'];

/** A list cursor as the server writes one (base64url JSON of the order and a row's values), forged. */
export const forgedCursor = (values: unknown[], order = ['createdAt', 'id']) => Buffer.from(JSON.stringify({ order, values })).toString('base64url');

/** A cursor of the default order standing at JavaScript's first millisecond. */
export const OUT_OF_RANGE_CURSOR = forgedCursor(['-271821-04-20T00:00:00.000Z', '00000000-0000-4000-8000-000000000000']);

/**
 * JSON text nesting `depth` lists (or objects `{"a": …}`) around `inner`. Written as text: a
 * value this deep would overflow the test's own JSON.stringify.
 */
export const nestedJson = (depth: number, kind: 'list' | 'object' = 'list', inner = '1') =>
  kind === 'list' ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

/** Path segments whose percent-encoding does not decode, sent as they are. */
export const MALFORMED_SEGMENTS = ['%ff%fe', '%E0%A4%A', '%'];

/** Link and file urls that would run script or show a page of their own, disguised as browsers allow. */
export const HOSTILE_URLS = [
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\u0001javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

/** Bodies that are not what any route expects: wrong JSON shapes, operators, broken multipart. */
export const JUNK_BODIES: { raw: { body: NonNullable<RequestInit['body']>; type?: string } }[] = [
  { raw: { body: 'null', type: 'application/json' } },
  { raw: { body: '[1,2]', type: 'application/json' } },
  { raw: { body: '{"data": [1]}', type: 'application/json' } },
  { raw: { body: '{"data": {"id": {"$ne": null}, "createdAt": 5}}', type: 'application/json' } },
  { raw: { body: '{"data": {"variant": {"$gt": ""}}}', type: 'application/json' } },
  { raw: { body: 'data=1', type: 'application/x-www-form-urlencoded' } },
  { raw: { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' } },
  { raw: { body: 'x', type: 'multipart/form-data' } },
  { raw: { body: formWith('data', 'null') } },
  { raw: { body: formWith('data', '"text"') } },
  // JSON nested thousands of levels deep, as a body and as a multipart data part.
  { raw: { body: `{"data": {"value": ${nestedJson(5000)}}}`, type: 'application/json' } },
  { raw: { body: formWith('data', `{"value": ${nestedJson(5000, 'object')}}`) } },
];

export function formWith(name: string, value: string) {
  const form = new FormData();
  form.set(name, value);
  return form;
}

const FAULT = /INTERNAL_SERVER_ERROR|stacktrace|node_modules|\.ts:\d+|at \w+ \(/;

/** What is wrong with an answer (a 500, a stack, an internal error), or undefined. */
export function fault(status: number, body: unknown, where: string): string | undefined {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (status >= 500 || FAULT.test(text)) return `${where}: ${status} ${text.slice(0, 300)}`;
  return undefined;
}

/** Every row of every entity, counted in one statement. */
export async function totalRows(server: TestServer): Promise<number> {
  const sql = models.map((model) => `select count(*)::int as n from "${model.table}"`).join(' union all ');
  const rows: { total: number }[] = await server.orm.em.getConnection().execute(`select sum(n)::int as total from (${sql}) counts`);
  return rows[0].total;
}

/**
 * The total of rows across a sweep of requests, counted again only when it may have changed:
 * a refused request must change nothing (that is what a sweep checks), so the count after one
 * is the count before the next, and a sweep of mostly refused writes counts once per request.
 */
export function rowTotals(server: TestServer) {
  let known: number | undefined;
  return {
    /** The total before a write. */
    before: async () => (known ??= await totalRows(server)),
    /** The total after a refused write. */
    after: async () => (known = await totalRows(server)),
    /** After an accepted request: the next write counts again. */
    forget: () => void (known = undefined),
  };
}
