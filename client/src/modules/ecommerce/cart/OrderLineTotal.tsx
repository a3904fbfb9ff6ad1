import { Group, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatPrice } from '../prices/format-price';
import { displayedPrice, pricesOf } from '../prices/prices';
import { useShownCurrency } from '../prices/use-shown-currency';
import type { OrderLineProps } from './order-line-props';

/**
 * An order line's id-total-default variant: which product, how many, and what they cost together
 * (as its checkout ordered them, once there was one). A long title is cut, never the quantity;
 * the amount has a line of its own (a phone's width).
 */
export function OrderLineTotal({ line, product, ordered }: OrderLineProps) {
  const language = useLanguage();
  const prices = product && !ordered ? pricesOf(product.priceAttributes) : [];
  const price = displayedPrice(prices, useShownCurrency(prices.map((entry) => entry.currency)));
  const amount = ordered ? ordered.amount : price && formatPrice(String(Number(price.amount) * line.quantity), price.currency, language);
  return (
    <Stack gap={0} miw={0} data-order-line data-order-line-total={line.id}>
      <Group gap={0} wrap="nowrap" miw={0}>
        <Text fw={600} truncate>
          {ordered?.title ?? product?.title ?? '—'}
        </Text>
        <Text fw={600} style={{ flexShrink: 0, whiteSpace: 'pre' }}>
          {` × ${line.quantity}`}
        </Text>
      </Group>
      {amount && (
        <Text size="sm" c="dimmed" data-order-line-amount>
          {amount}
        </Text>
      )}
    </Stack>
  );
}
