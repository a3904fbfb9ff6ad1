import { LANGUAGES, type Language } from '../shared/i18n/language';
import type { AdminRow } from './documents';
import { type AdminField, type AdminModel, editableFields } from './model-metadata';

// What a form holds per field type, and the GraphQL input made of it: inputs keep strings
// (an emptied number input is '' and means "no value"), the API gets typed values.

export type LocalizedValue = Record<Language, string>;
export type FieldValue = string | number | boolean | null | LocalizedValue | File;
export type FormValues = Record<string, FieldValue>;

/** A field's form value from the row as read (or its empty value for a new row). */
export function toFieldValue(field: AdminField, value: unknown): FieldValue {
  switch (field.type) {
    case 'localized': {
      const map = (value ?? {}) as Partial<Record<Language, string | null>>;
      return Object.fromEntries(LANGUAGES.map((language) => [language, map[language] ?? ''])) as LocalizedValue;
    }
    case 'boolean':
      return value === true;
    case 'datetime':
    case 'date':
    case 'ref':
      return typeof value === 'string' && value ? value : null;
    case 'int':
      return typeof value === 'number' ? value : '';
    case 'json':
      return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The values a form starts from: the row's (update), or empty ones with `preset` applied (create). */
export function initialValues(model: AdminModel, row?: AdminRow | null, preset: Record<string, string> = {}): FormValues {
  const values: FormValues = {};
  for (const field of editableFields(model)) values[field.name] = toFieldValue(field, row ? row[field.name] : preset[field.name]);
  if (!row && 'variant' in values && !values.variant && model.variants.length > 0) values.variant = model.variants[0];
  return values;
}

/** True when a value holds nothing: '', null, or a per-language map of blanks. */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === null || value === '') return true;
  if (typeof value === 'object' && !(value instanceof File)) return Object.values(value).every((text) => !text.trim());
  return false;
}

/**
 * A decimal as stored: with two decimals ('59' → '59.00'). The server's decimals are money
 * (prices, amounts) and keep the text they are given; the seed writes them so, and a select
 * input naming a price should read the same whoever wrote it.
 */
export function toDecimalText(value: string | number): string {
  const [whole, fraction = ''] = String(value).trim().split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** A value as the API takes it; undefined when the field is to be left out. */
export function toInputValue(field: AdminField, value: FieldValue): unknown {
  if (value instanceof File) return value;
  if (isEmptyValue(value)) return null;
  switch (field.type) {
    case 'localized': {
      const map = value as LocalizedValue;
      return Object.fromEntries(LANGUAGES.map((language) => [language, map[language]?.trim() ? map[language] : null]));
    }
    case 'int':
      return Math.trunc(Number(value));
    case 'decimal':
      return toDecimalText(value as string | number);
    case 'boolean':
      return value === true;
    case 'json':
      return JSON.parse(String(value)) as unknown;
    default:
      return value;
  }
}

const same = (a: FieldValue, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b) && !(a instanceof File) && !(b instanceof File);

export interface InputResult {
  data: Record<string, unknown>;
  /** Messages by field name, for fields the form can tell are wrong before sending. */
  errors: Record<string, string>;
}

/**
 * The create or update input of a form. A create leaves empty fields out (the server fills
 * defaults and generated values); an update sends changed fields only, an emptied one as null.
 */
export function toInput(model: AdminModel, values: FormValues, initial: FormValues, mode: 'create' | 'update'): InputResult {
  const data: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of editableFields(model)) {
    const value = values[field.name] ?? null;
    if (mode === 'create' && isEmptyValue(value)) {
      if (field.required) errors[field.name] = 'Required';
      continue;
    }
    if (mode === 'update' && same(value, initial[field.name] ?? null)) continue;
    if (field.type === 'json' && !isEmptyValue(value)) {
      try {
        JSON.parse(String(value));
      } catch {
        errors[field.name] = 'Invalid JSON';
        continue;
      }
    }
    if (field.type === 'boolean' && mode === 'create' && value === false) continue;
    data[field.name] = toInputValue(field, value);
  }
  return { data, errors };
}
