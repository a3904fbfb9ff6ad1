import { execFileSync } from 'node:child_process';
import { postgresDatabase } from './databases.js';
import { startPlatform } from './platform.js';
import { seedCatalogue } from './seed.js';
import { startChild } from './child-process.js';
import { adminQuery } from '../server/test/helpers/database.js';
import { measure } from './measure.js';
import { operations } from './scenarios.js';

const database = await postgresDatabase(process.env.DATABASE_URL!);
const platform = await startPlatform(database, { NOTIFICATION_POLL_MS: '3600000', PUBLIC_CACHE_ENABLED: 'false' });
const catalogue = await seedCatalogue(platform.url, platform.secretKey, 3);
await adminQuery(database.url, 'vacuum analyze');
const floor = await startChild('floor-server.ts', { DATABASE_URL: database.url, POOL_MAX: '10', JWT_SECRET: 'x', PUBLIC_URL: 'http://localhost:4000' });
const jiffies = () => Object.fromEntries(execFileSync('/tmp/cpuwho.sh', [String(platform.pid), String(floor.pid)]).toString().trim().split('\n').map((l) => l.split(' ')).map(([k, v]) => [k, Number(v)]));
const ops = await operations(platform.url, catalogue);
const names = (process.env.OPS ?? 'Product list of 50 with prices and categories, GraphQL|Product by slug').split('|');
for (let round = 0; round < 2; round++)
for (const name of names) {
  const op = ops.find((o) => o.name === name)!;
  for (const side of ['platform', 'floor'] as const) {
    const url = side === 'platform' ? platform.url : floor.url;
    await measure(url, op[side](), 32, 1);
    const a = jiffies();
    const cell = await measure(url, op[side](), 32, 8);
    const b = jiffies();
    const per = (k: string) => (((b[k] - a[k]) * 10) / cell.flows).toFixed(2);
    console.log(name, side, 'ops/s', cell.rate.toFixed(0), 'p50', cell.p50.toFixed(1), 'ms/op pg', per('pg'), 'platform', per(String(platform.pid)), 'floor', per(String(floor.pid)));
  }
}
console.log('DB', database.url, 'PLATFORM', platform.url, platform.pid, 'FLOOR', floor.url, floor.pid);
if (process.env.KEEP) await new Promise((r) => setTimeout(r, 1e9));
process.exit(0);
