import { SegmentedControl } from '@mantine/core';
import type { CurrencyFieldsFragment } from '../products.generated';
import { useUiText } from '../../../shared/i18n/ui-text';
import { chooseCurrency, currentCurrency, useChosenCurrencySlug } from './selected-currency';

/** The spec's currency toggle group: which currency every price on the site is shown in. */
export function CurrencyToggle({ currencies }: { currencies: readonly CurrencyFieldsFragment[] }) {
  const text = useUiText();
  const current = currentCurrency(currencies, useChosenCurrencySlug());
  if (currencies.length < 2 || !current) return null;
  return (
    <SegmentedControl
      aria-label={text.currency}
      size="xs"
      radius="xl"
      value={current.slug}
      onChange={chooseCurrency}
      data={currencies.map((currency) => ({
        value: currency.slug,
        label: `${currency.symbol ?? ''} ${currency.slug.toUpperCase()}`.trim(),
      }))}
      data-currency-toggle
    />
  );
}
