import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../core/model/row.js';

/**
 * Gives invoices made or set `paid` through the generic API their payment time (a settlement
 * sets it in its own statement, see settlement.ts): once, so that a later edit of a paid
 * invoice does not move it to another day.
 */
export async function stampPaidTime(em: EntityManager, rows: Row[]): Promise<void> {
  const unstamped = rows.filter((row) => row.status === 'paid' && !row.paidAt);
  if (!unstamped.length) return;
  const now = new Date();
  for (const row of unstamped) row.paidAt = now;
  await em.flush();
}
