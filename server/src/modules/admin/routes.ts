import { Router } from 'express';
import { handle } from '../../core/rest/handler.js';
import { adminDashboard } from './dashboard.js';

/** The admin's dashboard, as GraphQL's `adminDashboard` answers it. */
export function adminRoutes(): Router {
  const router = Router();
  router.get('/admin/dashboard', handle(async (_req, context) => ({ data: await adminDashboard(context) })));
  return router;
}
