import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, languageOfPath, localizedPath, pathInLanguage, unprefixedPath } from './language';

describe('languageOfPath', () => {
  it('is the default language for unprefixed paths', () => {
    expect(languageOfPath('/')).toBe(DEFAULT_LANGUAGE);
    expect(languageOfPath('/blog/articles/hello')).toBe('en');
  });

  it('reads a non-default language from the first segment', () => {
    expect(languageOfPath('/ru')).toBe('ru');
    expect(languageOfPath('/ru/')).toBe('ru');
    expect(languageOfPath('/ru/blog/articles/hello')).toBe('ru');
  });

  it('does not take the default language as a prefix, nor look past the first segment', () => {
    expect(languageOfPath('/en/blog')).toBe('en');
    expect(languageOfPath('/blog/ru')).toBe('en');
    expect(languageOfPath('/russia')).toBe('en');
  });
});

describe('localizedPath', () => {
  it('leaves paths in the default language unprefixed', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/blog/articles/hello', 'en')).toBe('/blog/articles/hello');
  });

  it('prefixes other languages', () => {
    expect(localizedPath('/', 'ru')).toBe('/ru');
    expect(localizedPath('/blog/articles/hello', 'ru')).toBe('/ru/blog/articles/hello');
  });
});

describe('unprefixedPath', () => {
  it('drops a language prefix and keeps the rest', () => {
    expect(unprefixedPath('/ru')).toBe('/');
    expect(unprefixedPath('/ru/')).toBe('/');
    expect(unprefixedPath('/ru/shop')).toBe('/shop');
    expect(unprefixedPath('/shop')).toBe('/shop');
    expect(unprefixedPath('/russia')).toBe('/russia');
  });
});

describe('pathInLanguage', () => {
  it('moves the current page into another language', () => {
    expect(pathInLanguage('/shop', 'ru')).toBe('/ru/shop');
    expect(pathInLanguage('/ru/shop', 'en')).toBe('/shop');
    expect(pathInLanguage('/', 'ru')).toBe('/ru');
    expect(pathInLanguage('/ru', 'en')).toBe('/');
    expect(pathInLanguage('/ru/ecommerce/products/linen', 'ru')).toBe('/ru/ecommerce/products/linen');
  });
});
