import { LRUCache } from 'lru-cache';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/row.js';
import { FIELD_KINDS } from '../model/field-kinds.js';
import type { ItemsList, RefObject, RowsList } from '../model/relations.js';
import type { Page } from '../model/query.js';

/**
 * Nested relations read in the statement of the rows they hang from (their SQL: see
 * core/read/select-sql.ts): what a read asks for (`NestedRead`), and how its rows come back
 * from the statement's JSON, mapped exactly as a row's own columns are. A row keeps what was
 * read under it for the field resolvers in a non-enumerable symbol-keyed property: REST
 * serialisation and answers never see it.
 */

/** A nested relation field: a reference (`pagesToLayouts.layout`), relation rows, related items. */
export type Relation = { kind: 'ref'; ref: RefObject } | { kind: 'rows'; list: RowsList } | { kind: 'items'; list: ItemsList };

/** A nested relation to read with the rows it hangs from, and those to read under its own rows. */
export interface NestedRead {
  /** Where its field resolver finds what was read (`nestedKey`). */
  key: string;
  relation: Relation;
  nested: NestedRead[];
  /**
   * The fields of its rows the query asks for (sorted; names that are no field of the target,
   * its relations', are passed over): only they are read, with the id and the references' keys
   * (what the loaders of relations not read here start from). Every field when absent.
   */
  fields?: readonly string[];
  /** The rows of each parent's list read (relation rows, related items), in list order; the whole list when absent. */
  page?: Page;
}

/** The key of a nested field under its parent: its response key (its alias, if any) and its name. */
export const nestedKey = (responseKey: string, fieldName: string) => `${responseKey}:${fieldName}`;

/** The column of a root statement holding its rows' nested reads. */
export const NESTED_COLUMN = '__nested';

type Value = Row | Row[] | null;
type Json = Record<string, unknown>;
const PRELOADED = Symbol('nested rows read with this row');

/** What was read under this row for a nested field; undefined when it was not read with it. */
export function preloaded(row: Row, key: string): Value | undefined {
  return (row as { [PRELOADED]?: Map<string, Value> })[PRELOADED]?.get(key);
}

export const targetOf = (relation: Relation): ModelDefinition =>
  relation.kind === 'ref' ? relation.ref.target : relation.kind === 'rows' ? relation.list.relation : relation.list.target;
/** The entities whose rows a nested relation reads: its rows' own, and for related items the relation's linking them. */
export const modelsRead = (relation: Relation): ModelDefinition[] => (relation.kind === 'items' ? [relation.list.relation, relation.list.target] : [targetOf(relation)]);
const nameOf = (relation: Relation) => (relation.kind === 'ref' ? relation.ref.name : relation.list.name);

/** Which relations, nested how, which page of each: what the SQL depends on (aliases do not). */
export const nestedShape = (reads: NestedRead[]): string =>
  reads.map((read) => `${nameOf(read.relation)}[${read.fields?.join(' ') ?? '*'}]${pageShape(read.page)}(${nestedShape(read.nested)})`).join(',');
const pageShape = (page: Page | undefined) => (page ? `{${page.limit}+${page.offset}}` : '');

/**
 * A row constructor's values come back as JSON keyed by position (`row(a, b)` is
 * `{"f1": a, "f2": b}`): unlike `json_build_object` it takes any number of columns.
 */
const position = (index: number) => `f${index + 1}`;

type ReadField = { name: string; at: string; read?: (value: unknown) => unknown };
/** The fields read by field selection, per model; selections come from clients' queries, so only so many are kept. */
const readFields = new LRUCache<string, ReadField[]>({ max: 1000 });

/** The fields of a model a nested read reads (see `NestedRead.fields`), where `rowSql` puts each, and how each comes back from JSON. */
export function fieldsOf(model: ModelDefinition, selected: readonly string[] | undefined): ReadField[] {
  const key = `${model.name}|${selected?.join(' ') ?? '*'}`;
  let fields = readFields.get(key);
  if (!fields) {
    const asked = selected && new Set(selected);
    const entries = Object.entries(model.fields).filter(([name, field]) => !asked || name === 'id' || field.kind === 'ref' || asked.has(name));
    fields = entries.map(([name, field], index) => ({ name, at: position(index), read: FIELD_KINDS[field.kind].inJson?.read }));
    readFields.set(key, fields);
  }
  return fields;
}

/** The fields of a read's rows, looked up once per read (per request), not per row. */
const fieldsOfRead = new WeakMap<NestedRead, ReadField[]>();
function readFieldsOf(read: NestedRead): ReadField[] {
  let fields = fieldsOfRead.get(read);
  if (!fields) fieldsOfRead.set(read, (fields = fieldsOf(targetOf(read.relation), read.fields)));
  return fields;
}

/** A nested row from its JSON: its `fields` (`readFieldsOf`), then what was read under it. */
function rowFrom(fields: ReadField[], json: Json, nested: NestedRead[]): Row {
  const row = {} as Row;
  for (const { name, at, read: fromJson } of fields) {
    const value = json[at];
    row[name] = fromJson && value !== null ? fromJson(value) : value;
  }
  keep(row, nested, json, fields.length);
  return row;
}

/** Keeps on `row` what was read under it: the values of `json` from position `first` on. */
function keep(row: Row, reads: NestedRead[], json: Json, first: number) {
  if (!reads.length) return;
  const values = new Map<string, Value>();
  reads.forEach((read, index) => {
    const value = json[position(first + index)];
    const fields = readFieldsOf(read);
    values.set(
      read.key,
      read.relation.kind === 'ref'
        ? value === null
          ? null
          : rowFrom(fields, value as Json, read.nested)
        : (value as Json[]).map((item) => rowFrom(fields, item, read.nested)),
    );
  });
  Object.defineProperty(row, PRELOADED, { value: values });
}

/** A root row with the nested rows its statement read (its `NESTED_COLUMN`). */
export function withNested(row: Row, reads: NestedRead[], column: unknown): Row {
  keep(row, reads, column as Json, 0);
  return row;
}
