import { Anchor, Box, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, useTransition } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/i18n/format-date';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { type CursorPage, ESTIMATED_FROM, FIRST_PAGE, pageArguments, pageView } from '../../../shared/graphql/cursor-pages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { CursorPager } from '../../../shared/ui/CursorPager';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { useCheckoutText } from './checkout-text';
import { useEcommerceCheckoutOrdersQuery, useEcommerceMyCheckoutsQuery } from './checkouts.generated';
import { type Checkout, checkoutNumber, checkoutsOf, whereNumberIn } from './checkouts';
import { CheckoutItems } from './CheckoutItems';
import { CheckoutStatusBadge } from './CheckoutStatusBadge';
import { orderConfirmationPath } from './paths';

const PAGE_SIZE = 10;

/** 'My orders': the visitor's checkouts, newest first, one row each however many orders it billed. */
export function MyOrdersPage() {
  const text = useCheckoutText();
  const to = useLocalizedPath();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" py={48}>
      <Container size={720}>
        <Stack gap="xl">
          <Anchor component={Link} to={to('/')} size="sm" w="fit-content">
            <Group gap={4} component="span">
              {text.backToShop} <ArrowRightIcon size={14} />
            </Group>
          </Anchor>
          <Stack gap={4}>
            <Title order={1} fz={28}>
              {text.myOrders}
            </Title>
            <Text c="dimmed">{text.myOrdersDescription}</Text>
          </Stack>
          <CheckoutList />
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * A page of checkouts read by cursor (their invoices), then the orders of their numbers: a
 * checkout is never split across pages, as a page of orders grouped afterwards would be.
 */
function CheckoutList() {
  const text = useCheckoutText();
  const to = useLocalizedPath();
  const [page, setPage] = useState<CursorPage>(FIRST_PAGE);
  const [, startTransition] = useTransition();
  const invoices = useEcommerceMyCheckoutsQuery({ variables: pageArguments(page, PAGE_SIZE) });
  const answered = invoices.data ?? invoices.previousData;
  const rows = answered ? pageView(page, PAGE_SIZE, answered.billingInvoiceList).rows : [];
  const numbers = rows.flatMap((invoice) => (invoice.number == null ? [] : [invoice.number]));
  const orders = useEcommerceCheckoutOrdersQuery({ variables: { filters: whereNumberIn(numbers) }, skip: numbers.length === 0 });
  const ordersAnswered = orders.data ?? orders.previousData;

  // Signed out (the API answers 401) reads as no orders: there are none to show.
  if (!invoices.error && (!answered || (numbers.length > 0 && !ordersAnswered && !orders.error))) return <Loader size="sm" />;
  if (invoices.error || rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" data-my-orders-empty>
        <Stack gap="md" align="flex-start">
          <Text>{text.noOrders}</Text>
          <Button component={Link} to={to('/')} rightSection={<ArrowRightIcon size={16} />}>
            {text.toShop}
          </Button>
        </Stack>
      </Paper>
    );
  }
  const checkouts = checkoutsOf(rows, ordersAnswered?.ecommerceOrderList ?? []);
  const total = answered?.billingInvoiceCount ?? 0;
  return (
    <Stack gap="md" data-my-orders>
      {checkouts.map((checkout) => (
        <CheckoutRow key={checkout.invoice.id} checkout={checkout} />
      ))}
      <CursorPager
        page={page}
        size={PAGE_SIZE}
        rows={answered?.billingInvoiceList ?? []}
        total={total}
        estimated={total >= ESTIMATED_FROM}
        onPage={(next) => startTransition(() => setPage(next))}
      />
    </Stack>
  );
}

/** A checkout: its number (to its confirmation page), date, status, items, total and receipt. */
function CheckoutRow({ checkout }: { checkout: Checkout }) {
  const language = useLanguage();
  const text = useCheckoutText();
  const to = useLocalizedPath();
  const { invoice, receipt } = checkout;
  const details = to(orderConfirmationPath(invoice.id));
  return (
    <Paper withBorder radius="md" p="md" data-checkout={invoice.number ?? invoice.id}>
      <Stack gap="sm">
        {/* On a phone the status goes under the number rather than squeezing it. */}
        <Group justify="space-between" gap="xs">
          <Group gap="sm" align="baseline" wrap="nowrap">
            <Anchor component={Link} to={details} fw={700} c="dark.9" style={{ whiteSpace: 'nowrap' }}>
              {text.order(checkoutNumber(checkout))}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(invoice.createdAt, language)}
            </Text>
          </Group>
          <CheckoutStatusBadge checkout={checkout} />
        </Group>
        <CheckoutItems checkout={checkout} />
        <Group gap="md">
          {receipt && (
            <Anchor href={receipt} target="_blank" rel="noopener" size="sm" data-checkout-receipt>
              {text.receipt}
            </Anchor>
          )}
          <Anchor component={Link} to={details} size="sm">
            {text.details}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
