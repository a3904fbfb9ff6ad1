import { Anchor, Stack, Text } from '@mantine/core';
import { ItemsSummary } from '../../modules/ecommerce/orders/ItemsSummary';
import { formatDateTime } from '../../shared/i18n/formatters';
import { LANGUAGE_LOCALES } from '../../shared/i18n/language';
import { useLanguage } from '../../shared/i18n/use-language';
import type { AdminCheckout } from './admin-checkouts';
import { useAdminOrdersText } from './admin-orders-text';

// The parts of a checkout the table's cells and the phone's cards both show.

/** When it was checked out: day and time, as the language writes them. */
export function CheckoutDate({ checkout }: { checkout: AdminCheckout }) {
  const language = useLanguage();
  if (!checkout.checkedOutAt) return null;
  const date = new Date(checkout.checkedOutAt);
  return (
    <Text size="sm" c="dimmed" component="time" dateTime={checkout.checkedOutAt} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(LANGUAGE_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }, date)}
    </Text>
  );
}

/** Who bought: the sign-in address (or another way they sign in), and the address typed for the receipt when it differs. */
export function CheckoutCustomer({ checkout }: { checkout: AdminCheckout }) {
  const text = useAdminOrdersText();
  const { signIn, typed, account } = checkout.customer;
  return (
    <Stack gap={0} miw={0} data-checkout-customer>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {signIn ?? account ?? text.guest}
      </Text>
      {typed && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {text.receiptTo(typed)}
        </Text>
      )}
    </Stack>
  );
}

/** What was bought, at the prices paid; with its total on a card (the table has a column of its own). */
export function CheckoutLines({ checkout, withTotal = false }: { checkout: AdminCheckout; withTotal?: boolean }) {
  return <ItemsSummary items={checkout.items} total={withTotal ? checkout.totals.join(' + ') : undefined} />;
}

/** The totals, one per currency charged. */
export function CheckoutTotals({ checkout }: { checkout: AdminCheckout }) {
  return (
    <Stack gap={0} data-checkout-total>
      {checkout.totals.map((total) => (
        <Text key={total} size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {total}
        </Text>
      ))}
    </Stack>
  );
}

/** How it was paid: the provider and its invoice's state, and the receipt once drawn. */
export function CheckoutPayment({ checkout }: { checkout: AdminCheckout }) {
  const text = useAdminOrdersText();
  const { invoice, receipt } = checkout;
  return (
    <Stack gap={2} data-checkout-payment={invoice?.status}>
      {invoice && (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {invoice.provider} · {text.invoiceStatuses[invoice.status] ?? invoice.status}
        </Text>
      )}
      {receipt ? (
        <Anchor href={receipt} target="_blank" rel="noopener" size="sm" aria-label={text.ofOrder(text.receipt, checkout.number)} data-checkout-receipt>
          {text.receipt}
        </Anchor>
      ) : (
        invoice?.status === 'paid' && (
          <Text size="xs" c="dimmed">
            {text.noReceipt}
          </Text>
        )
      )}
    </Stack>
  );
}
