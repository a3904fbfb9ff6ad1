import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/core/logger.js';
import { startServer } from '../src/server.js';
import { createTestDatabase } from './database.js';

export interface TestServer {
  url: string;
  /** The `X-RBAC-SECRET-KEY` that makes a request act as the server. */
  secretKey: string;
  /** Headers that make a request act as the server (admin rights). */
  asServer: Record<string, string>;
  orm: Awaited<ReturnType<typeof startServer>>['database']['orm'];
  /** SQL statements run since the last `resetQueries()`. */
  queries: string[];
  resetQueries(): void;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data?: T; errors?: GraphqlError[] }>;
  close(): Promise<void>;
}

export interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown> & { code?: string };
}

/** The real server (same wiring as `npm start`) on a fresh database of its own. */
export async function startTestServer(settings: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase(inject('testDatabase'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: database.embedded ? '1' : '5',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...settings,
  });
  const queries: string[] = [];
  const server = await startServer(config, createLogger(config.logLevel), { onQuery: (sql) => queries.push(sql) });
  return {
    url: server.url,
    secretKey: config.rbac.secretKey,
    asServer: { 'x-rbac-secret-key': config.rbac.secretKey },
    orm: server.database.orm,
    queries,
    resetQueries: () => void queries.splice(0),
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: never; errors?: GraphqlError[] };
      return { status: response.status, ...body };
    },
    async close() {
      await server.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
