import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_RULE, SECRET_RULE, weakness } from './core/secret-strength.js';

/**
 * Every setting of the server, read once from the environment (and `.env` when present).
 * A bad value stops the process with one line naming the setting, before anything starts.
 */

/**
 * SHA-256 of every secret that was ever written in this repository (old development defaults,
 * the old example admin password): anyone can read them, so they are refused wherever given.
 */
const PUBLISHED_SECRET_DIGESTS = new Set([
  '7cd38d2304d5781ff19393a16016c47f4c9fbffdd39f10c214a0187b8acd9f97',
  '67594e5568a7269b0b30c46577370c1daf7ff88f8050af9295a0c20a0886becd',
  'ebe1b7da5ae2ffff7e51b759821849343ff183f8eccb3f1a81a5680d807145b3',
]);
export const isPublishedSecret = (value: string) => PUBLISHED_SECRET_DIGESTS.has(createHash('sha256').update(value).digest('hex'));

/** The secrets a local start generates when they are not given, kept in `DATA_DIR/secrets.json`. */
export const LOCAL_SECRETS = ['jwtSecret', 'secretKey', 'adminPassword'] as const;
export type LocalSecret = (typeof LOCAL_SECRETS)[number];
const SECRET_SETTINGS: Record<LocalSecret, 'RBAC_JWT_SECRET' | 'RBAC_SECRET_KEY' | 'ADMIN_PASSWORD'> = {
  jwtSecret: 'RBAC_JWT_SECRET',
  secretKey: 'RBAC_SECRET_KEY',
  adminPassword: 'ADMIN_PASSWORD',
};
const randomSecret = (name: LocalSecret) => randomBytes(name === 'adminPassword' ? 15 : 32).toString('base64url');
/** What a site builder's staff upload: pictures, videos, documents. Not archives, not executables. */
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

export const DEFAULT_ALLOWED_FILE_TYPES = ['image/', 'video/', 'application/pdf', 'text/plain'];

/** Settings whose value is a secret: a message about a bad one does not repeat it. */
const SECRET_VALUES = new Set(['TELEGRAM_BOT_TOKEN', 'RBAC_JWT_SECRET', 'RBAC_SECRET_KEY', 'ADMIN_PASSWORD', 'METRICS_TOKEN']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const DEFAULT_DATA_DIR = './.data';
/** The demo shop's name: the site's name when the demo is seeded and SITE_NAME is not set. */
export const DEMO_SITE_NAME = 'Atelier';
/**
 * DATA_DIR as the server resolves it, for the commands that work on the directory alone
 * (backup, restore) and need none of the other settings.
 */
export const dataDirOf = (env: Record<string, string | undefined> = process.env) => path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const port = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ message: 'expected a port number' }).int('expected a whole number').min(0).max(65535),
);
/** A flag whose default depends on other settings: absent stays undefined. */
const optionalFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
);
const positiveInt = z.preprocess(emptyToUndefined, z.coerce.number().int('expected a whole number').positive());
const wholeNumber = z.preprocess(emptyToUndefined, z.coerce.number().int('expected a whole number').nonnegative());
const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
);
/** Mime types (`application/pdf`) or families ending in a slash (`image/`), comma separated. */
const mimeTypeList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default(DEFAULT_ALLOWED_FILE_TYPES.join(','))
    .transform((value) => value.split(',').map((type) => type.trim().toLowerCase()).filter(Boolean))
    .refine(
      (types) => types.length > 0 && types.every((type) => /^[a-z0-9][\w.+-]*\/([\w.+-]+)?$/.test(type)),
      'expected mime types like image/png or families like image/, comma separated',
    ),
);
/** An IP address (`127.0.0.1`, `::1`) or a CIDR range (`10.0.0.0/8`). */
function isAddressOrRange(item: string): boolean {
  const [address, bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}
/**
 * Addresses or CIDR ranges, comma separated: the ones `create-from-url` may fetch from although
 * they are private (a test server on 127.0.0.1). None by default.
 */
const addressList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('')
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.every(isAddressOrRange), 'expected IP addresses or CIDR ranges like 127.0.0.1 or 10.0.0.0/8, comma separated'),
);
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
const url = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `expected a ${protocols.map((p) => p.replace(':', '://...')).join(' or ')} url`)
      .optional(),
  );
/** An http(s) address: the public url, S3 endpoints, the payment providers' APIs. */
const httpUrl = url(['http:', 'https:']);

/** Every setting the server reads, its rule and its default: the one list the README and .env.example document. */
export const settingsSchema = z.object({
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
  RBAC_JWT_SECRET: optionalString,
  RBAC_SECRET_KEY: optionalString,
  RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS: positiveInt.default(900),
  RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS: positiveInt.default(86400),
  RBAC_SESSION_MAX_LIFETIME_IN_SECONDS: positiveInt.default(30 * 24 * 60 * 60),
  SIWE_CHAIN_IDS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('1')
      .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
      .refine((ids) => ids.length > 0 && ids.every((id) => /^[1-9]\d{0,15}$/.test(id)), 'expected chain ids like 1,137, comma separated')
      .transform((ids) => ids.map(Number)),
  ),
  TELEGRAM_BOT_TOKEN: z.preprocess(emptyToUndefined, z.string().regex(/^\d{1,20}:[\w-]{20,100}$/, 'expected a bot token from @BotFather (digits, a colon, then letters)').optional()),
  TELEGRAM_BOT_NAME: z.preprocess(emptyToUndefined, z.string().regex(/^@?\w{3,64}$/, "expected the bot's username, like example_bot").optional()),
  TELEGRAM_AUTH_MAX_AGE_SECONDS: positiveInt.default(86400),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('expected an email address').default('admin@example.com')),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'expected at least 8 characters').optional()),
  SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'none']).optional()),
  FILE_STORAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'aws-s3', 'vercel-blob']).default('local')),
  FILE_STORAGE_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
  FILE_STORAGE_ALLOWED_TYPES: mimeTypeList,
  FILE_STORAGE_FETCH_ALLOWED_ADDRESSES: addressList,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: httpUrl,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: httpUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  BLOB_READ_WRITE_TOKEN: optionalString,
  PAYMENT_DUMMY_ENABLED: optionalFlag,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: httpUrl,
  CLOUDPAYMENTS_PUBLIC_ID: optionalString,
  CLOUDPAYMENTS_API_SECRET: optionalString,
  CLOUDPAYMENTS_API_URL: httpUrl,
  TIPTOPPAY_PUBLIC_ID: optionalString,
  TIPTOPPAY_API_SECRET: optionalString,
  TIPTOPPAY_API_URL: httpUrl,
  PAYSELECTION_SITE_ID: optionalString,
  PAYSELECTION_SECRET_KEY: optionalString,
  PAYSELECTION_API_URL: httpUrl,
  PAYSELECTION_INTERNATIONAL_SITE_ID: optionalString,
  PAYSELECTION_INTERNATIONAL_SECRET_KEY: optionalString,
  PAYSELECTION_INTERNATIONAL_API_URL: httpUrl,
  ZERO_X_PROCESSING_MERCHANT_ID: optionalString,
  ZERO_X_PROCESSING_WEBHOOK_PASSWORD: optionalString,
  ZERO_X_PROCESSING_API_KEY: optionalString,
  ZERO_X_PROCESSING_API_URL: httpUrl,
  ZERO_X_PROCESSING_CURRENCY: z.preprocess(emptyToUndefined, z.string().default('USDT (TRC20)')),
  ZERO_X_PROCESSING_TEST: flag,
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_DISABLED: flag,
  SMTP_FROM: z.preprocess(emptyToUndefined, z.string().default('Platform <no-reply@localhost>')),
  NOTIFICATION_MAX_ATTEMPTS: positiveInt.default(5),
  NOTIFICATION_RETRY_BASE_MS: positiveInt.default(30_000),
  NOTIFICATION_POLL_MS: positiveInt.default(2_000),
  // The job queue times an attempt out within a day at most (pg-boss's limit).
  NOTIFICATION_SENDING_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int('expected a whole number').positive().max(86_399_000, 'expected less than a day (at most 86399000)')).default(5 * 60_000),
  SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(80, 'expected at most 80 characters').optional()),
  RECEIPT_MAX_ATTEMPTS: positiveInt.default(5),
  RECEIPT_RETRY_BASE_MS: positiveInt.default(30_000),
  RECEIPT_POLL_MS: positiveInt.default(2_000),
  REDIS_URL: url(['redis:', 'rediss:']),
  RATE_LIMIT_REQUESTS_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_RENDERS_PER_MINUTE: positiveInt.default(60),
  PUBLIC_CACHE_ENABLED: optionalFlag,
  REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().regex(/^[\w:.-]{1,64}$/, 'expected up to 64 letters, digits, _ : . or -').optional()),
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
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    // A secret's value stays out of the message (it reaches the log).
    const shown = SECRET_VALUES.has(name) ? '' : `=${JSON.stringify(env[name] ?? '')}`;
    throw new ConfigError(`Invalid setting ${name}${shown}: ${issue.message}`);
  }
  const s = parsed.data;
  const production = s.NODE_ENV === 'production';
  for (const name of Object.values(SECRET_SETTINGS)) {
    const value = s[name];
    if (value && isPublishedSecret(value)) {
      throw new ConfigError(`Invalid setting ${name}: this value is published in the platform's sources; choose your own`);
    }
    // Production never makes up secrets: they must come from the operator.
    if (production && !value) throw new ConfigError(`Missing setting ${name}: required when NODE_ENV=production`);
  }
  if (production) requireProductionSettings(s);
  // The dummy provider's page marks an invoice paid without any money moving.
  if (production && s.PAYMENT_DUMMY_ENABLED) {
    throw new ConfigError('Invalid setting PAYMENT_DUMMY_ENABLED=true: the dummy payment provider pays without money and is refused when NODE_ENV=production');
  }
  // Not given (a local start): random for now, replaced by the ones kept in DATA_DIR by resolveSecrets.
  const missing = LOCAL_SECRETS.filter((name) => !s[SECRET_SETTINGS[name]]);
  const secret = (name: LocalSecret) => s[SECRET_SETTINGS[name]] ?? randomSecret(name);
  requireProviderSettings(s);
  if (s.MAIL_DISABLED && s.SMTP_URL) throw new ConfigError('Invalid setting MAIL_DISABLED=true: SMTP_URL is set too; remove one of them');
  // Telegram's widget names the bot, the server checks its signatures with the token: one without the other cannot sign anybody in.
  if (Boolean(s.TELEGRAM_BOT_TOKEN) !== Boolean(s.TELEGRAM_BOT_NAME)) {
    throw new ConfigError(`Missing setting ${s.TELEGRAM_BOT_TOKEN ? 'TELEGRAM_BOT_NAME' : 'TELEGRAM_BOT_TOKEN'}: Telegram sign-in needs both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME`);
  }
  const dataDir = path.resolve(s.DATA_DIR);
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, '');
  const seed = s.SEED ?? (production ? 'none' : 'demo');
  return Object.freeze({
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
    publicUrl,
    /** Whether robots.txt lets crawlers in (false on a staging copy: `Disallow: /`). */
    siteIndexing: s.SITE_INDEXING ?? true,
    rbac: {
      jwtSecret: secret('jwtSecret'),
      secretKey: secret('secretKey'),
      jwtLifetimeSeconds: s.RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS,
      refreshLifetimeSeconds: s.RBAC_JWT_REFRESH_TOKEN_LIFETIME_IN_SECONDS,
      /** However often it is refreshed, a sign-in ends this long after it began. */
      sessionMaxLifetimeSeconds: s.RBAC_SESSION_MAX_LIFETIME_IN_SECONDS,
      /** The chains a Sign-In with Ethereum message may name. */
      siweChainIds: s.SIWE_CHAIN_IDS,
      /**
       * Telegram Login Widget sign-in, when a bot is given: its username (the widget names it)
       * and its token (the key of the widget's signatures: a secret). `authMaxAgeSeconds`: how
       * old a signed widget answer may be.
       */
      telegram: {
        botToken: s.TELEGRAM_BOT_TOKEN,
        botName: s.TELEGRAM_BOT_NAME?.replace(/^@/, ''),
        authMaxAgeSeconds: s.TELEGRAM_AUTH_MAX_AGE_SECONDS,
      },
    },
    /** `generatedPassword`: made up on this machine, so shown once in the log when the admin is created. */
    admin: { email: s.ADMIN_EMAIL.toLowerCase(), password: secret('adminPassword'), generatedPassword: missing.includes('adminPassword') },
    /** The secrets not given by a setting, and the file that keeps them once resolveSecrets ran. */
    localSecrets: { missing, file: undefined as string | undefined },
    /** What an empty database is filled with: the demo site only where asked, never by default in production. */
    seed,
    fileStorage: {
      provider: s.FILE_STORAGE_PROVIDER,
      /** Where the local provider keeps files (served at /public). */
      localDir: path.join(dataDir, 'files'),
      maxBytes: s.FILE_STORAGE_MAX_BYTES,
      allowedTypes: s.FILE_STORAGE_ALLOWED_TYPES,
      /** Private addresses `create-from-url` may fetch from all the same (tests). */
      fetchAllowedAddresses: s.FILE_STORAGE_FETCH_ALLOWED_ADDRESSES,
      s3: {
        bucket: s.S3_BUCKET,
        region: s.S3_REGION,
        endpoint: s.S3_ENDPOINT,
        forcePathStyle: s.S3_FORCE_PATH_STYLE,
        publicUrl: s.S3_PUBLIC_URL?.replace(/\/$/, ''),
        accessKeyId: s.S3_ACCESS_KEY_ID,
        secretAccessKey: s.S3_SECRET_ACCESS_KEY,
      },
      vercelBlob: { token: s.BLOB_READ_WRITE_TOKEN },
    },
    payments: {
      /** The dummy provider (a local page with Pay and Cancel): for development, demos and tests only. */
      dummyEnabled: s.PAYMENT_DUMMY_ENABLED ?? !production,
    },
    stripe: { secretKey: s.STRIPE_SECRET_KEY, webhookSecret: s.STRIPE_WEBHOOK_SECRET, apiUrl: s.STRIPE_API_URL },
    // The other payment providers; each API base is a setting so tests (and sandboxes) can point elsewhere.
    cloudpayments: {
      publicId: s.CLOUDPAYMENTS_PUBLIC_ID,
      apiSecret: s.CLOUDPAYMENTS_API_SECRET,
      apiUrl: withoutSlash(s.CLOUDPAYMENTS_API_URL ?? 'https://api.cloudpayments.ru'),
    },
    tiptoppay: {
      publicId: s.TIPTOPPAY_PUBLIC_ID,
      apiSecret: s.TIPTOPPAY_API_SECRET,
      apiUrl: withoutSlash(s.TIPTOPPAY_API_URL ?? 'https://api.tiptoppay.kz'),
    },
    payselection: {
      siteId: s.PAYSELECTION_SITE_ID,
      secretKey: s.PAYSELECTION_SECRET_KEY,
      apiUrl: withoutSlash(s.PAYSELECTION_API_URL ?? 'https://webform.payselection.com'),
    },
    payselectionInternational: {
      siteId: s.PAYSELECTION_INTERNATIONAL_SITE_ID,
      secretKey: s.PAYSELECTION_INTERNATIONAL_SECRET_KEY,
      /** No default: the host of the international platform comes with its contract. */
      apiUrl: s.PAYSELECTION_INTERNATIONAL_API_URL && withoutSlash(s.PAYSELECTION_INTERNATIONAL_API_URL),
    },
    zeroXProcessing: {
      merchantId: s.ZERO_X_PROCESSING_MERCHANT_ID,
      webhookPassword: s.ZERO_X_PROCESSING_WEBHOOK_PASSWORD,
      /** Reads a payment's state from the API (`APIKEY` header): what a webhook is settled on. */
      apiKey: s.ZERO_X_PROCESSING_API_KEY,
      apiUrl: withoutSlash(s.ZERO_X_PROCESSING_API_URL ?? 'https://app.0xprocessing.com'),
      /** The coin the payer pays in, as 0xProcessing names it. */
      currency: s.ZERO_X_PROCESSING_CURRENCY,
      test: s.ZERO_X_PROCESSING_TEST,
    },
    smtpUrl: s.SMTP_URL,
    notifications: {
      /** No mail at all (MAIL_DISABLED=true): messages are neither sent nor written anywhere. */
      mailDisabled: s.MAIL_DISABLED,
      /** Without SMTP_URL outside production: each message is written here as an .eml file (it may hold a reset link). */
      outboxDir: path.join(dataDir, 'mail'),
      from: s.SMTP_FROM,
      maxAttempts: s.NOTIFICATION_MAX_ATTEMPTS,
      /** The wait before retry n is base × 2^(n-1) to twice that (pg-boss's backoff, in whole seconds: rounded up). */
      retryBaseMs: s.NOTIFICATION_RETRY_BASE_MS,
      /** How often each instance looks for messages due. */
      pollMs: s.NOTIFICATION_POLL_MS,
      /**
       * A message still `sending` after this long was taken up by an instance that stopped: its
       * job times out and is retried (a further attempt, after the retry's wait), or failed when
       * that was its last. Longer than any send; whole seconds (rounded up), under a day.
       */
      sendingTimeoutMs: s.NOTIFICATION_SENDING_TIMEOUT_MS,
    },
    /**
     * The site's (and shop's) name, its one source: tab titles, OpenGraph images, receipts.
     * Not set, it is the demo shop's when the demo is seeded (its logotype and footer show it).
     */
    siteName: s.SITE_NAME ?? (seed === 'demo' ? DEMO_SITE_NAME : 'Platform'),
    /** Receipts of paid orders, drawn after the payment by the receipt dispatcher. */
    receipts: {
      maxAttempts: s.RECEIPT_MAX_ATTEMPTS,
      /** The wait before retry n is base × 2^(n-1) to twice that (pg-boss's backoff, in whole seconds: rounded up). */
      retryBaseMs: s.RECEIPT_RETRY_BASE_MS,
      pollMs: s.RECEIPT_POLL_MS,
    },
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
    /**
     * How long a client may take to send its headers, and its whole request: slow clients
     * (slowloris) cannot hold connections open. Node wants the first within the second.
     */
    /** Express's `trust proxy`: false unless the operator names the proxies in front. */
    trustProxy: s.TRUST_PROXY,
    /** The bearer token of `GET /metrics`; without it there is no such route. */
    metricsToken: s.METRICS_TOKEN,
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
  });
}

/**
 * A local start with nothing configured: the secrets not given are read from
 * `DATA_DIR/secrets.json` (mode 0600), which the first start creates with random values, so
 * that sessions and the admin password survive restarts. Production never gets here with a
 * secret missing (loadConfig refused it).
 */
export function resolveSecrets(config: Config): Config {
  const { missing } = config.localSecrets;
  if (config.production || !missing.length) return config;
  const file = path.join(config.dataDir, 'secrets.json');
  fs.mkdirSync(config.dataDir, { recursive: true });
  let stored = readSecretsFile(file);
  const lacking = missing.filter((name) => typeof stored?.[name] !== 'string' || isPublishedSecret(stored[name]));
  if (!stored) {
    stored = Object.fromEntries(missing.map((name) => [name, randomSecret(name)]));
    try {
      // Exclusive create: of two instances starting together, one writes and both read its values.
      fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return resolveSecrets(config);
    }
  } else if (lacking.length) {
    stored = { ...stored, ...Object.fromEntries(lacking.map((name) => [name, randomSecret(name)])) };
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(temporary, file);
  }
  // Only this user may read it, whatever the umask or an earlier copy said.
  fs.chmodSync(file, 0o600);
  const value = (name: LocalSecret, fallback: string) => (missing.includes(name) ? stored[name] : fallback);
  return Object.freeze({
    ...config,
    rbac: { ...config.rbac, jwtSecret: value('jwtSecret', config.rbac.jwtSecret), secretKey: value('secretKey', config.rbac.secretKey) },
    admin: { ...config.admin, password: value('adminPassword', config.admin.password) },
    localSecrets: { missing, file },
  });
}

function readSecretsFile(file: string): Record<string, string> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // reported below
  }
  throw new ConfigError(`Invalid secrets file ${file}: expected a JSON object; fix it or delete it to generate new secrets`);
}

const withoutSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * What a public site needs, refused at start when missing (NODE_ENV=production): secrets
 * nobody can guess, an https address (Secure cookies, HSTS, right links in mails) and a way to
 * mail password resets and email confirmations, unless the operator turned each off by name.
 */
function requireProductionSettings(s: z.infer<typeof settingsSchema>) {
  const rules = { RBAC_JWT_SECRET: SECRET_RULE, RBAC_SECRET_KEY: SECRET_RULE, METRICS_TOKEN: SECRET_RULE, ADMIN_PASSWORD: PASSWORD_RULE };
  for (const [name, rule] of Object.entries(rules)) {
    const value = s[name as keyof typeof rules];
    const problem = value === undefined ? undefined : weakness(value, rule);
    // The value itself stays out of the message (it reaches the log).
    if (problem) throw new ConfigError(`Invalid setting ${name}: ${problem}`);
  }
  if (!s.PUBLIC_URL) {
    throw new ConfigError("Missing setting PUBLIC_URL: required when NODE_ENV=production, the site's https address (links in mails, Secure cookies, HSTS)");
  }
  if (!s.PUBLIC_URL.startsWith('https:') && !s.PUBLIC_URL_ALLOW_HTTP) {
    throw new ConfigError(
      `Invalid setting PUBLIC_URL=${JSON.stringify(s.PUBLIC_URL)}: expected an https:// url when NODE_ENV=production ` +
        '(over http cookies are not Secure and no HSTS is sent); on a private network without TLS set PUBLIC_URL_ALLOW_HTTP=true',
    );
  }
  if (!s.SMTP_URL && !s.MAIL_DISABLED) {
    throw new ConfigError(
      'Missing setting SMTP_URL: required when NODE_ENV=production (password resets and email confirmations are mailed); ' +
        'to run without mail set MAIL_DISABLED=true (then no mail is sent, nor written to the log)',
    );
  }
}

/** A storage provider without its own settings cannot work: refused at start, not at the first upload. */
function requireProviderSettings(s: z.infer<typeof settingsSchema>) {
  const needed = { local: [], 'aws-s3': ['S3_BUCKET'], 'vercel-blob': ['BLOB_READ_WRITE_TOKEN'] } as const;
  for (const name of needed[s.FILE_STORAGE_PROVIDER]) {
    if (!s[name]) throw new ConfigError(`Missing setting ${name}: required when FILE_STORAGE_PROVIDER=${s.FILE_STORAGE_PROVIDER}`);
  }
}

/** Loads `.env` from the working directory when there is one (Node's own parser, no dependency). */
export function loadEnvFile(file = '.env') {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
