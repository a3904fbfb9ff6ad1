import { describe, expect, it } from 'vitest';
import { toneOf } from './tones';

/** Relative luminance of a '#rrggbb' colour (WCAG), 0 for black to 1 for white. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('toneOf', () => {
  it('gives a product its tone from its slug alone, the same in every release', () => {
    // Pinned: a product's backdrop on its card, its page and in the cart does not change with a release.
    expect(toneOf('linen-shirt-y2eku8').background).toBe('#e9e6d9');
    expect(toneOf('leather-wallet').background).toBe('#ece4ea');
    expect(toneOf('ceramic-mug').background).toBe('#e3e6ec');
    // One character more is another product, and may well have another tone.
    expect(toneOf('linen-shirt-y2eku9').background).toBe('#efe6dc');
  });

  it('spreads slugs over several tones and gives neighbours in a list different ones', () => {
    const slugs = ['linen-shirt', 'wool-sweater', 'canvas-tote', 'leather-wallet', 'ceramic-mug', 'scented-candle'];
    expect(new Set(slugs.map((slug) => toneOf(slug).background)).size).toBeGreaterThan(2);
    for (let index = 0; index < 12; index++) expect(toneOf(index).background).not.toBe(toneOf(index + 1).background);
    // A list longer than the palette starts over.
    expect(toneOf(6)).toEqual(toneOf(0));
  });

  it('writes the initial in a darker ink than its circle, and the circle darker than the backdrop', () => {
    const tones = Array.from({ length: 6 }, (_, index) => toneOf(index));
    expect(new Set(tones.map((tone) => tone.background)).size).toBe(6);
    for (const tone of tones) {
      expect(luminance(tone.ink)).toBeLessThan(luminance(tone.accent));
      expect(luminance(tone.accent)).toBeLessThan(luminance(tone.background));
      // The initial stays readable on its circle (WCAG's 3:1 for large text).
      expect((luminance(tone.accent) + 0.05) / (luminance(tone.ink) + 0.05)).toBeGreaterThanOrEqual(3);
    }
  });
});
