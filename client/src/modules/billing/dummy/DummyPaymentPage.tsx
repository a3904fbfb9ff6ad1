import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BillingDummyCancelDocument, BillingDummyPayDocument } from './dummy.generated';
import { toastError } from '../../../shared/toasts/toast-store';
import { AuthCard } from '../../rbac/authentication/AuthCard';
import { useLocalizedPath } from '../../rbac/authentication/use-localized-path';
import { refetchListsLater } from '../../../shared/graphql/refetch-lists';
import { CART_LISTS } from '../../ecommerce/cart/use-cart';
import { useDummyPaymentText } from './dummy-payment-text';

/**
 * The dummy provider's payment page (its paymentUrl points here): Pay completes the
 * invoice and moves its orders on, Cancel gives up. A stand-in for a real provider's page.
 */
export function DummyPaymentPage() {
  const { id = '' } = useParams();
  const client = useApolloClient();
  const [pay, payState] = useMutation(BillingDummyPayDocument);
  const [cancel, cancelState] = useMutation(BillingDummyCancelDocument);
  const [status, setStatus] = useState<string | null>(null);
  const to = useLocalizedPath();
  const text = useDummyPaymentText();

  // Both answer the invoice as it now is; its status says how the payment ended.
  const settle = (action: () => Promise<string | undefined>) => {
    action()
      .then((invoiceStatus) => {
        setStatus(invoiceStatus ?? null);
        refetchListsLater(client.cache, CART_LISTS);
      })
      .catch(toastError);
  };
  const payInvoice = async () => (await pay({ variables: { invoiceId: id } })).data?.billingDummyPay.status;
  const cancelInvoice = async () => (await cancel({ variables: { invoiceId: id } })).data?.billingDummyCancel.status;

  return (
    <AuthCard title={text.title} subtitle={text.invoice(id.slice(0, 8))} description={text.description}>
      {status ? (
        <Stack gap="md">
          <Alert color={status === 'paid' ? 'teal' : 'gray'} variant="light" data-invoice-status={status}>
            {status === 'paid' ? text.paid : text.ended(status)}
          </Alert>
          <Anchor component={Link} to={to('/')}>
            {text.backToShop}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
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
