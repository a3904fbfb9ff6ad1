import type { Language } from './language';

/** A per-language text as the API answers it (`{ en, ru }`), any language possibly missing. */
export type LocalizedText = Partial<Record<Language, string | null>> | null | undefined;

/** The spec's text for a title with no translation in the visitor's language. */
export const UNTITLED = 'Untitled';

/** The text in `language`, or undefined when it is missing or blank. */
export function textIn(text: LocalizedText, language: Language): string | undefined {
  const value = text?.[language]?.trim();
  return value ? value : undefined;
}

/** A title in `language`; 'Untitled' when it has no translation. */
export function titleIn(text: LocalizedText, language: Language): string {
  return textIn(text, language) ?? UNTITLED;
}
