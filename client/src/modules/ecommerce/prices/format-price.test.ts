import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

// Intl separates groups and symbols with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes prices as the language does, dropping the cents of whole amounts', () => {
    expect(formatPrice('49.00', { id: '1', slug: 'usd', symbol: '$' }, 'en')).toBe('$49');
    expect(formatPrice('89.50', { id: '1', slug: 'usd', symbol: '$' }, 'en')).toBe('$89.50');
    expect(plain(formatPrice('4490.00', { id: '2', slug: 'rub', symbol: '₽' }, 'ru'))).toBe('4 490 ₽');
    expect(plain(formatPrice('24.99', { id: '1', slug: 'usd', symbol: '$' }, 'ru'))).toBe('24,99 $');
  });

  it('uses the symbol for a currency that is not an ISO code', () => {
    expect(formatPrice('12.00', { id: '3', slug: 'bonus-points', symbol: '★' }, 'en')).toBe('★12');
    expect(plain(formatPrice('1500.00', { id: '3', slug: 'bonus-points', symbol: '★' }, 'ru'))).toBe('1 500 ★');
  });
});
