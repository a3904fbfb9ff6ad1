import { Group, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatPrice } from '../prices/format-price';
import { displayedPrice, pricesOf } from '../prices/prices';
import { useShownCurrency } from '../prices/use-shown-currency';
import type { OrderLineProps } from './order-line-props';

/** An order line's id-total-default variant: which product, how many, and what they cost together. */
export function OrderLineTotal({ line, product }: OrderLineProps) {
  const language = useLanguage();
  const prices = product ? pricesOf(product.priceAttributes) : [];
  const price = displayedPrice(prices, useShownCurrency(prices.map((entry) => entry.currency)));
  return (
    <Group justify="space-between" wrap="nowrap" data-order-line-total={line.id}>
      <Text>
        {product?.title ?? '—'} × {line.quantity}
      </Text>
      {price && <Text fw={600}>{formatPrice(String(Number(price.amount) * line.quantity), price.currency, language)}</Text>}
    </Group>
  );
}
