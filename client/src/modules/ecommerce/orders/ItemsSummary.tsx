import { Divider, Group, Stack, Text } from '@mantine/core';
import { useCheckoutText } from './checkout-text';

export interface SummaryItem {
  key: string;
  title: string;
  quantity: number;
  /** What the line costs (its price times its quantity), written in its currency. */
  amount?: string;
}

interface ItemsSummaryProps {
  items: readonly SummaryItem[];
  total?: string;
  /** Said above the items ('You pay for' on a payment page). */
  heading?: string;
}

/** What is paid or about to be: each item with its quantity and amount, then the total. */
export function ItemsSummary({ items, total, heading }: ItemsSummaryProps) {
  const text = useCheckoutText();
  return (
    <Stack gap={6} data-items-summary>
      {heading && (
        <Text size="sm" fw={600}>
          {heading}
        </Text>
      )}
      {items.map((item) => (
        // A long title is cut, never the quantity or the amount.
        <Group key={item.key} justify="space-between" wrap="nowrap" gap="sm" data-summary-item>
          <Group gap={0} wrap="nowrap" miw={0}>
            <Text size="sm" truncate>
              {item.title}
            </Text>
            <Text size="sm" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'pre' }}>
              {` × ${item.quantity}`}
            </Text>
          </Group>
          {item.amount && (
            <Text size="sm" style={{ flexShrink: 0 }}>
              {item.amount}
            </Text>
          )}
        </Group>
      ))}
      {total && (
        <>
          <Divider my={4} />
          <Group justify="space-between" wrap="nowrap" data-summary-total>
            <Text fw={600}>{text.total}</Text>
            <Text fw={700} fz="lg">
              {total}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}
