import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast, toastError } from '../../../shared/toasts/toast-store';
import type { PriceAttributeFieldsFragment } from '../products.generated';
import { BuyNowButton } from './BuyNowButton';
import { setCartOpened } from './cart-drawer-store';
import { VariantView } from '../../../shared/variants/variant-registry';
import { useCartText } from './cart-text';
import { orderLineVariants } from './order-line-variants';
import { useCartMutations, useCartProductQuantity } from './use-cart';

interface AddToCartButtonProps {
  productId: string;
  /** The product's name in the page's language ('Buy now' says what is paid for). */
  title?: string;
  /** The product's prices: with them, 'Buy now' (product checkout) is offered too. */
  priceAttributes?: readonly PriceAttributeFieldsFragment[];
  /** The stores selling the product (titles in the page's language): the visitor may pick one for the order. */
  stores?: readonly { id: string; title: string }[];
}

/**
 * 'Add to cart' while the product is in no cart order (with the store it comes from, when the
 * product is sold in stores); once it is, that order's controls: its quantity, Delete, and
 * Checkout (the cart). An anonymous visitor's first add makes an anonymous subject, whose cart
 * then shows like a signed-in one's.
 */
export function AddToCartButton({ productId, title = '', priceAttributes, stores = [] }: AddToCartButtonProps) {
  const { data } = useCartProductQuantity(productId);
  const { add } = useCartMutations();
  const [pending, setPending] = useState(false);
  const [storeId, setStoreId] = useState('');
  const text = useCartText();
  const held = data?.ecommerceCartProductQuantity;

  const addToCart = () => {
    setPending(true);
    add(productId, 1, storeId || undefined)
      .then(() => {
        showToast('success', text.addedToCart);
        setCartOpened(true);
      })
      .catch(toastError)
      .finally(() => setPending(false));
  };

  if (held?.orderId && held.orderToProductId) {
    return (
      <Stack gap={0} data-in-cart>
        <Text size="sm" fw={600} c="dimmed">
          {text.inCart}
        </Text>
        <VariantView
          registry={orderLineVariants}
          variant="form-field-default"
          props={{ orderId: held.orderId, line: { id: held.orderToProductId, quantity: held.quantity }, product: { title, priceAttributes: priceAttributes ?? [] } }}
        />
        <Button size="md" radius="xl" color="dark" onClick={() => setCartOpened(true)} data-cart-checkout>
          {text.checkout}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {stores.length > 0 && (
        <NativeSelect
          label={text.store}
          value={storeId}
          onChange={(event) => setStoreId(event.currentTarget.value)}
          data={[{ value: '', label: text.anyStore }, ...stores.map((store) => ({ value: store.id, label: store.title }))]}
          data-store-select
        />
      )}
      <Group gap="sm">
        <Button size="md" radius="xl" color="dark" loading={pending} onClick={addToCart}>
          {text.addToCart}
        </Button>
        {priceAttributes && <BuyNowButton productId={productId} title={title} priceAttributes={priceAttributes} storeId={storeId || undefined} />}
      </Group>
    </Stack>
  );
}
