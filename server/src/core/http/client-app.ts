import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import Negotiator from 'negotiator';
import type { PageRender } from './page-render.js';
import { CLIENT_DIST, withSiteTitle } from './client-dist.js';
import { staticFolder } from './static-folder.js';
import { PRIVATE_CACHE_CONTROL } from '../rest/public-read.js';

/** Paths owned by the server: never answered with the client's index.html. */
const SERVER_PATHS = /^\/(api|graphql|healthz|public|metrics|robots\.txt|sitemap\.xml)(\/|$)/;

/** The copies the build writes beside each text file, by the encoding they are in; the first is preferred. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the built client: hashed assets with a long cache, `/playground` (GraphiQL, built with
 * the client, nothing loaded from another host), public pages rendered on the server by
 * `render`, and index.html (the empty app, rendered in the browser, titled `siteName` when
 * given) for every other client route.
 */
export function clientApp(dist = CLIENT_DIST, render?: PageRender, siteName?: string): Router {
  const router = express.Router();
  const index = path.join(dist, 'index.html');
  let titledIndex: string | undefined;
  const sendIndex = (res: express.Response) => {
    if (siteName === undefined) return sendHtml(res, index);
    // Read once: a build replaces the folder before the server starts.
    titledIndex ??= withSiteTitle(fs.readFileSync(index, 'utf8'), siteName);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(titledIndex);
  };
  const playground = path.join(dist, 'playground.html');
  const built = fs.existsSync(index);

  router.use(precompressedCopies(dist));
  router.use('/assets', staticFolder(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  router.get('/playground', (_req, res) => sendHtml(res, playground));
  router.use(express.static(dist, { index: false }));
  router.get(/.*/, (req, res, next) => {
    if (SERVER_PATHS.test(req.path)) return next();
    if (!built) {
      res.status(503).type('text/plain').send('The client is not built: run `npm run build`.');
      return;
    }
    if (!render) return sendIndex(res);
    render(req, res).then((page) => {
      if (!page) return sendIndex(res);
      res.status(page.status).type('html');
      // A partial page (a widget failed and is left for the browser) is this request's alone: no
      // cache keeps it, and no ETag could make a 304 stand for it later (`end`, not `send`).
      if (page.partial) return void res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL).end(page.html);
      // Rendered from the current data and naming the current build's assets: always revalidated
      // (the ETag express gives it makes that a 304 while nothing changed).
      res.setHeader('Cache-Control', 'no-cache').send(page.html);
    }, next);
  });
  return router;
}

/**
 * A file the build also wrote compressed (`app.js.br`, `app.js.gz`) is sent as the copy the
 * request accepts (brotli before gzip, else the file itself), under the file's own type, so
 * nothing is compressed while serving. The static handler then answers it like any file: its
 * own ETag (each copy has its size), ranges of the bytes sent, 304s.
 */
function precompressedCopies(dist: string): RequestHandler {
  // Read once: a build replaces the folder before the server starts.
  const files = new Set(fs.existsSync(dist) ? fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => `/${file.split(path.sep).join('/')}`) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const copies = PRECOMPRESSED.filter(({ suffix }) => files.has(req.path + suffix));
    if (!copies.length) return next();
    // Caches keep one answer per encoding asked.
    res.vary('Accept-Encoding');
    const [best] = new Negotiator(req).encodings([...copies.map((copy) => copy.encoding), 'identity'], {
      preferred: [...copies.map((copy) => copy.encoding), 'identity'],
    });
    const copy = copies.find(({ encoding }) => encoding === best);
    if (!copy) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', copy.encoding);
    const query = req.url.indexOf('?');
    req.url = req.path + copy.suffix + (query >= 0 ? req.url.slice(query) : '');
    next();
  };
}

function sendHtml(res: express.Response, file: string) {
  // The html names the hashed assets of the current build: always revalidated.
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file, (error) => {
    if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
  });
}
