import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from './mailbox';

/** The administrator the e2e server creates: given explicitly, as a real site's operator would. */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-only-for-tests' };

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const READY_TIMEOUT_MS = 150_000;

export interface SiteServer {
  /** Where the site answers, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Where the mails the site sends are written, one file each (see mailbox.ts). */
  mailDir: string;
  stop: () => Promise<void>;
}

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

/**
 * The real server, from its sources, serving the built client/dist on an empty embedded
 * database seeded with the demo site, its mails caught by a local SMTP server. `settings`
 * override the environment (e.g. short token lifetimes).
 */
export async function startSiteServer(settings: Record<string, string> = {}): Promise<SiteServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Its own process group (detached), so that stopping it stops the database process too.
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
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.url,
      // Mails (reset links) leave within a fraction of a second, not the default 2 s.
      NOTIFICATION_POLL_MS: '200',
      // Every walk's browser speaks from 127.0.0.1: far more requests a minute than one visitor.
      RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000',
      ...settings,
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    await stopServer(server);
    await mailbox.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, mailDir, stop };
}
