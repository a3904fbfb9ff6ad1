import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { isSecretKey, type Actor } from './access/actor.js';
import type { PublicCache } from './cache/public-cache.js';
import type { RequestContext } from './context.js';
import { Loaders } from './crud/loaders.js';

type LoggedRequest = IncomingMessage & { id?: unknown; log?: Logger };

/** Who is asking: the server itself when the secret key header matches. */
export function resolveActor(req: IncomingMessage, config: Config): Actor {
  if (isSecretKey(req.headers['x-rbac-secret-key'], config.rbac.secretKey)) return { kind: 'server' };
  return { kind: 'anonymous' };
}

/** The context of one request, the same for GraphQL resolvers and REST routes. */
export function createRequestContext(
  req: LoggedRequest,
  orm: MikroORM,
  config: Config,
  logger: Logger,
  cache: PublicCache,
): RequestContext {
  const em = orm.em.fork();
  return {
    cache,
    onWrite: () => cache.clear(),
    em,
    config,
    requestId: String(req.id ?? ''),
    log: req.log ?? logger,
    actor: resolveActor(req, config),
    loaders: new Loaders(em),
  };
}
