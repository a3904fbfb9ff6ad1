import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, pluralRule, recordWrittenFormats, takeWrittenFormats, type WrittenFormats } from './formatters';

const NumberFormat = Intl.NumberFormat;

afterEach(() => {
  recordWrittenFormats(() => undefined);
  Intl.NumberFormat = NumberFormat;
});

describe('formatters', () => {
  it('write as Intl does', () => {
    expect(formatNumber('en-US', { style: 'currency', currency: 'USD' }, 89.5)).toBe('$89.50');
    expect(formatDateTime('en-US', { dateStyle: 'long', timeZone: 'UTC' }, new Date(Date.UTC(2026, 2, 4)))).toBe('March 4, 2026');
    expect(pluralRule('ru', 5)).toBe('many');
  });

  it('record what a render writes, per formatter and value, where the render records', () => {
    const written: WrittenFormats = {};
    recordWrittenFormats(() => written);
    formatNumber('en-US', { maximumFractionDigits: 0 }, 1234);
    formatNumber('en-US', { maximumFractionDigits: 0 }, 5);
    pluralRule('en', 1);
    expect(written).toEqual({
      'number en-US {"maximumFractionDigits":0}': { '1234': '1,234', '5': '5' },
      'plural en {}': { '1': 'one' },
    });
    // Outside a render (another request's, the browser's) nothing is recorded.
    recordWrittenFormats(() => undefined);
    formatNumber('en-US', { maximumFractionDigits: 0 }, 7);
    expect(written['number en-US {"maximumFractionDigits":0}']).toEqual({ '1234': '1,234', '5': '5' });
  });

  it('write what the server wrote without making a formatter, and format other values with Intl', () => {
    takeWrittenFormats({ 'number de-DE {"style":"percent"}': { '0.25': '25 % (as the server wrote it)' } });
    let made = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    expect(formatNumber('de-DE', { style: 'percent' }, 0.25)).toBe('25 % (as the server wrote it)');
    expect(made).toBe(0);
    expect(formatNumber('de-DE', { style: 'percent' }, 0.5)).toBe(new NumberFormat('de-DE', { style: 'percent' }).format(0.5));
    expect(made).toBe(1);
  });
});
