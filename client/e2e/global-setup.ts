import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the site under test answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where the mails the site sends are written, one file each (see mailbox.ts). */
    mailDir: string;
  }
}

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const serverDir = path.resolve(clientDir, '../server');
const READY_TIMEOUT_MS = 150_000;

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Stops the server and everything it started (its embedded database runs in a child). */
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const timeout = setTimeout(() => server.pid !== undefined && process.kill(-server.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timeout);
}

export default async function setup(project: TestProject) {
  // The server serves client/dist: build it from the current sources first.
  await build({ configFile: path.join(clientDir, 'vite.config.ts'), logLevel: 'warn' });

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Its own process group (detached), so that teardown stops the database process with it.
  const server = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // Empty: the embedded database in DATA_DIR, whatever the caller's environment says.
      DATABASE_URL: '',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.url,
      // Mails (reset links) leave within a fraction of a second, not the default 2 s.
      NOTIFICATION_POLL_MS: '200',
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  try {
    await waitUntilHealthy(baseUrl, server, () => output);
  } catch (error) {
    await stopServer(server);
    await mailbox.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);

  return async () => {
    await stopServer(server);
    await mailbox.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
