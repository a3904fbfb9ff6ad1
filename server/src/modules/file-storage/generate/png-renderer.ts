import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderRequest } from './render-worker.js';

/** A drawing that takes longer than this is stuck: its worker is ended (and made anew for the next one). */
const RENDER_TIMEOUT_MS = 60_000;

/**
 * Where the worker's code is and how Node loads it: the built `.js` beside this file in
 * production; under the TypeScript runners (dev, tests) the `.ts` source, through the same
 * swc loader `npm run dev` uses (a worker thread does not inherit vitest's transforms).
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts');
  const url = new URL(`./render-worker.${source ? 'ts' : 'js'}`, import.meta.url);
  if (!source) return { url, execArgv: [] };
  // Its `esm-register` entry is exported for `import` only: found beside the package's main file.
  const main = createRequire(import.meta.url).resolve('@swc-node/register');
  const loader = pathToFileURL(path.join(path.dirname(main), 'esm', 'esm-register.mjs')).href;
  return { url, execArgv: ['--import', loader] };
}

interface Waiting {
  resolve(png: Buffer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Draws generate-template PNGs on one worker thread, started on the first drawing and reused:
 * the event loop that answers requests never runs satori's layout. A worker that fails or
 * hangs fails the drawings it held and is replaced on the next one.
 */
export class PngRenderer {
  private worker?: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;

  /** The PNG of `variant`'s template drawn with `data` (already checked by the template's `read`). */
  render(variant: string, data: unknown): Promise<Buffer> {
    const worker = this.running();
    const id = ++this.nextId;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(worker, new Error(`drawing ${variant} took longer than ${RENDER_TIMEOUT_MS / 1000} s`)), RENDER_TIMEOUT_MS);
      this.waiting.set(id, { resolve, reject, timer });
      // The worker is kept alive only while it has drawings to make.
      worker.ref();
      worker.postMessage({ id, variant, data } satisfies RenderRequest);
    });
  }

  /** Ends the worker; drawings still waiting fail. */
  async close() {
    const worker = this.worker;
    if (worker) {
      this.fail(worker, new Error('the renderer was closed'));
      await worker.terminate();
    }
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, { execArgv });
    worker.on('message', (answer: RenderAnswer) => this.settle(answer));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the drawing worker stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(answer: RenderAnswer) {
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    this.waiting.delete(answer.id);
    clearTimeout(waiting.timer);
    if (!this.waiting.size) this.worker?.unref();
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
  }

  /** Fails every drawing `worker` held and drops it: the next drawing starts a new one. */
  private fail(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.waiting.clear();
    void worker.terminate();
  }
}

/**
 * The process's renderer: one drawing worker per process, whichever server in it asks (a
 * CPU-bound pool is sized by the machine, not by the app). Idle, it holds nothing open.
 */
export const pngRenderer = new PngRenderer();
