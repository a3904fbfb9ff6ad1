import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The production artifact and the files that deploy it: the release installed without
// devDependencies and started as production starts it, and the Dockerfile, compose.yaml and
// deploy/haproxy.cfg checked against the same facts (deploy/release.mjs). They run on the build
// `npm run build` made (rebuilt when a source is newer).
export default defineConfig({
  test: {
    name: 'deploy',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A limit for a step that hangs, not a measure of speed: an install without the npm cache,
    // on CI's loaded two cores, takes minutes.
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
