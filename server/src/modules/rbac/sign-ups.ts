import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../core/model/tables.js';
import { readRows } from '../../core/read/executor.js';
import { RbacSubjectsToIdentities } from './entities.js';

/**
 * How many accounts were made since `week` and, among them, since `today` (a later moment). A
 * visitor is a subject from its first visit (it holds the cart); an account is made when its
 * subject gets its first identity (registration, a wallet's or Telegram's first sign-in), so a
 * sign-up counts at that first identity, not at the visit, and an identity added later to an
 * account counts nothing. One statement.
 */
export async function signUpsSince(em: EntityManager, today: Date, week: Date): Promise<{ today: number; week: number }> {
  const si = tableOf(RbacSubjectsToIdentities);
  const [row] = await readRows(
    em,
    `select count(*) filter (where "firstAt" >= $1)::int as "today", count(*)::int as "week"
       from (select min(${si.column('createdAt')}) as "firstAt" from ${si.table}
              where ${si.column('subjectId')} in (select ${si.column('subjectId')} from ${si.table} where ${si.column('createdAt')} >= $2)
              group by ${si.column('subjectId')}) accounts
      where "firstAt" >= $2`,
    [today, week],
    { prepare: true },
  );
  return { today: row.today as number, week: row.week as number };
}
