import type { CurrencyProps } from './currency-props';

/** A currency's default variant, as the currency toggle has always named it: its sign and code ($ USD), its code alone when it has no sign. */
export function CurrencyCode({ currency }: CurrencyProps) {
  return <span data-currency={currency.slug}>{`${currency.symbol ?? ''} ${currency.slug.toUpperCase()}`.trim()}</span>;
}
