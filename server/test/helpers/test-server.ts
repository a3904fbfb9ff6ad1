import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { inject } from 'vitest';
import { loadConfig, resolveSecrets } from '../../src/settings.js';
import { createLogger } from '../../src/core/logger.js';
import { argon2Work } from '../../src/modules/rbac/password.js';
import type { Catalogue } from '../../src/core/model/catalogue.js';
import { startServer } from '../../src/server.js';
import { createTestDatabase } from './database.js';

/**
 * Test servers hash passwords with argon2id at a small cost: the same code and hash format,
 * about 4 ms a hash instead of 120 (the suite registers and signs in thousands of times, and
 * the rate-limit tests make dozens of failed sign-ins each). Verification reads the cost from
 * the hash, so it follows. Servers started as processes keep the library's recommended cost.
 */
argon2Work.hash = (password) => argon2.hash(password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 });

export interface TestServer {
  url: string;
  /** The server's instance id: its Redis connections are named `platform:<id>:<role>`. */
  instanceId: string;
  /** DATA_DIR of this server (local files under `files/`), removed by `close()`. */
  dataDir: string;
  /** The `X-RBAC-SECRET-KEY` that makes a request act as the server. */
  secretKey: string;
  jwtSecret: string;
  /** What the server was started with (secrets resolved). */
  config: ReturnType<typeof loadConfig>;
  publicUrl: string;
  databaseUrl: string;
  embedded: boolean;
  /** Headers that make a request act as the server (admin rights). */
  asServer: Record<string, string>;
  /** Headers that open `GET /metrics` (its METRICS_TOKEN as a bearer token). */
  asMetricsScraper: Record<string, string>;
  orm: Awaited<ReturnType<typeof startServer>>['database']['orm'];
  /** SQL statements run since the last `resetQueries()`. */
  queries: string[];
  resetQueries(): void;
  /** Sends every notification due now (what the dispatcher's next poll would); answers how many it handled. */
  drainNotifications(): Promise<number>;
  /** Draws every receipt due now (what the receipt dispatcher's next poll would); answers how many jobs it handled. */
  drainReceipts(): Promise<number>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data?: T; errors?: GraphqlError[] }>;
  /** A REST call: `json` is sent as `{"data": json}`, `form` as multipart with a `data` field. */
  rest(method: string, path: string, options?: RestOptions): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * Every answer any test receives is scanned: no password hash, salt, reset or confirmation code
 * or token hash may ever leave the server, whatever the route.
 */
const SECRET = /\$argon2(id|i|d)\$|"(password|salt|codeExpiresAt|tokenHash|pendingEmailCode)":"|"payload":\{"(variant|url|code)"/;
function assertNoSecrets(text: string, where: string) {
  const found = SECRET.exec(text);
  if (found) throw new Error(`${where} answered a secret (${found[0]}): ${text.slice(0, 300)}`);
}

export interface RestOptions {
  json?: unknown;
  form?: unknown;
  /** A raw body with its content type. */
  raw?: { body: NonNullable<RequestInit['body']>; type?: string };
  headers?: Record<string, string>;
  /** Act as the server (X-RBAC-SECRET-KEY). */
  admin?: boolean;
}

export interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown> & { code?: string };
}

/** A failed fetch ("fetch failed") with what failed under it (a reset, a refused connection) and where. */
function withCause(where: string) {
  return (error: Error): never => {
    const cause = error.cause instanceof Error ? `${error.cause.message}${'code' in error.cause ? ` (${String(error.cause.code)})` : ''}` : String(error.cause);
    throw new Error(`${where}: ${error.message}: ${cause}`, { cause: error });
  };
}

/** The real server (same wiring as `npm start`) on a fresh database of its own. */
export async function startTestServer(
  settings: Record<string, string> = {},
  options: {
    shareDatabaseWith?: TestServer;
    /** Collects the server's log lines (with the server's redaction; info and above unless LOG_LEVEL says otherwise). */
    logLines?: string[];
    /** The modules the server serves: the platform's unless told. */
    catalogue?: Catalogue;
  } = {},
): Promise<TestServer> {
  // A second instance on the same database (several servers behind one load balancer).
  const shared = options.shareDatabaseWith;
  const database = shared ? { url: shared.databaseUrl, embedded: shared.embedded, drop: async () => {} } : await createTestDatabase(inject('testDatabase'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-data-'));
  const config = resolveSecrets(loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: database.embedded ? '1' : '5',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The queue is looked at on start only, unless a test asks: background SQL would blur query counts.
    NOTIFICATION_POLL_MS: '3600000',
    RECEIPT_POLL_MS: '3600000',
    // Tests speak through loopback as a proxy would: X-Forwarded-For picks a test's address.
    TRUST_PROXY: 'loopback',
    // A test sends far more requests from one address than a visitor: only the tests of the limits set them low.
    RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000',
    RATE_LIMIT_RENDERS_PER_MINUTE: '1000000',
    // Instances behind one load balancer share their secrets (unless they share a data dir, where they find them).
    ...(shared && !settings.DATA_DIR ? { RBAC_JWT_SECRET: shared.jwtSecret, RBAC_SECRET_KEY: shared.secretKey } : {}),
    // Metrics open to the tests (a test of the route without a token sets it empty).
    METRICS_TOKEN: randomBytes(32).toString('base64url'),
    // On Redis, a site of its own (limits, cache drops), shared only with the instances of its database; a test may name one.
    REDIS_PREFIX: shared?.config.redisPrefix || `test-${randomBytes(6).toString('hex')}:`,
    ...settings,
  }));
  const queries: string[] = [];
  const lines = options.logLines;
  const level = lines && config.logLevel === 'silent' ? 'info' : config.logLevel;
  const logger = createLogger(level, lines ? { write: (line: string) => void lines.push(line) } : undefined);
  const server = await startServer(config, logger, { onQuery: (sql) => queries.push(sql), catalogue: options.catalogue });
  // The queue's look on start is background SQL: over before a test counts statements.
  await server.notifications.started();
  await server.receipts.started();
  return {
    url: server.url,
    instanceId: server.instanceId,
    dataDir: config.dataDir,
    secretKey: config.rbac.secretKey,
    asServer: { 'x-rbac-secret-key': config.rbac.secretKey },
    asMetricsScraper: config.metricsToken ? { authorization: `Bearer ${config.metricsToken}` } : {},
    jwtSecret: config.rbac.jwtSecret,
    config,
    databaseUrl: database.url,
    embedded: database.embedded,
    publicUrl: config.publicUrl,
    orm: server.database.orm,
    queries,
    resetQueries: () => void queries.splice(0),
    drainNotifications: () => server.notifications.drain(),
    drainReceipts: () => server.receipts.drain(),
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      assertNoSecrets(text, 'GraphQL');
      const body = JSON.parse(text) as { data?: never; errors?: GraphqlError[] };
      return { status: response.status, ...body };
    },
    async rest(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.admin ? { 'x-rbac-secret-key': config.rbac.secretKey } : {}), ...options.headers };
      let body: NonNullable<RequestInit['body']> | undefined;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify({ data: options.json });
      } else if (options.form !== undefined) {
        const form = new FormData();
        form.set('data', JSON.stringify(options.form));
        body = form;
      } else if (options.raw) {
        if (options.raw.type) headers['content-type'] = options.raw.type;
        body = options.raw.body;
      }
      const response = await fetch(`${server.url}${path}`, { method, headers, body }).catch(withCause(`${method} ${path}`));
      const text = await response.text();
      assertNoSecrets(text, `${method} ${path}`);
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: left as text for the assertion to show
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await server.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
