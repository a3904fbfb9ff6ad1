// The GraphQL types below are TypeGraphQL classes: their decorators need the metadata API first.
import 'reflect-metadata';
import type { EntitySchema, EntitySchemaProperty } from '@mikro-orm/core';
import { GraphQLJSON } from 'graphql-scalars';
import { ID, Int, type Field } from 'type-graphql';
import { badInput } from '../errors.js';
import { coerceFileValue } from '../files/file-values.js';
import { DecimalScalar } from '../graphql/scalars.js';
import { LocalizedText, LocalizedTextInput } from '../graphql/shared-types.js';
import { LANGUAGES } from '../languages.js';
import { checkJsonText, checkText } from '../text-input.js';
import { FILE_PROTOCOLS, isAllowedUrl, LINK_PROTOCOLS } from '../url-input.js';
import type { Row } from './row.js';
import type { ModelDefinition } from './define-model.js';
import type { FieldDefinition, FieldKind } from './fields.js';
import { isUuid } from './ids.js';

const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 100_000;

/**
 * The times a column keeps: years 1 to 9999, the years ISO 8601 writes plainly. A JavaScript
 * Date reaches years ±275760 and PostgreSQL keeps 4713 BC to 294276 AD: a time outside its
 * range fails the whole statement, so every time from a client is held to these years first.
 */
const EARLIEST_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_TIME = Date.parse('9999-12-31T23:59:59.999Z');
export const isStorableTime = (date: Date) => date.getTime() >= EARLIEST_TIME && date.getTime() <= LATEST_TIME;

type Schema = Record<string, unknown>;
type Column = EntitySchemaProperty<Row, Row>;
/** The column options every kind shares: nullability, uniqueness. */
type ColumnBase = { nullable: boolean; unique?: true };
/** The mapping of a referenced entity (entity-schema.ts's, which builds every column from here). */
type EntityOf = (model: ModelDefinition) => EntitySchema<Row>;
/** A value's check: `fail(expected)` throws the field's 400 naming what was expected. */
type Coerce = (field: FieldDefinition, value: unknown, path: string, fail: (expected: string) => never) => unknown;

/** What a TypeGraphQL field is given for its type: `() => String`. */
export type GraphQLTypeRef = NonNullable<Parameters<typeof Field>[0]>;

/** Everything a field kind means, in one place: its column, its GraphQL types, its input rule, its OpenAPI schema. */
export interface FieldKindRules {
  column(field: FieldDefinition, base: ColumnBase, entityOf: EntityOf): Column;
  graphql: { output: GraphQLTypeRef; input: GraphQLTypeRef };
  /** A value that is neither null nor undefined, checked and brought to its stored form. */
  coerce: Coerce;
  /** `described`: the field's description, to be kept where the schema can carry one. */
  openapi(field: FieldDefinition, described: Schema): Schema;
  /**
   * How a value travels inside JSON (nested rows read in their parent's statement) when the
   * column itself would not come back as the row's own value does: the SQL of it, and how it
   * is read back. Without it the column goes as it is and comes back as JSON made it.
   */
  inJson?: { sql: (column: string) => string; read?: (value: unknown) => unknown };
}

const uuidSchema = { type: 'string', format: 'uuid' };
const plainColumn = (type: string) => (field: FieldDefinition, base: ColumnBase): Column => {
  const constant = typeof field.default === 'string' || typeof field.default === 'number' || typeof field.default === 'boolean';
  return { ...base, type, default: constant ? (field.default as string) : undefined } as Column;
};
const jsonColumn = (field: FieldDefinition, base: ColumnBase): Column =>
  ({ ...base, type: 'json', defaultRaw: field.default !== undefined ? `'${JSON.stringify(field.default)}'` : undefined }) as Column;
const string = { output: () => String, input: () => String };
/** The column's text, as the database driver receives it in a row. */
const asText = { sql: (column: string) => `${column}::text` };

const uuid: FieldKindRules = {
  column: plainColumn('uuid'),
  graphql: { output: () => ID, input: () => ID },
  coerce: (_field, value, _path, fail) => (isUuid(value) ? value.toLowerCase() : fail('a uuid')),
  openapi: (_field, described) => ({ ...uuidSchema, ...described }),
};

export const FIELD_KINDS: Record<FieldKind, FieldKindRules> = {
  uuid,
  ref: {
    ...uuid,
    // The reference is kept as its id (`pageId`): the API reads and writes ids, and nested
    // objects are loaded in batches by the GraphQL loaders, never lazily one by one.
    column: (field, { nullable, unique }, entityOf) =>
      ({ kind: 'm:1', entity: () => entityOf(field.target!()), mapToPk: true, nullable, unique, deleteRule: field.onDelete ?? 'cascade', updateRule: 'cascade' }) as Column,
  },
  text: {
    column: plainColumn('text'),
    graphql: string,
    coerce(field, value, path, fail) {
      if (field.file) return coerceFileValue(value, path);
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      if (typeof value !== 'string') return fail('a string');
      if (value.length > MAX_TEXT) fail(`at most ${MAX_TEXT} characters`);
      return checkFieldText(field, value, path);
    },
    openapi: (_field, described) => ({ type: 'string', ...described }),
  },
  localized: {
    column: jsonColumn,
    graphql: { output: () => LocalizedText, input: () => LocalizedTextInput },
    coerce(field, value, path, fail) {
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
    },
    openapi: () => ({ $ref: '#/components/schemas/LocalizedText' }),
  },
  int: {
    column: plainColumn('integer'),
    graphql: { output: () => Int, input: () => Int },
    coerce(_field, value, _path, fail) {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number) || Math.abs(number) > 2_147_483_647) fail('a whole number');
      return number;
    },
    openapi: (_field, described) => ({ type: 'integer', ...described }),
  },
  decimal: {
    column: (_field, base) => ({ ...base, type: 'decimal', columnType: 'numeric' }) as Column,
    graphql: { output: () => DecimalScalar, input: () => DecimalScalar },
    coerce(_field, value, _path, fail) {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !DECIMAL.test(text.trim())) fail('a decimal number like 19.99');
      return (text as string).trim();
    },
    openapi: (_field, described) => ({ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', examples: ['19.99'], ...described }),
    // A JSON number would drop trailing zeros and digits past a double's: the text keeps them.
    inJson: asText,
  },
  boolean: {
    column: plainColumn('boolean'),
    graphql: { output: () => Boolean, input: () => Boolean },
    coerce(_field, value, _path, fail) {
      if (value === 'true') return true;
      if (value === 'false') return false;
      return typeof value === 'boolean' ? value : fail('true or false');
    },
    openapi: (_field, described) => ({ type: 'boolean', ...described }),
  },
  datetime: {
    // Milliseconds, as a Date holds them: a value read back (a keyset cursor, an answer) is the stored one.
    column: (field, base) => ({ ...plainColumn('datetime')(field, base), length: 3 }),
    graphql: { output: () => Date, input: () => Date },
    coerce(_field, value, _path, fail) {
      const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
      if (!date || !isStorableTime(date)) fail('a date and time (ISO 8601) in the years 1 to 9999');
      return date;
    },
    openapi: (_field, described) => ({ type: 'string', format: 'date-time', ...described }),
    // The same text and the same parse as a row's own column (a Date; text no date parses, as it is).
    inJson: { ...asText, read: (value) => (typeof value === 'string' ? parseDateText(value) : value) },
  },
  date: {
    column: plainColumn('date'),
    graphql: string,
    coerce(_field, value, _path, fail) {
      if (typeof value !== 'string' || !DATE.test(value) || !isStorableTime(new Date(value))) fail('a date (YYYY-MM-DD) in the years 1 to 9999');
      return value;
    },
    openapi: (_field, described) => ({ type: 'string', format: 'date', ...described }),
    // Kept as the database's text of it, like a row's own column.
    inJson: asText,
  },
  enum: {
    column: (field, base) => ({ ...base, enum: true, items: () => [...field.values!], default: field.default as string }) as Column,
    graphql: string,
    coerce(field, value, _path, fail) {
      const named = typeof value === 'string' && field.aliases && Object.hasOwn(field.aliases, value) ? field.aliases[value] : value;
      if (typeof named !== 'string' || !field.values!.includes(named)) fail(`one of ${field.values!.join(', ')}`);
      return named;
    },
    openapi: (field, described) => ({
      type: 'string',
      enum: [...field.values!, ...Object.keys(field.aliases ?? {})],
      ...described,
      ...(field.aliases ? { description: [described.description, aliasesText(field.aliases)].filter(Boolean).join(' ') } : {}),
    }),
  },
  json: {
    column: jsonColumn,
    graphql: { output: () => GraphQLJSON, input: () => GraphQLJSON },
    coerce: (_field, value, path) => checkJsonText(value, path),
    openapi: (_field, described) => ({ ...described }),
  },
};

/** How the OpenAPI document names an enum's aliases. */
function aliasesText(aliases: Readonly<Record<string, string>>) {
  return Object.entries(aliases)
    .map(([alias, value]) => `\`${alias}\` is taken as \`${value}\`.`)
    .join(' ');
}

function parseDateText(text: string): Date | string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date;
}

/** Must be given on create: required, with no default and nothing the server generates. */
export const mustGive = (field: FieldDefinition) => field.required && field.default === undefined && !field.generated;

/**
 * May be empty in a row: neither required nor defaulted (a default means never empty), or a
 * reference emptied when the row it points to is deleted.
 */
export const isNullable = (field: FieldDefinition) => (!field.required && field.default === undefined) || field.onDelete === 'set null';

/** What a client sent, named for an error message. */
export const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`);

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
  return FIELD_KINDS[field.kind].coerce(field, value, path, fail);
}

const LINK_RULE = 'a path or an http(s), mailto: or tel: url';

/** A text of a field: no NUL, and where it links (a link field, rich text's links) a safe url. */
function checkFieldText(field: FieldDefinition, text: string, path: string): string {
  checkText(text, path);
  if (field.link && !isAllowedUrl(text, LINK_PROTOCOLS)) throw badInput(`${path}: expected ${LINK_RULE}`, path);
  if (field.richText) {
    for (const url of richTextAddresses(text, 'LINK', ['url', 'href'])) {
      if (!isAllowedUrl(url, LINK_PROTOCOLS)) throw badInput(`${path}: a link of the rich text must be ${LINK_RULE}`, path);
    }
    for (const src of richTextAddresses(text, 'IMAGE', ['src'])) {
      if (!isAllowedUrl(src, FILE_PROTOCOLS)) throw badInput(`${path}: an image of the rich text must be a path or an http(s) url`, path);
    }
  }
  return text;
}

/** The addresses (`keys` of their data) of the entities of `type` in serialised draft-js content (none when the text is not such JSON). */
function richTextAddresses(text: string, type: 'LINK' | 'IMAGE', keys: string[]): string[] {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return [];
  }
  const entities = (content as { entityMap?: unknown } | null)?.entityMap;
  if (!entities || typeof entities !== 'object') return [];
  return Object.values(entities as Record<string, { type?: unknown; data?: Record<string, unknown> } | null>)
    .filter((entity) => String(entity?.type ?? '').toUpperCase() === type)
    .flatMap((entity) => keys.map((key) => entity?.data?.[key]))
    .filter((url): url is string => typeof url === 'string');
}

