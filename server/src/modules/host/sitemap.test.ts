import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.js';

describe('sitemapXml', () => {
  it('lists each path in every language with its alternates, the root of a prefixed language without a slash', () => {
    const xml = sitemapXml('https://shop.example.com', ['/']);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example.com/"/>' +
      '<xhtml:link rel="alternate" hreflang="ru" href="https://shop.example.com/ru"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.com/"/>';
    expect(xml).toContain(`<url><loc>https://shop.example.com/</loc>${alternates}</url>\n<url><loc>https://shop.example.com/ru</loc>${alternates}</url>`);
  });

  it('escapes what XML gives a meaning', () => {
    const xml = sitemapXml('https://shop.example.com', ["/a&b/<c>/'d'"]);
    expect(xml).toContain('<loc>https://shop.example.com/a&#38;b/&#60;c&#62;/&#39;d&#39;</loc>');
    expect(xml).not.toMatch(/&b|<c>/);
  });
});
