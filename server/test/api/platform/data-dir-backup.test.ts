import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../../../../scripts/build-if-stale.mjs';
import { makePng } from '../../helpers/png.js';
import { killServers, launchServer, waitHealthy } from '../../helpers/server-process.js';

const run = promisify(execFile);
const dirs: string[] = [];

afterAll(async () => {
  killServers();
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-backup-'));
  dirs.push(dir);
  return dir;
}

/** `npm run <script> -- <args>` as an operator types it, on DATA_DIR; its exit code and output. */
async function npmRun(script: string, dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', script, '--', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A server from the sources on the embedded database in `dataDir`, its secrets kept there (secrets.json). */
async function startOn(dataDir: string) {
  const server = launchServer({ DATA_DIR: dataDir, FILE_STORAGE_PROVIDER: 'local' });
  const port = await server.port();
  await waitHealthy(port);
  // The key the server generated into secrets.json on its first start: it is in the backup too.
  const { secretKey } = JSON.parse(await fs.readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
  const base = `http://127.0.0.1:${port}`;
  const graphql = async (query: string) => {
    const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-rbac-secret-key': secretKey }, body: JSON.stringify({ query }) });
    return (await response.json()) as { data: Record<string, any> };
  };
  return { server, base, secretKey, graphql };
}

describe('npm run backup / npm run restore of DATA_DIR', { timeout: 300_000 }, () => {
  it('brings the embedded database, the uploaded files and the secrets into a new DATA_DIR', async () => {
    const dataDir = await tempDir();
    const archives = await tempDir();
    const archive = path.join(archives, 'shop.tar.gz');
    const first = await startOn(dataDir);
    const created = await first.graphql('mutation { ecommerceProductCreate(data: {title: {en: "Kept in the backup"}}) { id } }');
    const productId = created.data.ecommerceProductCreate.id;
    const png = makePng(12, 7);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)]), 'kept.png');
    const uploaded = await fetch(`${first.base}/api/file-storage/files`, { method: 'POST', headers: { 'x-rbac-secret-key': first.secretKey }, body: form });
    expect(uploaded.status).toBe(201);
    const fileUrl = ((await uploaded.json()) as { data: { file: string } }).data.file;

    // The database is open: refused, and no archive is left.
    const whileRunning = await npmRun('backup', dataDir, archive);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(new RegExp(`^Cannot back up: a server is running on ${dataDir} \\(process \\d+ holds its embedded database\\); stop it first$`, 'm'));
    await expect(fs.access(archive)).rejects.toThrow();

    first.server.child.kill('SIGTERM');
    expect(await first.server.exit).toBe(0);
    const backup = await npmRun('backup', dataDir, archive);
    expect(backup.stdout).toContain(`Backed up ${dataDir} to ${archive}`);
    expect(backup.code).toBe(0);
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);

    // A DATA_DIR holding anything is refused; an empty one is restored into.
    const refused = await npmRun('restore', dataDir, archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Cannot restore: ${dataDir} is not empty: restore into an empty DATA_DIR, or add --force to replace what it holds`);
    const restoredDir = path.join(await tempDir(), 'restored');
    const restore = await npmRun('restore', restoredDir, archive);
    expect(restore.stdout).toContain(`Restored ${archive} into ${restoredDir}.`);
    expect(restore.code).toBe(0);
    expect((await fs.stat(path.join(restoredDir, 'secrets.json'))).mode & 0o777).toBe(0o600);

    const second = await startOn(restoredDir);
    expect(second.secretKey).toBe(first.secretKey);
    const read = await second.graphql(`{ ecommerceProduct(id: "${productId}") { title { en } } }`);
    expect(read.data.ecommerceProduct).toEqual({ title: { en: 'Kept in the backup' } });
    const served = await fetch(`${second.base}/public${fileUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exit).toBe(0);
  });

  it('refuses an archive it did not make, and --force replaces what DATA_DIR holds', async () => {
    const dataDir = await tempDir();
    const stranger = path.join(await tempDir(), 'stranger.tar.gz');
    await fs.writeFile(stranger, 'not an archive');
    const damaged = await npmRun('restore', dataDir, stranger);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(new RegExp(`^Cannot restore: ${stranger} is not a readable archive`, 'm'));

    // A backup of a DATA_DIR without an embedded database (a server on DATABASE_URL): its files.
    const source = await tempDir();
    await fs.mkdir(path.join(source, 'files'));
    await fs.writeFile(path.join(source, 'files', 'kept.txt'), 'kept');
    const archive = path.join(await tempDir(), 'files.tar.gz');
    expect((await npmRun('backup', source, archive)).code).toBe(0);
    await fs.writeFile(path.join(dataDir, 'left-over.txt'), 'replaced');
    const forced = await npmRun('restore', dataDir, archive, '--force');
    expect(forced.code).toBe(0);
    expect((await fs.readdir(dataDir)).sort()).toEqual(['files']);
    expect(await fs.readFile(path.join(dataDir, 'files', 'kept.txt'), 'utf8')).toBe('kept');
  });
});
