import { describe, expect, it } from 'vitest';
import { adminField, adminModel } from './admin-model-fixture';
import { rowTitle } from './row-text';

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
