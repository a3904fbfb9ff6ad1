import type { ModelDefinition } from './define-model.js';

/**
 * The kinds of field an entity declaration is made of. Each kind maps to one column type,
 * one GraphQL type, one validation rule and one admin input.
 */
export type FieldKind =
  | 'uuid'
  | 'text'
  | 'localized'
  | 'int'
  | 'decimal'
  | 'boolean'
  | 'datetime'
  | 'date'
  | 'enum'
  | 'json'
  | 'ref';

/** How a value is filled when a create leaves it out. */
export type Generated = 'slug' | 'adminTitle' | 'sku' | 'secret';

export interface FieldDefinition {
  kind: FieldKind;
  /** Must be given on create (after defaults and generation). */
  required: boolean;
  /** A constant default, applied on create. */
  default?: unknown;
  unique?: boolean;
  /** Filtered or sorted by often (a selective enum, a reference): gets an index. */
  index?: boolean;
  /**
   * Searched by contained text (`ilike '%term%'`, the admin's search): gets a trigram index
   * (per language for a per-language map), and a contained term needs 3 characters or more.
   */
  search?: boolean;
  /** Allowed values of an `enum` field. */
  values?: readonly string[];
  /** A value must match: the message names the rule. */
  pattern?: { regex: RegExp; message: string };
  /** The entity a `ref` field points to (a foreign key, ON DELETE CASCADE, indexed). */
  target?: () => ModelDefinition;
  /** Filled by the server when absent. */
  generated?: Generated;
  /** Never readable through any API (password hashes, salts, reset codes). */
  hidden?: boolean;
  /** Set by the server only (id, timestamps): not part of inputs. */
  readOnly?: boolean;
  /** Holds rich text (serialised draft-js JSON) rather than a line: the admin shows an editor. */
  richText?: boolean;
  /**
   * A `text` field holding a file: it takes an upload (a multipart part named like the field,
   * or a GraphQL `Upload`) or a string (a path or an http(s) url, kept as is). An upload is
   * streamed to the file storage and the field keeps where it went; its facts (mimeType,
   * size, extension, width, height, provider) fill the entity's fields of those names.
   */
  file?: boolean;
  /**
   * A `text` field holding where a link goes: a path of this site or an http(s), mailto: or
   * tel: url. Anything else (javascript:, data:) is refused: the value ends up in an href.
   */
  link?: boolean;
  description?: string;
}

type Options = Partial<Omit<FieldDefinition, 'kind'>>;

const field = (kind: FieldKind, options: Options = {}): FieldDefinition => ({ required: false, ...options, kind });

/** Field builders used by entity declarations. */
export const f = {
  text: (options?: Options) => field('text', options),
  /** A per-language map (`{en, ru}`), stored as jsonb, default empty. */
  localized: (options?: Options) => field('localized', { default: {}, ...options }),
  int: (options?: Options) => field('int', options),
  /** Exact decimal numbers (money): a string in JSON and GraphQL, numeric in the database. */
  decimal: (options?: Options) => field('decimal', options),
  boolean: (options?: Options) => field('boolean', { default: false, ...options }),
  datetime: (options?: Options) => field('datetime', options),
  date: (options?: Options) => field('date', options),
  enum: (values: readonly string[], options?: Options) => field('enum', { values, ...options }),
  json: (options?: Options) => field('json', options),
  uuid: (options?: Options) => field('uuid', options),
  ref: (target: () => ModelDefinition, options?: Options) => field('ref', { required: true, index: true, ...options, target }),
  /** Required, unique, generated from the title when absent (`red-shirt-x3k9q2`). */
  slug: (options?: Options) =>
    field('text', {
      required: true,
      unique: true,
      generated: 'slug',
      pattern: { regex: /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u, message: 'must be lower-case words joined by hyphens' },
      ...options,
    }),
  /** A file: an upload or a path or url string, kept as text (see `FieldDefinition.file`). */
  file: (options?: Options) => field('text', { ...options, file: true }),
  /** Where a link goes (see `FieldDefinition.link`), kept as text. */
  link: (options?: Options) => field('text', { ...options, link: true }),
  /** The name staff see and search in the admin; generated when absent. */
  adminTitle: (options?: Options) => field('text', { required: true, generated: 'adminTitle', search: true, ...options }),
};
