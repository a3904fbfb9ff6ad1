import { backwards, type CursorPage, pageView } from '../../shared/graphql/cursor-pages';

/** A row of the page read: an order, with the number of its checkout and where it stands in the list. */
export interface PagedOrder {
  number?: number | null;
  cursor?: string | null;
}

/**
 * A page of orders read by cursor (see cursor-pages.ts), ordered by their checkout's number, cut
 * where one checkout ends and the next begins, so that no checkout is split over two pages: the
 * row read beyond the page tells whether the checkout at its edge goes on; when it does, that
 * checkout is left to the page beyond, which then starts with it (unless it fills the page
 * alone: a checkout of more orders than a page holds is shown on each page it spans).
 */
export function checkoutPageView<Order extends PagedOrder>(page: CursorPage, size: number, rows: Order[]) {
  const view = pageView(page, size, rows);
  if (rows.length <= size) return view;
  // Read forwards, the extra row is after the page; backwards (the last page, or before a cursor), before it.
  const back = backwards(page.place);
  const beyond = back ? rows[0] : rows[size];
  const edge = back ? view.rows[0] : view.rows[view.rows.length - 1];
  if (beyond.number !== edge.number || view.rows.every((order) => order.number === edge.number)) return view;
  return { ...view, rows: view.rows.filter((order) => order.number !== edge.number) };
}
