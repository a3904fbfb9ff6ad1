import { Button, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { PriceAttributeFieldsFragment } from '../products.generated';
import { pricesOf } from '../prices/prices';
import { useUiText } from '../../../shared/i18n/ui-text';
import { useCartText } from './cart-text';

// The form's code (formik, selects) loads when the dialog first opens.
const BuyNowForm = lazy(() => import('./BuyNowForm').then((module) => ({ default: module.BuyNowForm })));

interface BuyNowButtonProps {
  productId: string;
  /** The product's name in the page's language: the dialog says what is paid for. */
  title: string;
  priceAttributes: readonly PriceAttributeFieldsFragment[];
  /** The store the visitor chose, if any. */
  storeId?: string;
}

/**
 * Product checkout: one product paid right away, without the cart (the server makes a
 * history order for it). An anonymous visitor gets an anonymous subject, as on add to cart.
 */
export function BuyNowButton({ productId, title, priceAttributes, storeId }: BuyNowButtonProps) {
  const text = useCartText();
  const ui = useUiText();
  const [opened, setOpened] = useState(false);
  const prices = pricesOf(priceAttributes);
  if (!prices.length) return null;

  return (
    <>
      <Button size="md" radius="xl" variant="default" onClick={() => setOpened(true)} data-buy-now>
        {text.buyNow}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={text.buyNowTitle} centered closeButtonProps={{ 'aria-label': ui.close }}>
        <Suspense fallback={<Loader size="sm" role="status" aria-label={ui.loading} />}>
          <BuyNowForm productId={productId} title={title} prices={prices} storeId={storeId} />
        </Suspense>
      </Modal>
    </>
  );
}
