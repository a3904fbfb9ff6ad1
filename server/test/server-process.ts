import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** The real entry point as an operator runs it, in a process of its own. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  /** Its exit code, once it exited. */
  exit: Promise<number | null>;
  stderr(): string;
}

/** Starts `src/main.ts` with only these settings (and PATH, HOME) in its environment. */
export function launchServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', SEED: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exit, stderr: () => stderr };
}

/** Kills every server process a test left running (for `afterAll`). */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}

export function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server on `port` answers its health check with 200. */
export async function waitHealthy(port: number, timeoutMs = 100_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.status === 200) return Date.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy server on port ${port}`);
}
