import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { ModelDefinition } from '../model/define-model.js';
import type { Where } from '../access/ownership.js';
import { isPublishedOnly } from '../access/publication.js';
import { readRows } from '../read/executor.js';
import { countMatching } from '../read/read.js';
import type { Visibility } from '../read/visibility.js';
import { columnName, tableOf } from '../model/tables.js';

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

/**
 * Rows the actor sees matching `where`: an estimate when nothing narrows them but the
 * publication (a visitor's count of products) and the table is large.
 */
export async function countRows(em: EntityManager, model: ModelDefinition, seen: Visibility, where: Where): Promise<RowCount> {
  if (!Object.keys(where).length && seen.rows && (!Object.keys(seen.rows).length || isPublishedOnly(seen.rows))) {
    const { table, column } = tableOf(model);
    const published = isPublishedOnly(seen.rows);
    // One statement: the exact count is an InitPlan, run only when the estimate is too small
    // to stand. reltuples is kept by ANALYZE and autovacuum; -1 for a table never analysed.
    // Of published rows, the share ANALYZE found with a publication (1 - its null fraction).
    const share = published
      ? `(1 - coalesce((select null_frac::float8 from pg_stats where schemaname = current_schema() and tablename = $2 and attname = $3), 0))`
      : '1';
    const [{ rows, exact }] = (await readRows(
      em,
      `select s.rows, case when s.rows >= $1 then null else (select count(*) from ${table}${published ? ` where ${column('publishedAt')} is not null` : ''}) end as exact
         from (select coalesce((select reltuples::float8 from pg_class where oid = to_regclass($2)), -1) * ${share} as rows) as s`,
      published ? [ESTIMATE_FROM, model.table, columnName('publishedAt')] : [ESTIMATE_FROM, model.table],
      { prepare: true },
    )) as { rows: number; exact: string | null }[];
    return exact === null ? { count: Math.round(rows), estimated: true } : { count: Number(exact), estimated: false };
  }
  return { count: await countMatching(em, model, seen, where), estimated: false };
}

/** The number to answer; an estimate is named in the response's header. */
export function answerCount(res: Response, model: ModelDefinition, { count, estimated }: RowCount): number {
  if (estimated) res.append(ESTIMATED_COUNT_HEADER, model.name);
  return count;
}

/** Whether the answer holds an estimated count: such answers are not kept in a cache (the header would be lost). */
export const holdsEstimate = (res: Response) => res.getHeader(ESTIMATED_COUNT_HEADER) !== undefined;
