/**
 * `npm run migrate`: builds the server when it is missing or older than its sources (as
 * `npm start` does), then runs its one-shot entry, which migrates and seeds the database and
 * exits. A production image, built already, runs `node server/dist/migrate.js` itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

try {
  buildIfStale('server');
} catch {
  console.error('Cannot migrate: the build failed (see above).');
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'server/dist/migrate.js')).href);
