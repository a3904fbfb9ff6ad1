import { describe, expect, it } from 'vitest';
import { adminField, adminModel } from './admin-model-fixture';
import { dateTimeText, rowTitle } from './row-text';

// A price: a per-language `string` left empty, its amount in `number`.
const attribute = adminModel('EcommerceAttribute', [adminField('string', 'localized'), adminField('number', 'decimal')]);

describe('rowTitle', () => {
  it('names a row by its first display field with text, in the language asked, else another', () => {
    expect(rowTitle(attribute, { id: 'a1', string: { en: 'Blue', ru: 'Синий' }, number: '5.00' }, 'ru')).toBe('Синий');
    expect(rowTitle(attribute, { id: 'a1', string: { en: null, ru: 'Синий' }, number: '5.00' }, 'en')).toBe('Синий');
  });

  it('falls back to the next display field when the first is blank (a price by its amount), then to the id', () => {
    expect(rowTitle(attribute, { id: 'a1', string: { en: null, ru: ' ' }, number: '59.00' })).toBe('59.00');
    expect(rowTitle(attribute, { id: 'a1', string: null, number: null })).toBe('a1');
  });
});

describe('rowTitle of an attribute holding a yes or no, or a time', () => {
  const valued = adminModel('EcommerceAttribute', [
    adminField('string', 'localized'),
    adminField('number', 'decimal'),
    adminField('boolean', 'boolean'),
    adminField('datetime', 'datetime'),
  ]);

  it('shows the yes or no as it is, false too', () => {
    expect(rowTitle(valued, { id: 'a1', string: null, number: null, boolean: false, datetime: null })).toBe('false');
    expect(rowTitle(valued, { id: 'a1', string: null, number: null, boolean: true, datetime: null })).toBe('true');
  });

  it('shows a time as DD.MM.YYYY HH:mm, in the local time zone', () => {
    const time = new Date(2026, 10, 26, 13, 58);
    expect(rowTitle(valued, { id: 'a1', string: null, number: null, boolean: null, datetime: time.toISOString() })).toBe('26.11.2026 13:58');
    expect(dateTimeText(new Date(2026, 0, 5, 7, 3).toISOString())).toBe('05.01.2026 07:03');
  });
});
