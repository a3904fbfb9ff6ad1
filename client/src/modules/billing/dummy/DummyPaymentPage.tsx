import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBillingDummyCancelMutation, useBillingDummyPayMutation } from './dummy.generated';
import { toastError } from '../../../shared/toasts/toast-store';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { refetchListsLater } from '../../../shared/graphql/refetch-lists';
import { CART_LISTS } from '../../ecommerce/cart/use-cart';
import { useDummyPaymentText } from './dummy-payment-text';
import { checkoutNumber } from '../../ecommerce/orders/checkouts';
import { CheckoutItems } from '../../ecommerce/orders/CheckoutItems';
import { useCheckoutText } from '../../ecommerce/orders/checkout-text';
import { orderConfirmationPath } from '../../ecommerce/orders/paths';
import { useCheckout } from '../../ecommerce/orders/use-checkout';

/**
 * The dummy provider's payment page (its paymentUrl points here): what is paid for (items,
 * quantities, total), then Pay completes the invoice, moves its orders on and goes to the order's
 * confirmation, as a real provider returns the buyer there; Cancel gives up. A stand-in for a
 * real provider's page.
 */
export function DummyPaymentPage() {
  const { id = '' } = useParams();
  const client = useApolloClient();
  const [pay, payState] = useBillingDummyPayMutation();
  const [cancel, cancelState] = useBillingDummyCancelMutation();
  const [status, setStatus] = useState<string | null>(null);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const text = useDummyPaymentText();
  const checkoutText = useCheckoutText();
  const { checkout } = useCheckout(id);

  // Both answer the invoice as it now is; its status says how the payment ended (paid: the confirmation says it).
  const settle = (action: () => Promise<string | undefined>) => {
    action()
      .then((invoiceStatus) => {
        refetchListsLater(client.cache, CART_LISTS);
        if (invoiceStatus === 'paid') void navigate(to(orderConfirmationPath(id, 'success')), { replace: true });
        else setStatus(invoiceStatus ?? null);
      })
      .catch(toastError);
  };
  const payInvoice = async () => (await pay({ variables: { invoiceId: id } })).data?.billingDummyPay.status;
  const cancelInvoice = async () => (await cancel({ variables: { invoiceId: id } })).data?.billingDummyCancel.status;

  return (
    <AuthCard title={text.title} subtitle={checkout ? checkoutText.order(checkoutNumber(checkout)) : text.invoice(id.slice(0, 8))} description={text.description}>
      {status ? (
        <Stack gap="md">
          <Alert color="gray" variant="light" data-invoice-status={status}>
            {text.ended(status)}
          </Alert>
          <Anchor component={Link} to={to('/')}>
            {text.backToShop}
          </Anchor>
        </Stack>
      ) : checkout === undefined ? (
        // The buttons come with what they pay for: shown before it, they would move down under the
        // visitor's finger when the items arrive (and nobody should pay without seeing them).
        <Loader size="sm" />
      ) : (
        <Stack gap="md">
          {checkout && <CheckoutItems checkout={checkout} heading={checkoutText.youPayFor} />}
          <Text size="sm" c="dimmed">
            {text.chooseEnding}
          </Text>
          <Group grow>
            <Button variant="default" loading={cancelState.loading} onClick={() => settle(cancelInvoice)}>
              {text.cancel}
            </Button>
            {/* Shade 9: white on it reads at 4.9:1 (the default shade 6 gave 2.5). */}
            <Button color="teal.9" loading={payState.loading} onClick={() => settle(payInvoice)}>
              {text.pay}
            </Button>
          </Group>
        </Stack>
      )}
    </AuthCard>
  );
}
