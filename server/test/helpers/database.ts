import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../../src/settings.js';
import { JobQueue } from '../../src/core/jobs/job-queue.js';
import { createLogger } from '../../src/core/logger.js';
import { startEmbeddedPostgres } from '../../src/db/embedded/start-embedded-postgres.js';
import { ormConfig } from '../../src/db/orm-config.js';
import { jobQueues } from '../../src/job-queues.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

export { adminQuery, databaseUrl };

/**
 * Test databases: every test file gets a fresh one, made from a template that already has
 * the migrations applied. On the embedded database the template is a PGlite dump; with
 * `DATABASE_URL` it is a template database on that server. The database named in
 * `DATABASE_URL` itself is never touched.
 */
export type TestDatabaseSource =
  | { kind: 'embedded'; dump: string }
  | { kind: 'postgres'; serverUrl: string; template: string; prefix: string };

export interface TestDatabase {
  url: string;
  embedded: boolean;
  drop(): Promise<void>;
}

/** The schema a server brings up to date when it starts: the migrations, and the job queue's (pg-boss installs its own). */
export async function migrate(clientUrl: string) {
  const orm = await MikroORM.init(ormConfig({ clientUrl, poolMax: 1 }));
  try {
    await orm.migrator.up();
    await (await JobQueue.open(orm, createLogger('silent'), jobQueues(loadConfig({})))).close();
  } finally {
    await orm.close(true);
  }
}


/** A migrated database, or with `empty` one without even the migrations (what a first deploy meets). */
export async function createTestDatabase(source: TestDatabaseSource, { empty = false } = {}): Promise<TestDatabase> {
  if (source.kind === 'embedded') {
    const embedded = await startEmbeddedPostgres({ loadDump: empty ? undefined : source.dump });
    return { url: embedded.url, embedded: true, drop: () => embedded.stop() };
  }
  const name = `${source.prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(source.serverUrl, `CREATE DATABASE "${name}"${empty ? '' : ` TEMPLATE "${source.template}"`}`);
  return {
    url: databaseUrl(source.serverUrl, name),
    embedded: false,
    drop: () => adminQuery(source.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
  };
}
