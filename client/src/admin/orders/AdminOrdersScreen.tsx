import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../shared/i18n/use-language';
import { type CursorPage, FIRST_PAGE, pageArguments } from '../../shared/graphql/cursor-pages';
import { CursorPager } from '../../shared/ui/CursorPager';
import { AdminScreen } from '../AdminScreen';
import { adminCheckoutsOf } from './admin-checkouts';
import { useAdminCheckoutsQuery, useAdminOrderPageQuery } from './admin-orders.generated';
import { useAdminOrdersText } from './admin-orders-text';
import { checkoutPageView } from './checkout-page';
import { CheckoutCards } from './CheckoutCards';
import { CheckoutTable } from './CheckoutTable';
import { checkoutsFilters, filtersQuery, orderPageFilters, readFilters, type OrderFilterValues } from './order-filters';
import { OrderFilters } from './OrderFilters';

/** Orders a page reads: checkouts are cut whole from it (see checkoutPageView), a dozen or so a page. */
const PAGE_SIZE = 20;
/** Where the table has room beside the admin's panel (Mantine's `lg`); cards below. */
const TABLE_WIDTH = '(min-width: 75em)';

/** `/admin/orders`: the orders screen inside the admin (its sign-in and role check, its panel). */
export function AdminOrdersPage() {
  return (
    <AdminScreen>
      <AdminOrdersScreen />
    </AdminScreen>
  );
}

/**
 * The shop's checkouts for its owner, newest first, one row per order number:
 * customer, items at the prices paid, total, payment and receipt, status and the moves it may
 * make. Filtered by status and days of checkout (kept in the address), paged by cursor.
 */
export function AdminOrdersScreen() {
  const text = useAdminOrdersText();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const key = filtersQuery(filters).toString();
  return (
    <Stack gap="md" data-admin-orders>
      <Stack gap={4}>
        <Title order={1} fz="xl">
          {text.orders}
        </Title>
        <Text size="sm" c="dimmed">
          {text.description} {text.mailNote}
        </Text>
      </Stack>
      <OrderFilters values={filters} onChange={(next: OrderFilterValues) => setParams(filtersQuery(next), { replace: true })} />
      {/* A new filter starts again from the first page. */}
      <CheckoutPages key={key} filters={filters} filtersKey={key} />
    </Stack>
  );
}

/** The checkouts of the filters, a page at a time: which (a page of orders), then those checkouts in full. */
function CheckoutPages({ filters, filtersKey }: { filters: OrderFilterValues; filtersKey: string }) {
  const text = useAdminOrdersText();
  const language = useLanguage();
  const wide = useMediaQuery(TABLE_WIDTH, true, { getInitialValueInEffect: false });
  const [page, setPage] = useState<CursorPage>(FIRST_PAGE);
  const listed = useAdminOrderPageQuery({ variables: { filters: orderPageFilters(filters), ...pageArguments(page, PAGE_SIZE) } });
  const view = listed.data && checkoutPageView(page, PAGE_SIZE, listed.data.ecommerceOrderList);
  const numbers = [...new Set(view?.rows.flatMap((order) => (order.number == null ? [] : [order.number])) ?? [])];
  const details = useAdminCheckoutsQuery({ variables: checkoutsFilters(numbers), skip: numbers.length === 0 });
  // A page is shown once both its reads have answered; until the next one has, the one before
  // stays whole (its rows with its pager), never the new pager over the old rows.
  const complete = listed.data && view && (numbers.length === 0 || details.data) ? { page, list: listed.data, view, numbers, details: details.data } : undefined;
  const [lastComplete, setLastComplete] = useState(complete);
  if (complete && (complete.list !== lastComplete?.list || complete.details !== lastComplete?.details)) setLastComplete(complete);
  const shown = complete ?? lastComplete;

  const error = listed.error ?? details.error;
  if (error) {
    return (
      <Alert color="red" variant="light" title={text.loadFailed}>
        {error.message}
      </Alert>
    );
  }
  if (!shown) {
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (shown.numbers.length === 0) {
    const filtered = filters.status !== null || filters.from !== null;
    return (
      <Paper withBorder radius="md" p="lg" ta="center" bg="var(--mantine-color-gray-0)" data-orders-for={filtersKey} data-orders-empty>
        <Text c="dimmed" size="sm">
          {filtered ? text.noMatches : text.noOrders}
        </Text>
      </Paper>
    );
  }
  const checkouts = adminCheckoutsOf(shown.numbers, shown.details?.ecommerceOrderList ?? [], shown.details?.billingInvoiceList ?? [], language);
  return (
    // Which filters the rows shown answer (the address's query): a test waits for its own.
    <Stack gap="md" data-orders-for={filtersKey} aria-busy={!complete}>
      {wide ? <CheckoutTable checkouts={checkouts} /> : <CheckoutCards checkouts={checkouts} />}
      <CursorPager
        page={shown.page}
        size={PAGE_SIZE}
        rows={shown.list.ecommerceOrderList}
        view={shown.view}
        total={shown.list.ecommerceOrderCount}
        // Pages are counted in orders and cut between checkouts: their number is an estimate.
        estimated
        onPage={setPage}
      />
    </Stack>
  );
}
