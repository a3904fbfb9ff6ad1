import { LRUCache } from 'lru-cache';

/**
 * A read's SQL compiled once per shape. MikroORM's query builder turns a condition into SQL
 * through its metadata, criteria nodes and knex on every call: for a product by slug that was
 * a fifth of the request's CPU, though the SQL differs between calls only in its values. Here a
 * condition is split into its shape (operators, columns, nesting, and what the builder decides
 * by value: null, booleans, empty strings, zero, how many items a list has) and its values; the
 * first read of a shape compiles it twice, with its own values and with stand-ins, and keeps
 * the SQL and which value goes to which placeholder. The builder stays the one compiler: what
 * it does not hand back unchanged (a value it converts, a raw fragment) is compiled on every
 * read, as before.
 */

export interface Compiled {
  sql: string;
  bindings: readonly unknown[];
  /** The text of a shape: the same for every read of it (and so worth preparing). */
  shared?: boolean;
}

/** The SQL of a shape and, per placeholder, the index of its value; false: compiled every time. */
type Statement = { sql: string; slots: number[] } | false;

/** Shapes come from clients' filters (a list of ids of any length is a shape each): only so many are kept. */
const statements = new LRUCache<string, Statement>({ max: 2000 });

/** MikroORM's keys for raw SQL fragments used as keys (`[raw]: … (#n)`): unique per use, never a shape. */
const RAW_KEY = '[raw]';

/**
 * The shape of `value` (appending its values to `values` in the order met), or undefined when
 * its SQL may depend on more than that (anything but plain data).
 */
function shapeOf(value: unknown, values: unknown[]): string | undefined {
  switch (typeof value) {
    case 'string':
      if (value === '') return '""';
      values.push(value);
      return 's';
    case 'number':
      if (value === 0 || !Number.isFinite(value)) return String(value);
      values.push(value);
      return 'n';
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'object': {
      if (value === null) return 'null';
      if (value instanceof Date) {
        values.push(value);
        return 'd';
      }
      if (Array.isArray(value)) {
        let shape = '[';
        for (const item of value) {
          const inner = shapeOf(item, values);
          if (inner === undefined) return undefined;
          shape += `${inner},`;
        }
        return `${shape}]`;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(value).length) return undefined;
      let shape = '{';
      for (const [key, item] of Object.entries(value)) {
        if (key.startsWith(RAW_KEY)) return undefined;
        const inner = shapeOf(item, values);
        if (inner === undefined) return undefined;
        shape += `${JSON.stringify(key)}:${inner},`;
      }
      return `${shape}}`;
    }
    default:
      return undefined;
  }
}

/** `value` with each of its values (in `shapeOf`'s order) replaced by the next of `next()`. */
function replaced(value: unknown, next: () => unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) {
    return (typeof value === 'string' && value !== '') || (typeof value === 'number' && value !== 0 && Number.isFinite(value)) || value instanceof Date
      ? next()
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => replaced(item, next));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, next)]));
}

/** A stand-in of the same type as `value`, distinct from every other stand-in and from any real value. */
const standIn = (value: unknown, index: number) =>
  typeof value === 'string' ? `\u0000standin${index}\u0000` : typeof value === 'number' ? 2_000_000_000 + index : new Date(Date.UTC(1800, 0, 1) + index);

const same = (a: unknown, b: unknown) => Object.is(a, b) || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

/**
 * The SQL and bindings of the read `compile` builds from `input` (a condition and its page),
 * from the statement of its shape when one was made; `key` names what else the SQL depends on
 * (entity, columns, order).
 */
export function compiledRead<T>(key: string, input: T, compile: (input: T) => Compiled): Compiled {
  const values: unknown[] = [];
  const shape = shapeOf(input, values);
  if (shape === undefined) return compile(input);
  const cacheKey = `${key}|${shape}`;
  const statement = statements.get(cacheKey);
  if (statement) return { sql: statement.sql, bindings: statement.slots.map((slot) => values[slot]), shared: true };
  if (statement === false) return compile(input);
  const standIns = values.map(standIn);
  let index = 0;
  // Made before compiling: the builder may change the condition it is given.
  const probeInput = replaced(input, () => standIns[index++]) as T;
  const real = compile(input);
  const probe = compile(probeInput);
  const slotOf = new Map<unknown, number>(standIns.map((value, i) => [value instanceof Date ? value.getTime() : value, i]));
  const slots = probe.bindings.map((binding) => slotOf.get(binding instanceof Date ? binding.getTime() : binding) ?? -1);
  // The builder passed every value through unchanged and the SQL did not depend on them.
  const reusable =
    probe.sql === real.sql &&
    slots.length === real.bindings.length &&
    slots.every((slot, i) => slot >= 0 && same(values[slot], real.bindings[i]) && (standIns[slot] instanceof Date) === (probe.bindings[i] instanceof Date));
  statements.set(cacheKey, reusable ? { sql: real.sql, slots } : false);
  return { ...real, shared: reusable };
}
