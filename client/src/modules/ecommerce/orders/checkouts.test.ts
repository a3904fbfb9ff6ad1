import { describe, expect, it } from 'vitest';
import type { CheckoutInvoiceFieldsFragment } from './checkouts.generated';
import { type CheckoutOrder, checkoutsOf, checkoutStatus, ordersByNumber } from './checkouts';

const usd = { id: 'usd-id', slug: 'usd', symbol: '$' };
const invoice = (number: number | null, status = 'paid'): CheckoutInvoiceFieldsFragment => ({
  id: `invoice-${number}`,
  number,
  status,
  amount: '10.00',
  createdAt: '2026-11-27T10:00:00.000Z',
  email: 'buyer@example.com',
  paymentUrl: null,
  currency: usd,
});
const order = (id: string, number: number | null, status = 'approving', receipt = ''): CheckoutOrder => ({
  id,
  number,
  status,
  type: 'cart',
  createdAt: '2026-11-27T10:00:00.000Z',
  receipt,
  ordersToProducts: [],
});

describe('the orders of a checkout', () => {
  it('are grouped by the number of the checkout that billed them, orders never checked out left out', () => {
    const groups = ordersByNumber([order('a', 1001), order('b', 1002), order('c', 1001), order('cart', null)]);
    expect([...groups.entries()].map(([number, orders]) => [number, orders.map((entry) => entry.id)])).toEqual([
      [1001, ['a', 'c']],
      [1002, ['b']],
    ]);
  });

  it('make one checkout per invoice, in the invoices order, with the receipt one of them has', () => {
    const checkouts = checkoutsOf(
      [invoice(1002), invoice(1001)],
      [order('a', 1001), order('b', 1001, 'approving', '/public/receipt-1001.png'), order('c', 1002)],
    );
    expect(checkouts.map((checkout) => [checkout.invoice.number, checkout.orders.map((entry) => entry.id), checkout.receipt])).toEqual([
      [1002, ['c'], null],
      [1001, ['a', 'b'], '/public/receipt-1001.png'],
    ]);
  });

  it('leave out an order back in the cart: it is the cart’s again', () => {
    const [checkout] = checkoutsOf([invoice(1003, 'canceled')], [order('back', 1003, 'new'), order('gone', 1003, 'canceled')]);
    expect(checkout.orders.map((entry) => entry.id)).toEqual(['gone']);
    const [empty] = checkoutsOf([invoice(1004, 'failed')], [order('back', 1004, 'new')]);
    expect(empty).toMatchObject({ orders: [], status: 'canceled', receipt: null });
  });
});

describe('the status of a checkout', () => {
  it('is its orders’ when they agree, else the least advanced of those going on', () => {
    expect(checkoutStatus([{ status: 'approving' }, { status: 'approving' }], 'paid')).toBe('approving');
    expect(checkoutStatus([{ status: 'delivered' }, { status: 'packaging' }, { status: 'canceled' }], 'paid')).toBe('packaging');
    expect(checkoutStatus([{ status: 'canceled' }, { status: 'canceled' }], 'paid')).toBe('canceled');
    // A status the site has no words for shows as it is.
    expect(checkoutStatus([{ status: 'delivered' }, { status: 'returned' }], 'paid')).toBe('returned');
  });

  it('without orders, is what its invoice says', () => {
    expect(checkoutStatus([], 'open')).toBe('paying');
    expect(checkoutStatus([], 'paid')).toBe('approving');
    expect(checkoutStatus([], 'failed')).toBe('canceled');
  });
});
