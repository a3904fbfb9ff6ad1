import { describe, expect, it } from 'vitest';
import { isoCurrency, majorUnits, sameAmount } from './money.js';

describe('provider amounts', () => {
  it('writes exact major units with two decimals', () => {
    expect(majorUnits('123.97')).toBe('123.97');
    expect(majorUnits('10460')).toBe('10460.00');
    // 0.1 + 0.2 in floats is 0.30000000000000004; the decimal string stays exact.
    expect(majorUnits('0.3')).toBe('0.30');
    expect(majorUnits('99999999999999.99')).toBe('99999999999999.99');
  });

  it('names currencies by their ISO code', () => {
    expect(isoCurrency('usd')).toBe('USD');
  });

  it('compares reported amounts exactly, refusing what it cannot read', () => {
    expect(sameAmount('123.970', '123.97')).toBe(true);
    expect(sameAmount(123.97, '123.97')).toBe(true);
    expect(sameAmount('123.96', '123.97')).toBe(false);
    expect(sameAmount('', '123.97')).toBe(false);
    expect(sameAmount('abc', '123.97')).toBe(false);
    expect(sameAmount(undefined, '123.97')).toBe(false);
  });
});
