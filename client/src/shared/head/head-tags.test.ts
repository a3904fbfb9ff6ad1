import { describe, expect, it } from 'vitest';
import { absoluteUrl, articleJsonLd, canonicalUrl, jsonLdText, languageAlternates, openGraphLocale, productJsonLd, shortDescription } from './head-tags';

describe('canonical and alternate urls', () => {
  it('names the page under the public origin, without a trailing slash, query or fragment', () => {
    expect(canonicalUrl('https://shop.example', '/')).toBe('https://shop.example/');
    expect(canonicalUrl('https://shop.example/', '/ru/shop/')).toBe('https://shop.example/ru/shop');
    expect(canonicalUrl('http://127.0.0.1:4000', '/about')).toBe('http://127.0.0.1:4000/about');
    expect(absoluteUrl('https://shop.example', '/public/a.png')).toBe('https://shop.example/public/a.png');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('lists the page in every language and the default language as x-default, from either language', () => {
    const expected = [
      { hrefLang: 'en', href: 'https://shop.example/blog/articles/x' },
      { hrefLang: 'ru', href: 'https://shop.example/ru/blog/articles/x' },
      { hrefLang: 'x-default', href: 'https://shop.example/blog/articles/x' },
    ];
    expect(languageAlternates('https://shop.example', '/blog/articles/x')).toEqual(expected);
    expect(languageAlternates('https://shop.example', '/ru/blog/articles/x')).toEqual(expected);
    expect(languageAlternates('https://shop.example', '/ru').map((alternate) => alternate.href)).toEqual([
      'https://shop.example/',
      'https://shop.example/ru',
      'https://shop.example/',
    ]);
  });

  it("writes OpenGraph's locales", () => {
    expect(openGraphLocale('en')).toBe('en_US');
    expect(openGraphLocale('ru')).toBe('ru_RU');
  });
});

describe('JSON-LD', () => {
  it('describes a product with one offer per currency, currencies in ISO case', () => {
    expect(
      productJsonLd({
        name: 'Linen shirt',
        description: 'Breathable.',
        url: 'https://shop.example/ecommerce/products/linen-shirt',
        image: 'https://shop.example/public/shirt.jpg',
        sku: 'linen-shirt',
        offers: [
          { price: '49', currency: 'usd' },
          { price: '4500', currency: 'rub' },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen shirt',
      description: 'Breathable.',
      image: ['https://shop.example/public/shirt.jpg'],
      sku: 'linen-shirt',
      url: 'https://shop.example/ecommerce/products/linen-shirt',
      offers: [
        { '@type': 'Offer', price: '49', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://shop.example/ecommerce/products/linen-shirt' },
        { '@type': 'Offer', price: '4500', priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url: 'https://shop.example/ecommerce/products/linen-shirt' },
      ],
    });
  });

  it('leaves out what a product does not have', () => {
    const json = productJsonLd({ name: 'Mug', url: 'https://shop.example/m', offers: [] });
    expect(Object.keys(json)).toEqual(['@context', '@type', 'name', 'url', 'offers']);
  });

  it('describes an article with its dates, language and a headline search engines accept', () => {
    const json = articleJsonLd({
      headline: 'x'.repeat(120),
      url: 'https://shop.example/ru/blog/articles/a',
      datePublished: '2026-03-04T12:00:00.000Z',
      language: 'ru',
    });
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: `${'x'.repeat(109)}…`,
      datePublished: '2026-03-04T12:00:00.000Z',
      dateModified: '2026-03-04T12:00:00.000Z',
      inLanguage: 'ru',
      mainEntityOfPage: 'https://shop.example/ru/blog/articles/a',
      url: 'https://shop.example/ru/blog/articles/a',
    });
  });

  it('cannot end its script element early', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('shortDescription', () => {
  it('folds whitespace and cuts long texts at a word', () => {
    expect(shortDescription('  Linen,\n  washed.  ')).toBe('Linen, washed.');
    expect(shortDescription('   ')).toBeUndefined();
    const cut = shortDescription('word '.repeat(60));
    expect(cut!.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});
