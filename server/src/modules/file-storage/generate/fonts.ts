import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/**
 * Noto Sans from `@fontsource/noto-sans`: its woff files (satori reads ttf, otf and woff, not
 * woff2), one per Unicode subset. Each subset is its own family name: satori falls back from
 * one font to the next for a missing glyph only across families, not within one.
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const;
const WEIGHTS = [400, 700] as const;

let fonts: Promise<Font[]> | undefined;

/** The fonts every template renders with, read once. */
export function templateFonts(): Promise<Font[]> {
  fonts ??= loadFonts();
  return fonts;
}

async function loadFonts(): Promise<Font[]> {
  const folder = path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
  const entries = SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => ({ subset, weight })));
  return Promise.all(
    entries.map(async ({ subset, weight }) => ({
      name: `Noto Sans ${subset}`,
      data: await readFile(path.join(folder, `noto-sans-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
}
