import fs from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, seededSlug, siteUrl } from './browser';

// Lighthouse's own audit of the pages a visitor lands on most (home, a product, an article, the
// shop's list): its default (mobile) profile, with the throttling it simulates, one run per page
// (a run takes about 35 s here). The scores that do not depend on the machine's load are held at
// 100; Performance and the timings behind it are measured from the main thread's tasks, which
// other work on a shared machine lengthens (the same build measured 40 ms of blocking time on one
// day and 1,000 ms on another): written to the output and the JSON report, and held to the
// budgets (Performance ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms) when asked for on a quiet machine:
// `LIGHTHOUSE_RUNS=3 LIGHTHOUSE_BUDGETS=1 npx vitest run client/e2e/lighthouse.e2e.test.ts`.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TIMINGS = ['first-contentful-paint', 'largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'speed-index'] as const;

let chrome: LaunchedChrome;

beforeAll(async () => {
  chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});

afterAll(async () => {
  await chrome?.kill();
});

/** Runs a page (`LIGHTHOUSE_RUNS`, 1 unless set): CI runs each page once, figures for the notes take the median of 3. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
/** The load-dependent budgets, held when set (see above). */
const TIMING_BUDGETS = Boolean(process.env.LIGHTHOUSE_BUDGETS);

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not read (its
 * `runtimeError`, e.g. NO_NAVSTART: it asks to be run again) is run again, once.
 */
async function run(pagePath: string, again = true) {
  const result = await lighthouse(siteUrl(pagePath), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
  if (result.lhr.runtimeError && again) return run(pagePath, false);
  return result;
}

async function audit(name: string, pagePath: string) {
  const results: Awaited<ReturnType<typeof run>>[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await run(pagePath));
  // The run of median Performance stands for the page.
  const performance = (result: (typeof results)[number]) => result.lhr.categories.performance?.score ?? 0;
  const result = results.sort((a, b) => performance(a) - performance(b))[Math.floor(results.length / 2)]!;
  const { lhr } = result;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, `lighthouse-${name}.json`), result.report as string);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
  const timings = Object.fromEntries(TIMINGS.map((id) => [id, lhr.audits[id]?.displayValue]));
  console.info(`Lighthouse ${pagePath}${RUNS > 1 ? ` (median of ${RUNS})` : ''}:`, JSON.stringify({ ...scores, ...timings }));
  // Every audit that pulled a category below 100, named: what to fix when this test fails.
  const failed = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  const timing = (id: (typeof TIMINGS)[number]) => lhr.audits[id]?.numericValue ?? Infinity;
  return { scores, failed, cls: timing('cumulative-layout-shift'), lcp: timing('largest-contentful-paint'), tbt: timing('total-blocking-time') };
}

describe('Lighthouse (mobile)', () => {
  it.each([
    ['home', async () => '/'],
    ['product', async () => `/ecommerce/products/${await seededSlug('ecommerceProductList', 'Linen shirt')}`],
    ['article', async () => `/blog/articles/${await seededSlug('blogArticleList', 'How we choose our linen')}`],
    ['shop', async () => '/shop'],
  ])('the %s page: accessibility, best practices and SEO at 100, no layout shift (CLS ≤ 0.05)', async (name, pagePath) => {
    const { scores, failed, cls, lcp, tbt } = await audit(name, await pagePath());
    expect(failed).toEqual([]);
    expect(scores).toMatchObject({ accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(cls).toBeLessThanOrEqual(0.05);
    if (TIMING_BUDGETS) {
      expect(scores.performance).toBeGreaterThanOrEqual(95);
      expect(lcp).toBeLessThanOrEqual(2000);
      expect(tbt).toBeLessThanOrEqual(150);
    }
  });
});
