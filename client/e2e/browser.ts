import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

/** The widths every step is looked at: a laptop and a phone. */
export const WIDTHS = [1280, 390] as const;
export type Width = (typeof WIDTHS)[number];

/** A tablet's width: the admin must work there too. */
export const TABLET = 768;

export const ARTIFACTS = fileURLToPath(new URL('artifacts', import.meta.url));

/** The address of a path on the site the global setup started (see global-setup.ts). */
export const siteUrl = (path: string) => `${inject('baseUrl')}${path}`;

/** Debian's Chromium (Playwright's own download is not available on these machines). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface SitePage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** The GraphQL operations the page sent, by name, in order (each once, retries not counted). */
  operations: string[];
  /** Its GraphQL requests, as `METHOD OperationName`, in order. */
  requests: string[];
}

/**
 * A GraphQL request's operation name, and whether it is the retry of a persisted query the
 * server did not know (the client sends the text along only then): not another operation.
 */
export function graphqlRequest(request: Request): { name: string; retry: boolean } {
  if (request.method() === 'GET') return { name: new URL(request.url()).searchParams.get('operationName') ?? '(unnamed)', retry: false };
  const body = (request.postDataJSON() ?? {}) as { operationName?: string; query?: string; extensions?: { persistedQuery?: unknown } };
  return { name: body.operationName ?? '(unnamed)', retry: !!body.query && !!body.extensions?.persistedQuery };
}

/**
 * A client address of its own for a tab (from 10.0.0.0/8), sent as a proxy would send it: the
 * e2e server trusts loopback proxies, so each tab has its own rate-limit allowances and no
 * test file can use up another's.
 */
export const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A fresh tab (its own cookies and storage) at `width`, sized like a phone (under 500 px), a
 * tablet (under 1000 px) or a laptop screen, recording page errors and GraphQL operations.
 */
export async function openPage(browser: Browser, width: number): Promise<SitePage> {
  const phone = width < 500;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : width < 1000 ? 1024 : 800 },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'en-US',
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const operations: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const { name, retry } = graphqlRequest(request);
    requests.push(`${request.method()} ${name}`);
    if (!retry) operations.push(name);
  });
  // The server sends public pages rendered: what they show answers clicks only once React has
  // taken it over (hydrated). A test acts as a visitor does after loading, not before.
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  // A url no page serves answers 404 with the not-found page, on purpose; Chromium still reports
  // that document as a resource that failed to load. Any other failed resource is an error.
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(where)) return;
    errors.push(message.text().startsWith('Failed to load resource') ? `${message.text()} (${where})` : message.text());
  });
  return { page, errors, operations, requests };
}

/**
 * Waits until React has taken over what the server rendered: every control in `#root` carries
 * React's fiber, and the page knows the visitor's session (the server renders a neutral place
 * for what differs between a guest and a signed-in subject: Login, the cart's buttons; see
 * `data-session-pending`). A lazy widget's part of the page is hydrated once its code has loaded,
 * after the rest: until then its buttons show but do nothing. Pages that come empty (screens,
 * the admin) or are no app at all (the playground) show nothing to click before React renders them.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.children.length) return true;
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return (
      hydrated(root.children[0]) &&
      Array.from(root.querySelectorAll('button, input, select, textarea, a[href]')).every(hydrated) &&
      !root.querySelector('[data-session-pending]')
    );
  });
}

/** The console's warnings in a tab from now on (hydration mismatches among them). */
export function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * Clicks the home page's slider on to its next slide and waits for it to show: that part of the
 * page answers (the slider's code is a lazy chunk: its part of the page is hydrated once that arrived).
 */
export async function showNextSlide(page: Page) {
  const slider = page.getByRole('region', { name: 'Highlights' });
  await page.waitForFunction(() => {
    const next = document.querySelector('[aria-label="Next slide"]');
    return !!next && Object.keys(next).some((key) => key.startsWith('__reactFiber'));
  });
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => slider.locator('[data-active] h2').textContent()).not.toBe('Summer linen');
}

/**
 * Opens the phone's menu behind the navbar's burger and waits until the panel stands still. The
 * panel opens over a few frames (shown, then its height animated); a tap while it moves can land
 * on another element than it started on, and the browser then follows no link. Playwright's own
 * "stable" check compares two frames, which a loaded machine can space out past the movement.
 */
export async function openPhoneMenu(page: Page) {
  await page.locator('[data-navbar]').getByRole('button', { name: /^(Open navigation|Открыть меню)$/ }).click();
  await page.waitForFunction(() => {
    const panel = document.querySelector('[data-navbar] [aria-hidden="false"][id]');
    return (
      panel instanceof HTMLElement &&
      panel.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running') &&
      panel.getBoundingClientRect().height >= panel.scrollHeight &&
      panel.scrollHeight > 0
    );
  });
}

/**
 * The browser of a test file: launched before its tests and closed after them. Tabs opened
 * with `open` are closed after the test that opened them.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const tabs: SitePage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    // A failed step says where its tabs were and what they showed: CI keeps no screenshots.
    if (task.result?.state === 'fail') for (const tab of tabs) console.error(await whereTabWas(tab));
    await Promise.all(tabs.splice(0).map((tab) => tab.page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** A fresh tab at `width` (see openPage), closed after the test. */
    async open(width: number): Promise<SitePage> {
      if (!browser) throw new Error('useBrowser: the browser starts before the tests (beforeAll)');
      const tab = await openPage(browser, width);
      tabs.push(tab);
      return tab;
    },
  };
}

/** A tab's url, errors and visible text (its start): what a failed step was looking at. */
async function whereTabWas({ page, errors, operations }: SitePage): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch((error: Error) => `(no text: ${error.message})`);
  return [`Tab at ${page.url()}`, `errors: ${JSON.stringify(errors)}`, `last operations: ${operations.slice(-8).join(', ')}`, text.slice(0, 1500)].join('\n');
}

/** Saves the whole page as `artifacts/<step>-<width>.png`, for people to look at. */
export async function screenshot(page: Page, step: string, width: number) {
  // Pictures are for people looking at the screens; CI runs without them (E2E_SCREENSHOTS=0):
  // a full-page PNG is a second of a loaded machine's time, a hundred times over.
  if (process.env.E2E_SCREENSHOTS === '0') return;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Transitions (carousel, collapse) are run to their end: the picture shows the final state, without waiting for it.
  await page.screenshot({ path: path.join(ARTIFACTS, `${step}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/** The slug of a seeded row by its English title, asked of the site's GraphQL API (slugs are generated). */
export async function seededSlug(list: 'ecommerceProductList' | 'blogArticleList', title: string): Promise<string> {
  const response = await fetch(siteUrl('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ query: `{ ${list}(limit: 100) { slug title { en } } }` }),
  });
  const body = (await response.json()) as { data: Record<string, { slug: string; title: { en: string | null } }[]> };
  const row = body.data[list].find((entry) => entry.title.en === title);
  if (!row) throw new Error(`No ${list} row titled ${title}`);
  return row.slug;
}
