import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded/start-embedded-postgres.js';
import { adminQuery, databaseUrl, migrate, type TestDatabaseSource } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** Prepares the migrated template every test file copies its database from. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const prefix = `platform_test_${process.pid}`;
    const template = `${prefix}_template`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE "${template}"`);
    await migrate(databaseUrl(serverUrl, template));
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template, prefix });
    return async () => {
      const { rows } = await adminQuery(serverUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
      for (const { datname } of rows) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-test-'));
  const dump = path.join(dir, 'template.tar');
  const embedded = await startEmbeddedPostgres();
  try {
    await migrate(embedded.url);
    await embedded.dump(dump);
  } finally {
    await embedded.stop();
  }
  project.provide('testDatabase', { kind: 'embedded', dump });
  return () => fs.rm(dir, { recursive: true, force: true });
}
