/**
 * `npm start`: builds what is missing or older than its sources (server with tsc, client
 * with Vite), then runs the server in this very process, so signals reach it directly.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

try {
  buildIfStale('server');
  buildIfStale('client');
} catch {
  console.error('Cannot start: the build failed (see above).');
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
