import { Button, Loader, Modal } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { EcommerceProductCheckoutDocument } from './cart.generated';
import type { PriceAttributeFieldsFragment } from '../products.generated';
import { useSubject, useSubjectSession } from '../../rbac/session/subject-session';
import { pricesOf } from '../prices/prices';
import { useChosenCurrencySlug } from '../prices/selected-currency';
import { useUiText } from '../../../shared/i18n/ui-text';
import { useCartText } from './cart-text';

// The form's code (formik, selects) loads when the dialog first opens.
const CheckoutForm = lazy(() => import('./CheckoutForm').then((module) => ({ default: module.CheckoutForm })));

interface BuyNowButtonProps {
  productId: string;
  priceAttributes: readonly PriceAttributeFieldsFragment[];
  /** The store the visitor chose, if any. */
  storeId?: string;
}

/**
 * Product checkout: one product paid right away, without the cart (the server makes a
 * history order for it). An anonymous visitor gets an anonymous subject, as on add to cart.
 */
export function BuyNowButton({ productId, priceAttributes, storeId }: BuyNowButtonProps) {
  const subject = useSubject();
  const { ensure } = useSubjectSession();
  const text = useCartText();
  const ui = useUiText();
  const chosen = useChosenCurrencySlug();
  const [checkout] = useMutation(EcommerceProductCheckoutDocument);
  const [opened, setOpened] = useState(false);
  const currencies = pricesOf(priceAttributes).map((price) => price.currency);
  // The currency the visitor browses in comes first.
  currencies.sort((a, b) => Number(b.slug === chosen) - Number(a.slug === chosen));
  if (!currencies.length) return null;

  return (
    <>
      <Button size="md" radius="xl" variant="default" onClick={() => setOpened(true)} data-buy-now>
        {text.buyNow}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={text.buyNowTitle} centered closeButtonProps={{ 'aria-label': ui.close }}>
        <Suspense fallback={<Loader size="sm" role="status" aria-label={ui.loading} />}>
          <CheckoutForm
            currencies={currencies}
            checkout={async ({ provider, email, currencyId }) => {
              const subjectId = subject?.id ?? (await ensure?.());
              if (!subjectId) throw new Error('id is required');
              const { data } = await checkout({ variables: { subjectId, productId, data: { provider, email, billingModuleCurrencyId: currencyId, ...(storeId ? { storeId } : {}) } } });
              if (!data) throw new Error('Data is undefined');
              return data.ecommerceProductCheckout.paymentUrl;
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
