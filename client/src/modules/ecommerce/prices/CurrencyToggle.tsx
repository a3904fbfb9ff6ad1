import { SegmentedControl } from '@mantine/core';
import type { CurrencyFieldsFragment } from '../products.generated';
import { useUiText } from '../../../shared/i18n/ui-text';
import { VariantView } from '../../../shared/variants/variant-registry';
import { currencyVariants } from '../../billing/currencies/currency-variants';
import { chooseCurrency, currentCurrency, useChosenCurrencySlug } from './selected-currency';

/**
 * The same order on every page, whatever order a list's query read the currencies in (the home
 * page's newest products come with its currencies newest first): the site's default, then by code.
 */
export const inToggleOrder = (currencies: readonly CurrencyFieldsFragment[]) =>
  [...currencies].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.slug.localeCompare(b.slug));

/** The spec's currency toggle group: which currency every price on the site is shown in; each option is its currency in its own variant. */
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
      data={inToggleOrder(currencies).map((currency) => ({
        value: currency.slug,
        // A variant nobody knows still leaves the currency choosable, under the words that say so.
        label: <VariantView registry={currencyVariants} variant={currency.variant} props={{ currency }} whenUnknown="label" />,
      }))}
      data-currency-toggle
    />
  );
}
