import { LANGUAGES, type Language } from '../shared/i18n/language';
import type { AdminRow } from './documents';
import { type AdminField, type AdminModel, displayFieldOf, displayFieldsOf, type ModelIndex, referenceObjectName } from './model-metadata';

// How rows and their values read in cards and select inputs.

type Localized = Partial<Record<Language, string | null>>;

/** A per-language text in `language`, else in any language; undefined when all are blank. */
export function localizedText(value: Localized | null | undefined, language: Language): string | undefined {
  if (!value) return undefined;
  return value[language]?.trim() || LANGUAGES.map((other) => value[other]?.trim()).find(Boolean) || undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time as the admin shows it, in the browser's time zone: `26.11.2026 13:58` (the spec's DD.MM.YYYY HH:mm). */
export function dateTimeText(value: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  return `${twoDigits(time.getDate())}.${twoDigits(time.getMonth() + 1)}.${time.getFullYear()} ${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}`;
}

/** A display field's value as text; undefined when blank. */
function displayText(field: AdminField, value: unknown, language: Language): string | undefined {
  if (typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') return localizedText(value as Localized, language);
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return field.type === 'datetime' ? dateTimeText(value) : value.trim();
}

/** The text that names a row: its first non-blank display field (in `language`, else any language), else its id. */
export function rowTitle(model: AdminModel, row: Partial<AdminRow> | null | undefined, language: Language = 'en'): string {
  if (!row) return '';
  for (const field of displayFieldsOf(model)) {
    const text = displayText(field, row[field.name], language);
    if (text) return text;
  }
  return row.id ?? '';
}

/** The row a reference field points to, as the list query read it (`layout { id adminTitle }`). */
export function referencedRow(field: AdminField, row: AdminRow): AdminRow | null {
  return (row[referenceObjectName(field)] as AdminRow | null | undefined) ?? null;
}

/**
 * A card's title: the row's display field; for a relation row, which has none, the row it
 * links to (other than `skip`, the parent a nested table is filtered by).
 */
export function cardTitle(model: AdminModel, row: AdminRow, models: ModelIndex, language: Language, skip?: string): string {
  if (displayFieldOf(model)) return rowTitle(model, row, language);
  for (const field of model.fields) {
    if (field.type !== 'ref' || field.name === skip || !field.relationTarget) continue;
    const target = models.get(field.relationTarget);
    const linked = referencedRow(field, row);
    if (target && linked) return rowTitle(target, linked, language);
  }
  return row.id;
}

/** A field's value as a short text for a card; undefined when there is none. */
export function valueText(field: AdminField, row: AdminRow, models: ModelIndex, language: Language, yesNo: [string, string]): string | undefined {
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return undefined;
  switch (field.type) {
    case 'ref': {
      const target = field.relationTarget ? models.get(field.relationTarget) : undefined;
      const linked = referencedRow(field, row);
      return target && linked ? rowTitle(target, linked, language) : String(value);
    }
    case 'localized':
      return localizedText(value as Localized, language);
    case 'boolean':
      return value ? yesNo[0] : yesNo[1];
    case 'datetime':
      return dateTimeText(String(value));
    default:
      return String(value);
  }
}
