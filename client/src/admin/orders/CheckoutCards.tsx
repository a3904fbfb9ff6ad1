import { Group, Paper, Stack, Title } from '@mantine/core';
import { CheckoutStatusBadge } from '../../modules/ecommerce/orders/CheckoutStatusBadge';
import type { AdminCheckout } from './admin-checkouts';
import { useAdminOrdersText } from './admin-orders-text';
import { CheckoutCustomer, CheckoutDate, CheckoutLines, CheckoutPayment } from './checkout-parts';
import { StatusMoves } from './StatusMoves';

/** The checkouts on a phone: a card each, titled by its number, what the table's columns say from top to bottom. */
export function CheckoutCards({ checkouts }: { checkouts: readonly AdminCheckout[] }) {
  const text = useAdminOrdersText();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.orders} data-orders-cards>
      {checkouts.map((checkout) => (
        <Paper key={checkout.number} component="li" withBorder radius="md" p="md" data-checkout-row={checkout.number}>
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" align="flex-start">
              <Stack gap={0}>
                <Title order={2} fz="md">
                  {text.orderNumber(checkout.number)}
                </Title>
                <CheckoutDate checkout={checkout} />
              </Stack>
              <CheckoutStatusBadge checkout={checkout} />
            </Group>
            <CheckoutCustomer checkout={checkout} />
            <CheckoutLines checkout={checkout} withTotal />
            <Group justify="space-between" align="flex-end" gap="xs">
              <CheckoutPayment checkout={checkout} />
              <StatusMoves checkout={checkout} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
