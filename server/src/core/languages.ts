import { badInput } from './errors.js';

/** The languages of the platform; the first is the default (never prefixed in public urls). */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** The non-empty segments of a url path. */
export const segmentsOf = (url: string) => url.split('/').filter(Boolean);

/** `/ru/about` → `{language: 'ru', path: '/about'}`; the default language is unprefixed. */
export function splitLanguage(url: string): { language: Language; path: string } {
  const [first, ...rest] = segmentsOf(url.split(/[?#]/)[0]);
  if (first && first !== DEFAULT_LANGUAGE && (LANGUAGES as readonly string[]).includes(first)) {
    return { language: first as Language, path: `/${rest.join('/')}` };
  }
  return { language: DEFAULT_LANGUAGE, path: `/${[first, ...rest].filter(Boolean).join('/')}` };
}

/** A language a client names (`language` of a checkout, of a notice): one of LANGUAGES, else a 400 naming the field. */
export function checkLanguage(value: unknown, field: string): Language {
  if (typeof value !== 'string' || !(LANGUAGES as readonly string[]).includes(value)) throw badInput(`${field}: expected one of ${LANGUAGES.join(', ')}`, field);
  return value as Language;
}
