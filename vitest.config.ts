import { defineConfig } from 'vitest/config';

// `npm test` runs every project: the server against a real database, the client in happy-dom.
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'client/vite.config.ts'],
  },
});
