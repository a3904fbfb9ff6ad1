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
  const texts = (map ?? {}) as Record<string, string | null | undefined>;
  const text = (name: string) => (Object.hasOwn(texts, name) ? texts[name] : undefined);
  return text(language) || text(DEFAULT_LANGUAGE) || '';
}

export interface RenderedMessage {
  title: string;
  body: string;
}

/** A message from its template (subject and body per language) and its values. */
export function renderMessage(
  template: { subject?: unknown; body?: unknown } | null,
  payload: Record<string, unknown>,
  fallback: RenderedMessage,
): RenderedMessage {
  const language = typeof payload.language === 'string' ? payload.language : DEFAULT_LANGUAGE;
  const title = template ? inLanguage(template.subject, language) : '';
  const body = template ? inLanguage(template.body, language) : '';
  return { title: fill(title || fallback.title, payload), body: fill(body || fallback.body, payload) };
}
