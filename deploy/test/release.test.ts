import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale, root } from '../../scripts/build-if-stale.mjs';
import { adminQuery, databaseUrl } from '../../server/test/helpers/postgres-admin.js';
import { killServers, launchServer, waitHealthy } from '../../server/test/helpers/server-process.js';
import { READINESS_PATH, START_COMMAND } from '../release.mjs';
import { productionSettings } from './production-settings.js';

const run = promisify(execFile);

/** The PostgreSQL server the release's fresh database is made on: the tests' own. */
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** What production must run without: had the server imported one at run time, it would not start. */
const BUILD_TOOLS = ['typescript', '@swc/core', '@swc-node/register', 'vite', 'vitest'];

let release: string;
let database: string;

beforeAll(async () => {
  // Packed from the build `npm run build` made (rebuilt when a source is newer), as an operator would.
  buildIfStale('server');
  buildIfStale('client');
  release = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-release-'));
  await run(process.execPath, ['scripts/pack-release.mjs', release], { cwd: root });
  // The packages come from npm's cache when the project's own install put them there.
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: release, maxBuffer: 64 * 1024 * 1024 });
  database = `platform_release_${randomBytes(4).toString('hex')}`;
  await adminQuery(postgresUrl, `CREATE DATABASE "${database}"`);
});

afterAll(async () => {
  killServers();
  if (database) await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  if (release) await fs.rm(release, { recursive: true, force: true });
});

const exists = (file: string) => fs.access(path.join(release, file)).then(() => true, () => false);

describe('the release, installed with npm ci --omit=dev', () => {
  it('holds the builds, not the sources, and none of the build tools', async () => {
    expect(await exists('server/dist/main.js')).toBe(true);
    expect(await exists('client/dist/index.html')).toBe(true);
    expect(await exists('server/src')).toBe(false);
    const installed = await Promise.all(BUILD_TOOLS.map((tool) => exists(`node_modules/${tool}`)));
    expect(BUILD_TOOLS.filter((_, index) => installed[index])).toEqual([]);
  });

  it('starts as production starts it, on an empty PostgreSQL database, serves the API, the client and drawn pictures, and backs up', async () => {
    const settings = productionSettings({
      PUBLIC_URL: 'http://127.0.0.1:0',
      DATABASE_URL: databaseUrl(postgresUrl, database),
      DATA_DIR: path.join(release, 'data'),
      FILE_STORAGE_PROVIDER: 'local',
    });
    const server = launchServer(settings, { cwd: release, command: START_COMMAND });
    const port = await server.port();
    await waitHealthy(port);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}${READINESS_PATH}`)).status).toBe(200);

    // The migrations ran from the build: a write lands in their tables.
    const asServer = { 'content-type': 'application/json', 'x-rbac-secret-key': settings.RBAC_SECRET_KEY };
    const graphql = async (query: string) => (await fetch(`${base}/graphql`, { method: 'POST', headers: asServer, body: JSON.stringify({ query }) })).json();
    const { version } = JSON.parse(await fs.readFile(path.join(release, 'server/package.json'), 'utf8'));
    expect(await graphql('{ serverInfo { version } }')).toEqual({ data: { serverInfo: { version } } });
    const created = await graphql('mutation { ecommerceProductCreate(data: {title: {en: "Released"}}) { title { en } } }');
    expect(created).toEqual({ data: { ecommerceProductCreate: { title: { en: 'Released' } } } });

    // The client's build, and a public page rendered on the server by the client's server build.
    const playground = await fetch(`${base}/playground`);
    expect(playground.status).toBe(200);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await playground.text())?.[1];
    expect((await fetch(`${base}${script}`)).status).toBe(200);
    const page = await fetch(`${base}/no-such-page`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('data-not-found="true"');

    // A picture drawn on a worker thread with the fonts of the runtime dependencies.
    const drawn = await fetch(`${base}/api/file-storage/files/generate`, {
      method: 'POST',
      headers: asServer,
      body: JSON.stringify({ variant: 'generate-template-opengraph-image-default', title: 'Released', subtitle: 'A release', siteName: 'Platform' }),
    });
    expect(drawn.status).toBe(201);
    const picture = await fetch(`${base}/public${((await drawn.json()) as { data: { file: string } }).data.file}`);
    expect(picture.headers.get('content-type')).toBe('image/png');

    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);

    // The operator's commands run from the release too, without building anything.
    const backup = await run('npm', ['run', 'backup', '--', path.join(release, 'files.tar.gz')], { cwd: release, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings } });
    expect(backup.stdout).toContain(`Backed up ${settings.DATA_DIR} to ${path.join(release, 'files.tar.gz')}`);
    expect(backup.stdout).toContain('DATABASE_URL is set');
  });
});
