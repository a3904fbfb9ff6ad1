import { describe, expect, it } from 'vitest';
import { searchPattern } from './table-query';

describe('searchPattern', () => {
  it('searches contained text from 3 letters or digits in a row, shorter terms at the start', () => {
    expect(searchPattern('shirt')).toBe('%shirt%');
    expect(searchPattern('руб')).toBe('%руб%');
    expect(searchPattern('42')).toBe('42%');
    expect(searchPattern('a b')).toBe('a b%');
  });
});
