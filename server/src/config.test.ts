import { describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_ADMIN_PASSWORD, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for a machine with nothing configured', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.poolMax).toBe(1);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.rbac.jwtLifetimeSeconds).toBe(3600);
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

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT="abc": expected a port number'],
    [{ PORT: '70000' }, 'Invalid setting PORT="70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL="mysql://x": expected a postgres://... or postgresql://... url'],
    [{ RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS: '-5' }, 'Invalid setting RBAC_JWT_TOKEN_LIFETIME_IN_SECONDS="-5"'],
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
  ])('refuses %o with one line naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses to run in production with development secrets or the example admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('Missing setting RBAC_JWT_SECRET');
    expect(() => loadConfig({ NODE_ENV: 'production', RBAC_JWT_SECRET: 'a'.repeat(32) })).toThrow(
      'Missing setting RBAC_SECRET_KEY',
    );
    const secrets = { NODE_ENV: 'production', RBAC_JWT_SECRET: 'a'.repeat(32), RBAC_SECRET_KEY: 'b'.repeat(32) };
    expect(() => loadConfig({ ...secrets, ADMIN_PASSWORD: EXAMPLE_ADMIN_PASSWORD })).toThrow('ADMIN_PASSWORD');
    expect(loadConfig({ ...secrets, ADMIN_PASSWORD: 'a-real-password' }).production).toBe(true);
  });

  it('switches the dummy payment provider on in development and test only, and refuses it in production', () => {
    expect(loadConfig({}).payments.dummyEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.dummyEnabled).toBe(true);
    expect(loadConfig({ PAYMENT_DUMMY_ENABLED: 'false' }).payments.dummyEnabled).toBe(false);
    const production = { NODE_ENV: 'production', RBAC_JWT_SECRET: 'a'.repeat(32), RBAC_SECRET_KEY: 'b'.repeat(32), ADMIN_PASSWORD: 'a-real-password' };
    expect(loadConfig(production).payments.dummyEnabled).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_DUMMY_ENABLED: 'false' }).payments.dummyEnabled).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENT_DUMMY_ENABLED: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PAYMENT_DUMMY_ENABLED: '1' })).toThrow('Invalid setting PAYMENT_DUMMY_ENABLED=true');
    expect(() => loadConfig({ PAYMENT_DUMMY_ENABLED: 'yes' })).toThrow('Invalid setting PAYMENT_DUMMY_ENABLED="yes": expected true or false');
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
  });

  it('marks cookies secure only behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
  });
});
