import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The release installed as the image's runtime stage installs it: packed from the build
 * (`scripts/pack-release.mjs`), then `npm ci --omit=dev` in its folder, so that what runs has
 * none of the devDependencies (no TypeScript, swc or Vite). Returns the folder.
 */
export async function installRelease(root: string, folder: string, log: (message: string) => void): Promise<string> {
  log(`packing the release into ${folder}`);
  execFileSync(process.execPath, [path.join(root, 'scripts/pack-release.mjs'), folder], { cwd: root, stdio: 'inherit' });
  log('installing it without devDependencies (npm ci --omit=dev)');
  const started = Date.now();
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  log(`installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return folder;
}
