import express, { Router } from 'express';
import { notFoundHandler } from '../http/error-handler.js';
import { checkJsonDepth } from '../json-input.js';
import { createRequestContext, type SharedServices } from '../request-context.js';
import { entityRouter } from './entity-router.js';
import { openApiDocument } from './openapi.js';
import type { Catalogue } from '../model/catalogue.js';
import { hasCachedReads, privateByDefault } from './public-read.js';
import { keepRawBody } from './raw-body.js';
import { revalidationRoutes } from './revalidation-routes.js';

/**
 * `/api`: the REST compatibility layer. The modules' own paths first (they are more specific
 * than `{route}/{id}`), then the generic routes of every entity, all on the same services.
 */
export function apiRouter(catalogue: Catalogue, services: SharedServices): Router {
  const router = Router();
  // The raw bytes are kept: webhook signatures are computed over them, not over parsed JSON.
  router.use(
    express.json({
      limit: '1mb',
      type: ['application/json', 'application/*+json'],
      verify: keepRawBody,
    }),
  );
  // Before any route walks a body (webhooks read theirs whole): JSON nested too deep is refused.
  router.use((req, _res, next) => {
    try {
      checkJsonDepth(req.body);
      next();
    } catch (error) {
      next(error);
    }
  });
  router.use(privateByDefault);
  router.use(async (req, res, next) => {
    try {
      res.locals.context = await createRequestContext(req, res, services);
      next();
    } catch (error) {
      next(error);
    }
  });
  const document = openApiDocument(catalogue);
  router.get('/openapi.json', (_req, res) => void res.json(document));
  router.use(revalidationRoutes());
  for (const module of catalogue.modules) for (const routes of module.routes) router.use(routes.router(catalogue.modules));
  for (const model of catalogue.models) router.use(model.route.replace(/^\/api/, ''), entityRouter(model, hasCachedReads(catalogue, model)));
  router.use(notFoundHandler);
  return router;
}
