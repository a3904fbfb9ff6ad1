import express, { Router } from 'express';
import { models } from '../../modules/catalogue.js';
import { ecommerceRoutes } from '../../modules/ecommerce/routes.js';
import { hostRoutes } from '../../modules/host/routes.js';
import { notFoundHandler } from '../http/error-handler.js';
import { createRequestContext, type SharedServices } from '../request-context.js';
import { rbacRoutes } from '../../modules/rbac/routes.js';
import { subjectCommerceRoutes } from '../../modules/ecommerce/subject-routes.js';
import { billingRoutes } from '../../modules/billing/routes.js';
import { crmRoutes } from '../../modules/crm/routes.js';
import { entityRouter } from './entity-router.js';
import { openApiDocument } from './openapi.js';
import { privateByDefault } from './public-read.js';
import { keepRawBody } from './raw-body.js';
import { revalidationRoutes } from './revalidation-routes.js';

/**
 * `/api`: the REST compatibility layer. The modules' own paths first (they are more specific
 * than `{route}/{id}`), then the generic routes of every entity, all on the same services.
 */
export function apiRouter(services: SharedServices): Router {
  const router = Router();
  // The raw bytes are kept: webhook signatures are computed over them, not over parsed JSON.
  router.use(
    express.json({
      limit: '1mb',
      type: ['application/json', 'application/*+json'],
      verify: keepRawBody,
    }),
  );
  router.use(privateByDefault);
  router.use(async (req, res, next) => {
    try {
      res.locals.context = await createRequestContext(req, res, services);
      next();
    } catch (error) {
      next(error);
    }
  });
  const document = openApiDocument();
  router.get('/openapi.json', (_req, res) => void res.json(document));
  router.use(revalidationRoutes());
  router.use(rbacRoutes());
  router.use(subjectCommerceRoutes());
  router.use(billingRoutes());
  router.use(crmRoutes());
  router.use(hostRoutes());
  router.use(ecommerceRoutes());
  for (const model of models) router.use(model.route.replace(/^\/api/, ''), entityRouter(model));
  router.use(notFoundHandler);
  return router;
}
