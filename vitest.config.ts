import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { SizeBalancedSequencer } from './scripts/size-balanced-sequencer';

// `npm test` runs every project: the server against a real database, the client in happy-dom,
// the browser tests (client/e2e: the built client on the real server, in Chromium) and the
// release (deploy: the build installed without devDependencies; the files that deploy it).
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'client/vite.config.ts', 'client/e2e/vitest.config.ts', 'deploy/vitest.config.ts'],
    // A test file mostly waits (on its database, its server's answers, a browser), so more
    // files than cores run at once: vitest's default (cores - 1) leaves a 2-core machine idle.
    maxWorkers: Math.max(2, Math.min(4, os.availableParallelism() + 1)),
    // `--shard=i/n` splits by the files' sizes (CI runs the browser tests in two shards at once).
    sequence: { sequencer: SizeBalancedSequencer },
  },
});
