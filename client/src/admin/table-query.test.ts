import { describe, expect, it } from 'vitest';
import { adminModel } from './admin-model-fixture';
import { listVariables, pageWindow, searchPattern } from './table-query';

describe('searchPattern', () => {
  it('searches contained text from 3 letters or digits in a row, shorter terms at the start', () => {
    expect(searchPattern('shirt')).toBe('%shirt%');
    expect(searchPattern('руб')).toBe('%руб%');
    expect(searchPattern('42')).toBe('42%');
    expect(searchPattern('a b')).toBe('a b%');
  });
});

describe('pageWindow', () => {
  it('reads the first half of the pages from the start, the rest from the end', () => {
    expect(pageWindow(1, 20, 0)).toEqual({ offset: 0, limit: 20, reversed: false });
    expect(pageWindow(2, 20, 45)).toEqual({ offset: 20, limit: 20, reversed: false });
    // The last page of 45: its 5 rows, the first 5 of the list read backwards.
    expect(pageWindow(3, 20, 45)).toEqual({ offset: 0, limit: 5, reversed: true });
    // The last full page of a million rows, and the one before it.
    expect(pageWindow(50_000, 20, 1_000_000)).toEqual({ offset: 0, limit: 20, reversed: true });
    expect(pageWindow(49_999, 20, 1_000_000)).toEqual({ offset: 20, limit: 20, reversed: true });
    expect(pageWindow(9, 20, 45)).toEqual({ offset: 160, limit: 20, reversed: false });
  });

  it('reverses the order of a page read from the end', () => {
    const model = adminModel('Thing', []);
    const forward = listVariables(model, { term: '', offset: 0, limit: 20, reversed: false });
    const backward = listVariables(model, { term: '', offset: 0, limit: 20, reversed: true });
    expect(forward.orderBy).toEqual([{ column: 'createdAt', method: 'desc' }]);
    expect(backward.orderBy).toEqual([{ column: 'createdAt', method: 'asc' }]);
  });
});
