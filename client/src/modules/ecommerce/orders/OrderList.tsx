import { Anchor, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useEcommerceMyOrdersQuery } from './orders.generated';
import { formatDate } from '../../../shared/i18n/format-date';
import { orderedLine } from './ordered-line';
import { orderStatusOf } from './order-status';
import { useOrdersText } from './orders-text';

/** The signed-in subject's orders with their lines (as checked out, see ordered-line.ts), status and, once paid, receipt. */
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
                {order.ordersToProducts.map((line) => {
                  const shown = orderedLine(order.status, line, language);
                  // A long title is cut, never the quantity; the amount has a line of its own (a phone's width).
                  return (
                    <Stack key={line.id} gap={0} miw={0} data-order-line>
                      <Group gap={0} wrap="nowrap" miw={0}>
                        <Text fw={600} truncate>
                          {shown.title}
                        </Text>
                        <Text fw={600} style={{ flexShrink: 0, whiteSpace: 'pre' }}>
                          {` × ${line.quantity}`}
                        </Text>
                      </Group>
                      {shown.amount && (
                        <Text size="sm" c="dimmed" data-order-line-amount>
                          {shown.amount}
                        </Text>
                      )}
                    </Stack>
                  );
                })}
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
