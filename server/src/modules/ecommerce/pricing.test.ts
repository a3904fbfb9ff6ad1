import { describe, expect, it } from 'vitest';
import { totalsByCurrency, type Price } from './pricing.js';

const price = (productId: string, currencyId: string, amount: string): Price => ({
  productId,
  attributeId: `${productId}-${currencyId}`,
  amount,
  currencyId,
  slug: currencyId,
  symbol: currencyId === 'usd' ? '$' : '₽',
});

describe('totals per currency', () => {
  it('adds quantities times prices exactly, per currency', () => {
    const prices = [price('a', 'usd', '0.10'), price('b', 'usd', '0.20'), price('a', 'rub', '10.00'), price('b', 'rub', '19.99')];
    const totals = totalsByCurrency(
      [
        { id: '1', productId: 'a', quantity: 3 },
        { id: '2', productId: 'b', quantity: 1 },
      ],
      prices,
    );
    // 3 × 0.10 + 0.20 is 0.5 exactly (floats give 0.5000000000000001).
    expect(totals).toEqual([
      { total: '0.50', billingModuleCurrency: { id: 'usd', slug: 'usd', symbol: '$' } },
      { total: '49.99', billingModuleCurrency: { id: 'rub', slug: 'rub', symbol: '₽' } },
    ]);
  });

  it('leaves out a currency in which a line has no price', () => {
    const totals = totalsByCurrency([{ id: '1', productId: 'a', quantity: 1 }, { id: '2', productId: 'b', quantity: 1 }], [
      price('a', 'usd', '1.00'),
      price('b', 'usd', '2.00'),
      price('a', 'rub', '90.00'),
    ]);
    expect(totals.map((t) => t.billingModuleCurrency.id)).toEqual(['usd']);
  });
});

describe('totals of lines whose checkout recorded their prices', () => {
  it('take the recorded price, in the currency charged only, whatever the product costs now or if it is gone', () => {
    const recorded = { unitPrice: '49.00', currencyId: 'usd', currencySlug: 'usd', currencySymbol: '$' };
    const totals = totalsByCurrency(
      [
        { id: '1', productId: 'a', quantity: 2, ...recorded },
        { id: '2', productId: null, quantity: 1, ...recorded, unitPrice: '0.99' },
      ],
      [price('a', 'usd', '60.00'), price('a', 'rub', '5000.00')],
    );
    expect(totals).toEqual([{ total: '98.99', billingModuleCurrency: { id: 'usd', slug: 'usd', symbol: '$' } }]);
  });
});
