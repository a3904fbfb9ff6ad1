import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { showToast, toastError } from '../../../shared/toasts/toast-store';
import { setCartOpened } from './cart-drawer-store';
import { useCartMutations, useCartOrders } from './use-cart';

/**
 * 'Add to cart' while the product is in no cart order; once it is, a way to the cart
 * (where its quantity changes). An anonymous visitor's first add makes an anonymous
 * subject, whose cart then shows like a signed-in one's.
 */
export function AddToCartButton({ productId }: { productId: string }) {
  const { data } = useCartOrders();
  const { add } = useCartMutations();
  const [pending, setPending] = useState(false);
  const inCart = data?.ecommerceOrderList.some((order) => order.ordersToProducts.some((line) => line.product?.id === productId));

  const addToCart = () => {
    setPending(true);
    add(productId)
      .then(() => {
        showToast('success', 'Added to cart');
        setCartOpened(true);
      })
      .catch(toastError)
      .finally(() => setPending(false));
  };

  return (
    <Group gap="sm">
      {inCart ? (
        <Button size="md" radius="xl" variant="light" onClick={() => setCartOpened(true)}>
          In your cart · View cart
        </Button>
      ) : (
        <Button size="md" radius="xl" color="dark" loading={pending} onClick={addToCart}>
          Add to cart
        </Button>
      )}
    </Group>
  );
}
