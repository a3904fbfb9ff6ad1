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

  it('marks cookies secure only behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
  });
});
