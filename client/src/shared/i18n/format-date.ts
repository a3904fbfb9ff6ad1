import { formatDateTime } from './formatters';
import { type Language, LANGUAGE_LOCALES } from './language';

/**
 * A publication date as the language writes it: 'March 4, 2026', '4 марта 2026 г.'. Takes
 * the API's DateTimeISO value, which codegen types as unknown.
 */
export function formatDate(iso: unknown, language: Language): string {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateTime(LANGUAGE_LOCALES[language], { dateStyle: 'long' }, date);
}
