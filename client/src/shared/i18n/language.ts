// Languages of the site's content. The default one is served unprefixed (`/about`),
// every other one under its own prefix (`/ru/about`), as the site's public links are.
// The router needs these before any request returns, so they are fixed here; the
// server's `serverInfo` reports the same list.
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The locale numbers and dates are written in, per language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

/** Names of the languages in themselves, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский' };

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language a pathname is in: its first segment when that is a prefixed language. */
export function languageOfPath(pathname: string): Language {
  const firstSegment = pathname.split('/')[1] ?? '';
  return isLanguage(firstSegment) && firstSegment !== DEFAULT_LANGUAGE ? firstSegment : DEFAULT_LANGUAGE;
}

/** An unprefixed app path (`/blog/articles/x`) as a link in the given language. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** A pathname without its language prefix: `/ru/shop` → `/shop`, `/ru` → `/`. */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname || '/';
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in another language: what the language switch links to. */
export function pathInLanguage(pathname: string, language: Language): string {
  return localizedPath(unprefixedPath(pathname), language);
}
