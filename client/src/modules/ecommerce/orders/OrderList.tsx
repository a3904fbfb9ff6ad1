import { Anchor, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useEcommerceMyOrdersQuery } from './orders.generated';
import { formatDate } from '../../../shared/i18n/format-date';
import { OrderLineTotal } from '../cart/OrderLineTotal';
import { orderedLine } from './ordered-line';
import { orderStatusOf } from './order-status';
import { useOrdersText } from './orders-text';

/**
 * The signed-in subject's orders with their lines (each in the id-total-default variant, as checked
 * out: see ordered-line.ts), status and, once paid, receipt.
 */
export function OrderList() {
  const language = useLanguage();
  const text = useOrdersText();
  const { data, loading, error } = useEcommerceMyOrdersQuery();
  if (error) throw error;
  if (loading && !data) return <Loader size="sm" />;
  const orders = (data?.ecommerceOrderList ?? []).filter((order) => order.ordersToProducts.length > 0);
  if (orders.length === 0) return <Text c="dimmed">{text.noOrders}</Text>;

  return (
    <Stack gap="sm" data-order-list>
      {orders.map((order) => {
        const status = orderStatusOf(order.status, text.statuses);
        return (
          <Paper key={order.id} withBorder radius="md" p="md" data-order={order.status}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} miw={0}>
                {order.ordersToProducts.map((line) => (
                  <OrderLineTotal key={line.id} orderId={order.id} line={line} ordered={orderedLine(order.status, line, language)} />
                ))}
                <Group gap="sm">
                  <Text size="xs" c="dimmed">
                    {formatDate(order.createdAt, language)}
                  </Text>
                  {order.receipt && (
                    // Drawn after the payment: absent until then.
                    <Anchor href={order.receipt} target="_blank" rel="noopener" size="xs" data-order-receipt>
                      {text.receipt}
                    </Anchor>
                  )}
                </Group>
              </Stack>
              <Badge color={status.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
                {status.label}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
