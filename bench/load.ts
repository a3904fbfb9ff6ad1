/**
 * `npm run load`: a mix of reads, sign-ins and checkouts at 50 connections for 60 s against
 * one platform instance, then against two instances (connections split) on one database:
 * PostgreSQL from DATABASE_URL (a `bench_…` database of its own), else the embedded one.
 * Then checks the orders in SQL and the memory of each instance; appends the figures to
 * `bench/load-results.md`.
 *
 * Before the mix, a burst of concurrent sign-ins (as many as --burst) on one instance: the
 * latency of each, and of health checks made meanwhile (a starved process answers them late).
 *
 * Flags: --duration <s> (60), --connections <n> (50), --warmup <s> (10, memory baseline),
 * --burst <n> (120).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { embeddedDatabase, postgresDatabase, type BenchDatabase } from './databases.js';
import type { Flow } from './flow.js';
import { checkOrders, type OrderChecks } from './load-checks.js';
import { measure, percentile, type Cell } from './measure.js';
import { newSecrets, startPlatform, type Platform } from './platform.js';
import { checkoutShoppers, platformSteps, SHOPPERS, type CheckoutRecord } from './scenarios.js';
import { SHOPPER_PASSWORD, seedCatalogue, type Catalogue } from './seed.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '10' },
    burst: { type: 'string', default: '120' },
    out: { type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-results.md') },
  },
});
const seconds = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const burst = Number(values.burst);
if (!(seconds > 0) || !Number.isInteger(connections) || connections < 2 || !(warmup >= 0 && warmup < seconds) || !(Number.isInteger(burst) && burst >= 1)) {
  console.error('Usage: npm run load -- [--duration seconds] [--connections n ≥ 2] [--warmup seconds < duration] [--burst n ≥ 1]');
  process.exit(2);
}
const log = (message: string) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${message}`);

/**
 * One cycle of a visitor: 8 reads, a sign-in, an add to cart and its checkout (80/10/10 by
 * operation), the checkout early so that even a short run checks orders out.
 */
async function mixFlow(url: string, catalogue: Catalogue, records: CheckoutRecord[]): Promise<() => () => Flow> {
  const s = await platformSteps(url, catalogue, records);
  const steps = [s.pageByUrl, s.cartAdd, s.checkout, s.pageModuleWidgets, s.homeProducts, s.productList, s.signIn, s.productBySlug, s.restProductList[0], s.productBySlug, s.pageByUrl];
  return () => {
    // One pool of shoppers for every connection of every instance of a phase; a new one each
    // phase, as the shoppers of the cycles cut by the end of the last phase are not given back.
    const shoppers = checkoutShoppers(catalogue);
    return () => ({ steps, ...shoppers });
  };
}

interface Memory {
  /** RSS sampled each second: after the warm-up, at the end of the load, the highest. */
  afterWarmup: number;
  end: number;
  max: number;
  /** The heap kept after a full collection, after the warm-up and once the load is over: a leak shows here. */
  heapAfterWarmup: number;
  heapEnd: number;
}

async function phase(database: BenchDatabase, instances: Platform[], newMix: () => () => Flow, records: CheckoutRecord[]) {
  records.splice(0);
  const makeFlow = newMix();
  const since = new Date();
  const samples = instances.map(() => [] as number[]);
  const sampler = setInterval(() => {
    instances.forEach((instance, i) => void instance.ask('memory').then((rss) => samples[i].push(rss)).catch(() => {}));
  }, 1000);
  const heapAfterWarmup = new Promise<number[]>((resolve) => setTimeout(() => resolve(Promise.all(instances.map((instance) => instance.ask('heap')))), warmup * 1000));
  const share = (i: number) => Math.floor(connections / instances.length) + (i < connections % instances.length ? 1 : 0);
  let cells: Cell[];
  try {
    cells = await Promise.all(instances.map((instance, i) => measure(instance.url, makeFlow(), share(i), seconds)));
  } finally {
    clearInterval(sampler);
  }
  // What was in flight at the stop finishes before the orders are counted.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const orders = await checkOrders(database.url, records, since);
  const heapStart = await heapAfterWarmup;
  const heapEnd = await Promise.all(instances.map((instance) => instance.ask('heap')));
  const memory: Memory[] = samples.map((rss, i) => ({
    afterWarmup: rss[Math.min(warmup, rss.length - 1)] ?? 0,
    end: rss.at(-1) ?? 0,
    max: Math.max(...rss),
    heapAfterWarmup: heapStart[i],
    heapEnd: heapEnd[i],
  }));
  return { cells, orders, memory };
}

/**
 * `size` sign-ins at once (each shopper from its own address), with health checks one after
 * another meanwhile: how long a sign-in waits in a burst, and whether the rest of the process
 * still answers.
 */
async function signInBurst(url: string, catalogue: Catalogue, size: number) {
  const timed = async (run: () => Promise<Response>) => {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.ok };
  };
  const signIn = (n: number) =>
    timed(() =>
      fetch(`${url}/api/rbac/subjects/authentication/email-and-password/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.88.${Math.floor(n / 250)}.${n % 250}` },
        body: JSON.stringify({ data: { login: catalogue.shoppers[n % catalogue.shoppers.length].login, password: SHOPPER_PASSWORD } }),
      }),
    );
  let done = false;
  const health: number[] = [];
  const checks = (async () => {
    while (!done) health.push((await timed(() => fetch(`${url}/healthz`))).ms);
  })();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: size }, (_, n) => signIn(n)));
  const wall = performance.now() - started;
  done = true;
  await checks;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const sortedHealth = health.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `#### A burst of ${size} concurrent sign-ins on one instance`,
    '',
    `- Sign-in latency: p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1)!)}; ` +
      `the whole burst ${ms(wall)}; failed: ${results.filter((r) => !r.ok).length}.`,
    `- Health checks meanwhile: ${health.length}, p50 ${ms(percentile(sortedHealth, 0.5))}, max ${ms(sortedHealth.at(-1) ?? Number.NaN)}.`,
    '',
  ].join('\n');
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

function section(title: string, result: Awaited<ReturnType<typeof phase>>) {
  const flows = result.cells.reduce((sum, c) => sum + c.flows, 0);
  const requests = result.cells.reduce((sum, c) => sum + c.requests, 0);
  const errors = result.cells.reduce((sum, c) => sum + c.errors, 0);
  const socketErrors = result.cells.reduce((sum, c) => sum + c.socketErrors, 0);
  const o: OrderChecks = result.orders;
  const percent = (from: number, to: number) => {
    const growth = (to / from - 1) * 100;
    return `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`;
  };
  const memory = result.memory.map((m, i) => {
    const flat = m.heapEnd <= m.heapAfterWarmup * 1.1;
    return (
      `instance ${i + 1}: heap kept after a full GC ${mb(m.heapAfterWarmup)} after ${warmup} s → ${mb(m.heapEnd)} after the load ` +
      `(${percent(m.heapAfterWarmup, m.heapEnd)}, ${flat ? 'flat' : 'GROWING'}); RSS ${mb(m.afterWarmup)} → ${mb(m.end)} (max ${mb(m.max)}, ${percent(m.afterWarmup, m.end)})`
    );
  });
  const firstErrors = result.cells.map((c) => c.firstError).filter(Boolean);
  return [
    `#### ${title}`,
    '',
    `- Requests: ${requests} in ${seconds} s (${(requests / seconds).toFixed(0)}/s); visitor cycles completed: ${flows} (11 requests each: 8 reads, a sign-in, an add to cart, a checkout).`,
    `- Latency per request: ${result.cells.map((c, i) => `instance ${i + 1} p50 ${c.requestLatency.p50} ms, p99 ${c.requestLatency.p99} ms`).join('; ')}.`,
    `- Errors: ${errors} (wrong answers ${errors - socketErrors}, socket errors and timeouts ${socketErrors})${firstErrors.length ? `; first: ${firstErrors.join(' | ')}` : ''}.`,
    `- Checkouts answered 2xx: ${o.answered}; invoices created: ${o.invoicesCreated} (${o.unanswered} in flight when the load stopped, never answered); ` +
      `lost or broken: ${o.lostOrBroken}; orders not moved: ${o.ordersNotMoved}; duplicates: ${o.duplicates}.`,
    `- Memory: ${memory.join('; ')}.`,
    '',
  ].join('\n');
}

const serverUrl = process.env.DATABASE_URL;
const database = serverUrl ? await postgresDatabase(serverUrl, 10) : await embeddedDatabase();
const secrets = newSecrets();
const settings = { NOTIFICATION_POLL_MS: '2000' };
let report = '';
try {
  log(`${database.name}: seeding`);
  const seeder = await startPlatform(database, settings, secrets);
  const records: CheckoutRecord[] = [];
  let newMix: () => () => Flow;
  const sections: string[] = [];
  try {
    const catalogue = await seedCatalogue(seeder.url, seeder.secretKey, SHOPPERS);
    newMix = await mixFlow(seeder.url, catalogue, records);
    log(`sign-in burst of ${burst}`);
    sections.push(await signInBurst(seeder.url, catalogue, burst));
    log(sections.at(-1)!);
  } finally {
    await seeder.stop();
  }
  for (const count of [1, 2]) {
    const instances = await Promise.all(Array.from({ length: count }, () => startPlatform(database, settings, secrets)));
    try {
      log(`${count} instance(s), ${connections} connections, ${seconds} s`);
      const result = await phase(database, instances, newMix, records);
      sections.push(section(`${count === 1 ? 'One instance' : 'Two instances'} on one ${database.name === 'embedded' ? 'embedded database' : 'PostgreSQL'}`, result));
      log(sections.at(-1)!);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  }
  report = [`### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${database.name}, ${connections} connections, ${seconds} s`, '', ...sections].join('\n');
} finally {
  await database.drop();
}
const header = '# Load results\n\nAppended by `npm run load` (bench/load.ts): newest last.\n\n';
const existing = await fs.readFile(values.out, 'utf8').catch(() => header);
await fs.writeFile(values.out, `${existing.trimEnd()}\n\n${report}\n`);
log(`appended to ${path.relative(process.cwd(), values.out)}`);
