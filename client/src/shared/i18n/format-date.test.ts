import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the date as the language does', () => {
    expect(formatDate('2026-03-04T12:00:00.000Z', 'en')).toBe('March 4, 2026');
    expect(formatDate('2026-03-04T12:00:00.000Z', 'ru')).toBe('4 марта 2026 г.');
  });

  it('is empty for a value that is no date', () => {
    expect(formatDate('soon', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
  });
});
