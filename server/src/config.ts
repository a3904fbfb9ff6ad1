import path from 'node:path';
import { z } from 'zod';
import { SECRET_RULE } from './core/secret-strength.js';
import { ConfigError, defineSettings, requireStrong } from './core/settings/settings.js';
import { emptyToUndefined, flag, httpUrl, isAddressOrRange, optionalFlag, optionalString, port, positiveInt, url, wholeNumber } from './core/settings/values.js';

/**
 * The platform's own settings: where it listens, its database, its address, Redis, its limits.
 * Each module declares its own (`defineModule({ settings })`); `settings.ts` reads them all at once.
 */

/**
 * Statements a connection of the reads' pool keeps prepared by default. A prepared statement
 * keeps its parse tree and, from its sixth run, its generic plan in the connection's memory
 * (measured on PostgreSQL 15, pg_backend_memory_contexts: 20 KiB for a plain list, 540 KiB for
 * a page's whole structure in one statement; 117 KiB on average over the 12 statements of the
 * home page and the product lists). The site's own pages read about a dozen shapes, the
 * back-office more: 100 keeps all of them prepared for about 12 MiB a connection, so a pool of
 * 10 stays near 120 MiB of the server's memory; the least recently read beyond are deallocated.
 */
const PREPARED_PER_CONNECTION = 100;

const DEFAULT_DATA_DIR = './.data';
/** The demo shop's name: the site's name when the demo is seeded and SITE_NAME is not set. */
export const DEMO_SITE_NAME = 'Atelier';
/**
 * DATA_DIR as the server resolves it, for the commands that work on the directory alone
 * (backup, restore) and need none of the other settings.
 */
export const dataDirOf = (env: Record<string, string | undefined> = process.env) => path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);

/**
 * Whose `X-Forwarded-For` counts, as Express's `trust proxy` takes it: off (the socket's address
 * is the client's), a number of proxy hops, or addresses, CIDR ranges and the names loopback,
 * linklocal, uniquelocal, comma separated.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value, ctx): boolean | number | string => {
      const text = value.trim().toLowerCase();
      if (text === 'false' || text === '0') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      const items = text.split(',').map((item) => item.trim()).filter(Boolean);
      const valid = (item: string) => ['loopback', 'linklocal', 'uniquelocal'].includes(item) || isAddressOrRange(item);
      if (!items.length || !items.every(valid)) {
        ctx.addIssue({ code: 'custom', message: 'expected false, true, a number of hops, or addresses/CIDR ranges/loopback, comma separated' });
        return z.NEVER;
      }
      return items.join(',');
    }),
);

export const platformSettings = defineSettings({
  schema: {
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: port.default(4000),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: url(['postgres:', 'postgresql:']),
    DATABASE_POOL_MAX: positiveInt.optional(),
    DATABASE_PREPARED_STATEMENTS_MAX: wholeNumber.optional(),
    MIGRATE_ON_START: optionalFlag,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_DATA_DIR)),
    PUBLIC_URL: httpUrl,
    PUBLIC_URL_ALLOW_HTTP: flag,
    SITE_INDEXING: optionalFlag,
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(80, 'expected at most 80 characters').optional()),
    SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'none']).optional()),
    REDIS_URL: url(['redis:', 'rediss:']),
    REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().regex(/^[\w:.-]{1,64}$/, 'expected up to 64 letters, digits, _ : . or -').optional()),
    RATE_LIMIT_REQUESTS_PER_MINUTE: positiveInt.default(600),
    RATE_LIMIT_RENDERS_PER_MINUTE: positiveInt.default(60),
    PUBLIC_CACHE_ENABLED: optionalFlag,
    TRUST_PROXY: trustProxy,
    METRICS_TOKEN: optionalString,
    HTTP_HEADERS_TIMEOUT_MS: positiveInt.default(20_000),
    HTTP_REQUEST_TIMEOUT_MS: positiveInt.default(60_000),
    SHUTDOWN_DELAY_MS: wholeNumber.optional(),
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(20_000),
    GRAPHQL_MAX_DEPTH: positiveInt.default(12),
    // The rows one operation may answer (see core/graphql/row-cost.ts).
    GRAPHQL_MAX_COST: positiveInt.default(25_000),
    GRAPHQL_MAX_ALIASES: positiveInt.default(15),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  },
  secrets: ['METRICS_TOKEN'],
  context: (s) => ({ production: s.NODE_ENV === 'production', dataDir: path.resolve(s.DATA_DIR) }),
  /** What a public site needs (NODE_ENV=production): an https address (Secure cookies, HSTS, right links in mails). */
  check(s, { production }) {
    if (!production) return;
    requireStrong(s, { METRICS_TOKEN: SECRET_RULE });
    if (!s.PUBLIC_URL) {
      throw new ConfigError("Missing setting PUBLIC_URL: required when NODE_ENV=production, the site's https address (links in mails, Secure cookies, HSTS)");
    }
    if (!s.PUBLIC_URL.startsWith('https:') && !s.PUBLIC_URL_ALLOW_HTTP) {
      throw new ConfigError(
        `Invalid setting PUBLIC_URL=${JSON.stringify(s.PUBLIC_URL)}: expected an https:// url when NODE_ENV=production ` +
          '(over http cookies are not Secure and no HSTS is sent); on a private network without TLS set PUBLIC_URL_ALLOW_HTTP=true',
      );
    }
  },
  build(s, { production, dataDir }) {
    const seed = s.SEED ?? (production ? 'none' : 'demo');
    return {
      env: s.NODE_ENV,
      production,
      port: s.PORT,
      host: s.HOST,
      database: {
        /** Absent: the embedded PostgreSQL (PGlite) under `dataDir` is used. */
        url: s.DATABASE_URL,
        /**
         * Connections in each of the two pools, the ORM's (writes, migrations, a transaction's
         * reads) and the reads' (read/executor.ts): an instance opens up to twice as many. PGlite
         * runs one query at a time on one session: one each is as fast.
         */
        poolMax: s.DATABASE_POOL_MAX ?? (s.DATABASE_URL ? 10 : 1),
        /** Statements each connection of the reads' pool keeps prepared (see PREPARED_PER_CONNECTION); 0: none. */
        preparedPerConnection: s.DATABASE_PREPARED_STATEMENTS_MAX ?? PREPARED_PER_CONNECTION,
        /**
         * Whether a start applies the migrations and seeds (under an advisory lock: instances
         * starting together take turns). Off: the operator runs `npm run migrate` as a release
         * step, and an instance refuses a database lacking its migrations.
         */
        migrateOnStart: s.MIGRATE_ON_START ?? true,
      },
      dataDir,
      publicUrl: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, ''),
      /** Whether robots.txt lets crawlers in (false on a staging copy: `Disallow: /`). */
      siteIndexing: s.SITE_INDEXING ?? true,
      /** What an empty database is filled with: the demo site only where asked, never by default in production. */
      seed,
      /**
       * The site's (and shop's) name, its one source: tab titles, OpenGraph images, receipts.
       * Not set, it is the demo shop's when the demo is seeded (its logotype and footer show it).
       */
      siteName: s.SITE_NAME ?? (seed === 'demo' ? DEMO_SITE_NAME : 'Platform'),
      redisUrl: s.REDIS_URL,
      rateLimits: {
        /**
         * Requests to /graphql and /api one client address may send in a minute (the server's own,
         * with X-RBAC-SECRET-KEY, not counted): a visitor never reaches it, a script looping over
         * costly queries, carts or checkouts does.
         */
        requestsPerMinute: s.RATE_LIMIT_REQUESTS_PER_MINUTE,
        /**
         * Pages rendered on the server for one client address in a minute: only renders count (a
         * page served from the public cache costs nothing), so a visitor never reaches it and a
         * script asking for page after page the cache does not hold does.
         */
        rendersPerMinute: s.RATE_LIMIT_RENDERS_PER_MINUTE,
      },
      /** Put before every Redis key and channel name: instances with the same prefix share limits and cache drops. */
      redisPrefix: s.REDIS_PREFIX ?? '',
      /** Answers the same for everyone kept in memory (off: every read goes to the database, as a benchmark of that path wants). */
      publicCache: s.PUBLIC_CACHE_ENABLED ?? true,
      /** Express's `trust proxy`: false unless the operator names the proxies in front. */
      trustProxy: s.TRUST_PROXY,
      /** The bearer token of `GET /metrics`; without it there is no such route. */
      metricsToken: s.METRICS_TOKEN,
      /**
       * How long a client may take to send its headers, and its whole request: slow clients
       * (slowloris) cannot hold connections open. Node wants the first within the second.
       */
      http: { headersTimeoutMs: Math.min(s.HTTP_HEADERS_TIMEOUT_MS, s.HTTP_REQUEST_TIMEOUT_MS), requestTimeoutMs: s.HTTP_REQUEST_TIMEOUT_MS },
      shutdown: {
        /**
         * After SIGTERM, how long readiness answers 503 while requests are still served: the time
         * a load balancer takes to see it and send no more. None outside production: nothing
         * balances a development server, and Ctrl+C should stop it at once.
         */
        delayMs: s.SHUTDOWN_DELAY_MS ?? (production ? 5_000 : 0),
        /** Then how long the drain (in-flight requests, the database) may take before the process exits anyway. */
        timeoutMs: s.SHUTDOWN_TIMEOUT_MS,
      },
      /** Bounds of one GraphQL operation, checked before it runs (the client's heaviest: depth 9, 12,500 rows, its cart's). */
      graphqlLimits: { maxDepth: s.GRAPHQL_MAX_DEPTH, maxCost: s.GRAPHQL_MAX_COST, maxAliases: s.GRAPHQL_MAX_ALIASES },
      logLevel: s.LOG_LEVEL,
    };
  },
});

/** Loads `.env` from the working directory when there is one (Node's own parser, no dependency). */
export function loadEnvFile(file = '.env') {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
