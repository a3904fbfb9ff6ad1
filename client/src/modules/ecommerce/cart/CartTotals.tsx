import { Group, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import type { EcommerceCartSummaryQuery } from './cart.generated';
import { formatPrice } from '../prices/format-price';
import { useCartText } from './cart-text';

type CurrencyTotal = EcommerceCartSummaryQuery['ecommerceCartTotal'][number];

/** What the cart costs, one line per currency (prices are set per currency, not converted). */
export function CartTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  const language = useLanguage();
  const text = useCartText();
  return (
    <Stack gap={4} data-cart-totals>
      {totals.map(({ total, billingModuleCurrency }) => (
        <Group key={billingModuleCurrency.id} justify="space-between">
          <Text c="dimmed">{text.total}</Text>
          <Text fw={700} fz="lg">
            {formatPrice(String(total), billingModuleCurrency, language)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
