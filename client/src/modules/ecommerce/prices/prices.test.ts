import { describe, expect, it } from 'vitest';
import type { PriceAttributeFieldsFragment } from '../products.generated';
import { displayedPrice, priceIn, pricesOf } from './prices';

const usd = { id: 'usd', slug: 'usd', symbol: '$' };
const rub = { id: 'rub', slug: 'rub', symbol: '₽' };

const attribute = (id: string, number: string | null, kind: string, currencies = [usd]): PriceAttributeFieldsFragment => ({
  id,
  number,
  attributeKeys: [{ id: `${kind}-key`, kind }],
  billingModuleCurrencies: currencies,
});

describe('pricesOf', () => {
  it('takes the price attributes, one per currency, first one winning', () => {
    const prices = pricesOf([
      attribute('a', '49.00', 'price', [usd]),
      attribute('b', '4490.00', 'price', [rub]),
      attribute('c', '10.00', 'price', [usd]),
    ]);
    expect(prices).toEqual([
      { amount: '49.00', currency: usd },
      { amount: '4490.00', currency: rub },
    ]);
  });

  it('ignores features, prices without a number and prices without a currency', () => {
    expect(
      pricesOf([attribute('size', '42', 'feature'), attribute('empty', null, 'price'), attribute('orphan', '5.00', 'price', [])]),
    ).toEqual([]);
  });
});

describe('priceIn', () => {
  it('finds the price in a currency by its slug', () => {
    const prices = pricesOf([attribute('a', '49.00', 'price', [usd]), attribute('b', '4490.00', 'price', [rub])]);
    expect(priceIn(prices, 'rub')?.amount).toBe('4490.00');
    expect(priceIn(prices, 'eur')).toBeUndefined();
  });
});

describe('displayedPrice', () => {
  it("is the currency's price, else the product's first", () => {
    const prices = pricesOf([attribute('a', '49.00', 'price', [usd]), attribute('b', '4490.00', 'price', [rub])]);
    expect(displayedPrice(prices, rub)?.amount).toBe('4490.00');
    expect(displayedPrice(prices, { slug: 'eur' })?.amount).toBe('49.00');
    expect(displayedPrice([], usd)).toBeUndefined();
  });
});
