import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../core/logger.js';

/**
 * The PostgreSQL advisory lock under which an instance migrates and seeds. Its key is fixed,
 * derived from this name (the first 8 bytes of its SHA-256, as a signed 64-bit integer): every
 * instance and every `npm run migrate`, of any version, take the same lock, and another
 * application's locks on a shared server are unlikely to meet it.
 */
export const MIGRATION_LOCK_NAME = 'platform:migrate-and-seed';
export const MIGRATION_LOCK_KEY = createHash('sha256').update(MIGRATION_LOCK_NAME).digest().readBigInt64BE(0).toString();

/**
 * Runs `work` holding the migration lock, so that instances started together migrate and seed
 * one after the other: the next finds the migrations applied and the database seeded.
 *
 * A session-level lock, taken on a connection of its own (the ORM's pool gives no connection
 * for a whole start), released when the work ends or when that connection drops: an instance
 * killed while migrating leaves no lock behind. On the embedded database every connection
 * shares PGlite's one session, so the lock is always granted there at once: it has one
 * instance only (the data directory's lock file sees to that).
 */
export async function withMigrationLock<T>(clientUrl: string, logger: Logger, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clientUrl, connectionTimeoutMillis: 10_000 });
  // A connection lost while it holds the lock: the lock is gone with it; the work's own queries tell the failure.
  client.on('error', (error) => logger.warn({ err: error }, 'the connection holding the migration lock failed'));
  await client.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [MIGRATION_LOCK_KEY]);
    if (!rows[0].taken) {
      logger.info({ lock: MIGRATION_LOCK_NAME }, 'waiting for another instance to finish migrating and seeding');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      // Closing the connection releases it too: an unlock that fails changes nothing.
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
