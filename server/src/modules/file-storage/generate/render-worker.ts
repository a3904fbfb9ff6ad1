import { parentPort } from 'node:worker_threads';
import { drawTemplate } from './draw-template.js';

/** A drawing asked of the worker, and its answer: the PNG, or why it failed. */
export interface RenderRequest {
  id: number;
  variant: string;
  data: unknown;
}
export type RenderAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

// The worker thread of `PngRenderer`: satori's layout is CPU-bound JavaScript, so it runs here,
// away from the event loop that answers requests.
parentPort?.on('message', (request: RenderRequest) => {
  drawTemplate(request.variant, request.data).then(
    (png) => parentPort!.postMessage({ id: request.id, png } satisfies RenderAnswer),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer),
  );
});
