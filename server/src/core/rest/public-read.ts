import type { RequestHandler, Response } from 'express';
import type { RequestContext } from '../request-context.js';
import { holdsEstimate } from '../crud/row-count.js';
import type { Catalogue } from '../model/catalogue.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { RestAnswer } from './handler.js';
import { keptBody, type KeptBody } from '../http/kept-body.js';
import { visibility } from '../read/visibility.js';

/** Answers that depend on who asks: never stored by a browser or a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Answers the same for everyone: any cache may keep them, but asks again (ETag, 304) every time. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/**
 * Whether the generic reads of an entity answer the same for everyone and may be cached: a
 * public entity whose rows no module writes outside the generic service (where no cache drop
 * follows).
 */
export const hasCachedReads = (catalogue: Catalogue, model: ModelDefinition) => model.read === 'public' && !catalogue.writtenOutsideService(model);

/** Every `/api` answer is private until its route says otherwise (errors included). */
export const privateByDefault: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  next();
};

/**
 * A GET answer that is the same for every caller (a public entity's list, count or row, a
 * page by url): kept in the public cache under its kind and path (a url: revalidating a path
 * drops it) until a write to one of the `models` whose rows it holds or a revalidation drops
 * it, and marked publicly cacheable. Kept as the bytes of its body with their ETag, sent as
 * they are: a read from memory serializes nothing. A matching `If-None-Match` gets 304. A
 * caller who sees the models otherwise than everyone (an admin reads drafts and linkedOnly
 * rows, see visibility.ts) is answered what it sees, neither from the cache nor into it.
 */
export async function publicRead(
  res: Response,
  context: RequestContext,
  { kind, path, models }: { kind: string; path: string; models: ModelDefinition[] },
  read: () => Promise<unknown>,
): Promise<RestAnswer> {
  if (!models.every((model) => visibility(context.actor, model).sameForEveryone)) return { data: await read() };
  let kept = context.cache.get(path, kind) as KeptBody | undefined;
  if (kept === undefined) {
    const readAt = context.cache.generation;
    // As `res.json` would write it.
    kept = keptBody(context.req, JSON.stringify({ data: (await read()) ?? null }));
    if (!holdsEstimate(res)) context.cache.set(path, kind, kept, { readAt, models: models.map((model) => model.name) }, kept.body.length);
  }
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  return { kept };
}
