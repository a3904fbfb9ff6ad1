import type { CurrencyProps } from './currency-props';

/** A currency's symbol variant: its sign alone ($, ₽), its code when it has none. */
export function CurrencySymbol({ currency }: CurrencyProps) {
  return <span data-currency={currency.slug}>{currency.symbol ?? currency.slug.toUpperCase()}</span>;
}
