import { describe, expect, it } from 'vitest';
import { adminField, adminModel } from './admin-model-fixture';
import { listVariables, searchPattern } from './table-query';

describe('searchPattern', () => {
  it('searches contained text from 3 letters or digits in a row, shorter terms at the start', () => {
    expect(searchPattern('shirt')).toBe('%shirt%');
    expect(searchPattern('руб')).toBe('%руб%');
    expect(searchPattern('42')).toBe('42%');
    expect(searchPattern('a b')).toBe('a b%');
  });

  it('searches the term as typed: its wildcards and backslashes escaped', () => {
    expect(searchPattern('Linen\\')).toBe('%Linen\\\\%');
    expect(searchPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(searchPattern('5%_')).toBe('5\\%\\_%');
    expect(searchPattern('%\\')).toBe('\\%\\\\%');
  });
});

describe('listVariables', () => {
  it('orders rows newest first, relation rows by their order, and passes the page on', () => {
    const page = { limit: 13, before: 'cursor' };
    expect(listVariables(adminModel('Thing', []), { term: '', page })).toEqual({ filters: undefined, orderBy: [{ column: 'createdAt', method: 'desc' }], limit: 13, before: 'cursor' });
    const relation = adminModel('ThingsToOthers', [adminField('orderIndex', 'int')]);
    expect(listVariables(relation, { term: '', page: { limit: 13, fromEnd: true }, fixed: { field: 'thingId', value: 'x' } })).toEqual({
      filters: { and: [{ column: 'thingId', method: 'eq', value: 'x' }] },
      orderBy: [
        { column: 'orderIndex', method: 'asc' },
        { column: 'createdAt', method: 'asc' },
      ],
      limit: 13,
      fromEnd: true,
    });
  });
});
