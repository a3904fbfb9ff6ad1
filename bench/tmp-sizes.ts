import { postgresDatabase } from './databases.js';
import { startPlatform } from './platform.js';
import { seedCatalogue } from './seed.js';
import { startChild } from './child-process.js';
import { adminQuery } from '../server/test/helpers/database.js';
import { operations } from './scenarios.js';

const database = await postgresDatabase(process.env.DATABASE_URL!);
const platform = await startPlatform(database, { NOTIFICATION_POLL_MS: '3600000', PUBLIC_CACHE_ENABLED: 'false' });
const catalogue = await seedCatalogue(platform.url, platform.secretKey, 3);
await adminQuery(database.url, 'vacuum analyze');
const floor = await startChild('floor-server.ts', { DATABASE_URL: database.url, POOL_MAX: '10', JWT_SECRET: 'x', PUBLIC_URL: 'http://localhost:4000' });
const ops = await operations(platform.url, catalogue);
for (const op of ops.filter((o) => /list of 50.*GraphQL$|^Product by slug$/.test(o.name))) {
  for (const [side, url] of [['platform', platform.url], ['floor', floor.url]] as const) {
    const flow = op[side]();
    const req = flow.steps[0].request({});
    const res = await fetch(url + req.path, { method: req.method, headers: req.headers, body: req.body });
    const text = await res.text();
    console.log(op.name, side, res.status, text.length, JSON.stringify([...res.headers]));
    console.log(text.slice(0, 600));
  }
}
console.log('DB', database.url, 'PLATFORM', platform.url, 'FLOOR', floor.url);
await new Promise((r) => setTimeout(r, 1e9));
