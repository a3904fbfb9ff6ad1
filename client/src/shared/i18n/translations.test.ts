import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language';
import { uiText } from './ui-text';

/**
 * Every fixed text of the client is translated, not only present: for each text file (the
 * `*-text.ts` beside the components that show them, and the site's own words), every text of
 * every other language is non-empty and differs from the English one, unless it holds no word
 * (a symbol, a number format). A key copied over untranslated fails here.
 */
type Texts = Record<string, unknown>;
const files = import.meta.glob<Record<string, unknown>>(['../../**/*-text.ts', '../../**/*-text.tsx'], { eager: true });
/** The texts of one language, from each file's hooks made by `defineTexts` (which answer `.in(language)`). */
const sources: [string, (language: Language) => Texts][] = [
  ['ui-text', (language) => uiText(language) as unknown as Texts],
  ...Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, { in: (language: Language) => Texts }] => typeof entry[1] === 'function' && typeof (entry[1] as { in?: unknown }).in === 'function')
      .map(([name, hook]): [string, (language: Language) => Texts] => [`${file.replace(/^.*\//, '')} ${name}`, (language) => hook.in(language)]),
  ),
];

/** Each text as `key.path` → its words; a text made by a function is called with sample values. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const made = (value as (...args: unknown[]) => unknown)(2, 'Ann', 'Bob');
    return typeof made === 'string' ? [[`${path}()`, made]] : [];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [];
}
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
/** Names written the same in every language: a brand, a chain family, and the two terms Russian interfaces keep in Latin letters. */
const SAME_EVERYWHERE = new Set(['Telegram', 'EVM', 'Email', 'Id']);

describe('translations', () => {
  it('cover the text files of the client', () => {
    expect(sources.length).toBeGreaterThan(15);
  });

  it.each(sources)('%s: every text is translated into every language', (_name, textsIn) => {
    const english = new Map(leaves(textsIn('en')));
    expect(english.size).toBeGreaterThan(0);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const translated = new Map(leaves(textsIn(language)));
      // Every English text has its translation (a language may have more: plural forms).
      expect([...english.keys()].filter((key) => !translated.has(key)), `${language}: missing`).toEqual([]);
      const untranslated = [...english].filter(([key, text]) => hasWords(text) && !SAME_EVERYWHERE.has(text) && (translated.get(key) === text || !translated.get(key)?.trim()));
      expect(untranslated, `${language}: untranslated`).toEqual([]);
    }
  });
});
