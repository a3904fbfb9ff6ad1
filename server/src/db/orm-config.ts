import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { DataloaderType } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from '../modules/entities.js';
import { migrationsList } from './migrations/index.js';

export interface OrmSettings {
  clientUrl: string;
  poolMax: number;
  /** Receives every SQL statement (query-count tests, metrics). */
  onQuery?: (sql: string) => void;
}

export function ormConfig({ clientUrl, poolMax, onQuery }: OrmSettings): Options {
  return defineConfig({
    clientUrl,
    entities,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      path: 'src/db/migrations',
      emit: 'ts',
    },
    // Batches references and collections loaded in one tick: no N+1 from nested fields.
    dataloader: DataloaderType.ALL,
    pool: { min: 0, max: poolMax, acquireTimeoutMillis: 30_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 10_000 } },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: onQuery ? ['query'] : false,
    logger: onQuery ? (message: string) => onQuery(message) : () => {},
    colors: false,
  });
}
