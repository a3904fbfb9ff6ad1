import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMetadata } from './page-metadata';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyPageMetadata', () => {
  it('takes title, description and keywords from the primary metadata', () => {
    applyPageMetadata(
      document,
      [
        { variant: 'default', title: 'Ignored' },
        { variant: 'primary', title: 'Shop · Atelier', description: 'Everything we make.', keywords: 'shop, linen' },
      ],
      'Shop',
    );

    expect(document.title).toBe('Shop · Atelier');
    expect(meta('description')).toBe('Everything we make.');
    expect(meta('keywords')).toBe('shop, linen');
  });

  it("falls back to the page's title and removes the previous page's tags", () => {
    applyPageMetadata(document, [{ variant: 'primary', title: 'A', description: 'D', keywords: 'K' }], 'A');
    applyPageMetadata(document, [], 'Contact');

    expect(document.title).toBe('Contact');
    expect(meta('description')).toBeUndefined();
    expect(meta('keywords')).toBeUndefined();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(0);
  });
});
