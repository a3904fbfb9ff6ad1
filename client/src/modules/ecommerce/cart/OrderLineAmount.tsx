import { Text } from '@mantine/core';
import { useCartText } from './cart-text';
import type { OrderLineProps } from './order-line-props';

/** An order line's amount variant: how many of the product it holds. */
export function OrderLineAmount({ line }: OrderLineProps) {
  const text = useCartText();
  return (
    <Text component="span" data-order-line-amount={line.id}>
      {text.quantity}: {line.quantity}
    </Text>
  );
}
