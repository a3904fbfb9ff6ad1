import { formatNumber } from '../../../shared/i18n/formatters';
import { type Language, LANGUAGE_LOCALES } from '../../../shared/i18n/language';
import type { PriceCurrency } from './prices';

/**
 * A price as the visitor's language writes it: `$89.50`, `4 490 ₽`. Whole amounts drop
 * their cents. A currency whose slug is no ISO code is written with its symbol.
 */
export function formatPrice(amount: string, currency: PriceCurrency, language: Language): string {
  const value = Number(amount);
  const fractionDigits = Number.isInteger(value) ? 0 : 2;
  const code = currency.slug.toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return formatNumber(
        LANGUAGE_LOCALES[language],
        { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
        value,
      );
    } catch {
      // Not a currency Intl knows: written by hand below.
    }
  }
  const number = formatNumber(LANGUAGE_LOCALES[language], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }, value);
  const symbol = currency.symbol ?? code;
  return language === 'ru' ? `${number} ${symbol}` : `${symbol}${number}`;
}
