import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_TELEGRAM_BOT_NAME, TEST_TELEGRAM_BOT_TOKEN } from '../../server/test/helpers/telegram-login';
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
  /** The last lines the server wrote (its JSON log): what a test looks for in the log. */
  log: () => string;
  stop: () => Promise<void>;
}

/** Keeps the last `limit` characters of what a process writes: enough to explain a failure. */
function outputTail(limit = 64_000) {
  let text = '';
  return {
    add: (chunk: Buffer | string) => {
      text = (text + chunk).slice(-limit);
    },
    read: () => text,
  };
}

/**
 * Waits for the server's 'server ready' log line and answers the url it names: the server
 * listens on a port the system picks (PORT=0), so only the server knows it. Fails when the
 * server exits first or takes too long.
 */
function readyUrl(server: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let pending = '';
    const onData = (chunk: Buffer) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const entry = parseLogLine(line);
        if (entry?.msg === 'server ready' && typeof entry.url === 'string') return finish(() => resolve(entry.url as string));
      }
    };
    const onExit = (code: number | null) => finish(() => reject(new Error(`The server exited with ${code}:\n${output()}`)));
    const timeout = setTimeout(
      () => finish(() => reject(new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`))),
      READY_TIMEOUT_MS,
    );
    function finish(settle: () => void) {
      clearTimeout(timeout);
      server.stdout?.off('data', onData);
      server.off('exit', onExit);
      settle();
    }
    server.stdout?.on('data', onData);
    server.once('exit', onExit);
  });
}

function parseLogLine(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
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
  // Its own process group (detached), so that stopping it stops the database process too.
  const server = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // Any free port, taken by the server itself (no window for another process to take it
      // first); the public url's port 0 becomes that port, and the ready line names it.
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:0',
      DATA_DIR: dataDir,
      // Empty: the embedded database in DATA_DIR, whatever the caller's environment says.
      DATABASE_URL: '',
      SEED: 'demo',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Info: the 'server ready' line carries the url.
      LOG_LEVEL: 'info',
      // The browser's tabs speak through loopback as a proxy would: each tab names its own
      // address (X-Forwarded-For, see browser.ts), so that the suite never runs out of the
      // per-address allowances (registrations, anonymous carts). The limits are tested in
      // the server's own tests.
      TRUST_PROXY: 'loopback',
      SMTP_URL: mailbox.url,
      // Mails (reset links) leave within a fraction of a second, not the default 2 s.
      NOTIFICATION_POLL_MS: '200',
      RECEIPT_POLL_MS: '200',
      // The demo site's name, on its receipts and drawn OpenGraph images.
      SITE_NAME: 'Atelier',
      // Every walk's browser speaks from 127.0.0.1: far more requests a minute than one visitor.
      RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000',
      RATE_LIMIT_RENDERS_PER_MINUTE: '1000000',
      // A (test) Telegram bot, as a site offering Telegram sign-in has: the browser tests sign in
      // with answers signed by its token (telegram.e2e.test.ts); Telegram itself is never asked.
      TELEGRAM_BOT_TOKEN: TEST_TELEGRAM_BOT_TOKEN,
      TELEGRAM_BOT_NAME: TEST_TELEGRAM_BOT_NAME,
      ...settings,
    },
  });
  const output = outputTail();
  server.stdout?.on('data', output.add);
  server.stderr?.on('data', output.add);

  const stop = async () => {
    await stopServer(server);
    await mailbox.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  let baseUrl: string;
  try {
    baseUrl = await readyUrl(server, output.read);
    const health = await fetch(`${baseUrl}/healthz`);
    if (!health.ok) throw new Error(`The server said it was ready, but /healthz answered ${health.status}:\n${output.read()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, mailDir, log: output.read, stop };
}
