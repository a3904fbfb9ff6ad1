import { DEFAULT_LANGUAGE, type Language } from '../shared/i18n/language';

interface Metadata {
  variant: string;
  openGraphLocale?: string | null;
}

/** The language an OpenGraph locale names (`ru_RU` → `ru`); none: the default language's. */
const languageOf = (locale: string | null | undefined) => locale?.split(/[-_]/)[0].toLowerCase() || DEFAULT_LANGUAGE;

/**
 * The metadata that describes a page in `language`: its entry of variant 'primary' whose
 * openGraphLocale names the language (a page has one per language it is written in), else the
 * default language's (no locale, or the default one's). The server's drawn images pick the same.
 */
export function primaryMetadata<M extends Metadata>(metadata: readonly M[], language: Language): M | undefined {
  const primary = metadata.filter((entry) => entry.variant === 'primary');
  return primary.find((entry) => languageOf(entry.openGraphLocale) === language) ?? primary.find((entry) => languageOf(entry.openGraphLocale) === DEFAULT_LANGUAGE);
}
