import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmbeddedMessage } from './pglite-process.js';

export interface EmbeddedPostgres {
  /** A `postgres://` url of the wire-protocol server on 127.0.0.1. */
  url: string;
  /** Writes the whole database as a tarball (a template for tests). */
  dump(file: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where the data is kept; absent: in memory. */
  dataDir?: string;
  /** A tarball written by `dump`, loaded into a new in-memory database. */
  loadDump?: string;
}

export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

/** Another live process (a running server) holds the data directory. */
export class DataDirInUseError extends EmbeddedDatabaseError {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(`data directory ${dataDir} is in use by process ${holder}`);
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const processFile = fs.existsSync(path.join(here, 'pglite-process.js'))
  ? path.join(here, 'pglite-process.js')
  : path.join(here, 'pglite-process.ts');

/** Starts PGlite in a child process and waits until it accepts connections. */
export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  // Running from sources (dev, tests) the child needs the same TypeScript loader.
  const execArgv = processFile.endsWith('.ts') ? ['--import', '@swc-node/register/esm-register'] : [];
  const child = fork(processFile, [], {
    execArgv,
    cwd: path.resolve(here, '../../..'),
    env: {
      ...process.env,
      PGLITE_DATA_DIR: options.dataDir ?? '',
      PGLITE_LOAD_DUMP: options.loadDump ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  lock?.holdFor(child.pid!);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => lock?.release());

  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new EmbeddedDatabaseError(`embedded PostgreSQL exited during start (code ${code})`));
    child.once('exit', onExit);
    child.on('message', function onMessage(message: EmbeddedMessage) {
      child.off('exit', onExit);
      child.off('message', onMessage);
      if (message.type === 'ready') resolve(message.port);
      else reject(new EmbeddedDatabaseError(`embedded PostgreSQL failed to start: ${message.message}`));
    });
  });

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    dump: (file) => request(child, { type: 'dump', file }, 'dumped'),
    async stop() {
      if (child.exitCode === null && child.connected) child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function request(child: ChildProcess, message: object, answer: string) {
  return new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new EmbeddedDatabaseError('embedded PostgreSQL exited')));
    child.on('message', function onMessage(reply: { type: string }) {
      if (reply.type !== answer) return;
      child.off('message', onMessage);
      resolve();
    });
    child.send(message);
  });
}

/** The lock file in an embedded database's data directory, naming the process holding it. */
export const LOCK_FILE = 'embedded.pid';

/**
 * One PGlite per data directory: two writing the same files would corrupt them (and a backup
 * or restore takes it too, so that no server starts on files being copied). The lock file names
 * the process holding the files; one left by a killed server (that process is gone) is taken over.
 */
export function lockDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileOrEmpty(lockFile));
      if (holder && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  let holder = process.pid;
  return {
    holdFor(pid: number) {
      holder = pid;
      fs.writeFileSync(lockFile, String(pid));
    },
    release() {
      if (readFileOrEmpty(lockFile) === String(holder)) fs.rmSync(lockFile, { force: true });
    },
  };
}

function readFileOrEmpty(file: string) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
