import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../settings.js';
import type { Logger } from '../core/logger.js';
import type { Catalogue } from '../core/model/catalogue.js';
import { closeReads, openReads } from '../core/read/executor.js';
import { startEmbeddedPostgres } from './embedded/start-embedded-postgres.js';
import { withMigrationLock } from './migration-lock.js';
import { migrationsList } from './migrations/index.js';
import { ormConfig } from './orm-config.js';
import { seed } from './seeds/index.js';

/** A startup failure the operator can fix: reported as one line, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface Database {
  orm: MikroORM;
  embedded: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  onQuery?: (sql: string) => void;
  /** The modules whose entities are mapped: the platform's unless told (a test composing more). */
  catalogue?: Catalogue;
  /** Whether to migrate and seed: MIGRATE_ON_START unless told (`npm run migrate` always does). */
  migrate?: boolean;
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded PostgreSQL under `DATA_DIR`, and brings
 * the schema up to date with the committed migrations (never a schema sync), then seeds; or,
 * told not to migrate, checks that it is up to date.
 */
export async function openDatabase(config: Config, logger: Logger, options: DatabaseOptions = {}): Promise<Database> {
  const embedded = config.database.url
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg') });
  const clientUrl = config.database.url ?? embedded!.url;
  try {
    const orm = await MikroORM.init(ormConfig({ clientUrl, poolMax: config.database.poolMax, onQuery: options.onQuery, catalogue: options.catalogue }));
    // Makes the pool (MikroORM connects on the first statement otherwise): the check then says why it fails.
    await orm.connect();
    const check = await orm.checkConnection();
    if (!check.ok) {
      await orm.close(true).catch(() => {});
      throw new StartupError(`Cannot connect to the database at ${redactUrl(clientUrl)}: ${check.reason}`);
    }
    await openReads(orm, { preparedPerConnection: config.database.preparedPerConnection });
    if (options.migrate ?? config.database.migrateOnStart) {
      // Instances starting together take turns: the next one finds it all done.
      await withMigrationLock(clientUrl, logger, async () => {
        const applied = await orm.migrator.up();
        if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
        await seed(orm, config, logger);
      });
    } else {
      await requireMigrated(orm);
    }
    return {
      orm,
      embedded: Boolean(embedded),
      async close() {
        await closeReads(orm);
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * An instance that does not migrate (MIGRATE_ON_START=false) refuses a database lacking some of
 * its migrations: it would fail request after request. Read without the migrator, which would
 * create its table: such an instance writes nothing to the schema.
 */
async function requireMigrated(orm: MikroORM) {
  const connection = orm.em.getConnection();
  const [{ exists }] = await connection.execute<{ exists: boolean }[]>(`SELECT to_regclass('mikro_orm_migrations') IS NOT NULL AS "exists"`);
  const applied = exists ? new Set((await connection.execute<{ name: string }[]>('SELECT name FROM mikro_orm_migrations')).map((row) => row.name)) : new Set();
  const missing = migrationsList.filter(({ name }) => !applied.has(name));
  if (missing.length) {
    throw new StartupError(`The database lacks ${missing.length} of ${migrationsList.length} migrations and MIGRATE_ON_START=false: run \`npm run migrate\` first`);
  }
}

export function redactUrl(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid url)';
  }
}
