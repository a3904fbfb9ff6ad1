import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the production build of the client, served by the real server (built from
// its sources, on an empty embedded database seeded with the demo site), driven by Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['global-setup.ts'],
    // One server and one browser for all files; steps of a walk run in order.
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // How long an `expect.poll` waits for the page to get there: vitest's 1 s is less than an
    // answer takes on CI's loaded two cores (a relation table's count after a delete, the orders
    // screen's next page), and a poll that holds returns as soon as it does.
    expect: { poll: { timeout: 15_000 } },
  },
});
