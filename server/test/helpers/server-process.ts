import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The real entry point as an operator runs it, in a process of its own. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();

type LogLine = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  child: ChildProcess;
  /** Its exit code, once it exited. */
  exit: Promise<number | null>;
  stderr(): string;
  /** The first log line with this message, once the server has written it. */
  logged(message: string): Promise<LogLine>;
  /** The port it is bound to, from its 'server ready' line. */
  port(): Promise<number>;
}

/** How the server is started: from its sources, or a built release's command in its folder. */
export interface ServerEntry {
  cwd: string;
  /** The program and its arguments; `node` is this very Node. */
  command: string[];
}

/** A server entry run from its sources (`src/main.ts`, `src/migrate.ts`) through the TypeScript loader. */
const fromSources = (file: string): ServerEntry => ({ cwd: serverDir, command: ['node', '--import', '@swc-node/register/esm-register', file] });

/**
 * Starts `src/main.ts` (or `entry`: another source file such as `src/migrate.ts`, or a release's
 * command) with only these settings (and PATH, HOME) in its environment. It listens where PORT
 * says: by default 0, a port the system picks (so two tests never race for one), which its
 * 'server ready' line names.
 */
export function launchServer(env: Record<string, string>, entry: ServerEntry | string = 'src/main.ts'): ServerProcess {
  const { cwd, command } = typeof entry === 'string' ? fromSources(entry) : entry;
  const [program, ...args] = command;
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', SEED: 'none', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const lines: LogLine[] = [];
  const waiting: (() => void)[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk) => {
    const complete = (partial + chunk).split('\n');
    partial = complete.pop()!;
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
    waiting.splice(0).forEach((wake) => wake());
  });
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      running.delete(child);
      waiting.splice(0).forEach((wake) => wake());
      resolve(code);
    }),
  );
  async function logged(message: string): Promise<LogLine> {
    for (;;) {
      const line = lines.find((entry) => entry.msg === message);
      if (line) return line;
      if (exited) throw new Error(`the server exited without logging '${message}': ${stderr}`);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }
  const port = async () => Number(new URL(String((await logged('server ready')).address)).port);
  return { child, exit, stderr: () => stderr, logged, port };
}

/** Kills every server process a test left running (for `afterAll`). */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
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
