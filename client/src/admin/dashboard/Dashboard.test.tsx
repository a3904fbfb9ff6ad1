import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { AdminDashboardDocument } from './dashboard.generated';
import { Dashboard } from './Dashboard';

const usd = { __typename: 'AdminDashboardCurrency' as const, id: 'usd', slug: 'usd', symbol: '$' };
const rub = { __typename: 'AdminDashboardCurrency' as const, id: 'rub', slug: 'rub', symbol: '₽' };
const revenue = (currency: typeof usd, amount: string, checkouts: number) => ({ __typename: 'AdminDashboardRevenue' as const, currency, amount, checkouts });
const counts = (today: number, week: number) => ({ __typename: 'AdminDashboardCounts' as const, today, week });

/** The server's answer, with the type names Apollo's cache keeps its objects by (the generated types leave them out). */
const answer = (paidToday: { __typename: 'AdminDashboardSales'; checkouts: number; revenue: ReturnType<typeof revenue>[] }) => ({
  adminDashboard: {
    __typename: 'AdminDashboard',
    todayStartsAt: '2026-11-27T00:00:00.000Z',
    weekStartsAt: '2026-11-23T00:00:00.000Z',
    paidToday,
    paidThisWeek: { __typename: 'AdminDashboardSales', checkouts: 5, revenue: [revenue(usd, '1187.50', 4), revenue(rub, '4490.00', 1)] },
    ordersWaiting: [
      { __typename: 'AdminDashboardOrdersWaiting', status: 'approving', checkouts: 3, orders: 4 },
      { __typename: 'AdminDashboardOrdersWaiting', status: 'packaging', checkouts: 1, orders: 1 },
      { __typename: 'AdminDashboardOrdersWaiting', status: 'delivering', checkouts: 0, orders: 0 },
    ],
    formRequests: counts(2, 7),
    signUps: counts(1, 4),
  },
});

const render = (path: string, data: ReturnType<typeof answer>) => renderUi(<Dashboard />, { path, mocks: [{ request: { query: AdminDashboardDocument }, result: { data } }] });
const figure = async (name: string) => (await screen.findByTestId('rendered')).querySelector(`[data-dashboard-figure="${name}"]`)?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('the admin dashboard', () => {
  it('writes the figures with prices as the site writes them, per currency, and says the periods are UTC', async () => {
    await render('/admin', answer({ __typename: 'AdminDashboardSales', checkouts: 3, revenue: [revenue(usd, '187.50', 2), revenue(rub, '4490.00', 1)] }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await screen.findByText('Today counts from 00:00 UTC, this week from Monday, November 23, 00:00 UTC.');
    expect(await figure('paid-today-checkouts')).toBe('3');
    expect(await figure('paid-today-revenue-usd')).toBe('$187.50');
    expect(await figure('paid-today-revenue-rub')).toBe('₽4,490');
    expect(await figure('paid-week-revenue-usd')).toBe('$1,187.50');
    // Waiting orders count checkouts (order numbers), as paid ones do.
    expect([await figure('waiting-approving'), await figure('waiting-packaging'), await figure('waiting-delivering')]).toEqual(['3', '1', '0']);
    expect([await figure('form-requests-today'), await figure('form-requests-week'), await figure('sign-ups-today'), await figure('sign-ups-week')]).toEqual(['2', '7', '1', '4']);
    expect(screen.getByRole('region', { name: 'Orders waiting for you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blog articles' }).getAttribute('href')).toBe('/admin/BlogArticle');
  });

  it('says when nothing was paid, and speaks Russian under /ru', async () => {
    await render('/ru/admin', answer({ __typename: 'AdminDashboardSales', checkouts: 0, revenue: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Сводка' });
    await screen.findByText('Сегодня считается с 00:00 UTC, эта неделя — с понедельника, 23 ноября, 00:00 UTC.');
    expect(await figure('paid-today-checkouts')).toBe('0');
    expect(screen.getByText('Оплат пока нет.')).toBeTruthy();
    expect(await figure('paid-week-revenue-rub')).toBe('4 490 ₽');
    expect(screen.getByRole('region', { name: 'Заказы ждут вас' })).toBeTruthy();
  });
});
