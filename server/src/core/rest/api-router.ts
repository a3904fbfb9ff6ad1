import express, { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { models } from '../../modules/catalogue.js';
import { ecommerceRoutes } from '../../modules/ecommerce/routes.js';
import { hostRoutes } from '../../modules/host/routes.js';
import type { PublicCache } from '../cache/public-cache.js';
import { notFoundHandler } from '../http/error-handler.js';
import type { Logger } from '../logger.js';
import { createRequestContext } from '../request-context.js';
import { entityRouter } from './entity-router.js';
import { openApiDocument } from './openapi.js';
import { revalidationRoutes } from './revalidation-routes.js';

export interface ApiDependencies {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  cache: PublicCache;
}

/**
 * `/api`: the REST compatibility layer. The modules' own paths first (they are more specific
 * than `{route}/{id}`), then the generic routes of every entity, all on the same services.
 */
export function apiRouter({ orm, config, logger, cache }: ApiDependencies): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  router.use((req, res, next) => {
    res.locals.context = createRequestContext(req, orm, config, logger, cache);
    next();
  });
  const document = openApiDocument();
  router.get('/openapi.json', (_req, res) => void res.json(document));
  router.use(revalidationRoutes());
  router.use(hostRoutes());
  router.use(ecommerceRoutes());
  for (const model of models) router.use(model.route.replace(/^\/api/, ''), entityRouter(model));
  router.use(notFoundHandler);
  return router;
}
