/**
 * What a production release is and how it runs, said once: the release script
 * (scripts/pack-release.mjs) packs by it, and the tests of the release, of the Dockerfile,
 * compose.yaml and deploy/haproxy.cfg check that each names the same files, commands, port,
 * health path and settings.
 */

/**
 * The files of a release, from the repository's root, after `npm run build`. Its
 * `npm ci --omit=dev` needs the lockfile and every workspace's package.json; the server runs from
 * its build, serves the client's build and renders pages with the client's server build; the
 * scripts are what `npm start`, `npm run backup` and the other operators' commands run.
 */
export const RELEASE_FILES = [
  'package.json',
  'package-lock.json',
  'server/package.json',
  'client/package.json',
  'server/dist',
  'client/dist',
  'client/dist-server',
  'scripts',
];

/** How an instance starts, from the release's root: the built server, no build, no TypeScript loader. */
export const START_COMMAND = ['node', 'server/dist/main.js'];

/** The one-shot step that brings the database's schema up to date before the instances start. */
export const MIGRATE_COMMAND = ['npm', 'run', 'migrate'];

/** The port an instance listens on in the image (its PORT). */
export const APP_PORT = 4000;

/**
 * Readiness: 200 while the instance takes requests and its database answers, 503 once it is
 * stopping. What a load balancer and the image's health check ask.
 */
export const READINESS_PATH = '/healthz';

/**
 * Settings a production instance does not start without (NODE_ENV=production refuses to start
 * with one missing or weak; PUBLIC_URL must be https unless PUBLIC_URL_ALLOW_HTTP=true).
 */
export const REQUIRED_PRODUCTION_SETTINGS = ['NODE_ENV', 'PUBLIC_URL', 'RBAC_JWT_SECRET', 'RBAC_SECRET_KEY', 'ADMIN_PASSWORD'];

/** Production wants one of each group: mail sent through a server, or turned off on purpose. */
export const PRODUCTION_SETTING_CHOICES = [['SMTP_URL', 'MAIL_DISABLED']];

/**
 * What several instances share instead of keeping it each: the database, Redis (rate limits,
 * cache drops) and the uploaded files in S3-compatible storage.
 */
export const SHARED_STATE_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'FILE_STORAGE_PROVIDER', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
