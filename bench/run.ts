/**
 * `npm run bench`: on a fresh embedded database, then on a fresh database of the server in
 * DATABASE_URL when set, seeds the bench catalogue and measures each operation on the
 * platform and on the floor; writes `bench/results.md`.
 *
 * Flags: --duration <s> per cell (10: at 32 connections on the embedded database, one round
 * of the home page takes about 7 s), --warmup <s> (1), --connections 1,32, --out <file>,
 * --databases embedded,postgresql (the second only with DATABASE_URL), --public-cache (the
 * platform keeps public answers in memory, as deployed; without it every read goes to the
 * database, the path the floor is compared with; the answer cache hits are measured on a second
 * instance with it on either way), --only <words,...> (the operations whose name
 * contains one of them), --cpu-prof <dir> (a CPU profile of the platform server per operation,
 * over its cells, written there: open it in Chrome's DevTools).
 * --scale: the cost of the same operations as the data grows instead (see scale.ts),
 * with --scale-sizes 1000,1000000 (products at each step), written to bench/results-scale.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startChild } from './child-process.js';
import { benchDatabases } from './databases.js';
import { measure, runOnce } from './measure.js';
import { cpuMs } from './process-cpu.js';
import { newSecrets, startPlatform, type Platform } from './platform.js';
import { renderResults, type DatabaseResult, type OperationResult } from './report.js';
import { checkSameAnswers, operations, SHOPPERS } from './scenarios.js';
import { runScale } from './scale.js';
import { seedCatalogue } from './seed.js';
import { adminQuery } from '../server/test/helpers/database.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '1,32' },
    out: { type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.md') },
    databases: { type: 'string', default: 'embedded,postgresql' },
    'public-cache': { type: 'boolean', default: false },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    scale: { type: 'boolean', default: false },
    'scale-sizes': { type: 'string', default: '1000,1000000' },
    'scale-keep': { type: 'boolean', default: false },
  },
});
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
// Relative to where `npm run bench` was typed (npm runs the script from server/).
const outFile = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

if (values.scale) {
  const sizes = values['scale-sizes'].split(',').map(Number);
  const out = values.out.endsWith('results.md') ? values.out.replace(/results\.md$/, 'results-scale.md') : values.out;
  await runScale({ sizes, out: outFile(out), keep: values['scale-keep'], log });
  process.exit(0);
}
const seconds = Number(values.duration);
const warmup = Number(values.warmup);
const connections = values.connections.split(',').map(Number);
if (!(seconds > 0) || !(warmup >= 0) || connections.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('Usage: npm run bench -- [--duration seconds] [--warmup seconds] [--connections 1,32] [--out file]');
  process.exit(2);
}

const only = values.only?.split(',').map((word) => word.toLowerCase());
const profiles = values['cpu-prof'] && outFile(values['cpu-prof']);
if (profiles) await fs.mkdir(profiles, { recursive: true });

const results: DatabaseResult[] = [];

for (const createDatabase of benchDatabases(values.databases.split(','))) {
  const database = await createDatabase();
  log(`${database.name}: starting the platform and seeding`);
  const settings = { NOTIFICATION_POLL_MS: '3600000' };
  const secrets = newSecrets();
  const platform = await startPlatform(database, { ...settings, PUBLIC_CACHE_ENABLED: String(values['public-cache']) }, secrets);
  /** The instance that answers the cached operations: the platform itself when its cache is on, else a second one on the same database. */
  let cachedPlatform: Promise<Platform> | undefined = values['public-cache'] ? Promise.resolve(platform) : undefined;
  try {
    const catalogue = await seedCatalogue(platform.url, platform.secretKey, SHOPPERS);
    // The statistics a running shop's database has (autovacuum keeps them): without them the
    // planner guesses the seeded tables' sizes, and a cell measured before autovacuum's first
    // pass and one after would meet different plans (the list of 50: 20 ms against 4 ms).
    await adminQuery(database.url, 'vacuum analyze');
    const floor = await startChild('floor-server.ts', {
      DATABASE_URL: database.url,
      POOL_MAX: String(database.poolMax),
      JWT_SECRET: 'bench-floor',
      PUBLIC_URL: 'http://localhost:4000',
    });
    try {
      await checkSameAnswers(platform.url, floor.url, catalogue);
      log(`${database.name}: the platform and the floor answer the same rows`);
      const measured: OperationResult[] = [];
      const chosen = (await operations(platform.url, catalogue)).filter(({ name }) => !only || only.some((word) => name.toLowerCase().includes(word)));
      for (const operation of chosen) {
        const platformServer = operation.cached ? await (cachedPlatform ??= startPlatform(database, { ...settings, PUBLIC_CACHE_ENABLED: 'true' }, secrets)) : platform;
        if (operation.cached) {
          await operation.cached.prepare(platformServer.url);
          // The first answer is read and kept: what is counted and measured is answered from memory.
          await runOnce(platformServer.url, operation.platform());
        }
        const sql = { platform: 0, floor: 0 };
        for (const side of ['platform', 'floor'] as const) {
          const server = side === 'platform' ? platformServer : floor;
          await runOnce(server.url, operation[side](), () => server.ask('reset'));
          sql[side] = await server.ask('queries');
          if (warmup > 0) {
            await measure(server.url, operation[side](), Math.max(...connections), warmup);
            await runOnce(server.url, operation[side]()); // waits for what the warm-up left queued
          }
        }
        /**
         * Measures, then waits for the requests still queued in the server when the load stopped:
         * one more run in sequence queues behind them (same pool, same hashing threads).
         */
        const settled = async (side: 'platform' | 'floor', count: number) => {
          const server = side === 'platform' ? platformServer : floor;
          const cpuBefore = await cpuMs(server.pid);
          const cell = await measure(server.url, operation[side](), count, seconds);
          await runOnce(server.url, operation[side]());
          // The flows still queued when the load stopped are answered by now: all of them counted.
          cell.cpuPerFlow = ((await cpuMs(server.pid)) - cpuBefore) / (cell.flows + 1);
          return cell;
        };
        const cells = [];
        // The profiler's own cost is in that run's CPU column: profile and measure in separate runs.
        if (profiles) await platformServer.ask('profile-start');
        for (const count of connections) {
          const platformCell = await settled('platform', count);
          const floorCell = await settled('floor', count);
          cells.push({ platform: platformCell, floor: floorCell });
          log(
            `${database.name} · ${operation.name} · ${count} conn.: platform ${platformCell.rate.toFixed(1)} ops/s p50 ${platformCell.p50.toFixed(2)} ms CPU ${platformCell.cpuPerFlow?.toFixed(2)} ms/op, ` +
              `floor ${floorCell.rate.toFixed(1)} ops/s p50 ${floorCell.p50.toFixed(2)} ms, errors ${platformCell.errors + floorCell.errors}`,
          );
        }
        if (profiles) await platformServer.ask('profile-stop', path.join(profiles, `${operation.name.replace(/\W+/g, '-').slice(0, 60)}.cpuprofile`));
        measured.push({ name: operation.name, requests: operation.requests, sql, cells, budget: operation.budget });
      }
      results.push({ database: database.name === 'embedded' ? 'Embedded database (PGlite)' : `PostgreSQL (DATABASE_URL)`, operations: measured });
    } finally {
      await floor.stop();
    }
  } finally {
    if (cachedPlatform && !values['public-cache']) await (await cachedPlatform).stop();
    await platform.stop();
    await database.drop();
  }
}

const out = outFile(values.out);
await fs.writeFile(out, `${renderResults(results, { seconds, warmup, connections, publicCache: values['public-cache'] })}\n`);
log(`written ${out}`);
