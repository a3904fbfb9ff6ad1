import type { Fields, ModelDefinition } from './define-model.js';
import type { RowOf } from './row.js';
import { snake } from './naming.js';

/** A field's column: its name in snake case (`subjectId` → `subject_id`), the one rule entity-schema.ts maps it by. */
export const columnName = (field: string) => snake(field);

/** The table of a declaration and the columns of its fields, as quoted SQL identifiers. */
export interface Table<F extends Fields = Fields> {
  /** `"ecommerce_orders"` */
  table: string;
  /** `"subject_id"` for `subjectId`: a name the declaration has no field of throws. */
  column(field: keyof F & string): string;
}

const tables = new WeakMap<ModelDefinition, Table>();

/**
 * How SQL names a declaration's table and columns, derived from the declaration: no statement
 * spells a table by hand, and a mistyped field is an error at the statement's first use. Made
 * once per declaration: a statement on a hot path pays a lookup.
 */
export function tableOf<F extends Fields>(model: ModelDefinition<F>): Table<F> {
  let table = tables.get(model);
  if (!table) {
    const columns = new Map(Object.keys(model.fields).map((field) => [field, `"${columnName(field)}"`]));
    const column = (field: string) => {
      const name = columns.get(field);
      if (name === undefined) throw new Error(`${model.name} has no field '${field}'`);
      return name;
    };
    table = { table: `"${model.table}"`, column };
    tables.set(model, table);
  }
  return table;
}

/**
 * Every field of a declaration's row as a statement's columns, from the table aliased `alias`,
 * each named `prefix.field`: several models' rows can come back in one statement's rows and
 * be told apart by `rowAt`.
 */
export function columnsOf(model: ModelDefinition, alias: string, prefix = alias): string {
  const { column } = tableOf(model);
  return Object.keys(model.fields)
    .map((field) => `${alias}.${column(field)} as "${prefix}.${field}"`)
    .join(', ');
}

/**
 * The row of `model` among a statement's columns named by `columnsOf`, as the ORM gives it (a
 * time as a Date: the connection answers times as text); null when its id is (an outer join
 * without one).
 */
export function rowAt<M extends ModelDefinition>(model: M, columns: Record<string, unknown>, prefix: string): RowOf<M> | null {
  if (columns[`${prefix}.id`] == null) return null;
  return Object.fromEntries(
    Object.entries(model.fields).map(([field, definition]) => {
      const value = columns[`${prefix}.${field}`];
      return [field, definition.kind === 'datetime' && typeof value === 'string' ? new Date(value) : value];
    }),
  ) as RowOf<M>;
}
