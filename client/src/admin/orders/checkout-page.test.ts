import { describe, expect, it } from 'vitest';
import { type CursorPage, FIRST_PAGE, LAST_PAGE } from '../../shared/graphql/cursor-pages';
import { checkoutPageView } from './checkout-page';

/** Orders by number, newest first, as the page's query reads them: `1003a` is checkout 1003's first order. */
const orders = (...names: string[]) => names.map((name) => ({ number: Number(name.slice(0, 4)), cursor: name }));
const shown = (page: CursorPage, rows: ReturnType<typeof orders>, size = 4) => {
  const view = checkoutPageView(page, size, rows);
  return { rows: view.rows.map((row) => row.cursor), hasPrevious: view.hasPrevious, hasNext: view.hasNext };
};

describe('a page of orders cut between checkouts', () => {
  it('keeps a page whose last checkout ends on it (the row beyond starts another)', () => {
    expect(shown(FIRST_PAGE, orders('1005a', '1004a', '1004b', '1003a', '1002a'))).toEqual({ rows: ['1005a', '1004a', '1004b', '1003a'], hasPrevious: false, hasNext: true });
  });

  it('leaves a checkout that goes on beyond the page to the next page, which starts with it', () => {
    expect(shown(FIRST_PAGE, orders('1005a', '1004a', '1003a', '1003b', '1003c'))).toEqual({ rows: ['1005a', '1004a'], hasPrevious: false, hasNext: true });
    expect(shown({ place: { after: '1004a' }, anchor: 'start', index: 2 }, orders('1003a', '1003b', '1003c', '1002a', '1001a'))).toEqual({
      rows: ['1003a', '1003b', '1003c', '1002a'],
      hasPrevious: true,
      hasNext: true,
    });
  });

  it('read backwards (the last page, a page before), leaves the checkout going on before it to the page before', () => {
    expect(shown(LAST_PAGE, orders('1003b', '1003c', '1002a', '1001a', '1001b'))).toEqual({ rows: ['1002a', '1001a', '1001b'], hasPrevious: true, hasNext: false });
    expect(shown({ place: { before: '1002a' }, anchor: 'end', index: 2 }, orders('1004a', '1003a', '1003b', '1003c'), 4)).toEqual({
      rows: ['1004a', '1003a', '1003b', '1003c'],
      hasPrevious: false,
      hasNext: true,
    });
  });

  it('shows a checkout of more orders than a page holds rather than nothing', () => {
    expect(shown(FIRST_PAGE, orders('1003a', '1003b', '1003c', '1003d', '1003e'))).toEqual({ rows: ['1003a', '1003b', '1003c', '1003d'], hasPrevious: false, hasNext: true });
  });

  it('keeps the last page whole: nothing beyond it', () => {
    expect(shown(FIRST_PAGE, orders('1002a', '1002b', '1001a'))).toEqual({ rows: ['1002a', '1002b', '1001a'], hasPrevious: false, hasNext: false });
  });
});
