import { describe, expect, it } from 'vitest';
import { textIn, titleIn, UNTITLED } from './localized-text';

describe('titleIn', () => {
  it('is the text in the requested language', () => {
    expect(titleIn({ en: 'Shop', ru: 'Магазин' }, 'ru')).toBe('Магазин');
    expect(titleIn({ en: 'Shop', ru: 'Магазин' }, 'en')).toBe('Shop');
  });

  it("is 'Untitled' when that language is missing or blank, without borrowing another language", () => {
    expect(titleIn({ en: 'Shop' }, 'ru')).toBe(UNTITLED);
    expect(titleIn({ en: 'Shop', ru: '  ' }, 'ru')).toBe('Untitled');
    expect(titleIn({ en: 'Shop', ru: null }, 'ru')).toBe('Untitled');
    expect(titleIn(null, 'en')).toBe('Untitled');
  });
});

describe('textIn', () => {
  it('is undefined for optional texts with no translation, so that nothing is shown', () => {
    expect(textIn({ en: 'A subtitle' }, 'ru')).toBeUndefined();
    expect(textIn(undefined, 'en')).toBeUndefined();
    expect(textIn({ ru: ' Подзаголовок ' }, 'ru')).toBe('Подзаголовок');
  });
});
