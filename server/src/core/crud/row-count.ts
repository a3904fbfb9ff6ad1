import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { ModelDefinition } from '../model/define-model.js';
import { tableOf } from '../model/tables.js';

/** How many rows a count found, and whether that is PostgreSQL's estimate rather than a count. */
export interface RowCount {
  count: number;
  estimated: boolean;
}

/**
 * From this many rows (by the table's statistics) an unfiltered count is the planner's estimate:
 * counting a million rows exactly reads them all (80–160 ms), on every view of a shop page or
 * an admin table. Below it, and for every filtered count, the count is exact.
 */
export const ESTIMATE_FROM = 10_000;

/** Names the entities whose counts in an answer are estimates (REST and GraphQL alike). */
export const ESTIMATED_COUNT_HEADER = 'X-Estimated-Count';

/** Rows matching `where`: an estimate when nothing narrows them and the table is large. */
export async function countRows(em: EntityManager, model: ModelDefinition, where: object): Promise<RowCount> {
  if (!Object.keys(where).length) {
    // One statement: the exact count is an InitPlan, run only when the estimate is too small
    // to stand. reltuples is kept by ANALYZE and autovacuum; -1 for a table never analysed.
    const [{ rows, exact }] = await em.execute<{ rows: number; exact: string | null }[]>(
      `select s.rows, case when s.rows >= ? then null else (select count(*) from ${tableOf(model).table}) end as exact
         from (select coalesce((select reltuples::float8 from pg_class where oid = to_regclass(?)), -1) as rows) as s`,
      [ESTIMATE_FROM, model.table],
    );
    return exact === null ? { count: Math.round(rows), estimated: true } : { count: Number(exact), estimated: false };
  }
  return { count: await em.count(model.name, where as never), estimated: false };
}

/** The number to answer; an estimate is named in the response's header. */
export function answerCount(res: Response, model: ModelDefinition, { count, estimated }: RowCount): number {
  if (estimated) res.append(ESTIMATED_COUNT_HEADER, model.name);
  return count;
}

/** Whether the answer holds an estimated count: such answers are not kept in a cache (the header would be lost). */
export const holdsEstimate = (res: Response) => res.getHeader(ESTIMATED_COUNT_HEADER) !== undefined;
