import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteUrl as url, useBrowser } from './browser';

const browser = useBrowser();

/** One answer the page received: its path, type, encoding and the bytes that crossed the network. */
interface Transfer {
  method: string;
  path: string;
  type: string;
  encoding: string;
  /** Body bytes as sent (compressed when encoded). */
  bodyBytes: number;
  /** Body and headers. */
  bytes: number;
}

/** A query the page sends once shown (as a visit to the next page does): the home page itself asks none. */
const PRODUCTS_QUERY = '{ ecommerceProductList(limit: 20) { id slug title { en ru } description { en ru } } }';

/**
 * Opens the home page on a phone: what the browser downloaded until it showed its products, then
 * sent `PRODUCTS_QUERY`, and the answer the page read to that query.
 */
async function loadHome(headers: Record<string, string> = {}): Promise<{ transfers: Transfer[]; answer: string }> {
  const { page } = await browser.open(390);
  if (Object.keys(headers).length) await page.setExtraHTTPHeaders(headers);
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url('/'));
  await page.locator('[data-product-card]').first().waitFor();
  await settled(page);
  // Its answer must cross the network as the rest does.
  const answer = await page.evaluate(
    (query) => fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then((response) => response.text()),
    PRODUCTS_QUERY,
  );
  await settled(page);
  const transfers = await Promise.all(
    responses.map(async (response) => {
      const sizes = await response.request().sizes();
      const headers = await response.allHeaders();
      return {
        method: response.request().method(),
        path: new URL(response.url()).pathname,
        type: (headers['content-type'] ?? '').split(';')[0],
        encoding: headers['content-encoding'] ?? 'identity',
        bodyBytes: sizes.responseBodySize,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    }),
  );
  return { transfers, answer };
}

/** Waits until no request is pending (the widgets' code and data loaded). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (transfers: Transfer[]) => transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
const scripts = (transfers: Transfer[]) => transfers.filter((transfer) => transfer.type === 'text/javascript');

describe('what a browser downloads for the home page', () => {
  it('gets its document (with its data), scripts and styles in brotli, several times smaller than the files', async () => {
    const { transfers: compressed, answer } = await loadHome();
    const { transfers: raw, answer: rawAnswer } = await loadHome({ 'Accept-Encoding': 'identity' });

    // Files of a few hundred bytes have no smaller copy: they come as they are.
    const rawSize = new Map(raw.map((transfer) => [transfer.path, transfer.bodyBytes]));
    const assets = compressed.filter((transfer) => transfer.path.startsWith('/assets/') && (rawSize.get(transfer.path) ?? 0) > 1024);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) expect(asset.encoding, asset.path).toBe('br');
    // The page arrives rendered, its data inside (the Apollo state): the document is the data.
    const document = compressed.find((transfer) => transfer.path === '/' && transfer.type === 'text/html');
    expect(document?.encoding).toBe('br');
    expect(document!.bodyBytes).toBeLessThan(rawSize.get('/')! / 3);
    // What the page asks after it (none of it to show the home page, which hydrates from its state) is compressed too.
    // (Answers under 1 KiB go as they are: the page's own query is several.)
    const graphql = compressed.filter((transfer) => transfer.path === '/graphql');
    expect(graphql.length).toBeGreaterThan(0);
    for (const transfer of graphql) expect(transfer.encoding).toBe('br');
    // The page's query was answered with the shop's products, the same either way, and its
    // compressed answer crossed in about half the plain one's bytes (ids and words in two
    // languages compress less than the page's markup and scripts).
    const products = (JSON.parse(answer) as { data?: { ecommerceProductList: { slug: string }[] } }).data?.ecommerceProductList ?? [];
    expect(products.length, answer.slice(0, 200)).toBeGreaterThan(3);
    expect(products.every((product) => product.slug)).toBe(true);
    expect(rawAnswer).toBe(answer);
    const queried = (transfers: Transfer[]) => transfers.find((transfer) => transfer.method === 'POST' && transfer.path === '/graphql');
    expect(queried(compressed)?.encoding).toBe('br');
    expect(queried(raw)?.bodyBytes).toBeGreaterThan(1024);
    expect(queried(compressed)!.bodyBytes).toBeLessThan(queried(raw)!.bodyBytes / 1.5);
    for (const transfer of raw) expect(transfer.encoding, transfer.path).toBe('identity');

    console.info(
      `Home page on a phone: ${kib(total(compressed))} transferred (${kib(total(scripts(compressed)))} of JavaScript in ${scripts(compressed).length} files); ` +
        `without compression ${kib(total(raw))} (${kib(total(scripts(raw)))} of JavaScript).\n${scripts(compressed).map((script) => script.path).join(' ')}`,
    );
    expect(total(scripts(compressed))).toBeLessThan(total(scripts(raw)) / 3);
    // Nothing of the admin (its rich text editor is draft-js), the sign-in screens or the wallet.
    const loaded = scripts(compressed).map((script) => script.path);
    expect(loaded.filter((path) => /\/(admin|rich-text-editor|authentication|WalletSignIn|siwe-message)-/.test(path))).toEqual([]);
    expect(loaded.length).toBeGreaterThan(5);
  });
});
