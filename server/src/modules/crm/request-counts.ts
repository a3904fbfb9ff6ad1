import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../../core/model/tables.js';
import { readRows } from '../../core/read/executor.js';
import { CrmRequest } from './entities.js';

/** How many forms were sent since `week` and, among them, since `today` (a later moment): one statement. */
export async function formRequestsSince(em: EntityManager, today: Date, week: Date): Promise<{ today: number; week: number }> {
  const r = tableOf(CrmRequest);
  const [row] = await readRows(
    em,
    `select count(*) filter (where ${r.column('createdAt')} >= $1)::int as "today", count(*)::int as "week"
       from ${r.table} where ${r.column('createdAt')} >= $2`,
    [today, week],
    { prepare: true },
  );
  return { today: row.today as number, week: row.week as number };
}
