import { Router } from 'express';
import type { Config } from '../../settings.js';
import { EVERY_PATH } from '../../core/cache/public-cache.js';
import type { Catalogue } from '../../core/model/catalogue.js';
import { PUBLIC_CACHE_CONTROL } from '../../core/rest/public-read.js';
import type { SharedServices } from '../../core/request-context.js';
import { sitemapPaths, sitemapXml } from './sitemap.js';

/** What crawlers may visit: everything and where the sitemap is, or (a staging copy) nothing. */
export function robotsTxt(config: Pick<Config, 'publicUrl' | 'siteIndexing'>): string {
  if (!config.siteIndexing) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
}

/**
 * `/robots.txt` and `/sitemap.xml`, at the site's root where crawlers look. The sitemap is made
 * from the pages and the rows their urls list, and kept in the public cache until a write to
 * the pages or to those rows' entity drops it (adding, renaming or removing one).
 */
export function crawlerRoutes(catalogue: Catalogue, { config, cache, orm }: Pick<SharedServices, 'config' | 'cache' | 'orm'>): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', PUBLIC_CACHE_CONTROL).type('text/plain').send(robotsTxt(config));
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      let xml = cache.get(EVERY_PATH, 'sitemap') as string | undefined;
      if (xml === undefined) {
        const readAt = cache.generation;
        const { paths, models } = await sitemapPaths(orm.em.fork(), catalogue);
        xml = sitemapXml(config.publicUrl, paths);
        cache.set(EVERY_PATH, 'sitemap', xml, { readAt, models: models.map((model) => model.name) });
      }
      res.set('Cache-Control', PUBLIC_CACHE_CONTROL).type('application/xml').send(xml);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
