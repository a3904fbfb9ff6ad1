import { describe, expect, it } from 'vitest';
import { compiledRead, type Compiled } from './compiled-reads.js';

/** A compiler like the query builder's: values become bindings, null and lists shape the SQL. */
function fakeCompiler(convert: (value: unknown) => unknown = (value) => value) {
  const calls: unknown[] = [];
  const compile = (input: { where: Record<string, unknown>; limit?: number }): Compiled => {
    calls.push(input);
    const bindings: unknown[] = [];
    const conditions = Object.entries(input.where).map(([column, value]) => {
      if (value === null) return `${column} is null`;
      if (Array.isArray(value)) {
        bindings.push(...value.map(convert));
        return `${column} in (${value.map(() => '?').join(', ')})`;
      }
      bindings.push(convert(value));
      return `${column} = ?`;
    });
    if (input.limit !== undefined) bindings.push(input.limit);
    return { sql: `select * from t where ${conditions.join(' and ')}${input.limit !== undefined ? ' limit ?' : ''}`, bindings };
  };
  return { calls, compile };
}

describe('compiledRead', () => {
  it('compiles a shape once and binds each later read its own values', () => {
    const { calls, compile } = fakeCompiler();
    const key = `test-${Math.random()}`;
    const first = compiledRead(key, { where: { slug: 'a', at: new Date(5) }, limit: 1 }, compile);
    expect(first).toEqual({ sql: 'select * from t where slug = ? and at = ? limit ?', bindings: ['a', new Date(5), 1], shared: true });
    expect(calls).toHaveLength(2); // its own values, and the stand-ins
    const later = compiledRead(key, { where: { slug: 'b', at: new Date(7) }, limit: 20 }, compile);
    expect(later).toEqual({ sql: first.sql, bindings: ['b', new Date(7), 20], shared: true });
    expect(calls).toHaveLength(2);
  });

  it('tells apart what changes the SQL: null, empty text, zero, list lengths', () => {
    const { calls, compile } = fakeCompiler();
    const key = `test-${Math.random()}`;
    const read = (where: Record<string, unknown>) => compiledRead(key, { where }, compile);
    expect(read({ id: ['x', 'y'] }).sql).toBe('select * from t where id in (?, ?)');
    expect(read({ id: ['x', 'y', 'z'] })).toMatchObject({ sql: 'select * from t where id in (?, ?, ?)', bindings: ['x', 'y', 'z'] });
    expect(read({ id: null }).sql).toBe('select * from t where id is null');
    expect(read({ id: '' })).toMatchObject({ sql: 'select * from t where id = ?', bindings: [''] });
    expect(read({ id: 'q' })).toMatchObject({ sql: 'select * from t where id = ?', bindings: ['q'] });
    expect(calls).toHaveLength(10);
  });

  it('compiles every time what the compiler does not bind as given', () => {
    const { calls, compile } = fakeCompiler((value) => JSON.stringify(value));
    const key = `test-${Math.random()}`;
    expect(compiledRead(key, { where: { data: 'a' } }, compile)).toMatchObject({ bindings: ['"a"'], shared: false });
    const later = compiledRead(key, { where: { data: 'b' } }, compile);
    expect(later.bindings).toEqual(['"b"']);
    expect(later.shared).toBeFalsy();
    expect(calls).toHaveLength(3);
  });

  it('compiles every time a condition holding anything but plain data', () => {
    const { calls, compile } = fakeCompiler();
    class Fragment {}
    const key = `test-${Math.random()}`;
    compiledRead(key, { where: { id: new Fragment() } }, compile);
    compiledRead(key, { where: { id: new Fragment() } }, compile);
    compiledRead(key, { where: { '[raw]: x (#1)': 'a' } }, compile);
    expect(calls).toHaveLength(3);
  });
});
