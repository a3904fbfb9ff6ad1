import { describe, expect, it } from 'vitest';
import { orderedLine } from './ordered-line';

const recorded = {
  id: 'line',
  variant: 'default',
  quantity: 2,
  productTitle: { en: 'Canvas tote', ru: 'Холщовая сумка' },
  unitPrice: '25.50',
  currencyId: 'usd-id',
  currencySlug: 'usd',
  currencySymbol: '$',
};
const product = { id: 'tote', slug: 'canvas-tote', title: { en: 'Big tote', ru: 'Большая сумка' } };

describe('a line of the order list', () => {
  it('of a checked-out order shows what was bought and paid, its product deleted or renamed since', () => {
    expect(orderedLine('approving', { ...recorded, product: null }, 'en')).toEqual({ title: 'Canvas tote', amount: '$51' });
    expect(orderedLine('delivered', { ...recorded, product }, 'ru')).toMatchObject({ title: 'Холщовая сумка' });
  });

  it('of an order still in the cart shows its product as it is now', () => {
    expect(orderedLine('new', { ...recorded, product }, 'en')).toEqual({ title: 'Big tote' });
    const unrecorded = { ...recorded, productTitle: null, unitPrice: null, currencyId: null, currencySlug: null, currencySymbol: null };
    expect(orderedLine('new', { ...unrecorded, product }, 'en')).toEqual({ title: 'Big tote' });
    expect(orderedLine('canceled', { ...unrecorded, product: null }, 'en')).toEqual({ title: '—' });
  });
});
