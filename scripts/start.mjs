/**
 * `npm start`: builds what is missing or older than its sources (server with tsc, client
 * with Vite), then runs the server in this very process, so signals reach it directly.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

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

function buildIfStale(workspace, output, sources) {
  const built = fs.existsSync(path.join(root, output)) ? fs.statSync(path.join(root, output)).mtimeMs : 0;
  if (built >= newest(sources)) return;
  console.log(`Building ${workspace}...`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  fs.utimesSync(path.join(root, output), new Date(), new Date());
}

try {
  buildIfStale('server', 'server/dist/main.js', ['server/src', 'server/package.json', 'server/tsconfig.json', 'server/tsconfig.build.json']);
  buildIfStale('client', 'client/dist/index.html', ['client/src', 'client/index.html', 'client/playground.html', 'client/vite.config.ts', 'client/package.json']);
} catch {
  console.error('Cannot start: the build failed (see above).');
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
