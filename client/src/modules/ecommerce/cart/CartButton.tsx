import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BagIcon } from '../../../shared/ui/icons';
import { useSubject } from '../../../shared/session/subject-session';
import { setCartOpened, useCartOpened } from './cart-drawer-store';
import { useCartText } from './cart-text';
import { useCartSummary } from './use-cart';

// The panel's code (forms, drawer) loads when it first opens.
const CartDrawer = lazy(() => import('./CartDrawer').then((module) => ({ default: module.CartDrawer })));

/** The navbar's cart: a bag with the item count; signed-in subjects only. */
export function CartButton() {
  const subject = useSubject();
  const opened = useCartOpened();
  const summary = useCartSummary();
  const text = useCartText();
  if (!subject) return null;
  const count = summary.data?.ecommerceCartQuantity ?? 0;
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={4} color="dark">
        <ActionIcon variant="subtle" color="dark" size={38} radius="xl" aria-label={text.openCart} onClick={() => setCartOpened(true)} data-cart-button>
          <BagIcon size={22} />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
