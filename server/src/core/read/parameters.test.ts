import { describe, expect, it } from 'vitest';
import { literal, textOf, withQuestionMarks } from './parameters.js';

describe('a read with $n placeholders, as the ORM takes it', () => {
  it('has a ? per $n, each with its value (one used twice: twice)', () => {
    expect(withQuestionMarks('select * from t where a = $1 and b in ($2, $3) and c = $1', ['x', 1, 2])).toEqual({
      sql: 'select * from t where a = ? and b in (?, ?) and c = ?',
      params: ['x', 1, 2, 'x'],
    });
  });

  it('leaves $n in strings, identifiers, comments and dollar quotes as text, and escapes every literal ?', () => {
    const text = `select '$1 ?', "a$1", E'\\'$1', $tag$ $1 ? $tag$, x$1, j ? 'k' /* $1 */ -- $2\n, $2`;
    expect(withQuestionMarks(text, ['a', 'b'])).toEqual({
      sql: `select '$1 \\?', "a$1", E'\\'$1', $tag$ $1 \\? $tag$, x$1, j \\? 'k' /* $1 */ -- $2\n, ?`,
      params: ['b'],
    });
  });

  it('passes an array as one PostgreSQL array (the ORM would make it a list)', () => {
    expect(withQuestionMarks('select $1', [[1, 'a"b', null, new Date(0)]]).params).toEqual(['{"1","a\\"b",NULL,"1970-01-01T00:00:00.000Z"}']);
  });

  it('refuses a placeholder without its value', () => {
    expect(() => withQuestionMarks('select $2', ['a'])).toThrow(RangeError);
  });
});

describe('a value as PostgreSQL receives it', () => {
  it('as text: dates in UTC, objects as JSON, bytes in hex; as a literal, quoted', () => {
    expect(textOf(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)))).toBe('2024-01-02T03:04:05.006Z');
    expect(textOf({ a: [1] })).toBe('{"a":[1]}');
    expect(textOf(Buffer.from([1, 255]))).toBe('\\x01ff');
    expect(textOf(undefined)).toBeNull();
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('back\\slash')).toBe(" E'back\\\\slash'");
    expect(literal(5)).toBe("'5'");
    expect(literal(null)).toBe('NULL');
  });
});
