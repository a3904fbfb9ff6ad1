import fs from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_SIGN_IN } from './admin-browser';
import { ARTIFACTS, siteUrl } from './browser';
import { type CpuSpeed, cpuTimeAudit, measureCpuSpeed } from './lighthouse-cpu-time';

// Lighthouse's audit of the admin's first screen, the dashboard (issue 36, Budgets): its default
// (mobile) profile, signed in as the shop's owner. Accessibility and best practices are held at
// 100 and the page must become interactive. How soon is worked out from the main thread's tasks,
// which other work on the machine lengthens (Lighthouse's own figure: 8 to 13 s on a loaded
// machine), so, as for the public pages (lighthouse.e2e.test.ts), it is held in CPU time on every
// run, CI's included (lighthouse-cpu-time.ts: the run audited again with each task counted for the
// CPU time its thread used): interactive within 5 s. The dashboard measured 2.4 to 3.0 s there on
// a loaded machine, and 6.9 to 7.1 s with the client's code made three times as costly.
// Lighthouse's own time to interactive is held to 5 s too when asked for on a quiet machine
// (`LIGHTHOUSE_BUDGETS=1`).

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TIMING_BUDGETS = Boolean(process.env.LIGHTHOUSE_BUDGETS);
/** Time to interactive in CPU time (ms), held on every run (see above). */
const INTERACTIVE_CPU_BUDGET = 5000;

let chrome: LaunchedChrome;
let cpuSpeed: CpuSpeed;

beforeAll(async () => {
  chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Signed in once in Chrome's own profile, which Lighthouse then keeps (disableStorageReset):
  // the refresh token in localStorage, the access cookie.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(siteUrl('/admin'));
  await page.waitForURL(ADMIN_SIGN_IN);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.locator('[data-dashboard-figure="paid-today-checkouts"]').waitFor();
  await page.close();
  // Only the connection closes: Chrome, signed in, stays for Lighthouse.
  await browser.close();
  cpuSpeed = await measureCpuSpeed(chrome.port);
  console.info(`CPU: the benchmark took ${cpuSpeed.cpuMs} ms of CPU time: CPU slowdown ×${cpuSpeed.multiplier}`);
});

afterAll(async () => {
  await chrome?.kill();
});

/**
 * One Lighthouse run of the dashboard. A run whose trace Lighthouse could not read (its
 * `runtimeError`, e.g. NO_NAVSTART on a loaded machine: it asks to be run again) is run again, once.
 */
async function run(again = true): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  const result = await lighthouse(siteUrl('/admin'), {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  });
  if (!result) throw new Error('Lighthouse gave no result for /admin');
  if (result.lhr.runtimeError && again) return run(false);
  return result;
}

describe('Lighthouse (mobile) on the admin', () => {
  it('the dashboard: accessibility and best practices at 100, interactive soon in CPU time', async () => {
    const result = await run();
    const { lhr } = result;
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACTS, 'lighthouse-admin-dashboard.json'), result.report as string);
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
    const interactive = lhr.audits.interactive?.numericValue;
    const cpu = await cpuTimeAudit(result, cpuSpeed);
    console.info(
      'Lighthouse /admin:',
      JSON.stringify({ ...scores, interactive: lhr.audits.interactive?.displayValue, tbt: lhr.audits['total-blocking-time']?.displayValue, benchmarkIndex: lhr.environment.benchmarkIndex }),
      '\n  in CPU time:',
      JSON.stringify(cpu),
    );

    // The owner's dashboard was audited, not the sign-in it sends strangers to.
    expect(lhr.runtimeError).toBeUndefined();
    expect(new URL(lhr.finalDisplayedUrl).pathname).toBe('/admin');
    // Its largest text was painted: a line of the dashboard (its periods), not a loader.
    expect(JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details)).toContain('data-dashboard');
    // Every audit that pulled accessibility or best practices below 100, named: what to fix.
    const failed = (['accessibility', 'best-practices'] as const).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}: ${ref.id}`),
    );
    expect(failed).toEqual([]);
    expect(scores).toMatchObject({ accessibility: 100, 'best-practices': 100 });
    expect(interactive).toBeGreaterThan(0);
    expect(Number.isFinite(interactive)).toBe(true);
    expect(cpu.interactive).toBeLessThanOrEqual(INTERACTIVE_CPU_BUDGET);
    if (TIMING_BUDGETS) expect(interactive).toBeLessThanOrEqual(5000);
  });
});
