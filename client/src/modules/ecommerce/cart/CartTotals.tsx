import { Group, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import type { EcommerceCartSummaryQuery } from './cart.generated';
import { formatPrice } from '../prices/format-price';
import { useShownCurrency } from '../prices/use-shown-currency';
import { useCartText } from './cart-text';

type CurrencyTotal = EcommerceCartSummaryQuery['ecommerceCartTotal'][number];

/**
 * What the cart costs in the currency the site shows prices in (the same the checkout form
 * below pays in): prices are set per currency, not converted, so there is one total per currency.
 */
export function CartTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  const language = useLanguage();
  const text = useCartText();
  const currency = useShownCurrency(totals.map((total) => total.billingModuleCurrency));
  const shown = totals.find((total) => total.billingModuleCurrency.id === currency?.id);
  if (!shown) return null;
  return (
    <Group justify="space-between" data-cart-totals>
      <Text c="dimmed">{text.total}</Text>
      <Text fw={700} fz="lg">
        {formatPrice(String(shown.total), shown.billingModuleCurrency, language)}
      </Text>
    </Group>
  );
}
