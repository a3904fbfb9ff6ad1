import pg from 'pg';
import { LRUCache } from 'lru-cache';

/**
 * A read's values and its `$1…$n` placeholders, in the forms each way of sending it needs: the
 * text PostgreSQL receives for a parameter, that text as an SQL literal, and the `?` form the
 * ORM inlines its values into.
 */

/**
 * The text PostgreSQL receives for a value, as `pg` would send it, except that a date is sent
 * in UTC as the ORM formats it (`forceUtcTimezone`), whatever the process's time zone: the
 * same instant either way, and the same text a read inlined by the ORM has. An array is a
 * PostgreSQL array; an object, JSON.
 */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (Array.isArray(value)) return arrayText(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayText(items: readonly unknown[]): string {
  const elements = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayText(item);
    return `"${textOf(item)!.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

/**
 * A value as an SQL literal of unknown type, as a parameter's text is: PostgreSQL gives it the
 * type its place calls for, as it does a parameter (`EXECUTE name(…)` takes these).
 */
export function literal(value: unknown): string {
  const text = textOf(value);
  return text === null ? 'NULL' : pg.escapeLiteral(text);
}

/** An identifier, quoted. */
export const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Where each `$n` of a text is, and the `?` form of the text (every literal `?` escaped as
 * `\?`, which the ORM's formatting keeps as `?`). Placeholders inside quoted strings,
 * identifiers and comments are text.
 */
interface QuestionMarks {
  sql: string;
  /** Per `?`, the index of its value (a `$n` used twice is two `?`). */
  order: number[];
}

/** Texts are shapes: only so many are kept. */
const converted = new LRUCache<string, QuestionMarks>({ max: 2000 });

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;
/**
 * The quoted string, quoted identifier, comment or dollar-quoted string starting at `i`: how
 * long its opening is and what ends it; undefined: none starts there.
 */
function stretchAt(text: string, i: number): { opening: number; end: RegExp } | undefined {
  const previous = text[i - 1] ?? ' ';
  if (text[i] === "'") {
    // E'…' strings take backslash escapes.
    const escapes = /[eE]/.test(previous) && !IDENTIFIER_CHAR.test(text[i - 2] ?? ' ');
    return { opening: 1, end: escapes ? /(?:[^'\\]|\\[\s\S]|'')*'/y : /(?:[^']|'')*'/y };
  }
  if (text[i] === '"') return { opening: 1, end: /(?:[^"]|"")*"/y };
  if (text.startsWith('--', i)) return { opening: 2, end: /[^\n]*/y };
  if (text.startsWith('/*', i)) return { opening: 2, end: /[\s\S]*?\*\//y };
  if (text[i] !== '$' || IDENTIFIER_CHAR.test(previous)) return undefined;
  const tag = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
  tag.lastIndex = i;
  const found = tag.exec(text)?.[0];
  return found ? { opening: found.length, end: new RegExp(`[\\s\\S]*?${found.replace(/\$/g, '\\$')}`, 'y') } : undefined;
}

function questionMarksOf(text: string): QuestionMarks {
  let sql = '';
  const order: number[] = [];
  const placeholder = /\$(\d+)/y;
  let i = 0;
  while (i < text.length) {
    const stretch = stretchAt(text, i);
    if (stretch) {
      const { opening, end } = stretch;
      end.lastIndex = i + opening;
      const stop = end.exec(text) ? end.lastIndex : text.length;
      sql += text.slice(i, stop).replace(/\?/g, '\\?');
      i = stop;
      continue;
    }
    placeholder.lastIndex = i;
    const found = IDENTIFIER_CHAR.test(text[i - 1] ?? ' ') ? null : placeholder.exec(text);
    if (found) {
      sql += '?';
      order.push(Number(found[1]) - 1);
      i = placeholder.lastIndex;
      continue;
    }
    sql += text[i] === '?' ? '\\?' : text[i];
    i += 1;
  }
  return { sql, order };
}

/**
 * A text with `$n` placeholders as the ORM takes it: `?` placeholders, each with its value (an
 * array as a PostgreSQL array: the ORM's formatting would make it a list).
 */
export function withQuestionMarks(text: string, values: readonly unknown[]): { sql: string; params: unknown[] } {
  // Without values the ORM's formatting leaves the text as it is, escapes included.
  if (!values.length) return { sql: text, params: [] };
  let marks = converted.get(text);
  if (!marks) converted.set(text, (marks = questionMarksOf(text)));
  const params = marks.order.map((index) => {
    if (index < 0 || index >= values.length) throw new RangeError(`$${index + 1} has no value (${values.length} given)`);
    const value = values[index];
    return Array.isArray(value) ? textOf(value) : value;
  });
  return { sql: marks.sql, params };
}
