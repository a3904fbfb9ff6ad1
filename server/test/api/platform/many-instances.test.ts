import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, inject, it, type ExpectStatic } from 'vitest';
import { migrationsList } from '../../../src/db/migrations/index.js';
import { adminQuery, createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { killServers, launchServer, waitHealthy } from '../../helpers/server-process.js';

const databases: TestDatabase[] = [];
const dirs: string[] = [];

afterAll(async () => {
  killServers();
  await Promise.all(databases.map((database) => database.drop()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A PostgreSQL database without even the migrations: what a first deploy meets. */
async function emptyDatabase() {
  const database = await createTestDatabase(inject('testDatabase'), { empty: true });
  databases.push(database);
  return database;
}

/** The settings of one instance of a deployment: shared secrets and database, a data directory of its own. */
async function instanceSettings(databaseUrl: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-instance-'));
  dirs.push(dataDir);
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'demo',
    RBAC_JWT_SECRET: 'many-instances-jwt-secret',
    RBAC_SECRET_KEY: 'many-instances-secret-key',
    ADMIN_PASSWORD: 'many-instances-admin',
  };
}

const rows = async (url: string, sql: string) => (await adminQuery(url, sql)).rows;

/** What one migration run and one demo seed leave, however many instances started. */
async function expectMigratedAndSeededOnce(url: string, expect: ExpectStatic) {
  const migrations = await rows(url, 'SELECT name, count(*)::int AS runs FROM mikro_orm_migrations GROUP BY name ORDER BY name');
  expect(migrations).toEqual(migrationsList.map(({ name }) => ({ name, runs: 1 })).sort((a, b) => a.name.localeCompare(b.name)));
  // The demo seed makes two currencies (USD, RUB) and two makers who sign in with a password; the admin is made once.
  expect(await rows(url, 'SELECT slug FROM billing_currencies ORDER BY slug')).toEqual([{ slug: 'rub' }, { slug: 'usd' }]);
  expect(await rows(url, `SELECT email FROM rbac_identities WHERE provider = 'email_and_password' ORDER BY email`)).toEqual([
    { email: 'ada@makers.example' },
    { email: 'admin@example.com' },
    { email: 'grace@makers.example' },
  ]);
}

// Each instance is a real process (several seconds of module loading on a loaded machine).
describe.runIf(inject('testDatabase').kind === 'postgres')('instances sharing one PostgreSQL database', { timeout: 300_000 }, () => {
  it('three started at once on an empty database all come up, with one set of migrations and one seed', async ({ expect }) => {
    const database = await emptyDatabase();
    const instances = await Promise.all([1, 2, 3].map(async () => launchServer(await instanceSettings(database.url))));
    // An instance that crashed (another one's migration or seed in its way) rejects here, with its stderr.
    const ports = await Promise.all(instances.map((instance) => instance.port()));
    await Promise.all(ports.map((port) => waitHealthy(port)));

    await expectMigratedAndSeededOnce(database.url, expect);
    for (const instance of instances) instance.child.kill('SIGTERM');
    expect(await Promise.all(instances.map((instance) => instance.exit))).toEqual([0, 0, 0]);
  });

  it('npm run migrate as a release step, then instances that do not migrate', async ({ expect }) => {
    const database = await emptyDatabase();
    const count = migrationsList.length;
    // Started before the release step: it says what to do, and writes nothing (not even the migrations' table).
    const early = launchServer({ ...(await instanceSettings(database.url)), MIGRATE_ON_START: 'false' });
    expect(await early.exit).toBe(1);
    expect(early.stderr().trim().split('\n')).toEqual([
      `Cannot start: The database lacks ${count} of ${count} migrations and MIGRATE_ON_START=false: run \`npm run migrate\` first`,
    ]);
    expect(await rows(database.url, `SELECT to_regclass('mikro_orm_migrations') AS "table"`)).toEqual([{ table: null }]);

    const migrate = launchServer(await instanceSettings(database.url), 'src/migrate.ts');
    await migrate.logged('database up to date');
    expect(await migrate.exit).toBe(0);

    const instance = launchServer({ ...(await instanceSettings(database.url)), MIGRATE_ON_START: 'false' });
    await waitHealthy(await instance.port());
    await expectMigratedAndSeededOnce(database.url, expect);
    instance.child.kill('SIGTERM');
    expect(await instance.exit).toBe(0);
  });
});
