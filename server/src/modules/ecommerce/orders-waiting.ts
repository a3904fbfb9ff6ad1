import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../core/model/tables.js';
import { readRows } from '../../core/read/executor.js';
import { EcommerceOrder } from './entities.js';

/**
 * The statuses in which a paid order waits for the shop, in the order the shop moves it on:
 * paid and to be approved, then packed, then handed to delivery. (`new` and `paying` wait for
 * the buyer; `delivered` and `canceled` for nobody.)
 */
export const WAITING_STATUSES = ['approving', 'packaging', 'delivering'] as const;

export interface OrdersWaiting {
  status: (typeof WAITING_STATUSES)[number];
  /** Checkouts (an order number each, as people see them) with an order in this status. */
  checkouts: number;
  /** Orders in this status (a checkout bills one per product). */
  orders: number;
}

/** How many orders wait in each of WAITING_STATUSES (every one listed, 0 when none): one statement over the status index. */
export async function ordersWaiting(em: EntityManager): Promise<OrdersWaiting[]> {
  const o = tableOf(EcommerceOrder);
  const rows = await readRows(
    em,
    `select ${o.column('status')} as "status", count(distinct ${o.column('number')})::int as "checkouts", count(*)::int as "orders"
       from ${o.table}
      where ${o.column('status')} = any($1)
      group by ${o.column('status')}`,
    [WAITING_STATUSES],
    { prepare: true },
  );
  return WAITING_STATUSES.map((status) => {
    const row = rows.find((found) => found.status === status);
    return { status, checkouts: (row?.checkouts as number) ?? 0, orders: (row?.orders as number) ?? 0 };
  });
}
