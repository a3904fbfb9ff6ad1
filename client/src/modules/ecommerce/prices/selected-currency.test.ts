import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseCurrency, currentCurrency, useChosenCurrencySlug } from './selected-currency';

const usd = { slug: 'usd', isDefault: true };
const rub = { slug: 'rub', isDefault: false };

afterEach(() => window.localStorage.clear());

describe('currentCurrency', () => {
  it("is the visitor's choice when it is offered", () => {
    expect(currentCurrency([usd, rub], 'rub')).toBe(rub);
  });

  it('is the default currency before any choice, or when the choice is gone', () => {
    expect(currentCurrency([rub, usd], null)).toBe(usd);
    expect(currentCurrency([rub, usd], 'eur')).toBe(usd);
    expect(currentCurrency([rub], null)).toBe(rub);
    expect(currentCurrency([], 'usd')).toBeUndefined();
  });
});

describe('useChosenCurrencySlug', () => {
  it('follows chooseCurrency and remembers the choice', () => {
    const { result } = renderHook(() => useChosenCurrencySlug());
    act(() => chooseCurrency('rub'));
    expect(result.current).toBe('rub');
    expect(window.localStorage.getItem('ecommerce.currency')).toBe('rub');
  });
});
