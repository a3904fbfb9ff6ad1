/**
 * `npm run deploy-check`: the production deployment of compose.yaml, made with what this machine
 * has instead of Docker: the release installed without devDependencies in a folder of its own,
 * a one-shot migration, two instances behind HAProxy (Debian's package), PostgreSQL, Redis and
 * an S3 stand-in. Under a steady load it restarts both instances one after the other, then
 * kills one with SIGKILL, and checks what the issue of production asks:
 *
 * - the rolling restart fails no request;
 * - SIGKILL loses only the requests the killed instance was answering, and nothing it had
 *   acknowledged (cart lines, uploads);
 * - an upload made through one instance is served by the other;
 * - rate limits and cache drops are shared between the instances.
 *
 * Prints its figures, and writes them to deploy/check-results.md (the README quotes them).
 * Needs: `npm run build` done, `haproxy` on the PATH (apt-get install haproxy), PostgreSQL
 * (DATABASE_URL, a server where it may create a database) and Redis (REDIS_URL, default
 * redis://127.0.0.1:6379).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { s3Backend } from '../../server/test/helpers/file-storage-backends.js';
import { adminQuery, databaseUrl } from '../../server/test/helpers/database.js';
import { instance, type Instance } from './instances.js';
import { startLoadBalancer } from './load-balancer.js';
import { MIGRATE_COMMAND } from '../release.mjs';
import { installRelease } from './release.js';
import { sha256, SteadyLoad, uniqueText, type Outcome, type Shopper } from './steady-load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'deploy/check-results.md') },
    concurrency: { type: 'string', default: '16' },
    /** Runs the repository's own build instead of a release installed without devDependencies (quicker, for working on the check). */
    'from-repository': { type: 'boolean', default: false },
  },
});
const log = (message: string) => console.log(`[deploy-check ${new Date().toISOString().slice(11, 19)}] ${message}`);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('deploy-check: set DATABASE_URL to a PostgreSQL server where it may create (and drop) a database of its own');
  process.exit(2);
}
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'deploy-check-'));
const database = `deploy_check_${randomBytes(4).toString('hex')}`;
const cleanups: (() => Promise<unknown>)[] = [];
const figures: string[] = [];
let failed = false;
const check = (what: string, holds: boolean, detail: string) => {
  figures.push(`| ${what} | ${detail} | ${holds ? 'yes' : '**no**'} |`);
  log(`${holds ? 'ok  ' : 'FAIL'} ${what}: ${detail}`);
  if (!holds) failed = true;
};

try {
  const releaseDir = values['from-repository'] ? root : await installRelease(root, path.join(work, 'release'), log);
  await adminQuery(serverUrl, `CREATE DATABASE "${database}"`);
  cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
  const storage = await s3Backend();
  cleanups.push(() => storage.close());

  const [portA, portB, balancerPort, statsPort] = await freePorts(4);
  const secretKey = randomBytes(32).toString('base64url');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl(serverUrl, database),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `deploy-check-${randomBytes(3).toString('hex')}`,
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    PUBLIC_URL_ALLOW_HTTP: 'true',
    MAIL_DISABLED: 'true',
    RBAC_JWT_SECRET: randomBytes(48).toString('base64url'),
    RBAC_SECRET_KEY: secretKey,
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    METRICS_TOKEN: randomBytes(32).toString('base64url'),
    SEED: 'demo',
    PUBLIC_CACHE_ENABLED: 'true',
    TRUST_PROXY: 'loopback',
    MIGRATE_ON_START: 'false',
    // One address sends the whole load: the per-address request limit would measure itself.
    RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    ...storage.settings,
  };

  log('migrating (the release step, once)');
  const started = Date.now();
  const [command, ...args] = MIGRATE_COMMAND;
  execFileSync(command, args, { cwd: releaseDir, env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'inherit' });
  log(`migrated and seeded in ${Date.now() - started} ms`);

  const instances: Instance[] = [
    instance({ name: 'a', port: portA, releaseDir, env, logFile: path.join(work, 'a.log') }),
    instance({ name: 'b', port: portB, releaseDir, env, logFile: path.join(work, 'b.log') }),
  ];
  await Promise.all(instances.map((each) => each.start()));
  cleanups.push(() => Promise.all(instances.map((each) => each.kill())));
  const [a, b] = instances;
  const balancer = await startLoadBalancer(work, path.join(root, 'deploy/haproxy.cfg'), { port: balancerPort, statsPort, backends: instances.map(({ name, port }) => ({ name, port })) });
  cleanups.push(() => balancer.stop());
  log(`two instances behind HAProxy at ${balancer.url}`);

  const admin = { 'x-rbac-secret-key': secretKey };
  await sharedBetweenInstances(a, b, admin, env.METRICS_TOKEN);

  // The load's shoppers and products.
  const shoppers = await registerShoppers(balancer.url, 6);
  const products = (await graphql<{ ecommerceProductList: { id: string }[] }>(balancer.url, '{ ecommerceProductList(limit: 20) { id } }')).ecommerceProductList.map(({ id }) => id);
  const load = new SteadyLoad({ url: balancer.url, secretKey, shoppers, productIds: products }, Number(values.concurrency));
  load.start();
  await pause(3000);

  // A rolling restart: each instance drained (readiness 503, then its requests finished), started again, back in.
  const restartFrom = Date.now();
  for (const each of instances) {
    const code = await each.stop();
    check(`instance ${each.name} exits cleanly on SIGTERM`, code === 0, `exit code ${code}`);
    await each.start();
    await balancer.waitFor({ [each.name]: 'UP' });
  }
  const restartTo = Date.now();
  await pause(3000);
  const restart = summary(load.between(restartFrom, restartTo));
  check('rolling restart of both instances under load: no failed request', restart.failed === 0, `${restart.total} requests in ${((restartTo - restartFrom) / 1000).toFixed(1)} s, ${restart.failed} failed${restart.detail}`);

  // A crash: SIGKILL, HAProxy takes the instance out, it is started again.
  const killAt = Date.now();
  const inFlight = Number(values.concurrency);
  await b.kill();
  await balancer.waitFor({ b: 'DOWN' });
  await b.start();
  await balancer.waitFor({ b: 'UP' });
  const killTo = Date.now();
  await pause(2000);
  await load.stop();
  const crash = summary(load.between(killAt - 100, killTo));
  check('SIGKILL of one instance under load: only requests in flight fail', crash.failed <= inFlight, `${crash.total} requests from the kill until it was back (${((killTo - killAt) / 1000).toFixed(1)} s), ${crash.failed} failed (at most ${inFlight} were in flight)${crash.detail}`);

  // Nothing acknowledged is lost: every cart line and every upload answered as done is there.
  const { cartAdds, cartFailures, files } = load.acknowledged;
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  let missingLines = 0;
  try {
    const { rows } = await db.query<{ subject_id: string; quantity: number }>(
      `select so.subject_id, sum(l.quantity)::int as quantity from rbac_subjects_to_ecommerce_module_orders so join ecommerce_orders_to_products l on l.order_id = so.ecommerce_module_order_id where so.subject_id = any($1) group by so.subject_id`,
      [shoppers.map(({ id }) => id)],
    );
    const stored = new Map(rows.map((row) => [row.subject_id, row.quantity]));
    for (const { id } of shoppers) {
      const kept = stored.get(id) ?? 0;
      const acknowledged = cartAdds.get(id) ?? 0;
      // A failed add may have been written before its answer was lost: never fewer than acknowledged, never more than tried.
      if (kept < acknowledged || kept > acknowledged + (cartFailures.get(id) ?? 0)) missingLines += Math.max(1, acknowledged - kept);
    }
  } finally {
    await db.end();
  }
  const acknowledgedAdds = [...cartAdds.values()].reduce((sum, n) => sum + n, 0);
  check('no acknowledged cart line lost', missingLines === 0, `${acknowledgedAdds} cart adds acknowledged, ${missingLines} missing`);
  let missingFiles = 0;
  for (const [id, hash] of files) {
    const { data } = (await (await fetch(`${balancer.url}/api/file-storage/files/${id}`, { headers: admin })).json()) as { data?: { file: string } };
    const bytes = data && (await fetch(fileUrl(balancer.url, data.file)).then(async (response) => (response.ok ? Buffer.from(await response.arrayBuffer()) : undefined)));
    if (!bytes || sha256(bytes) !== hash) missingFiles += 1;
  }
  check('no acknowledged upload lost', missingFiles === 0, `${files.size} uploads acknowledged, ${missingFiles} missing or changed`);
  const all = summary(load.outcomes);
  figures.unshift(`Steady load: ${Number(values.concurrency)} clients in a closed loop (reads of the catalogue, cart adds of 6 shoppers, uploads), ${all.total} requests in all.`, '', '| What | Measured | Holds |', '|---|---|---|');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  await fs.rm(work, { recursive: true, force: true });
}

const report = `Written by \`npm run deploy-check\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${os.cpus().length} cores, Node ${process.version}).\n\n${figures.join('\n')}\n`;
console.log(`\n${report}`);
if (!failed) await fs.writeFile(values.out, report);
process.exit(failed ? 1 : 0);

/** Rate limits and cache drops, asked of each instance directly: one sees what the other counted or changed. */
async function sharedBetweenInstances(a: Instance, b: Instance, admin: Record<string, string>, metricsToken: string) {
  // Sign-in failures: 10 per address and account, counted in Redis by both instances.
  const login = `nobody-${randomBytes(4).toString('hex')}@example.com`;
  const from = { 'x-forwarded-for': `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const target = attempt % 2 ? b : a;
    statuses.push((await rest(target.url, 'POST', '/api/rbac/subjects/authentication/email-and-password/authentication', { login, password: 'wrong-password' }, from)).status);
  }
  check('rate limits shared: the 11th failed sign-in is refused, asked alternately of both instances', statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429, `statuses ${statuses.join(' ')}`);

  // A cached answer on one instance is dropped by a write on the other. Asked as the site asks
  // (GET), so that instance b answers a repeat from memory, which its metrics count.
  const slug = `deploy-check-${randomBytes(3).toString('hex')}`;
  // A category: read by everyone as soon as it is made (a product would be a draft).
  const created = await rest(a.url, 'POST', '/api/ecommerce/categories', { data: { slug, title: { en: 'Before' } } }, admin);
  const id = (created.body as { data: { id: string } }).data.id;
  const query = `query($slug: JSON!) { ecommerceCategoryList(filters: {and: [{column: "slug", method: "eq", value: $slug}]}) { title { en } } }`;
  const titleOn = async (target: Instance) => {
    const params = new URLSearchParams({ query, variables: JSON.stringify({ slug }) });
    const response = await fetch(`${target.url}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
    return ((await response.json()) as { data?: { ecommerceCategoryList: { title: { en: string } }[] } }).data?.ecommerceCategoryList[0]?.title.en;
  };
  const cachedAnswers = async (target: Instance) => {
    const text = await (await fetch(`${target.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    return Number(/^graphql_cached_answers_total (\d+)/m.exec(text)?.[1] ?? NaN);
  };
  const keptBefore = await cachedAnswers(b);
  const before = [await titleOn(b), await titleOn(b)];
  const kept = (await cachedAnswers(b)) - keptBefore;
  await rest(a.url, 'PATCH', `/api/ecommerce/categories/${id}`, { data: { title: { en: 'After' } } }, admin);
  const until = Date.now() + 3000;
  let after = await titleOn(b);
  while (after !== 'After' && Date.now() < until) {
    await pause(50);
    after = await titleOn(b);
  }
  check(
    'cache drops shared: an answer kept by instance b is dropped by a write on instance a',
    before.join() === 'Before,Before' && kept === 1 && after === 'After',
    `b answered ${before.join(', ')} (the second from memory: ${kept === 1 ? 'yes' : 'no'}), then ${after} after a's write`,
  );

  // An upload through a, read through b.
  const content = uniqueText();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type: 'text/plain' }), 'shared.txt');
  const uploaded = (await (await fetch(`${a.url}/api/file-storage/files`, { method: 'POST', headers: admin, body: form })).json()) as { data: { id: string } };
  if (!uploaded.data) throw new Error(`an upload through instance a was refused: ${JSON.stringify(uploaded)}`);
  const seen = (await (await fetch(`${b.url}/api/file-storage/files/${uploaded.data.id}`, { headers: admin })).json()) as { data: { file: string } };
  const served = await fetch(fileUrl(b.url, seen.data.file));
  const bytes = Buffer.from(await served.arrayBuffer());
  check('an upload through instance a is served through instance b', served.ok && sha256(bytes) === sha256(content), `${served.status}, ${bytes.length} bytes, ${sha256(bytes) === sha256(content) ? 'the same' : 'different'}`);
}

function summary(outcomes: Outcome[]) {
  const failures = outcomes.filter((outcome) => !outcome.ok);
  const byWhat = new Map<string, number>();
  for (const { kind, status, error } of failures) {
    const what = `${kind} ${status || ""}${error ? ` ${error}` : ""}`.trim();
    byWhat.set(what, (byWhat.get(what) ?? 0) + 1);
  }
  return { total: outcomes.length, failed: failures.length, detail: byWhat.size ? ` (${[...byWhat].map(([what, n]) => `${n}× ${what}`).join(', ')})` : '' };
}

async function registerShoppers(url: string, count: number): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const login = `deploy-${randomBytes(4).toString('hex')}-${n}@example.com`;
      const from = { 'x-forwarded-for': `10.78.0.${n + 1}` };
      const { body } = await rest(url, 'POST', '/api/rbac/subjects/authentication/email-and-password/registration', { login, password: 'a long shopper password' }, from);
      const token = (body as { data: { jwt: string } }).data.jwt;
      const me = await rest(url, 'GET', '/api/rbac/subjects/authentication/me', undefined, { authorization: `Bearer ${token}` });
      return { id: (me.body as { data: { id: string } }).data.id, token };
    }),
  );
}

async function rest(url: string, method: string, route: string, json?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${route}`, { method, headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown };
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${url}/graphql: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A file value's url: absolute when the storage serves it (S3), else under the instance's /public. */
function fileUrl(base: string, location: string) {
  return /^https?:\/\//.test(location) ? location : `${base}/public${location}`;
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<net.Server>((resolve) => {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
