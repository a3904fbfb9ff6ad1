import { describe, expect, it } from 'vitest';
import { productTone } from './product-tones';

describe('productTone', () => {
  it('gives a product the same tone every time', () => {
    expect(productTone('linen-shirt-y2eku8')).toBe(productTone('linen-shirt-y2eku8'));
  });

  it('spreads slugs over several tones and gives neighbours in a list different ones', () => {
    const slugs = ['linen-shirt', 'wool-sweater', 'canvas-tote', 'leather-wallet', 'ceramic-mug', 'scented-candle'];
    expect(new Set(slugs.map((slug) => productTone(slug))).size).toBeGreaterThan(2);
    expect(productTone(0)).not.toBe(productTone(1));
  });
});
