import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Actor } from './access/actor.js';
import type { PublicCache } from './cache/public-cache.js';
import type { Loaders } from './crud/loaders.js';
import type { RateLimiter } from '../modules/rbac/rate-limit.js';
import type { Request, Response } from 'express';
import type { Logger } from './logger.js';

/** What every request handler (GraphQL resolver or REST route) works with. */
export interface RequestContext {
  /** A fork of the entity manager for this request alone. */
  em: EntityManager;
  config: Config;
  requestId: string;
  log: Logger;
  actor: Actor;
  /** Batches nested reads of this request. */
  loaders: Loaders;
  /** Public answers kept by the server; writes drop them. */
  cache: PublicCache;
  /** Called after every successful write through the generic services. */
  onWrite(): void;
  /** The client's address (behind a trusted proxy: the forwarded one). */
  ip: string;
  limiter: RateLimiter;
  req: Request;
  /** Sign-in answers set the session cookie on it. */
  res: Response;
}
