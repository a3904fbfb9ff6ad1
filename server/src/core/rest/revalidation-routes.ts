import { Router } from 'express';
import { assertAdmin } from '../access/policy.js';
import { badInput } from '../errors.js';
import { handle } from './handler.js';

/** `GET /api/revalidation/revalidate?path=/&type=layout`: drops the cached public answers of a path. */
export function revalidationRoutes(): Router {
  const router = Router();
  router.get(
    '/revalidation/revalidate',
    handle(async (req, context) => {
      assertAdmin(context.actor, 'Only administrators may revalidate cached answers');
      const { path, type = 'page' } = req.query;
      if (typeof path !== 'string' || !path.startsWith('/')) throw badInput("path: expected a path starting with '/'", 'path');
      if (type !== 'page' && type !== 'layout') throw badInput('type: expected page or layout', 'type');
      const before = context.cache.size;
      // 'layout' (as in Next.js) covers everything below the path; 'page' the path itself.
      context.cache.dropPath(path, type === 'layout');
      return { data: { revalidated: true, path, type, dropped: before - context.cache.size } };
    }),
  );
  return router;
}
