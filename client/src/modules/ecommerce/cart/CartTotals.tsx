import { Group, Stack, Text } from '@mantine/core';
import type { EcommerceCartSummaryQuery } from '../../../gql/graphql';

type CurrencyTotal = EcommerceCartSummaryQuery['ecommerceCartTotal'][number];

/** What the cart costs, one line per currency (prices are set per currency, not converted). */
export function CartTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  return (
    <Stack gap={4} data-cart-totals>
      {totals.map(({ total, billingModuleCurrency }) => (
        <Group key={billingModuleCurrency.id} justify="space-between">
          <Text c="dimmed">Total</Text>
          <Text fw={700} fz="lg">
            {billingModuleCurrency.symbol ?? ''}
            {Number(total).toLocaleString(undefined, { maximumFractionDigits: 2 })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
