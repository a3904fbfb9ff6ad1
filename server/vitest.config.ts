import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // One graphql module for type-graphql, Apollo and the tests ("another module or realm" otherwise).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each test file gets its own database: files run in parallel, tests inside one file in order.
    pool: 'forks',
    // A worker keeps the server's modules loaded from one file to the next (each file still
    // starts its own server on its own database): importing them again per file was a third of
    // the suite's CPU.
    isolate: false,
    // A limit for a test that hangs, not a measure of speed: on CI's loaded two cores a test that
    // starts a second server on a new database (caching, abuse limits) takes over 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
