import fs from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, clientAddress, seededSlug, siteUrl } from './browser';
import { benchmarkRuns, type CpuTimeMetrics, cpuSpeedOf, cpuTimeAudit } from './lighthouse-cpu-time';

// Lighthouse's own audit of the pages a visitor lands on most (home, a product, an article, the
// shop's list): its default (mobile) profile, with the throttling it simulates, one run per page
// (a run takes about 35 s here). The scores that do not depend on the machine's load are held at
// 100, and CLS at most 0.05.
//
// Performance and the timings behind it are worked out from the main thread's tasks, which other
// work on a shared machine lengthens (the same build measured 40 ms of blocking time on one day
// and 1,000 ms on another). So they are held in CPU time (lighthouse-cpu-time.ts): the same run
// audited again from its trace with every task counted for the CPU time its thread used, the CPU
// slowdown calibrated by a benchmark's CPU time in the same Chromium (beside each run). Budgets, on
// every run, CI's included: Performance ≥ 90, LCP ≤ 2 s, TBT ≤ 300 ms. With both cores loaded the
// pages measured 15 to 188 ms of TBT there (Performance 97 to 100), where Lighthouse's own figures
// were 220 to 4,870 ms; with the client's code made three times as costly (every task it runs, and
// its modules' evaluation: three times the main thread's CPU time in the trace), 1,179 to 2,209 ms
// (Performance 72 to 76). TBT's budget is twice the quiet machine's: the spread of a single run on
// a loaded machine. What CPU time does not reach is the network's part, simulated from the
// requests as they came: each page is loaded once before it is measured (see warmUp).
//
// Lighthouse's own figures (wall time) are written to the output and the JSON report, and held
// to the quiet machine's budgets (Performance ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms) when asked for:
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
/** Lighthouse's own timings' budgets, held when set (see above): on a quiet machine. */
const TIMING_BUDGETS = Boolean(process.env.LIGHTHOUSE_BUDGETS);
/** The budgets in CPU time, held on every run (see above). */
const CPU_BUDGETS = { performance: 90, lcp: 2000, tbt: 300 };

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

/**
 * Loads the page once, on the phone Lighthouse emulates, before it is measured: a server just
 * started renders a page slowly the first time, and draws each size of an image the first time it
 * is asked for (sharp, on the threads that also read the files it serves), which on a loaded
 * machine held even the stylesheet back by half a second. Not what a visitor of a running site
 * waits for, and it reorders the page's requests: Lighthouse's LCP counts every request that
 * finished before the largest paint, so an image that comes after the scripts instead of before
 * them took the scripts' download into LCP (2.5 s in CPU time, 0.9 to 1.4 s otherwise). From an
 * address of its own, as the other tests' tabs: Lighthouse's loads keep their rate-limit allowance.
 */
async function warmUp(pagePath: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const { width, height, deviceScaleFactor } = defaultConfig.settings?.screenEmulation ?? {};
    const context = await browser.newContext({
      viewport: width && height ? { width, height } : null,
      deviceScaleFactor,
      isMobile: true,
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    });
    await (await context.newPage()).goto(siteUrl(pagePath), { waitUntil: 'load' });
    await context.close();
  } finally {
    // Only the connection closes: Chrome stays for Lighthouse.
    await browser.close();
  }
}

/** One run of a page with its figures in CPU time, the CPU's speed measured beside it. */
async function measured(pagePath: string) {
  // Measured just before and after the run, not once per file: a CI run's load comes and goes
  // within the minutes this file takes (the median of both measurements' runs).
  const before = await benchmarkRuns(chrome.port);
  const result = await run(pagePath);
  const speed = cpuSpeedOf([...before, ...(await benchmarkRuns(chrome.port))]);
  return { result, speed, cpu: await cpuTimeAudit(result, speed) };
}

const withinCpuBudgets = (cpu: CpuTimeMetrics) => cpu.performance >= CPU_BUDGETS.performance && cpu.lcp <= CPU_BUDGETS.lcp && cpu.tbt <= CPU_BUDGETS.tbt;

/** The median of each figure over the runs. */
function medianMetrics(all: CpuTimeMetrics[]): CpuTimeMetrics {
  const median = (key: keyof CpuTimeMetrics) => all.map((metrics) => metrics[key]).sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
  return { performance: median('performance'), fcp: median('fcp'), lcp: median('lcp'), tbt: median('tbt'), speedIndex: median('speedIndex'), interactive: median('interactive') };
}

async function audit(name: string, pagePath: string) {
  await warmUp(pagePath);
  const runs: Awaited<ReturnType<typeof measured>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measured(pagePath));
  // One run outside the budgets in CPU time is judged by the median of three, as the notes'
  // figures are: a single run on a loaded machine spreads to twice the quiet machine's TBT, and
  // more once in a while (302 ms against 300 on the shop page in one CI run, where it measures
  // 30 to 190). A page made three times as costly was outside them on every run on the machine
  // the budgets were set on (see above); on one whose benchmark ran three times faster it was not
  // (172 and 218 ms of TBT): the benchmark's speed is not the pages' (issue 37, point 9).
  if (runs.length < 3 && !withinCpuBudgets(medianMetrics(runs.map((one) => one.cpu)))) {
    console.info(`Lighthouse ${pagePath}: outside the budgets in CPU time once (${JSON.stringify(runs[0]!.cpu)}), judged by the median of three`);
    while (runs.length < 3) runs.push(await measured(pagePath));
  }
  const cpu = medianMetrics(runs.map((one) => one.cpu));
  // The run of median Performance stands for the page.
  const performance = (one: (typeof runs)[number]) => one.result.lhr.categories.performance?.score ?? 0;
  const { result, speed } = [...runs].sort((a, b) => performance(a) - performance(b))[Math.floor(runs.length / 2)]!;
  const { lhr } = result;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, `lighthouse-${name}.json`), result.report as string);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
  const timings = Object.fromEntries(TIMINGS.map((id) => [id, lhr.audits[id]?.displayValue]));
  console.info(
    `Lighthouse ${pagePath}${runs.length > 1 ? ` (median of ${runs.length})` : ''}:`,
    JSON.stringify({ ...scores, ...timings, benchmarkIndex: lhr.environment.benchmarkIndex }),
    `\n  in CPU time (the benchmark: ${speed.cpuMs} ms, CPU slowdown ×${speed.multiplier}):`,
    JSON.stringify(cpu),
  );
  // Every audit that pulled a category below 100, named: what to fix when this test fails.
  const failed = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  const timing = (id: (typeof TIMINGS)[number]) => lhr.audits[id]?.numericValue ?? Infinity;
  return { scores, failed, cpu, cls: timing('cumulative-layout-shift'), lcp: timing('largest-contentful-paint'), tbt: timing('total-blocking-time') };
}

describe('Lighthouse (mobile)', () => {
  it.each([
    ['home', async () => '/'],
    ['product', async () => `/ecommerce/products/${await seededSlug('ecommerceProductList', 'Linen shirt')}`],
    ['article', async () => `/blog/articles/${await seededSlug('blogArticleList', 'How we choose our linen')}`],
    ['shop', async () => '/shop'],
  ])('the %s page: accessibility, best practices and SEO at 100, no layout shift (CLS ≤ 0.05), fast in CPU time', async (name, pagePath) => {
    const { scores, failed, cpu, cls, lcp, tbt } = await audit(name, await pagePath());
    expect(failed).toEqual([]);
    expect(scores).toMatchObject({ accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(cls).toBeLessThanOrEqual(0.05);
    expect(cpu.performance).toBeGreaterThanOrEqual(CPU_BUDGETS.performance);
    expect(cpu.lcp).toBeLessThanOrEqual(CPU_BUDGETS.lcp);
    expect(cpu.tbt).toBeLessThanOrEqual(CPU_BUDGETS.tbt);
    if (TIMING_BUDGETS) {
      expect(scores.performance).toBeGreaterThanOrEqual(95);
      expect(lcp).toBeLessThanOrEqual(2000);
      expect(tbt).toBeLessThanOrEqual(150);
    }
  });
});
