import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The widths every step is looked at: a laptop and a phone. */
export const WIDTHS = [1280, 390] as const;
export type Width = (typeof WIDTHS)[number];

const ARTIFACTS = fileURLToPath(new URL('artifacts', import.meta.url));

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
  /** The GraphQL operations the page sent, by name, in order. */
  operations: string[];
}

/** A fresh tab at `width`, sized like a laptop or a phone screen, recording page errors. */
export async function openPage(browser: Browser, width: Width): Promise<SitePage> {
  const phone = width < 500;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push(request.postDataJSON()?.operationName ?? '(unnamed)');
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, operations };
}

/** Saves the whole page as `artifacts/<step>-<width>.png`, for people to look at. */
export async function screenshot(page: Page, step: string, width: Width) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Transitions (carousel, collapse) are run to their end: the picture shows the final state, without waiting for it.
  await page.screenshot({ path: path.join(ARTIFACTS, `${step}-${width}.png`), fullPage: true, animations: 'disabled' });
}
