import { randomBytes } from 'node:crypto';
import { startEmbeddedPostgres } from '../server/src/db/embedded/start-embedded-postgres.js';
import { adminQuery, databaseUrl } from '../server/test/helpers/database.js';

/** A database of the bench's own, dropped when done: never the user's data. */
export interface BenchDatabase {
  /** `embedded` or `postgresql`, as the report names it. */
  name: string;
  url: string;
  /** The pool size the server uses on it (PGlite runs one query at a time). */
  poolMax: number;
  drop(): Promise<void>;
}

/** An in-memory embedded PostgreSQL (PGlite), the one `npm start` uses without DATABASE_URL. */
export async function embeddedDatabase(): Promise<BenchDatabase> {
  const embedded = await startEmbeddedPostgres();
  return { name: 'embedded', url: embedded.url, poolMax: 1, drop: () => embedded.stop() };
}

/** A new `bench_…` database on the server of `serverUrl`; the database named there is left alone. */
export async function postgresDatabase(serverUrl: string, poolMax = 10): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    name: 'postgresql',
    url: databaseUrl(serverUrl, name),
    poolMax,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
  };
}

/** The databases a run measures, of those named: embedded, and PostgreSQL when DATABASE_URL is set. */
export function benchDatabases(names: string[] = ['embedded', 'postgresql']): (() => Promise<BenchDatabase>)[] {
  const serverUrl = process.env.DATABASE_URL;
  return [
    ...(names.includes('embedded') ? [embeddedDatabase] : []),
    ...(serverUrl && names.includes('postgresql') ? [() => postgresDatabase(serverUrl)] : []),
  ];
}
