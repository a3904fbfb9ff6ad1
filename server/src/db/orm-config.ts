import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { DataloaderType } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { Catalogue } from '../core/model/catalogue.js';
import { entitySchema } from '../core/model/entity-schema.js';
import { catalogue as platform } from '../modules/index.js';
import { migrationsList } from './migrations/index.js';
import { NamingStrategy } from './naming-strategy.js';

export interface OrmSettings {
  clientUrl: string;
  poolMax: number;
  /** Receives every SQL statement (query-count tests, metrics). */
  onQuery?: (sql: string) => void;
  /** The modules whose entities are mapped: the platform's unless told. */
  catalogue?: Catalogue;
}

export function ormConfig({ clientUrl, poolMax, onQuery, catalogue = platform }: OrmSettings): Options {
  return defineConfig({
    clientUrl,
    entities: catalogue.models.map(entitySchema),
    discovery: { warnWhenNoEntities: false },
    namingStrategy: NamingStrategy,
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
    pool: { min: 0, max: poolMax },
    // Options of `pg`'s pool: a statement waits this long for a connection, new or freed.
    driverOptions: { connectionTimeoutMillis: 10_000 },
    // A database missing at DATABASE_URL is reported (openDatabase), never created on connecting.
    ensureDatabase: false,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: onQuery ? ['query'] : false,
    logger: onQuery ? (message: string) => onQuery(message) : () => {},
    colors: false,
  });
}
