import { describe, expect, it } from 'vitest';
import { splitLanguage } from '../../core/languages.js';
import { bestPattern, matchPattern } from './page-url.js';

describe('page urls', () => {
  it('splits the language prefix off', () => {
    expect(splitLanguage('/ru/about')).toEqual({ language: 'ru', path: '/about' });
    expect(splitLanguage('/ru')).toEqual({ language: 'ru', path: '/' });
    expect(splitLanguage('/about?x=1')).toEqual({ language: 'en', path: '/about' });
    expect(splitLanguage('/en/about')).toEqual({ language: 'en', path: '/en/about' });
    expect(splitLanguage('')).toEqual({ language: 'en', path: '/' });
  });

  it('matches placeholder segments', () => {
    expect(matchPattern('/ecommerce/products/[ecommerce.products.slug]', '/ecommerce/products/red-shirt')).toEqual({
      'ecommerce.products.slug': 'red-shirt',
    });
    expect(matchPattern('/ecommerce/products/[ecommerce.products.slug]', '/ecommerce/stores/x')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
  });

  it('prefers exact urls, then the most specific pattern', () => {
    const urls = ['/', '/blog', '/blog/articles/[blog.articles.slug]', '/[a.b.c]/[a.b.d]/[a.b.e]', '/blog/articles/featured'];
    expect(bestPattern(urls, '/blog/articles/featured')).toBe('/blog/articles/featured');
    expect(bestPattern(urls, '/blog/articles/hello')).toBe('/blog/articles/[blog.articles.slug]');
    expect(bestPattern(urls, '/x/y/z')).toBe('/[a.b.c]/[a.b.d]/[a.b.e]');
    expect(bestPattern(urls, '/nothing')).toBeUndefined();
  });
});
