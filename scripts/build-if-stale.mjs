/**
 * Builds a workspace when its output is missing or older than its sources, so that
 * `npm start`, the browser tests and CI build the same thing once, not once each.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** What each workspace builds, and the files its build reads. */
export const BUILDS = {
  server: { output: 'server/dist/main.js', sources: ['server/src', 'server/package.json', 'server/tsconfig.json', 'server/tsconfig.build.json'] },
  client: {
    output: 'client/dist-server/entry-server.js',
    sources: ['client/src', 'client/public', 'client/scripts', 'client/index.html', 'client/playground.html', 'client/vite.config.ts', 'client/package.json', 'client/postcss.config.cjs'],
  },
};

/** Newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) if (entry !== 'node_modules') visit(path.join(target, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return latest;
}

export function isStale(workspace) {
  const { output, sources } = BUILDS[workspace];
  // A release (scripts/pack-release.mjs) holds the build without its sources: nothing to build.
  if (!fs.existsSync(path.join(root, sources[0]))) return false;
  const target = path.join(root, output);
  const built = fs.existsSync(target) ? fs.statSync(target).mtimeMs : 0;
  return built < newest(sources);
}

/** Builds `workspace` unless its output is up to date; returns whether it built. */
export function buildIfStale(workspace) {
  if (!isStale(workspace)) return false;
  console.log(`Building ${workspace}...`);
  // A production build whoever asks (the browser tests run with NODE_ENV=test): a render built
  // for another environment (React's development JSX) fails in the production server.
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const target = path.join(root, BUILDS[workspace].output);
  fs.utimesSync(target, new Date(), new Date());
  return true;
}
