import { describe, expect, it } from 'vitest';
import { type AdminInvoice, type AdminOrder, adminCheckoutsOf, customerOf, statusMoves } from './admin-checkouts';

const usd = { id: 'usd-id', slug: 'usd', symbol: '$' };
const invoice = (number: number, extra: Partial<AdminInvoice> = {}): AdminInvoice => ({
  id: `invoice-${number}`,
  number,
  status: 'paid',
  amount: '67.00',
  createdAt: '2026-11-27T10:00:00.000Z',
  email: 'receipt@example.com',
  paymentUrl: null,
  currency: usd,
  provider: 'dummy',
  subject: { id: 'subject', identities: [{ id: 'identity', provider: 'email_and_password', email: 'buyer@example.com', account: null }] },
  ...extra,
});
const line = (id: string, title: string, unitPrice: string, quantity = 1) => ({
  id,
  variant: 'default',
  quantity,
  productTitle: { en: title, ru: null },
  unitPrice,
  currencyId: usd.id,
  currencySlug: usd.slug,
  currencySymbol: usd.symbol,
  product: null,
});
const order = (id: string, number: number, status: string, lines: ReturnType<typeof line>[], receipt = ''): AdminOrder => ({
  id,
  number,
  status,
  type: 'history',
  createdAt: '2026-11-26T10:00:00.000Z',
  checkedOutAt: '2026-11-27T10:00:00.000Z',
  receipt,
  ordersToProducts: lines,
});

describe('a checkout on the orders screen', () => {
  it('holds all its orders, their lines at the prices paid, one total per currency, the receipt and the invoice', () => {
    const orders = [
      order('a', 1002, 'approving', [line('l1', 'Linen shirt', '49.00')], '/receipt.png'),
      order('b', 1002, 'approving', [line('l2', 'Ceramic mug', '9.10', 2)]),
      order('c', 1001, 'delivered', [line('l3', 'Candle', '0.10', 3)]),
    ];
    const [latest, earlier] = adminCheckoutsOf([1002, 1001], orders, [invoice(1001), invoice(1002)], 'en');
    expect(latest).toMatchObject({
      number: 1002,
      status: 'approving',
      checkedOutAt: '2026-11-27T10:00:00.000Z',
      receipt: '/receipt.png',
      totals: ['$67.20'],
      items: [
        { title: 'Linen shirt', quantity: 1, amount: '$49' },
        { title: 'Ceramic mug', quantity: 2, amount: '$18.20' },
      ],
    });
    expect(latest.invoice?.number).toBe(1002);
    // Summed in cents: 3 × 0.10 is 0.30, not 0.30000000000000004.
    expect(earlier.totals).toEqual(['$0.30']);
  });

  it("names its customer by the sign-in address, with the receipt's when it differs; a guest by the receipt's", () => {
    expect(customerOf(invoice(1))).toEqual({ signIn: 'buyer@example.com', typed: 'receipt@example.com', account: null });
    expect(customerOf(invoice(1, { email: 'BUYER@example.com' }))).toEqual({ signIn: 'buyer@example.com', typed: null, account: null });
    expect(customerOf(invoice(1, { subject: { id: 's', identities: [] } }))).toEqual({ signIn: null, typed: 'receipt@example.com', account: null });
    const wallet = { id: 'w', provider: 'EVM', email: null, account: '0xabc' };
    expect(customerOf(invoice(1, { subject: { id: 's', identities: [wallet] } }))).toEqual({ signIn: null, typed: 'receipt@example.com', account: '0xabc' });
  });

  it('moves a paid checkout along its fulfilment or back, or cancels it; an unpaid one may only be canceled', () => {
    expect(statusMoves({ status: 'approving', invoice: invoice(1) })).toEqual({ next: 'packaging', others: ['delivering', 'delivered', 'canceled'] });
    expect(statusMoves({ status: 'delivering', invoice: invoice(1) })).toEqual({ next: 'delivered', others: ['approving', 'packaging', 'canceled'] });
    expect(statusMoves({ status: 'delivered', invoice: invoice(1) })).toEqual({ next: null, others: ['approving', 'packaging', 'delivering', 'canceled'] });
    expect(statusMoves({ status: 'paying', invoice: invoice(1, { status: 'open' }) })).toEqual({ next: null, others: ['canceled'] });
    expect(statusMoves({ status: 'canceled', invoice: invoice(1, { status: 'canceled' }) })).toEqual({ next: null, others: [] });
  });
});
