import { describe, expect, it } from 'vitest';
import { pluralize, uiText } from './ui-text';

describe('pluralize', () => {
  it('picks the plural form of the language', () => {
    expect(pluralize(1, uiText('en').products, 'en')).toBe('1 product');
    expect(pluralize(2, uiText('en').products, 'en')).toBe('2 products');
    expect(pluralize(1, uiText('ru').products, 'ru')).toBe('1 товар');
    expect(pluralize(3, uiText('ru').products, 'ru')).toBe('3 товара');
    expect(pluralize(5, uiText('ru').products, 'ru')).toBe('5 товаров');
    expect(pluralize(21, uiText('ru').articles, 'ru')).toBe('21 статья');
  });
});
