import path from 'node:path';
import type { Router } from 'express';
import { IMMUTABLE_CACHE_CONTROL } from '../../core/files/storage.js';
import { isGeneratedKey } from '../../core/files/storage-key.js';
import { staticFolder } from '../../core/http/static-folder.js';

/**
 * `/public/<key>`: the local provider's files, served as a static folder (the content type from
 * the extension, the detected one, set by the key). Served whatever the current provider, so
 * files stored before a switch stay reachable.
 */
export function publicFiles(root: string): Router {
  return staticFolder(root, {
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
  });
}
