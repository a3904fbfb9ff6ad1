import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { showToast, toastError } from '../../../shared/toasts/toast-store';
import type { PriceAttributeFieldsFragment } from '../../../gql/graphql';
import { BuyNowButton } from './BuyNowButton';
import { setCartOpened } from './cart-drawer-store';
import { useCartText } from './cart-text';
import { useCartMutations, useCartOrders } from './use-cart';

interface AddToCartButtonProps {
  productId: string;
  /** The product's prices: with them, 'Buy now' (product checkout) is offered too. */
  priceAttributes?: readonly PriceAttributeFieldsFragment[];
}

/**
 * 'Add to cart' while the product is in no cart order; once it is, a way to the cart
 * (where its quantity changes). An anonymous visitor's first add makes an anonymous
 * subject, whose cart then shows like a signed-in one's.
 */
export function AddToCartButton({ productId, priceAttributes }: AddToCartButtonProps) {
  const { data } = useCartOrders();
  const { add } = useCartMutations();
  const [pending, setPending] = useState(false);
  const text = useCartText();
  const inCart = data?.ecommerceOrderList.some((order) => order.ordersToProducts.some((line) => line.product?.id === productId));

  const addToCart = () => {
    setPending(true);
    add(productId)
      .then(() => {
        showToast('success', text.addedToCart);
        setCartOpened(true);
      })
      .catch(toastError)
      .finally(() => setPending(false));
  };

  return (
    <Group gap="sm">
      {inCart ? (
        <Button size="md" radius="xl" variant="light" onClick={() => setCartOpened(true)}>
          {text.inCart}
        </Button>
      ) : (
        <Button size="md" radius="xl" color="dark" loading={pending} onClick={addToCart}>
          {text.addToCart}
        </Button>
      )}
      {priceAttributes && <BuyNowButton productId={productId} priceAttributes={priceAttributes} />}
    </Group>
  );
}
