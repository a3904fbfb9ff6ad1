import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../core/model/tables.js';
import { readRows } from '../../core/read/executor.js';
import { BillingCurrency, BillingInvoice } from './entities.js';

/** What was paid in one currency since two moments: checkouts (one invoice each) and their sum. */
export interface PaidInCurrency {
  currency: { id: string; slug: string; symbol: string | null };
  today: { checkouts: number; revenue: string };
  week: { checkouts: number; revenue: string };
}

/**
 * The invoices paid since `week` and, among them, since `today` (a later moment), summed per
 * currency: one statement over the paid-time index, whatever the number of invoices. Currencies
 * with nothing paid since `week` are not listed.
 */
export async function paidCheckoutsSince(em: EntityManager, today: Date, week: Date): Promise<PaidInCurrency[]> {
  const [i, c] = [tableOf(BillingInvoice), tableOf(BillingCurrency)];
  const rows = await readRows(
    em,
    `select c.${c.column('id')} as "id", c.${c.column('slug')} as "slug", c.${c.column('symbol')} as "symbol",
            count(*) filter (where i.${i.column('paidAt')} >= $1)::int as "todayCheckouts",
            coalesce(sum(i.${i.column('amount')}) filter (where i.${i.column('paidAt')} >= $1), 0)::text as "todayRevenue",
            count(*)::int as "weekCheckouts",
            sum(i.${i.column('amount')})::text as "weekRevenue"
       from ${i.table} i
       join ${c.table} c on c.${c.column('id')} = i.${i.column('currencyId')}
      where i.${i.column('status')} = 'paid' and i.${i.column('paidAt')} >= $2
      group by c.${c.column('id')}
      order by c.${c.column('isDefault')} desc nulls last, c.${c.column('slug')}`,
    [today, week],
    { prepare: true },
  );
  return rows.map((row) => ({
    currency: { id: row.id as string, slug: row.slug as string, symbol: row.symbol as string | null },
    today: { checkouts: row.todayCheckouts as number, revenue: row.todayRevenue as string },
    week: { checkouts: row.weekCheckouts as number, revenue: row.weekRevenue as string },
  }));
}
