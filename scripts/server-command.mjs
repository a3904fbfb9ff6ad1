/**
 * `npm run backup`, `npm run restore`: runs a command of the built server (a module under
 * server/dist, named first, its arguments after), building the server first when a source is
 * newer, as `npm start` does. A release, which holds no sources, runs the build it holds.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

// The command reads its own arguments from process.argv[2] on, as when run by itself.
const [command] = process.argv.splice(2, 1);
try {
  buildIfStale('server');
} catch {
  console.error('Cannot run: the build failed (see above).');
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'server/dist', command)).href);
