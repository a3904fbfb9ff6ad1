import { DEFAULT_LANGUAGE } from '../../core/languages.js';

/** `Hello {{name}}` with `{name: 'Ann'}` → `Hello Ann`; unknown placeholders become empty. */
export function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, key: string) => {
    // Own values only: `{{constructor}}` names nothing.
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The text of a per-language map in a language, falling back to the default language. */
export function inLanguage(map: unknown, language: string): string {
  return textIn(map, language) || textIn(map, DEFAULT_LANGUAGE);
}

/** The text of a per-language map in exactly this language ('' when it has none); a plain string is the default language's. */
function textIn(map: unknown, language: string): string {
  const texts = (typeof map === 'string' ? { [DEFAULT_LANGUAGE]: map } : (map ?? {})) as Record<string, string | null | undefined>;
  return (Object.hasOwn(texts, language) ? texts[language] : undefined) || '';
}

export interface RenderedMessage {
  title: string;
  body: string;
}

/** A message's texts per language (`{en, ru}`, or a plain string for the default language). */
export interface MessageTexts {
  title: unknown;
  body: unknown;
}

/**
 * A message from its template (subject and body per language, as an admin wrote them), else
 * from the built-in texts, and its values. In the message's language first (the template's,
 * then the built-in's), then in the default language: a reader gets their language whenever
 * either has it.
 */
export function renderMessage(template: { subject?: unknown; body?: unknown } | null, payload: Record<string, unknown>, builtIn: MessageTexts): RenderedMessage {
  const language = typeof payload.language === 'string' ? payload.language : DEFAULT_LANGUAGE;
  const pick = (own: unknown, given: unknown) =>
    textIn(own, language) || textIn(given, language) || textIn(own, DEFAULT_LANGUAGE) || textIn(given, DEFAULT_LANGUAGE);
  return { title: fill(pick(template?.subject, builtIn.title), payload), body: fill(pick(template?.body, builtIn.body), payload) };
}
