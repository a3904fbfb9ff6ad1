import { randomBytes } from 'node:crypto';
import { LANGUAGES } from '../languages.js';
import { badInput } from '../errors.js';
import { coerceFileValue } from '../files/file-values.js';
import { checkJsonText, checkText } from '../text-input.js';
import { isAllowedUrl, LINK_PROTOCOLS } from '../url-input.js';
import { fieldOf, type ModelDefinition } from './define-model.js';
import type { FieldDefinition } from './fields.js';
import { generateAdminTitle, generateSku, generateSlug } from './generate.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 100_000;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`);

/**
 * One value of a field, checked and brought to its stored form. The same rules serve GraphQL,
 * REST (JSON or multipart) and filters, so every API answers bad input the same way.
 * `path` names the value in the error (`data.title`, `filters.and[0].value`).
 */
export function coerceValue(field: FieldDefinition, value: unknown, path: string): unknown {
  if (value === null || value === undefined) return null;
  const fail = (expected: string): never => {
    throw badInput(`${path}: expected ${expected}, got ${describe(value)}`, path);
  };
  switch (field.kind) {
    case 'uuid':
    case 'ref':
      if (!isUuid(value)) fail('a uuid');
      return (value as string).toLowerCase();
    case 'text': {
      if (field.file) return coerceFileValue(value, path);
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      if (typeof value !== 'string') fail('a string');
      if ((value as string).length > MAX_TEXT) fail(`at most ${MAX_TEXT} characters`);
      return checkFieldText(field, value as string, path);
    }
    case 'localized': {
      // A plain string means the default language.
      if (typeof value === 'string') return { [LANGUAGES[0]]: checkFieldText(field, value, path) };
      if (typeof value !== 'object' || Array.isArray(value)) fail(`a string or an object with keys ${LANGUAGES.join(', ')}`);
      const result: Record<string, string | null> = {};
      for (const [language, text] of Object.entries(value as Record<string, unknown>)) {
        if (!(LANGUAGES as readonly string[]).includes(language)) {
          throw badInput(`${path}.${language}: unknown language (known: ${LANGUAGES.join(', ')})`, `${path}.${language}`);
        }
        if (text !== null && typeof text !== 'string') {
          throw badInput(`${path}.${language}: expected a string, got ${describe(text)}`, `${path}.${language}`);
        }
        result[language] = text === null ? null : checkFieldText(field, text as string, `${path}.${language}`);
      }
      return result;
    }
    case 'int': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number) || Math.abs(number) > 2_147_483_647) {
        fail('a whole number');
      }
      return number;
    }
    case 'decimal': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !DECIMAL.test(text.trim())) fail('a decimal number like 19.99');
      return (text as string).trim();
    }
    case 'boolean':
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (typeof value !== 'boolean') fail('true or false');
      return value;
    case 'datetime': {
      const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) fail('a date and time (ISO 8601)');
      return date;
    }
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) fail('a date (YYYY-MM-DD)');
      return value;
    case 'enum':
      if (typeof value !== 'string' || !field.values!.includes(value)) fail(`one of ${field.values!.join(', ')}`);
      return value;
    case 'json':
      return checkJsonText(value, path);
  }
}

const LINK_RULE = 'a path or an http(s), mailto: or tel: url';

/** A text of a field: no NUL, and where it links (a link field, rich text's links) a safe url. */
function checkFieldText(field: FieldDefinition, text: string, path: string): string {
  checkText(text, path);
  if (field.link && !isAllowedUrl(text, LINK_PROTOCOLS)) throw badInput(`${path}: expected ${LINK_RULE}`, path);
  if (field.richText) {
    for (const url of richTextLinks(text)) {
      if (!isAllowedUrl(url, LINK_PROTOCOLS)) throw badInput(`${path}: a link of the rich text must be ${LINK_RULE}`, path);
    }
  }
  return text;
}

/** The link addresses of serialised draft-js content (none when the text is not such JSON). */
function richTextLinks(text: string): string[] {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return [];
  }
  const entities = (content as { entityMap?: unknown } | null)?.entityMap;
  if (!entities || typeof entities !== 'object') return [];
  return Object.values(entities as Record<string, { type?: unknown; data?: { url?: unknown; href?: unknown } } | null>)
    .filter((entity) => String(entity?.type ?? '').toUpperCase() === 'LINK')
    .flatMap((entity) => [entity?.data?.url, entity?.data?.href])
    .filter((url): url is string => typeof url === 'string');
}

/** Fields a client may send and the server silently ignores: read-only echoes of a row. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The data of a create or update, checked field by field: unknown fields, wrong types,
 * variants outside the allowed list, patterns. On create, defaults and generated values are
 * filled in and required fields checked.
 */
export function normalizeInput(
  model: ModelDefinition,
  data: unknown,
  mode: 'create' | 'update',
  path = 'data',
): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badInput(`${path}: expected an object, got ${describe(data)}`, path);
  }
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (IGNORED.has(name) || value === undefined) continue;
    const field = fieldOf(model, name);
    if (!field || field.readOnly || field.hidden) {
      throw badInput(`${path}.${name}: unknown field of ${model.name}`, `${path}.${name}`);
    }
    const coerced = coerceValue(field, value, `${path}.${name}`);
    if (coerced === null && field.required && (mode === 'update' || field.default === undefined)) {
      throw badInput(`${path}.${name}: is required`, `${path}.${name}`);
    }
    if (typeof coerced === 'string' && field.pattern && !field.pattern.regex.test(coerced)) {
      throw badInput(`${path}.${name}: ${field.pattern.message}`, `${path}.${name}`);
    }
    result[name] = coerced;
  }
  if (result.variant != null && !model.variants.includes(result.variant as string)) {
    throw badInput(`${path}.variant: '${result.variant}' is not a variant of ${model.name} (allowed: ${model.variants.join(', ')})`, `${path}.variant`);
  }
  if (mode === 'create') fillOnCreate(model, result, path);
  return result;
}

function fillOnCreate(model: ModelDefinition, data: Record<string, unknown>, path: string) {
  const title = titleOf(data);
  for (const [name, field] of Object.entries(model.fields)) {
    if (field.readOnly) continue;
    if (data[name] == null && field.generated) {
      data[name] = generate(field.generated, title ?? (data.adminTitle as string | undefined));
    }
    if (data[name] == null && field.default !== undefined) data[name] = structuredClone(field.default);
    if (data[name] == null && field.required) throw badInput(`${path}.${name}: is required`, `${path}.${name}`);
  }
}

function generate(kind: NonNullable<FieldDefinition['generated']>, title: string | undefined): string {
  switch (kind) {
    case 'slug':
      return generateSlug(title);
    case 'sku':
      return generateSku();
    case 'secret':
      return randomBytes(32).toString('hex');
    case 'adminTitle':
      return generateAdminTitle(title);
  }
}

/** The text a generated slug or admin title is made from. */
function titleOf(data: Record<string, unknown>): string | undefined {
  const title = data.title;
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object') {
    const texts = Object.values(title as Record<string, string | null>).filter(Boolean) as string[];
    return texts[0];
  }
  return typeof data.adminTitle === 'string' ? data.adminTitle : undefined;
}
