import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../../../scripts/build-if-stale.mjs';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * The special patterns of `String.prototype.replace`'s replacement string: given there, they
 * insert the text after or before the match, the match itself, or a lone `$`.
 */
const PATTERNS = ["$'", '$`', '$&', '$$'];

let server: TestServer;

beforeAll(async () => {
  // Pages are rendered by the client's server build, the one the browser tests serve.
  buildIfStale('client');
  server = await startTestServer({ SEED: 'demo' });
}, 600_000);
afterAll(() => server?.close());

interface Page {
  status: number;
  html: string;
}

/** A GET with the path sent byte for byte (fetch would percent-encode a backtick or a quote). */
function get(path: string): Promise<Page> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, html }));
      })
      .on('error', reject);
  });
}

/** The JSON a page carries in `<script type="application/json" id>`: at most one, and it parses. */
function embedded(html: string, id: string): unknown {
  const scripts = [...html.matchAll(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`, 'g'))];
  expect(scripts.length, id).toBeLessThanOrEqual(1);
  return scripts[0] && JSON.parse(scripts[0][1]);
}

/** One whole document, its embedded data readable: what every rendered answer must be. */
function expectOneDocument({ html }: Page) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  const state = embedded(html, 'apollo-state');
  expect(state).toBeDefined();
  embedded(html, 'written-formats');
  return { state: JSON.stringify(state), answers: JSON.stringify(embedded(html, 'apollo-answers') ?? null) };
}

/** HTML text as read: its entities decoded. */
const decoded = (html: string) =>
  html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page answered twice: rendered, then (a whole page) from the public cache; both must be right. */
async function twice(path: string): Promise<Page[]> {
  const first = await get(path);
  const second = await get(path);
  return [first, second];
}

describe.each(PATTERNS)('rendered text holding %s', (pattern) => {
  it('in a product title: the home page, the shop (both languages) and the product page are one document each, the title intact', async () => {
    const [oldest] = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt&limit=1')).body.data;
    const title = `T price ${pattern} after`;
    const updated = await server.rest('PATCH', `/api/ecommerce/products/${oldest.id}`, { admin: true, json: { title: { en: title, ru: title } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    for (const path of ['/', '/shop', '/ru/shop', `/ecommerce/products/${updated.body.data.slug}`]) {
      for (const page of await twice(path)) {
        expect(page.status, path).toBe(200);
        const { state } = expectOneDocument(page);
        expect(decoded(page.html), path).toContain(`>${title}<`);
        expect(state, path).toContain(JSON.stringify(title));
      }
    }
  });

  it('in the query string: the page is one document, the query no page reads left out of it and its links', async () => {
    // Pages render with the query parameters pages read only (client/src/shared/links/page-query.ts):
    // `q` is none of them, so the pattern never reaches the page, which is the cached /contact.
    for (const page of await twice(`/contact?q=${pattern}x`)) {
      expect(page.status).toBe(200);
      expectOneDocument(page);
      expect(page.html).not.toContain('?q=');
      expect([...page.html.matchAll(/href="\/(?:ru\/)?contact"/g)].length).toBeGreaterThan(0);
    }
  });

  it('in a path no page serves: the not-found page is one document, its answer names the path', async () => {
    const path = `/no/such/${pattern}page`;
    for (const page of await twice(path)) {
      expect(page.status).toBe(404);
      const { answers } = expectOneDocument(page);
      // The lookup names the url as the router read it (a backtick percent-encoded).
      const [message] = [...answers.matchAll(/"message":"(No page for [^"]*)"/g)].map(([, text]) => decodeURI(text));
      expect(message).toBe(`No page for ${path}`);
    }
  });

  it('in a product slug no row has: the not-found page is one document, its links name the slug', async () => {
    const path = `/ecommerce/products/no-such-${pattern}`;
    for (const page of await twice(path)) {
      expect(page.status).toBe(404);
      expectOneDocument(page);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.html)?.[1];
      expect(decodeURI(new URL(decoded(canonical!)).pathname)).toBe(path);
    }
  });
});
