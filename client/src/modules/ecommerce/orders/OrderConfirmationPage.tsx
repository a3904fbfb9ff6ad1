import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../shared/i18n/format-date';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { SIGN_IN_PATH } from '../../../shared/session/sign-in-path';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useLanguage } from '../../../shared/i18n/use-language';
import { setCartOpened } from '../cart/cart-drawer-store';
import { useCheckoutText } from './checkout-text';
import { type Checkout, checkoutNumber } from './checkouts';
import { CheckoutItems } from './CheckoutItems';
import { CheckoutStatusBadge } from './CheckoutStatusBadge';
import { myOrdersPath } from './paths';
import { useCheckout } from './use-checkout';

/**
 * Where the buyer lands after paying (providers return to `?result=success`, or `?result=cancel`):
 * the order's number, status, items and total, its receipt once drawn (read again until then),
 * what happens next and the way to My orders. A canceled payment offers the cart again.
 */
export function OrderConfirmationPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const canceled = search.get('result') === 'cancel';
  const returned = search.get('result') === 'success';
  const text = useCheckoutText();
  const to = useLocalizedPath();
  // Read again while the provider's confirmation (a webhook) or the receipt is still to come.
  const { checkout, refetch } = useCheckout(
    id,
    ({ invoice, status, receipt }) => (returned && invoice.status === 'open') || (invoice.status === 'paid' && status !== 'canceled' && !receipt),
  );

  if (checkout === undefined) {
    return (
      <AuthCard title={text.yourOrder}>
        <Loader size="sm" />
      </AuthCard>
    );
  }
  if (checkout === null) {
    return (
      <AuthCard title={text.notFoundTitle} description={text.notFound}>
        <Group>
          <Button component={Link} to={to(SIGN_IN_PATH)}>
            {text.signIn}
          </Button>
          <Anchor component={Link} to={to('/')}>
            {text.backToShop}
          </Anchor>
        </Group>
      </AuthCard>
    );
  }
  const number = checkoutNumber(checkout);
  if (canceled && checkout.invoice.status !== 'paid') {
    return (
      <AuthCard title={text.canceledTitle} description={text.canceled(number)}>
        <Stack gap="lg" data-invoice-status={checkout.invoice.status}>
          <CheckoutItems checkout={checkout} />
          <Group>
            {/* The cart opens on the page it leads to (the drawer's state outlives this screen). */}
            <Button component={Link} to={to('/')} onClick={() => setCartOpened(true)}>
              {text.returnToCart}
            </Button>
            <Anchor component={Link} to={to(myOrdersPath)}>
              {text.myOrders}
            </Anchor>
          </Group>
        </Stack>
      </AuthCard>
    );
  }
  return <OrderConfirmation checkout={checkout} number={number} returned={returned} onRefresh={refetch} />;
}

function OrderConfirmation({ checkout, number, returned, onRefresh }: { checkout: Checkout; number: string; returned: boolean; onRefresh: () => void }) {
  const language = useLanguage();
  const text = useCheckoutText();
  const to = useLocalizedPath();
  const { invoice, receipt } = checkout;
  const paid = invoice.status === 'paid';
  return (
    <AuthCard title={text.order(number)} subtitle={text.placedOn(formatDate(invoice.createdAt, language))}>
      <Stack gap="lg" data-order-confirmation={invoice.number ?? undefined} data-invoice-status={invoice.status}>
        <Stack gap="xs" align="flex-start">
          <CheckoutStatusBadge checkout={checkout} />
          {paid && checkout.status !== 'canceled' && <Text fw={600}>{text.thanks}</Text>}
        </Stack>
        {invoice.status === 'open' &&
          (returned ? (
            <Alert color="blue" variant="light" icon={<Loader size="xs" />}>
              {text.confirming}
            </Alert>
          ) : (
            <Alert color="yellow" variant="light">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{text.notPaid}</Text>
                {invoice.paymentUrl && (
                  <Button component="a" href={invoice.paymentUrl} size="xs">
                    {text.payNow}
                  </Button>
                )}
              </Stack>
            </Alert>
          ))}
        <CheckoutItems checkout={checkout} />
        {paid && checkout.status !== 'canceled' && (
          <>
            {receipt ? (
              <Anchor href={receipt} target="_blank" rel="noopener" fw={600} data-checkout-receipt>
                {text.viewReceipt}
              </Anchor>
            ) : (
              <Group gap="sm" wrap="nowrap" data-receipt-preparing>
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {text.receiptPreparing}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={onRefresh}>
                  {text.refresh}
                </Button>
              </Group>
            )}
            <Stack gap={4}>
              <Title order={2} fz="md">
                {text.nextTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {invoice.email ? text.next(invoice.email) : text.nextWithoutEmail}
              </Text>
            </Stack>
          </>
        )}
        <Group justify="space-between">
          <Button component={Link} to={to(myOrdersPath)} variant="light">
            {text.myOrders}
          </Button>
          <Anchor component={Link} to={to('/')} size="sm">
            {text.backToShop}
          </Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}
