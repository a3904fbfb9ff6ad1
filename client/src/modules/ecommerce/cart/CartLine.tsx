import { Box, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language';
import type { FileFieldsFragment } from '../../../shared/files/file.generated';
import { toastError } from '../../../shared/toasts/toast-store';
import { formatPrice } from '../prices/format-price';
import { displayedPrice, pricesOf } from '../prices/prices';
import { useShownCurrency } from '../prices/use-shown-currency';
import type { PriceAttributeFieldsFragment } from '../products.generated';
import { ProductArtwork } from '../products/ProductArtwork';
import { useCartText } from './cart-text';
import type { OrderLineProps } from './order-line-props';
import { useCartMutations } from './use-cart';

/** The product of a cart line as the line shows it: its name in the page's language, its prices and pictures. */
export interface CartLineProduct {
  slug?: string;
  title: string;
  priceAttributes: readonly PriceAttributeFieldsFragment[];
  files?: readonly FileFieldsFragment[];
}

/**
 * One cart order: its product (with its picture as a thumbnail, where the line is not on the
 * product's own page), its price in the site's currency, a quantity that saves on change, and Delete.
 */
export function CartLine({ orderId, line, product, thumbnail = false }: OrderLineProps) {
  const language = useLanguage();
  const { setQuantity, remove } = useCartMutations();
  const [deleting, setDeleting] = useState(false);
  const text = useCartText();
  const prices = product ? pricesOf(product.priceAttributes) : [];
  const price = displayedPrice(prices, useShownCurrency(prices.map((entry) => entry.currency)));
  const title = product?.title ?? '—';

  const changeQuantity = (value: string | number) => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity === line.quantity) return;
    setQuantity(orderId, line.id, quantity).catch(toastError);
  };
  const deleteOrder = () => {
    setDeleting(true);
    remove(orderId)
      .catch(toastError)
      .finally(() => setDeleting(false));
  };

  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" py="sm" data-cart-line={product?.slug ?? ''}>
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
        {thumbnail && product?.slug && (
          <Box w={48} style={{ flexShrink: 0 }} data-cart-thumbnail>
            <ProductArtwork slug={product.slug} title={title} files={product.files ?? []} radius="md" initialSize="1.1rem" sizes="96px" />
          </Box>
        )}
        <Stack gap={2} miw={0}>
          {/* Two lines before it is cut: beside the quantity and Delete, a phone has room for a word. */}
          <Text fw={600} lineClamp={2}>
            {title}
          </Text>
          {price && (
            <Text size="sm" c="dimmed">
              {formatPrice(String(Number(price.amount) * line.quantity), price.currency, language)}
            </Text>
          )}
        </Stack>
      </Group>
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
