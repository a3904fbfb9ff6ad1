/**
 * `npm run pack-release [-- <folder>]`: after `npm run build`, puts together the folder a
 * production install is made from (default: release/): the files deploy/release.mjs names, built,
 * without sources or node_modules. In it, `npm ci --omit=dev` installs what the server needs at
 * run time (no TypeScript, swc or Vite) and `node server/dist/main.js` starts it. The Dockerfile's
 * runtime stage is made from this very folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_FILES } from '../deploy/release.mjs';
import { BUILDS, isStale, root } from './build-if-stale.mjs';

/** Written into every release: a folder holding it is one this script made, and may be replaced. */
const MANIFEST = 'release.json';

function fail(message) {
  console.error(`Cannot pack the release: ${message}`);
  process.exit(1);
}

const target = path.resolve(process.argv[2] ?? path.join(root, 'release'));
for (const workspace of Object.keys(BUILDS)) {
  if (isStale(workspace)) fail(`the ${workspace} build is missing or older than its sources; run \`npm run build\` first`);
}
for (const file of RELEASE_FILES) {
  if (!fs.existsSync(path.join(root, file))) fail(`${file} is missing`);
}
// Never deletes a folder this script did not make (a mistyped `.` or the repository itself).
if (fs.existsSync(target) && fs.readdirSync(target).length && !fs.existsSync(path.join(target, MANIFEST))) {
  fail(`${target} is not empty and holds no earlier release; choose an empty or new folder`);
}
fs.rmSync(target, { recursive: true, force: true });
for (const file of RELEASE_FILES) {
  fs.cpSync(path.join(root, file), path.join(target, file), { recursive: true });
}
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'server/package.json'), 'utf8'));
fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify({ version, packedAt: new Date().toISOString() }, null, 2)}\n`);
console.log(`Release ${version} packed in ${target}: install it there with \`npm ci --omit=dev\`, start it with \`node server/dist/main.js\`.`);
