import path from 'node:path';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { IMMUTABLE_CACHE_CONTROL } from '../../core/files/storage.js';
import { isGeneratedKey } from '../../core/files/storage-key.js';

/**
 * `/public/<key>`: the local provider's files. express.static (send) answers the content type
 * from the extension (the detected one, set by the key), ETag and Last-Modified, and range
 * requests; it refuses paths that leave the folder. Misses fall through to the 404 answer.
 * Served whatever the current provider, so files stored before a switch stay reachable.
 */
export function publicFiles(root: string): Router {
  const router = express.Router();
  router.use(
    express.static(root, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        const key = path.relative(root, filePath).split(path.sep).join('/');
        // Uploads live under unique keys and never change; anything else put there by hand is revalidated.
        res.setHeader('Cache-Control', isGeneratedKey(key) ? IMMUTABLE_CACHE_CONTROL : 'public, max-age=0');
        // The type is the detected one: browsers must not guess another (text served as html).
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // An SVG opened on its own is a document of this origin: no scripts in it.
        if (filePath.endsWith('.svg')) res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      },
    }),
  );
  // send's refusals of a found file (416 range not satisfiable, 412 precondition failed) are
  // answered as such, with their headers, like any static file server does.
  router.use(((error, _req, res, next) => {
    const { statusCode, expose, headers } = error as { statusCode?: number; expose?: boolean; headers?: Record<string, string> };
    if (!expose || !statusCode || statusCode >= 500) return next(error);
    res.status(statusCode).set(headers ?? {}).end();
  }) as ErrorRequestHandler);
  return router;
}
