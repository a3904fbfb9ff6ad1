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

export interface FieldDefinition<K extends FieldKind = FieldKind> {
  kind: K;
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
  /**
   * Other names a client may send for an `enum` value (the spec's own words for it): taken on
   * input and in filters, stored and answered as the value they name.
   */
  aliases?: Readonly<Record<string, string>>;
  /** A value must match: the message names the rule. */
  pattern?: { regex: RegExp; message: string };
  /** A rule beyond the pattern: what is wrong with a value (the message), or undefined. */
  check?: (value: string) => string | undefined;
  /** The entity a `ref` field points to (a foreign key, ON DELETE CASCADE unless `onDelete` says otherwise, indexed). */
  target?: () => ModelDefinition;
  /**
   * What a delete of the row a `ref` field points to does to this row: removes it (`cascade`,
   * the default) or keeps it with the reference emptied (`set null`: ON DELETE SET NULL). The
   * column is then nullable, though a required field is still given on create and no write
   * empties it: only the referenced row's delete does.
   */
  onDelete?: 'cascade' | 'set null';
  /** Filled by the server when absent. */
  generated?: Generated;
  /** Never readable through any API (password hashes, salts, reset codes). */
  hidden?: boolean;
  /**
   * Read by the row's owner (its declaration's owner rule) and admins only: anyone else whom
   * the model lets read the row (a public profile's identities) reads null, and a filter or
   * order on it reads the caller's own rows only (see access/private-fields.ts).
   */
  private?: boolean;
  /**
   * A time that may not lie ahead of the server's clock (more than a minute: a browser's clock
   * may run that far ahead): a publication, which nothing schedules.
   */
  notLater?: boolean;
  /** Set by the server only (id, timestamps): not part of inputs. */
  readOnly?: boolean;
  /**
   * Filled by the server's own work (an upload's facts, what a drawing was drawn for): the APIs
   * still take it (a file given by url may state its own facts), the admin shows it read-only.
   */
  filledByServer?: boolean;
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

/** No options given. */
type None = Record<never, never>;

/** `B`'s keys, then `A`'s keys that `B` does not set: what `{...a, ...b}` holds. */
type Merge<A, B> = Omit<A, keyof B> & B;

/**
 * A field as declared: its kind and the options it was given, kept literal (`required: true`,
 * `default: 'new'`, an enum's values) so that the type of a row follows from the declaration.
 */
export type Field<K extends FieldKind, O = None> = FieldDefinition<K> & O;

// `NoInfer`: the options are read from the argument only, never guessed from where the field
// is put (a declaration's `fields` would widen `required: true` back to `boolean`).
const field = <K extends FieldKind, O extends Options = None>(kind: K, options?: O) =>
  ({ required: false, ...options, kind }) as Field<K, NoInfer<O>>;

/** Field builders used by entity declarations. */
export const f = {
  text: <const O extends Options = None>(options?: O) => field('text', options),
  /** A per-language map (`{en, ru}`), stored as jsonb, default empty. */
  localized: <const O extends Options = None>(options?: O) => field('localized', { default: {}, ...options } as Merge<{ default: None }, O>),
  int: <const O extends Options = None>(options?: O) => field('int', options),
  /** Exact decimal numbers (money): a string in JSON and GraphQL, numeric in the database. */
  decimal: <const O extends Options = None>(options?: O) => field('decimal', options),
  boolean: <const O extends Options = None>(options?: O) => field('boolean', { default: false, ...options } as Merge<{ default: false }, O>),
  datetime: <const O extends Options = None>(options?: O) => field('datetime', options),
  date: <const O extends Options = None>(options?: O) => field('date', options),
  enum: <const V extends readonly string[], const O extends Options = None>(values: V, options?: O) =>
    field('enum', { values, ...options } as Merge<{ values: V }, O>),
  json: <const O extends Options = None>(options?: O) => field('json', options),
  uuid: <const O extends Options = None>(options?: O) => field('uuid', options),
  /**
   * A reference to another entity. Two declarations that point at each other (or one at
   * itself) need one of the arrows annotated, `(): ModelDefinition => Other`: otherwise each
   * one's type waits on the other's.
   */
  ref: <const O extends Options = None>(target: () => ModelDefinition, options?: O) =>
    field('ref', { required: true, index: true, ...options, target } as Merge<{ required: true }, O>),
  /** Required, unique, generated from the title when absent (`red-shirt-x3k9q2`). */
  slug: <const O extends Options = None>(options?: O) =>
    field('text', {
      required: true,
      unique: true,
      generated: 'slug',
      pattern: { regex: /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u, message: 'must be lower-case words joined by hyphens' },
      ...options,
    } as Merge<{ required: true }, O>),
  /** A file: an upload or a path or url string, kept as text (see `FieldDefinition.file`). */
  file: <const O extends Options = None>(options?: O) => field('text', { ...options, file: true } as O),
  /** Where a link goes (see `FieldDefinition.link`), kept as text. */
  link: <const O extends Options = None>(options?: O) => field('text', { ...options, link: true } as O),
  /** The name staff see and search in the admin; generated when absent. */
  adminTitle: <const O extends Options = None>(options?: O) =>
    field('text', { required: true, generated: 'adminTitle', search: true, ...options } as Merge<{ required: true }, O>),
};
