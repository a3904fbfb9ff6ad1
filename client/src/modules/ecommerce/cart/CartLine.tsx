import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language';
import type { EcommerceCartOrdersQuery } from './cart.generated';
import { titleIn } from '../../../shared/i18n/localized-text';
import { toastError } from '../../../shared/toasts/toast-store';
import { formatPrice } from '../prices/format-price';
import { pricesOf } from '../prices/prices';
import { useCartText } from './cart-text';
import { useCartMutations } from './use-cart';

type CartOrder = EcommerceCartOrdersQuery['ecommerceOrderList'][number];

/** One cart order: its product, a quantity that saves on change, and Delete. */
export function CartLine({ order }: { order: CartOrder }) {
  const language = useLanguage();
  const { setQuantity, remove } = useCartMutations();
  const [deleting, setDeleting] = useState(false);
  const text = useCartText();
  const line = order.ordersToProducts[0];
  if (!line) return null;
  const product = line.product;
  const price = product ? pricesOf(product.attributes)[0] : undefined;

  const changeQuantity = (value: string | number) => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity === line.quantity) return;
    setQuantity(order.id, line.id, quantity).catch(toastError);
  };
  const deleteOrder = () => {
    setDeleting(true);
    remove(order.id)
      .catch(toastError)
      .finally(() => setDeleting(false));
  };

  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" py="sm" data-cart-line={product?.slug}>
      <Stack gap={2} miw={0}>
        <Text fw={600} truncate>
          {product ? titleIn(product.title, language) : '—'}
        </Text>
        {price && (
          <Text size="sm" c="dimmed">
            {formatPrice(String(Number(price.amount) * line.quantity), price.currency, language)}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <NumberInput
          aria-label={text.quantity}
          w={76}
          min={1}
          step={1}
          allowDecimal={false}
          defaultValue={line.quantity}
          onBlur={(event) => changeQuantity(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && changeQuantity(event.currentTarget.value)}
        />
        <Button variant="subtle" color="red" size="xs" loading={deleting} onClick={deleteOrder}>
          {text.delete}
        </Button>
      </Group>
    </Group>
  );
}
