import { Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn } from '../../../shared/i18n/localized-text';
import type { CurrencyProps } from './currency-props';

/** A currency's default variant: its name and symbol (its code when it has no name). */
export function CurrencyName({ currency }: CurrencyProps) {
  const name = textIn(currency.title, useLanguage()) ?? currency.slug.toUpperCase();
  return (
    <Text component="span" data-currency={currency.slug}>
      {currency.symbol ? `${name} (${currency.symbol})` : name}
    </Text>
  );
}
