import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Logger } from './logger.js';
import type { Config } from '../settings.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { FileStorage } from './files/storage.js';
import { isSecretKey, type Actor } from './access/actor.js';
import type { PublicCache } from './cache/public-cache.js';
import type { OnWrite } from './cache/written.js';
import { Loaders } from './crud/loaders.js';
import type { EntityManager } from '@mikro-orm/postgresql';

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
  /** Told after every committed write (the generic service's, a module's own SQL): drops what it changed. */
  onWrite: OnWrite;
  /**
   * Collects the names of the entities this context's GraphQL queries read (`ANY_MODEL` for
   * one that cannot tell): set for a page render, whose page holds what its queries answered.
   */
  answerModels?: Set<string>;
  /** The client's address (behind a trusted proxy: the forwarded one). */
  ip: string;
  limiter: RateLimiter;
  /** Where uploaded files are kept. */
  files: FileStorage;
  req: Request;
  /** Sign-in answers set the session cookie on it. */
  res: Response;
}

export interface SharedServices {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  cache: PublicCache;
  /** Drops the cached answers a committed write changed (see `dropWritten`). */
  onWrite: OnWrite;
  limiter: RateLimiter;
  /** Where uploaded files are kept. */
  files: FileStorage;
  /** Who signed in, from the request's token: a module that signs subjects in provides it. */
  identification: Identification;
}

/** How the module that signs subjects in tells who a request is signed in as. */
export interface Identification {
  /**
   * Whether a request carries anything a subject signs in with (a token, a session cookie):
   * one that does not is anonymous, whoever sends it, and may be answered what everyone is.
   */
  carriesCredentials(req: Request): boolean;
  /** Finds the subject a request is signed in as (never the server: core checks the secret key first). */
  actorOf(req: Request, config: Config, em: EntityManager): Promise<Actor>;
}

/** No module signs subjects in: everyone is anonymous. */
export const NOBODY_SIGNS_IN: Identification = { carriesCredentials: () => false, actorOf: async () => ({ kind: 'anonymous' }) };

/**
 * Who is asking: the server itself when the secret key header matches (constant-time
 * comparison), else whoever the module that signs subjects in finds (or nobody).
 */
async function resolveActor(req: Request, services: SharedServices, em: EntityManager): Promise<Actor> {
  if (isSecretKey(req.headers['x-rbac-secret-key'], services.config.rbac.secretKey)) return { kind: 'server' };
  return services.identification.actorOf(req, services.config, em);
}

/** The client's address, as TRUST_PROXY decides whose X-Forwarded-For counts: what rate limits count by. */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The context of one request, the same for GraphQL resolvers and REST routes. */
export async function createRequestContext(req: Request, res: Response, services: SharedServices): Promise<RequestContext> {
  const em = services.orm.em.fork();
  return requestContextAs(await resolveActor(req, services, em), em, req, res, services);
}

/**
 * The context of work the server does for a request as nobody in particular, whoever sent it:
 * its render of a public page, which every visitor gets alike.
 */
export function anonymousRequestContext(req: Request, res: Response, services: SharedServices): RequestContext {
  return requestContextAs({ kind: 'anonymous' }, services.orm.em.fork(), req, res, services);
}

function requestContextAs(actor: Actor, em: EntityManager, req: Request, res: Response, services: SharedServices): RequestContext {
  return {
    em,
    config: services.config,
    requestId: String(req.id ?? ''),
    log: req.log ?? services.logger,
    actor,
    loaders: new Loaders(em, actor),
    cache: services.cache,
    onWrite: services.onWrite,
    ip: clientAddress(req),
    limiter: services.limiter,
    files: services.files,
    req,
    res,
  };
}
