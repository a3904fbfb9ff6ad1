import type { RequestContext } from '../../core/request-context.js';
import { assertAdmin } from '../../core/access/policy.js';
import { paidCheckoutsSince } from '../billing/paid-checkouts.js';
import { formRequestsSince } from '../crm/request-counts.js';
import { ordersWaiting } from '../ecommerce/orders-waiting.js';
import { signUpsSince } from '../rbac/sign-ups.js';
import { dashboardPeriods } from './periods.js';

/** Money in one currency, its currency as prices carry theirs. */
export interface Revenue {
  currency: { id: string; slug: string; symbol: string | null };
  amount: string;
  checkouts: number;
}

/** The paid checkouts of a period: how many, and their sum per currency. */
export interface Sales {
  checkouts: number;
  revenue: Revenue[];
}

/**
 * What a shop owner sees first at /admin: sales of today and this week, the orders waiting for
 * the shop, new form requests and sign-ups. Admins (and the server) only. Each module counts
 * its own rows with its own query (four statements, side by side); nothing here reads a table.
 */
export async function adminDashboard(context: RequestContext) {
  assertAdmin(context.actor, 'Only administrators may read the dashboard');
  const { todayStartsAt, weekStartsAt } = dashboardPeriods(new Date());
  const [paid, waiting, formRequests, signUps] = await Promise.all([
    paidCheckoutsSince(context.em, todayStartsAt, weekStartsAt),
    ordersWaiting(context.em),
    formRequestsSince(context.em, todayStartsAt, weekStartsAt),
    signUpsSince(context.em, todayStartsAt, weekStartsAt),
  ]);
  const sales = (period: 'today' | 'week'): Sales => {
    const revenue = paid.filter((row) => row[period].checkouts > 0).map((row) => ({ currency: row.currency, amount: row[period].revenue, checkouts: row[period].checkouts }));
    return { checkouts: revenue.reduce((sum, row) => sum + row.checkouts, 0), revenue };
  };
  return { todayStartsAt, weekStartsAt, paidToday: sales('today'), paidThisWeek: sales('week'), ordersWaiting: waiting, formRequests, signUps };
}

export type AdminDashboard = Awaited<ReturnType<typeof adminDashboard>>;
