import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's checks of a part of a page, with the rules Lighthouse's accessibility audit runs (WCAG 2.1 A and AA).

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[]; html: string }[] }[];
}

/**
 * Each rule `selector`'s part of the page breaks, with the elements that break it (their HTML's
 * start); `exclude`: parts left to a check of their own.
 */
export async function violations(page: Page, selector: string, exclude?: string): Promise<string[]> {
  await page.locator(selector).first().waitFor();
  // Evaluated by the browser's debugger, not as a script of the page: the page's CSP allows none inline.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(
    (context) =>
      (window as unknown as { axe: { run(context: object, options: object): Promise<AxeResult> } }).axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }),
    { include: [selector], exclude: exclude ? [exclude] : [] },
  );
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(', ')}`);
}
