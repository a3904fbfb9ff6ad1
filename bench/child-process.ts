import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the bench asks its servers over IPC, and what they answer. */
export type Question = 'reset' | 'queries' | 'memory' | 'heap' | 'profile-start' | 'profile-stop';
/** `file`: where `profile-stop` writes the CPU profile taken since `profile-start`. */
export type ChildRequest = { type: Question | 'stop'; file?: string };
export type ChildReply = { type: 'ready'; url: string } | { type: Question; value: number };

export interface BenchChild {
  url: string;
  pid: number;
  /** Asks and waits for the answer (SQL statements counted; RSS, or the heap kept after a full GC, in bytes). */
  ask(type: Question, file?: string): Promise<number>;
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../server');

/**
 * Starts `bench/<file>` in a child process with the TypeScript loader the server scripts use,
 * from the server workspace (its node_modules, its tsconfig), and waits for its `ready`.
 * Its output is dropped: a server logging each request must not flood the bench's console.
 */
export async function startChild(file: string, env: Record<string, string>): Promise<BenchChild> {
  const child = fork(path.join(here, file), [], {
    cwd: serverDir,
    // --expose-gc: the heap a server keeps is measured after a full collection (`heap`).
    execArgv: ['--import', '@swc-node/register/esm-register', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${file} exited during start (code ${code})`));
    child.once('exit', onExit);
    child.once('message', (message: ChildReply) => {
      child.off('exit', onExit);
      if (message.type === 'ready') resolve(message.url);
      else reject(new Error(`${file} answered ${message.type} instead of ready`));
    });
  });
  return {
    url,
    pid: child.pid!,
    ask: (type, file) => ask(child, type, file),
    async stop() {
      if (child.exitCode === null && child.connected) child.send({ type: 'stop' } satisfies ChildRequest);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function ask(child: ChildProcess, type: Question, file?: string) {
  return new Promise<number>((resolve, reject) => {
    const onExit = () => reject(new Error(`the server exited while asked for ${type}`));
    child.once('exit', onExit);
    child.on('message', function onMessage(message: ChildReply) {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message.value);
    });
    child.send({ type, file } satisfies ChildRequest);
  });
}
