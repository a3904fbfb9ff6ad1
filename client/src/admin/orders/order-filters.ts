import dayjs from 'dayjs';
import type { FilterInput, FiltersInput } from '../../gql/graphql';
import { whereNumberIn } from '../../modules/ecommerce/orders/checkouts';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../modules/ecommerce/orders/order-status';

/** The statuses of checked-out orders: every one but `new` (an order in a cart, or back in it after a failed payment). */
export const LISTED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'new');

/** What the screen is filtered by, as its address keeps it (`?status=approving&from=2026-11-01&to=2026-11-30`). */
export interface OrderFilterValues {
  status: OrderStatus | null;
  /** Days of checkout, `YYYY-MM-DD` in the owner's time zone, both included. */
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : null);

/** The filters an address holds; anything else in it (a mistyped status, an impossible day) reads as no filter. */
export function readFilters(params: URLSearchParams): OrderFilterValues {
  const status = params.get('status');
  return { status: status && status !== 'new' && isOrderStatus(status) ? status : null, from: dayOf(params.get('from')), to: dayOf(params.get('to')) };
}

/** The address's query of these filters (empty ones left out). */
export function filtersQuery(values: OrderFilterValues): URLSearchParams {
  return new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * The orders listed: checked out (a number, a status past the cart), in the chosen status, made
 * at checkout between the start of the first day and the end of the last, as the owner's clock
 * reads them (an order's own `createdAt` is when its product went into the cart).
 */
export function orderPageFilters({ status, from, to }: OrderFilterValues): FiltersInput {
  const and: FilterInput[] = [
    { column: 'number', method: 'isNotNull' },
    status ? { column: 'status', method: 'eq', value: status } : { column: 'status', method: 'inArray', value: LISTED_STATUSES },
  ];
  if (from) and.push({ column: 'checkedOutAt', method: 'gte', value: dayjs(from).startOf('day').toISOString() });
  if (to) and.push({ column: 'checkedOutAt', method: 'lt', value: dayjs(to).add(1, 'day').startOf('day').toISOString() });
  return { and };
}

/** The orders of these checkouts out of the cart, and their invoices: the page shown in full. */
export function checkoutsFilters(numbers: readonly number[]): { orders: FiltersInput; invoices: FiltersInput } {
  const invoices = whereNumberIn(numbers);
  return { orders: { and: [...invoices.and, { column: 'status', method: 'ne', value: 'new' }] }, invoices };
}
