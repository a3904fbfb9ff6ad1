import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { READINESS_PATH, START_COMMAND } from '../release.mjs';

/**
 * One server instance of the installed release, started the way the image starts it
 * (`node server/dist/main.js` in the release's folder) on a port of its own.
 */
export interface Instance {
  name: string;
  port: number;
  url: string;
  /** The exit code of the last run (null while running or when killed). */
  exitCode: number | null;
  /** SIGTERM, then waits for the exit: the drain a rolling restart relies on. */
  stop(): Promise<number | null>;
  /** SIGKILL: what a crash or an out-of-memory kill does. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers ready. */
  start(): Promise<void>;
}

export interface InstanceOptions {
  name: string;
  port: number;
  /** The installed release (a folder with package.json, server/dist, client/dist, node_modules). */
  releaseDir: string;
  env: Record<string, string>;
  /** Its log, appended to across restarts. */
  logFile: string;
}

export async function waitReady(url: string, timeoutMs = 60_000, process?: ChildProcess) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (process && process.exitCode !== null) throw new Error(`exited with code ${process.exitCode} while starting`);
    const status = await fetch(`${url}${READINESS_PATH}`).then((response) => response.status, () => 0);
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function instance({ name, port, releaseDir, env, logFile }: InstanceOptions): Instance {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  const self: Instance = {
    name,
    port,
    url,
    exitCode: null,
    async start() {
      const log = fs.openSync(logFile, 'a');
      const [command, ...args] = START_COMMAND;
      child = spawn(command === 'node' ? process.execPath : command, args, {
        cwd: releaseDir,
        env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      self.exitCode = null;
      child.once('exit', (code) => (self.exitCode = code));
      try {
        await waitReady(url, 60_000, child);
      } catch (error) {
        throw new Error(`instance ${name}: ${(error as Error).message}; its log: ${logFile}\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')}`);
      }
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode) return self.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
  return self;
}
