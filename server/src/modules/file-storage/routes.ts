import { Router } from 'express';
import type { ModuleDefinition } from '../../core/module.js';
import { contextOf, handle } from '../../core/rest/handler.js';
import { readData } from '../../core/rest/request-body.js';
import { serialize } from '../../core/rest/serialize.js';
import { FileStorageFile } from './entities.js';
import { createFileFromUrl, generateFile } from './file-creation.js';
import { fileUrl } from './file-url.js';
import { opengraphImage } from './opengraph/opengraph-images.js';
import { openGraphKinds } from './opengraph/opengraph-kinds.js';

/** Link previews fetch an image again now and then: a title changed since is shown within minutes. */
const OPENGRAPH_CACHE_CONTROL = 'public, max-age=300';

/** Files made by the server: downloaded from a url, or drawn from a template (on request, or OpenGraph images on demand). */
export function fileStorageRoutes(modules: readonly ModuleDefinition[]): Router {
  const router = Router();
  const kinds = openGraphKinds(modules);
  router.post(
    '/file-storage/files/create-from-url',
    handle(async (req, context) => ({ status: 201, data: serialize(FileStorageFile, await createFileFromUrl(context, await readData(req))) })),
  );
  router.post(
    '/file-storage/files/generate',
    handle(async (req, context) => ({ status: 201, data: serialize(FileStorageFile, await generateFile(context, await readData(req))) })),
  );
  router.get('/file-storage/opengraph/:kind/:slug.png', async (req, res, next) => {
    try {
      const file = await opengraphImage(contextOf(res), kinds, req.params.kind, req.params.slug, req.query.language ?? undefined);
      // A local file by its path on this site (whatever address the request came by); a remote one by its url.
      res.set('Cache-Control', OPENGRAPH_CACHE_CONTROL).redirect(302, fileUrl('', file.file));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
