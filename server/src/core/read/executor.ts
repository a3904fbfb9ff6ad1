import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';

// Temporary: replaced by the executor with prepared statements (issue 40, read-executor branch).
const pools = new WeakMap<object, pg.Pool>();

function poolOf(em: EntityManager) {
  let pool = pools.get(em.config);
  if (!pool) {
    const options = em.getConnection().getConnectionOptions() as pg.PoolConfig;
    pools.set(em.config, (pool = new pg.Pool({ ...options, connectionString: em.config.get('clientUrl'), max: 4 })));
    pool.on('error', () => {});
  }
  return pool;
}

/** A list as PostgreSQL's array literal: `{"a","b"}`. */
const arrayLiteral = (values: unknown[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${String(value instanceof Date ? value.toISOString() : value).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

export async function readRows(
  em: EntityManager,
  text: string,
  values: readonly unknown[],
  _options: { prepare?: boolean; serial?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const connection = em.getConnection();
  const transaction = em.getTransactionContext();
  const logger = em.config.getLogger();
  if (transaction) {
    const ordered: unknown[] = [];
    const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = values[Number(n) - 1];
      ordered.push(Array.isArray(value) ? arrayLiteral(value) : value);
      return '?';
    });
    return connection.execute<Record<string, unknown>[]>(sql, ordered, 'all', transaction);
  }
  const started = Date.now();
  const result = await poolOf(em).query(text, [...values]);
  if (logger.isEnabled('query')) logger.logQuery({ level: 'info', query: text, took: Date.now() - started, results: result.rows.length });
  return result.rows;
}
