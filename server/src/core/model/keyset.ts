import { badInput } from '../errors.js';
import type { ModelDefinition } from './define-model.js';
import type { Row } from './row.js';
import { coerceValue, isNullable } from './field-kinds.js';
import type { OrderColumn } from './query.js';

/**
 * Keyset pages: a cursor holds where a row stands in its list's order (the values of the order's
 * columns, the id last), so the next page is read from there through the order's index instead
 * of counting past `offset` rows, whatever the depth. A cursor is opaque to clients: they pass
 * back one a list answered.
 */

export type CursorParameter = 'after' | 'before';

const label = ({ name, language }: OrderColumn) => (language ? `${name}.${language}` : name);

function valueOf(row: Row, { name, language }: OrderColumn): unknown {
  const value = language ? (row[name] as Record<string, unknown> | null)?.[language] : row[name];
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** The cursor of a row in a list of this order. */
export function encodeCursor(columns: OrderColumn[], row: Row): string {
  const cursor = { order: columns.map(label), values: columns.map((column) => valueOf(row, column)) };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The values a cursor holds, each checked like a value of its column; a 400 naming the parameter otherwise. */
function decodeCursor(model: ModelDefinition, columns: OrderColumn[], cursor: unknown, parameter: CursorParameter): unknown[] {
  const refuse = (why: string): never => {
    throw badInput(`${parameter}: ${why}`, parameter);
  };
  if (typeof cursor !== 'string' || !cursor) return refuse('expected a cursor string');
  let decoded: { order?: unknown; values?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return refuse('not a cursor (pass back one a list answered)');
  }
  const { order, values } = decoded ?? {};
  // Column names and values, never lists or objects (which would nest as deep as a forger likes).
  const flat = (list: unknown): list is unknown[] => Array.isArray(list) && list.every((item) => item === null || typeof item !== 'object');
  if (!flat(order) || !flat(values) || values.length !== order.length) return refuse('not a cursor (pass back one a list answered)');
  if (order.join(',') !== columns.map(label).join(',')) return refuse(`a cursor of another order (${order.join(', ')}): use the order it was given with`);
  return columns.map((column, index) => {
    const field = model.fields[column.name];
    const value = values[index];
    return value === null ? null : coerceValue(column.language ? { ...field, kind: 'text' } : field, value, parameter);
  });
}

/** `a.b` for a per-language column, as a MikroORM condition on it. */
const on = ({ name, language }: OrderColumn, condition: unknown) => (language ? { [name]: { [language]: condition } } : { [name]: condition });

/**
 * The rows beyond a row of these values in this order (asc sorts nulls last, desc first, as
 * PostgreSQL does): equal on the first columns and past it on the next, for each column.
 */
function beyond(model: ModelDefinition, columns: OrderColumn[], values: unknown[]) {
  const nullable = (column: OrderColumn) => Boolean(column.language) || isNullable(model.fields[column.name]);
  const branches: object[] = [];
  columns.forEach((column, index) => {
    const value = values[index];
    let past: object;
    if (column.direction === 'asc') {
      if (value === null) return; // nothing sorts after null
      past = nullable(column) ? { $or: [on(column, { $gt: value }), on(column, null)] } : on(column, { $gt: value });
    } else past = on(column, value === null ? { $ne: null } : { $lt: value });
    const equal = columns.slice(0, index).map((before, i) => on(before, values[i]));
    branches.push(equal.length ? { $and: [...equal, past] } : past);
  });
  // The first column's own bound lets PostgreSQL start the order's index scan at the cursor.
  const [first] = columns;
  const bound = values[0] !== null && !nullable(first) ? [on(first, { [first.direction === 'asc' ? '$gte' : '$lte']: values[0] })] : [];
  return { $and: [...bound, { $or: branches.length ? branches : [{ id: null }] }] };
}

/** The order read backwards: `before` reads the rows just before the cursor, nearest first. */
export const reversed = (columns: OrderColumn[]): OrderColumn[] =>
  columns.map((column) => ({ ...column, direction: column.direction === 'asc' ? 'desc' : 'asc' }));

/**
 * The condition and order of a keyset page: `after` a cursor in the list's order, `before` it,
 * or `fromEnd` (the last rows, as if before a cursor past the last row): the last two read in the
 * reversed order, to be turned back by the caller, so the last page costs what the first does.
 */
export function keysetPage(model: ModelDefinition, columns: OrderColumn[], { after, before, fromEnd }: { after?: unknown; before?: unknown; fromEnd?: boolean | null }) {
  if (after != null && before != null) throw badInput('before: give after or before, not both', 'before');
  if (fromEnd && (after != null || before != null)) throw badInput('fromEnd: give fromEnd or a cursor, not both', 'fromEnd');
  if (after != null) return { where: beyond(model, columns, decodeCursor(model, columns, after, 'after')), columns, backwards: false };
  if (before != null) {
    const backwards = reversed(columns);
    return { where: beyond(model, backwards, decodeCursor(model, columns, before, 'before')), columns: backwards, backwards: true };
  }
  if (fromEnd) return { where: {}, columns: reversed(columns), backwards: true };
  return { where: {}, columns, backwards: false };
}
