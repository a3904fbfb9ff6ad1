import { Router } from 'express';
import { badInput, notFound } from '../../core/errors.js';
import { handle } from '../../core/rest/handler.js';
import { publicRead } from '../../core/rest/public-read.js';
import { serialize } from '../../core/rest/serialize.js';
import { HostPage } from './entities.js';
import { checkUrl, findPageByUrl, pageUrls } from './page-lookup.js';
import { segmentsOf } from '../../core/languages.js';

/** Host page lookups: by url (language prefixes and `[module.entity.slug]` segments understood). */
export function hostRoutes(): Router {
  const router = Router();
  router.get(
    '/host/pages/find-by-url',
    handle(async (req, context, res) => {
      const url = checkUrl(req.query.url);
      return publicRead(res, context, { kind: 'page', path: url, models: [HostPage] }, async () => {
        const { page, language } = await findPageByUrl(context, url);
        return { ...serialize(HostPage, page), requestedLanguage: language };
      });
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
      const url = checkUrl(req.query.url);
      const segment = req.query.segment;
      if (typeof segment !== 'string' || !/^[a-z-]+\.[a-z-]+\.[a-z]+$/.test(segment)) {
        throw badInput('segment: expected a segment name like ecommerce.products.slug', 'segment');
      }
      const value = (await findPageByUrl(context, url)).segments[segment];
      if (value === undefined) throw notFound(`The page for ${url} has no segment ${segment}`);
      return { data: value };
    }),
  );
  return router;
}
