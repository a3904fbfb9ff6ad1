import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { SESSION_COOKIE, verifyAccessToken } from '../modules/rbac/access-token.js';
import type { RateLimiter } from '../modules/rbac/rate-limit.js';
import { rolesOfSession } from '../modules/rbac/subjects.js';
import { isSecretKey, type Actor } from './access/actor.js';
import type { PublicCache } from './cache/public-cache.js';
import type { RequestContext } from './context.js';
import { Loaders } from './crud/loaders.js';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface SharedServices {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  cache: PublicCache;
  limiter: RateLimiter;
}

/** The access token of a request: the session cookie, or `Authorization: Bearer`. */
function tokenOf(req: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? (req.cookies?.[SESSION_COOKIE] as string | undefined);
}

/**
 * Who is asking: the server itself when the secret key header matches (constant-time
 * comparison), a subject with its roles when its token is valid and its session not ended,
 * else nobody.
 */
export async function resolveActor(req: Request, config: Config, em: EntityManager): Promise<Actor> {
  if (isSecretKey(req.headers['x-rbac-secret-key'], config.rbac.secretKey)) return { kind: 'server' };
  const token = tokenOf(req);
  if (!token) return { kind: 'anonymous' };
  const claims = verifyAccessToken(config, token);
  const roles = claims ? await rolesOfSession(em, claims) : null;
  if (!claims || !roles) return { kind: 'anonymous', tokenError: true };
  return { kind: 'subject', subjectId: claims.subjectId, roles, sessionId: claims.sessionId };
}

/** The client's address, as TRUST_PROXY decides whose X-Forwarded-For counts: what rate limits count by. */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The context of one request, the same for GraphQL resolvers and REST routes. */
export async function createRequestContext(req: Request, res: Response, services: SharedServices): Promise<RequestContext> {
  const em = services.orm.em.fork();
  return {
    em,
    config: services.config,
    requestId: String(req.id ?? ''),
    log: req.log ?? services.logger,
    actor: await resolveActor(req, services.config, em),
    loaders: new Loaders(em),
    cache: services.cache,
    onWrite: () => services.cache.clear(),
    ip: clientAddress(req),
    limiter: services.limiter,
    req,
    res,
  };
}
