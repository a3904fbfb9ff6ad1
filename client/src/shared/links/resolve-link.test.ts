import { describe, expect, it } from 'vitest';
import { resolveLink } from './resolve-link';

describe('resolveLink', () => {
  it('leaves absolute urls as they are and marks them for a new tab', () => {
    expect(resolveLink('https://github.com', 'ru')).toEqual({ href: 'https://github.com', external: true });
    expect(resolveLink('http://example.com/a', 'en')).toEqual({ href: 'http://example.com/a', external: true });
    expect(resolveLink('mailto:hello@example.com', 'ru')).toEqual({ href: 'mailto:hello@example.com', external: true });
    expect(resolveLink('//cdn.example.com/x', 'ru')).toEqual({ href: '//cdn.example.com/x', external: true });
  });

  it('prefixes relative paths with a non-default language', () => {
    expect(resolveLink('/shop', 'ru')).toEqual({ href: '/ru/shop', external: false });
    expect(resolveLink('/', 'ru')).toEqual({ href: '/ru', external: false });
    expect(resolveLink('blog', 'ru')).toEqual({ href: '/ru/blog', external: false });
  });

  it('leaves relative paths unprefixed in the default language', () => {
    expect(resolveLink('/shop', 'en')).toEqual({ href: '/shop', external: false });
    expect(resolveLink('/', 'en')).toEqual({ href: '/', external: false });
  });

  it('does not prefix a bare language root, nor a path that already has a language', () => {
    expect(resolveLink('/ru', 'ru').href).toBe('/ru');
    expect(resolveLink('/ru', 'en').href).toBe('/ru');
    expect(resolveLink('/ru/shop', 'ru').href).toBe('/ru/shop');
  });

  it('treats an empty url as the site root in the current language', () => {
    expect(resolveLink('', 'en')).toEqual({ href: '/', external: false });
    expect(resolveLink(null, 'ru')).toEqual({ href: '/ru', external: false });
    expect(resolveLink('   ', 'ru')).toEqual({ href: '/ru', external: false });
  });

  it('keeps query strings and fragments, and a colon in them does not make the url absolute', () => {
    expect(resolveLink('/search?q=a:b', 'ru')).toEqual({ href: '/ru/search?q=a:b', external: false });
    expect(resolveLink('/about#team', 'ru').href).toBe('/ru/about#team');
    expect(resolveLink('#contact', 'ru').href).toBe('#contact');
  });

  it.each([' javascript:alert(1)', '\tjavascript:alert(1)', 'JaVaScRiPt:alert(1)', '\u0001javascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd'])(
    'never makes %j a live link: it is treated as empty',
    (url) => {
      expect(resolveLink(url, 'ru')).toEqual({ href: '/ru', external: false });
      expect(resolveLink(url, 'en')).toEqual({ href: '/', external: false });
    },
  );

  it('still allows tel: and mailto: links', () => {
    expect(resolveLink('tel:+15551234567', 'en')).toEqual({ href: 'tel:+15551234567', external: true });
    expect(resolveLink(' MAILTO:a@example.com ', 'en')).toEqual({ href: 'MAILTO:a@example.com', external: true });
  });
});
