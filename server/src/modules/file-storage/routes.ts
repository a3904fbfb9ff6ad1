import { Router } from 'express';
import { handle } from '../../core/rest/handler.js';
import { readData } from '../../core/rest/request-body.js';
import { serialize } from '../../core/rest/serialize.js';
import { FileStorageFile } from './entities.js';
import { createFileFromUrl, generateFile } from './file-creation.js';

/** Files made by the server: downloaded from a url, or drawn from a template. */
export function fileStorageRoutes(): Router {
  const router = Router();
  router.post(
    '/file-storage/files/create-from-url',
    handle(async (req, context) => ({ status: 201, data: serialize(FileStorageFile, await createFileFromUrl(context, await readData(req))) })),
  );
  router.post(
    '/file-storage/files/generate',
    handle(async (req, context) => ({ status: 201, data: serialize(FileStorageFile, await generateFile(context, await readData(req))) })),
  );
  return router;
}
