import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './start-embedded-postgres.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-pg-'));
  dirs.push(dir);
  return dir;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// Each test starts database processes of its own (seconds each, more on a loaded machine).
describe('embedded PostgreSQL', { timeout: 120_000 }, () => {
  it('keeps its data in the data directory across restarts', async () => {
    const dataDir = path.join(await tempDir(), 'pg');
    const first = await startEmbeddedPostgres({ dataDir });
    await query(first.url, 'CREATE TABLE note (body text); INSERT INTO note VALUES ($$kept$$)');
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    expect(await query(second.url, 'SELECT body FROM note')).toEqual([{ body: 'kept' }]);
    await second.stop();
  });

  it('refuses a data directory another live server holds', async () => {
    const dataDir = path.join(await tempDir(), 'pg');
    const running = await startEmbeddedPostgres({ dataDir });
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/is in use by process/);
    await running.stop();
  });

  it('loads a dump into a fresh in-memory database', async () => {
    const dump = path.join(await tempDir(), 'dump.tar');
    const source = await startEmbeddedPostgres();
    await query(source.url, 'CREATE TABLE t (n int); INSERT INTO t VALUES (42)');
    await source.dump(dump);
    await source.stop();

    const copy = await startEmbeddedPostgres({ loadDump: dump });
    expect(await query(copy.url, 'SELECT n FROM t')).toEqual([{ n: 42 }]);
    await copy.stop();
  });
});
