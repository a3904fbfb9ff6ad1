import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveSecrets } from './settings.js';

/** Values once written in these sources as defaults or examples: anybody knows them. */
const PUBLISHED = {
  RBAC_JWT_SECRET: 'dev-only-jwt-secret-do-not-use-in-production',
  RBAC_SECRET_KEY: 'dev-only-secret-key-do-not-use-in-production',
  ADMIN_PASSWORD: 'change-me-admin-password',
};
/** Secrets and the rest of what a production start needs, as an operator would set them. */
const JWT_SECRET = 'kR3v9Qx7LmZ2pT8wYc4NbF6hJ1sD5gA0eU7iO9uK3yX';
const SECRET_KEY = 'Vq8Zr2Lw6Xn4Tb0Mh3Yc7Ps5Kd9Fg1Jj6Ra8Ue2Io4Wz';
const PRODUCTION = { NODE_ENV: 'production', RBAC_JWT_SECRET: JWT_SECRET, RBAC_SECRET_KEY: SECRET_KEY, ADMIN_PASSWORD: 'plaid otter quarry ninety lamp', PUBLIC_URL: 'https://shop.example.com', SMTP_URL: 'smtp://mail.example.com:587' };
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('gives working defaults for a machine with nothing configured', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.poolMax).toBe(1);
    expect(config.database.preparedPerConnection).toBe(100);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.rbac.jwtLifetimeSeconds).toBe(900);
    expect(config.rbac.refreshLifetimeSeconds).toBe(86400);
    expect(config.seed).toBe('demo');
    expect(config.fileStorage.provider).toBe('local');
    expect(config.fileStorage.localDir).toMatch(/\.data[/\\]files$/);
    expect(config.fileStorage.maxBytes).toBe(10 * 1024 * 1024);
    expect(config.fileStorage.allowedTypes).toEqual(['image/', 'video/', 'application/pdf', 'text/plain']);
    expect(config.fileStorage.s3.forcePathStyle).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it('uses a pool of connections on a real PostgreSQL server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' });
    expect(config.database.poolMax).toBe(10);
  });

  it('prepares no read statement with DATABASE_PREPARED_STATEMENTS_MAX=0', () => {
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS_MAX: '0' }).database.preparedPerConnection).toBe(0);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT="abc": expected a port number'],
    [{ PORT: '70000' }, 'Invalid setting PORT="70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL="mysql://x": expected a postgres://... or postgresql://... url'],
    [{ RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS: '-5' }, 'Invalid setting RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS="-5"'],
    [{ DATABASE_PREPARED_STATEMENTS_MAX: '-1' }, 'Invalid setting DATABASE_PREPARED_STATEMENTS_MAX="-1"'],
    [{ DATABASE_PREPARED_STATEMENTS_MAX: 'many' }, 'Invalid setting DATABASE_PREPARED_STATEMENTS_MAX="many"'],
    [{ SEED: 'everything' }, 'Invalid setting SEED="everything"'],
    [{ FILE_STORAGE_PROVIDER: 'ftp' }, 'Invalid setting FILE_STORAGE_PROVIDER="ftp"'],
    [{ FILE_STORAGE_MAX_BYTES: '10MB' }, 'Invalid setting FILE_STORAGE_MAX_BYTES="10MB"'],
    [{ FILE_STORAGE_MAX_BYTES: '0' }, 'Invalid setting FILE_STORAGE_MAX_BYTES="0"'],
    [{ FILE_STORAGE_ALLOWED_TYPES: 'images' }, 'Invalid setting FILE_STORAGE_ALLOWED_TYPES="images": expected mime types like image/png'],
    [{ FILE_STORAGE_ALLOWED_TYPES: ' , ' }, 'Invalid setting FILE_STORAGE_ALLOWED_TYPES'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'Invalid setting S3_FORCE_PATH_STYLE="yes": expected true or false'],
    [{ S3_PUBLIC_URL: 'cdn.example.com' }, 'Invalid setting S3_PUBLIC_URL="cdn.example.com"'],
    [{ FILE_STORAGE_PROVIDER: 'aws-s3' }, 'Missing setting S3_BUCKET: required when FILE_STORAGE_PROVIDER=aws-s3'],
    [{ FILE_STORAGE_PROVIDER: 'vercel-blob' }, 'Missing setting BLOB_READ_WRITE_TOKEN: required when FILE_STORAGE_PROVIDER=vercel-blob'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid setting LOG_LEVEL="loud"'],
    [{ ADMIN_EMAIL: 'nobody' }, 'Invalid setting ADMIN_EMAIL="nobody": expected an email address'],
    [{ TRUST_PROXY: 'everyone' }, 'Invalid setting TRUST_PROXY="everyone": expected false, true'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'Invalid setting TRUST_PROXY="10.0.0.0/40"'],
    [{ NOTIFICATION_SENDING_TIMEOUT_MS: '86400000' }, 'Invalid setting NOTIFICATION_SENDING_TIMEOUT_MS="86400000": expected less than a day (at most 86399000)'],
    [{ STRIPE_API_URL: 'api.stripe.example' }, 'Invalid setting STRIPE_API_URL="api.stripe.example": expected a http://... or https://... url'],
    [{ ZERO_X_PROCESSING_TEST: 'maybe' }, 'Invalid setting ZERO_X_PROCESSING_TEST="maybe": expected true or false'],
    [{ SMTP_URL: 'mail.example.com' }, 'Invalid setting SMTP_URL="mail.example.com": expected a smtp://... or smtps://... url'],
    [{ RECEIPT_POLL_MS: 'often' }, 'Invalid setting RECEIPT_POLL_MS="often"'],
    [{ SIWE_CHAIN_IDS: 'mainnet' }, 'Invalid setting SIWE_CHAIN_IDS="mainnet": expected chain ids like 1,137, comma separated'],
    // A secret's value is never repeated.
    [{ TELEGRAM_BOT_TOKEN: 'not-a-token', TELEGRAM_BOT_NAME: 'shop_bot' }, /^Invalid setting TELEGRAM_BOT_TOKEN: expected a bot token from @BotFather/],
    [{ TELEGRAM_BOT_NAME: 'shop_bot' }, 'Missing setting TELEGRAM_BOT_TOKEN: Telegram sign-in needs both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME'],
  ])('refuses %o with one line naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses to run in production without its own secrets and admin password, and never makes them up', () => {
    const { ADMIN_PASSWORD, ...secrets } = PRODUCTION;
    expect(() => loadConfig({ ...secrets, RBAC_JWT_SECRET: '', RBAC_SECRET_KEY: '' })).toThrow('Missing setting RBAC_JWT_SECRET');
    expect(() => loadConfig({ ...secrets, RBAC_SECRET_KEY: '' })).toThrow('Missing setting RBAC_SECRET_KEY');
    expect(() => loadConfig(secrets)).toThrow('Missing setting ADMIN_PASSWORD');
    const dataDir = tempDir();
    const config = loadConfig({ ...secrets, ADMIN_PASSWORD, DATA_DIR: dataDir });
    expect(config.production).toBe(true);
    expect(resolveSecrets(config)).toBe(config);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.each(Object.entries(PUBLISHED))('refuses %s set to a value published in the sources, in every mode', (name, value) => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const env = { ...PRODUCTION, NODE_ENV, [name]: value };
      expect(() => loadConfig(env)).toThrow(`Invalid setting ${name}: this value is published`);
    }
  });

  it('generates the secrets of a first local start into a 0600 file of the data directory, and reuses them', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const unresolved = loadConfig({ DATA_DIR: dataDir });
    // Never a published value, even before the file is read.
    expect(Object.values(PUBLISHED)).not.toContain(unresolved.rbac.jwtSecret);
    const first = resolveSecrets(unresolved);
    const file = path.join(dataDir, 'secrets.json');
    expect(first.localSecrets.file).toBe(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(stored).toEqual({ jwtSecret: first.rbac.jwtSecret, secretKey: first.rbac.secretKey, adminPassword: first.admin.password });
    expect(first.rbac.jwtSecret).toMatch(/^[\w-]{40,}$/);
    expect(first.admin.password.length).toBeGreaterThanOrEqual(16);
    expect(first.admin.generatedPassword).toBe(true);
    expect(first.rbac.jwtSecret).not.toBe(first.rbac.secretKey);

    const restart = resolveSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect([restart.rbac.jwtSecret, restart.rbac.secretKey, restart.admin.password]).toEqual([first.rbac.jwtSecret, first.rbac.secretKey, first.admin.password]);
    // Another data directory, other secrets.
    expect(resolveSecrets(loadConfig({ DATA_DIR: tempDir() })).rbac.jwtSecret).not.toBe(first.rbac.jwtSecret);
  });

  it('keeps only the secrets not given in the file; given ones win', () => {
    const dataDir = tempDir();
    const config = resolveSecrets(loadConfig({ DATA_DIR: dataDir, RBAC_JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'my-own-password' }));
    expect(config.rbac.jwtSecret).toBe('x'.repeat(40));
    expect(config.admin).toMatchObject({ password: 'my-own-password', generatedPassword: false });
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')))).toEqual(['secretKey']);
    // A later start without settings adds what is missing, keeping the key already there.
    const later = resolveSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(later.rbac.secretKey).toBe(config.rbac.secretKey);
    expect(later.rbac.jwtSecret).not.toBe('x'.repeat(40));
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses a secrets file that is not JSON, naming it', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), 'not json');
    expect(() => resolveSecrets(loadConfig({ DATA_DIR: dataDir }))).toThrow(`Invalid secrets file ${path.join(dataDir, 'secrets.json')}`);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['loopback', 'loopback'],
    ['1', 1],
    [' 10.0.0.0/8 , LOOPBACK ', '10.0.0.0/8,loopback'],
    ['::1/128', '::1/128'],
  ])('reads TRUST_PROXY=%s as %o', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('switches the dummy payment provider on in development and test only, and refuses it in production', () => {
    expect(loadConfig({}).payments.dummyEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.dummyEnabled).toBe(true);
    expect(loadConfig({ PAYMENT_DUMMY_ENABLED: 'false' }).payments.dummyEnabled).toBe(false);
    const production = PRODUCTION;
    expect(loadConfig(production).payments.dummyEnabled).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_DUMMY_ENABLED: 'false' }).payments.dummyEnabled).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENT_DUMMY_ENABLED: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PAYMENT_DUMMY_ENABLED: '1' })).toThrow('Invalid setting PAYMENT_DUMMY_ENABLED=true');
    expect(() => loadConfig({ PAYMENT_DUMMY_ENABLED: 'yes' })).toThrow('Invalid setting PAYMENT_DUMMY_ENABLED="yes": expected true or false');
  });

  it('delays a shutdown for the load balancer in production only, and migrates on start unless told', () => {
    const production = PRODUCTION;
    expect(loadConfig({}).shutdown).toEqual({ delayMs: 0, timeoutMs: 20_000 });
    expect(loadConfig(production).shutdown).toEqual({ delayMs: 5_000, timeoutMs: 20_000 });
    expect(loadConfig({ ...production, SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '30000' }).shutdown).toEqual({ delayMs: 0, timeoutMs: 30_000 });
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow('Invalid setting SHUTDOWN_DELAY_MS="-1"');
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow('Invalid setting SHUTDOWN_TIMEOUT_MS="0"');
    expect(loadConfig({}).database.migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).database.migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'never' })).toThrow('Invalid setting MIGRATE_ON_START="never": expected true or false');
  });

  it('reads the file storage settings', () => {
    const config = loadConfig({
      FILE_STORAGE_PROVIDER: 'aws-s3',
      FILE_STORAGE_MAX_BYTES: '1048576',
      FILE_STORAGE_ALLOWED_TYPES: ' Image/ , application/pdf ,',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
      DATA_DIR: '/srv/data',
    });
    expect(config.fileStorage).toMatchObject({
      provider: 'aws-s3',
      localDir: '/srv/data/files',
      maxBytes: 1048576,
      allowedTypes: ['image/', 'application/pdf'],
      s3: { bucket: 'media', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, publicUrl: 'https://cdn.example.com' },
    });
    expect(loadConfig({ FILE_STORAGE_PROVIDER: 'vercel-blob', BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_x_y' }).fileStorage.vercelBlob.token).toBe('vercel_blob_rw_x_y');
    expect(config.fileStorage.fetchAllowedAddresses).toEqual([]);
    expect(loadConfig({ FILE_STORAGE_FETCH_ALLOWED_ADDRESSES: ' 127.0.0.1, ::1 ,10.0.0.0/8' }).fileStorage.fetchAllowedAddresses).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
    expect(() => loadConfig({ FILE_STORAGE_FETCH_ALLOWED_ADDRESSES: 'localhost' })).toThrow('Invalid setting FILE_STORAGE_FETCH_ALLOWED_ADDRESSES="localhost": expected IP addresses or CIDR ranges');
  });

  // Each module declares its own settings (defineModule({ settings })): read into its keys of the config.
  it("reads each module's settings into its keys of the config", () => {
    const config = loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:9/', CLOUDPAYMENTS_API_URL: 'http://127.0.0.1:8//', SMTP_FROM: 'Shop <shop@example.com>', RECEIPT_POLL_MS: '500', TELEGRAM_BOT_TOKEN: `123:${'a'.repeat(30)}`, TELEGRAM_BOT_NAME: '@shop_bot' });
    expect(config.stripe.apiUrl).toBe('http://127.0.0.1:9/');
    expect(config.cloudpayments.apiUrl).toBe('http://127.0.0.1:8');
    expect(config.tiptoppay.apiUrl).toBe('https://api.tiptoppay.kz');
    expect(config.notifications).toMatchObject({ from: 'Shop <shop@example.com>', maxAttempts: 5, outboxDir: expect.stringMatching(/\.data[/\\]mail$/) });
    expect(config.receipts).toEqual({ maxAttempts: 5, retryBaseMs: 30_000, pollMs: 500 });
    expect(config.rbac.telegram).toEqual({ botToken: `123:${'a'.repeat(30)}`, botName: 'shop_bot', authMaxAgeSeconds: 86400 });
  });

  // (Whether cookies are Secure behind it is tested on the real Set-Cookie, in security-headers.test.ts.)
  it('keeps PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
  });
});
