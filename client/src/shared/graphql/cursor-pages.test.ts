import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, LAST_PAGE, pageArguments, pageBeside, pageNumber, pageView } from './cursor-pages';

const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('cursor pages', () => {
  it('asks for a row more than a page, from either end or beside a cursor', () => {
    expect(pageArguments(FIRST_PAGE, 12)).toEqual({ limit: 13 });
    expect(pageArguments(LAST_PAGE, 12)).toEqual({ limit: 13, fromEnd: true });
    expect(pageArguments({ ...FIRST_PAGE, place: { after: 'c' } }, 12)).toEqual({ limit: 13, after: 'c' });
    expect(pageArguments({ ...FIRST_PAGE, place: { before: 'c' } }, 12)).toEqual({ limit: 13, before: 'c' });
  });

  it('shows a page without the extra row, which says whether the list goes on that way', () => {
    expect(pageView(FIRST_PAGE, 3, rows(1, 4))).toEqual({ rows: [1, 2, 3], hasPrevious: false, hasNext: true });
    expect(pageView(FIRST_PAGE, 3, rows(1, 3))).toEqual({ rows: [1, 2, 3], hasPrevious: false, hasNext: false });
    // Read from the end: the extra row is the one before the page.
    expect(pageView(LAST_PAGE, 3, rows(7, 10))).toEqual({ rows: [8, 9, 10], hasPrevious: true, hasNext: false });
    expect(pageView(LAST_PAGE, 3, rows(1, 2))).toEqual({ rows: [1, 2], hasPrevious: false, hasNext: false });
    expect(pageView({ ...LAST_PAGE, place: { before: 'c' } }, 3, rows(1, 2))).toEqual({ rows: [1, 2], hasPrevious: false, hasNext: true });
    expect(pageView({ ...FIRST_PAGE, place: { after: 'c' } }, 3, rows(4, 7))).toEqual({ rows: [4, 5, 6], hasPrevious: true, hasNext: true });
  });

  it('numbers pages from the end they were reached from; from the end of an estimate, approximately', () => {
    const edge = { first: 'a', last: 'z' };
    const second = pageBeside(FIRST_PAGE, 'next', edge);
    expect(second).toEqual({ place: { after: 'z' }, anchor: 'start', index: 2 });
    expect(pageBeside(second, 'previous', edge)).toEqual({ place: { before: 'a' }, anchor: 'start', index: 1 });
    const beforeLast = pageBeside(LAST_PAGE, 'previous', edge);
    expect(beforeLast).toEqual({ place: { before: 'a' }, anchor: 'end', index: 2 });

    expect(pageNumber(second, 12, 25, false)).toEqual({ number: 2, pages: 3, approximate: false, estimated: false });
    expect(pageNumber(beforeLast, 12, 25, false)).toEqual({ number: 2, pages: 3, approximate: false, estimated: false });
    expect(pageNumber(LAST_PAGE, 12, 1_000_000, true)).toEqual({ number: 83_334, pages: 83_334, approximate: true, estimated: true });
    expect(pageNumber(second, 12, 1_000_000, true).approximate).toBe(false);
    // An estimate below the pages walked: never 'page 5 of 4'.
    expect(pageNumber({ ...second, index: 5 }, 12, 40, true).pages).toBe(5);
  });
});
