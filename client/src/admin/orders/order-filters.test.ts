import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { checkoutsFilters, filtersQuery, orderPageFilters, readFilters } from './order-filters';

describe("the orders screen's filters", () => {
  it('are read from the address, anything unknown or impossible there reading as no filter', () => {
    expect(readFilters(new URLSearchParams('status=packaging&from=2026-11-01&to=2026-11-30'))).toEqual({ status: 'packaging', from: '2026-11-01', to: '2026-11-30' });
    expect(readFilters(new URLSearchParams('status=new&from=2026-02-30&to=yesterday'))).toEqual({ status: null, from: null, to: null });
    expect(readFilters(new URLSearchParams('status=shipped'))).toEqual({ status: null, from: null, to: null });
    expect(filtersQuery({ status: 'delivered', from: null, to: null }).toString()).toBe('status=delivered');
  });

  it('list checked-out orders only, of every status past the cart unless one is chosen', () => {
    expect(orderPageFilters({ status: null, from: null, to: null })).toEqual({
      and: [
        { column: 'number', method: 'isNotNull' },
        { column: 'status', method: 'inArray', value: ['paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'] },
      ],
    });
    expect(orderPageFilters({ status: 'approving', from: null, to: null }).and).toContainEqual({ column: 'status', method: 'eq', value: 'approving' });
  });

  it('hold the days of checkout from the start of the first to the end of the last, on the owner’s clock', () => {
    const { and } = orderPageFilters({ status: null, from: '2026-11-01', to: '2026-11-03' });
    expect(and).toContainEqual({ column: 'checkedOutAt', method: 'gte', value: dayjs('2026-11-01T00:00:00').toISOString() });
    expect(and).toContainEqual({ column: 'checkedOutAt', method: 'lt', value: dayjs('2026-11-04T00:00:00').toISOString() });
  });

  it('read the checkouts of a page whole: their orders out of the cart, and their invoices', () => {
    expect(checkoutsFilters([1002, 1001])).toEqual({
      orders: { and: [{ column: 'number', method: 'inArray', value: [1002, 1001] }, { column: 'status', method: 'ne', value: 'new' }] },
      invoices: { and: [{ column: 'number', method: 'inArray', value: [1002, 1001] }] },
    });
  });
});
