import { Router } from 'express';
import { badInput, notFound } from '../../core/errors.js';
import { CrudService } from '../../core/crud/crud-service.js';
import type { RequestContext } from '../../core/context.js';
import { handle } from '../../core/rest/handler.js';
import { serialize } from '../../core/rest/serialize.js';
import type { Row } from '../../core/model/entity-schema.js';
import { HostPage } from './entities.js';
import { bestPattern, matchPattern, segmentsOf, splitLanguage } from './page-url.js';

const MAX_PAGES = 5000;

function urlParameter(value: unknown, name: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) {
    throw badInput(`${name}: expected a path starting with '/'`, name);
  }
  return value;
}

/** Every page url (small: one row per page, not per product). */
async function pageUrls(context: RequestContext): Promise<string[]> {
  const rows = await context.em.find<Row>(HostPage.name, {}, { fields: ['url'] as never, limit: MAX_PAGES, orderBy: { url: 'asc' } as never });
  return rows.map((row) => row.url as string);
}

/** The page serving a url, with the language its prefix names. */
async function findPage(context: RequestContext, url: string) {
  const { language, path } = splitLanguage(url);
  const pattern = bestPattern(await pageUrls(context), path);
  if (!pattern) throw notFound(`No page for ${url}`);
  const [page] = await new CrudService(context, HostPage).list({ filters: { and: [{ column: 'url', method: 'eq', value: pattern }] }, limit: 1 });
  return { page, language, path, pattern };
}

/** Host page lookups: by url (language prefixes and `[module.entity.slug]` segments understood). */
export function hostRoutes(): Router {
  const router = Router();
  router.get(
    '/host/pages/find-by-url',
    handle(async (req, context) => {
      const url = urlParameter(req.query.url, 'url');
      const cached = context.cache.get(url, 'page');
      if (cached) return { data: cached };
      const { page, language } = await findPage(context, url);
      const data = { ...serialize(HostPage, page), requestedLanguage: language };
      context.cache.set(url, 'page', data);
      return { data };
    }),
  );
  router.get(
    '/host/pages/urls',
    handle(async (_req, context) => ({
      data: (await pageUrls(context)).map((url) => ({ url, segments: segmentsOf(url) })),
    })),
  );
  router.get(
    '/host/pages/url-segment-value',
    handle(async (req, context) => {
      const url = urlParameter(req.query.url, 'url');
      const segment = req.query.segment;
      if (typeof segment !== 'string' || !/^[a-z-]+\.[a-z-]+\.[a-z]+$/.test(segment)) {
        throw badInput('segment: expected a segment name like ecommerce.products.slug', 'segment');
      }
      const { path, pattern } = await findPage(context, url);
      const value = matchPattern(pattern, path)?.[segment];
      if (value === undefined) throw notFound(`The page for ${url} has no segment ${segment}`);
      return { data: value };
    }),
  );
  return router;
}
