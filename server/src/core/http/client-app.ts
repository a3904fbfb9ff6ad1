import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';

/** The built client: `client/dist`, two folders above both `server/src/core/http` and `server/dist/core/http`. */
export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../client/dist');

/** Paths owned by the server: never answered with the client's index.html. */
const SERVER_PATHS = /^\/(api|graphql|healthz|public|metrics)(\/|$)/;

/**
 * Serves the built client: hashed assets with a long cache, `/playground` (GraphiQL, built with
 * the client, nothing loaded from another host), and index.html for every client route.
 */
export function clientApp(dist = CLIENT_DIST): Router {
  const router = express.Router();
  const index = path.join(dist, 'index.html');
  const playground = path.join(dist, 'playground.html');
  const built = fs.existsSync(index);

  router.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.get('/playground', (_req, res) => sendHtml(res, playground));
  router.use(express.static(dist, { index: false }));
  router.get(/.*/, (req, res, next) => {
    if (SERVER_PATHS.test(req.path)) return next();
    if (!built) {
      res.status(503).type('text/plain').send('The client is not built: run `npm run build`.');
      return;
    }
    sendHtml(res, index);
  });
  return router;
}

function sendHtml(res: express.Response, file: string) {
  // The html names the hashed assets of the current build: always revalidated.
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file, (error) => {
    if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
  });
}
