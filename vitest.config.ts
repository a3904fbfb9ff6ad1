import { defineConfig } from 'vitest/config';

// `npm test` runs every project: the server against a real database, the client in happy-dom,
// and the browser tests (client/e2e: the built client on the real server, in Chromium).
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'client/vite.config.ts', 'client/e2e/vitest.config.ts'],
  },
});
