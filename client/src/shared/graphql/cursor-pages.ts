// Pages of a list read by cursor: the first and the last page straight from either end of the
// order (`fromEnd`), the next and the previous one from a cursor of a row shown, so any page of
// a million rows costs what the first does (an offset walks every row it skips). Each read asks
// for one row more than a page shows: that row says whether there is a page beyond it.

/** Where a page is read from: an end of the list, or the row shown next to it. */
export type PagePlace = { from: 'start' } | { from: 'end' } | { after: string } | { before: string };

/** A page: where it is read from, and how many pages it lies from the end it was reached from. */
export interface CursorPage {
  place: PagePlace;
  anchor: 'start' | 'end';
  /** 1 for the first (anchor start) or the last (anchor end) page. */
  index: number;
}

export const FIRST_PAGE: CursorPage = { place: { from: 'start' }, anchor: 'start', index: 1 };
export const LAST_PAGE: CursorPage = { place: { from: 'end' }, anchor: 'end', index: 1 };

/**
 * From this many rows an unfiltered count is the server's estimate (ESTIMATE_FROM in the
 * server's row-count.ts, which names it in the X-Estimated-Count header).
 */
export const ESTIMATED_FROM = 10_000;

/** Read backwards (nearest the cursor or the end first): the extra row is before the page. */
export const backwards = (place: PagePlace) => 'before' in place || ('from' in place && place.from === 'end');

/** The list arguments of a page of `size` rows. */
export function pageArguments({ place }: CursorPage, size: number): { limit: number; after?: string; before?: string; fromEnd?: boolean } {
  const limit = size + 1;
  if ('after' in place) return { limit, after: place.after };
  if ('before' in place) return { limit, before: place.before };
  return place.from === 'end' ? { limit, fromEnd: true } : { limit };
}

/** What a page's answer shows (`rows` in list order, a row more than `size` when there is one) and where it may go. */
export function pageView<Row>({ place }: CursorPage, size: number, rows: Row[]) {
  const more = rows.length > size;
  if (backwards(place)) return { rows: more ? rows.slice(rows.length - size) : rows, hasPrevious: more, hasNext: 'before' in place };
  return { rows: rows.slice(0, size), hasPrevious: 'after' in place, hasNext: more };
}

/** The page after (`next`) or before a page whose shown rows have these cursors at either end. */
export function pageBeside(page: CursorPage, direction: 'next' | 'previous', edge: { first: string; last: string }): CursorPage {
  const place: PagePlace = direction === 'next' ? { after: edge.last } : { before: edge.first };
  const towardsAnchor = (direction === 'previous') === (page.anchor === 'start');
  return { place, anchor: page.anchor, index: Math.max(1, page.index + (towardsAnchor ? -1 : 1)) };
}

/**
 * The page's number among `total` rows' pages, as shown: counted from the start, or (a page
 * reached from the end) from the end; approximate when counted from the end of an estimated total.
 */
export function pageNumber(page: CursorPage, size: number, total: number, estimated: boolean) {
  const counted = Math.max(1, Math.ceil(total / size));
  const number = page.anchor === 'start' ? page.index : Math.max(1, counted - page.index + 1);
  return { number, pages: Math.max(counted, number), approximate: estimated && page.anchor === 'end', estimated };
}
