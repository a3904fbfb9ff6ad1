import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startChild, type BenchChild } from './child-process.js';
import type { BenchDatabase } from './databases.js';

export interface Platform extends BenchChild {
  secretKey: string;
}

/** What instances behind one load balancer share: a token signed by one is valid on the others. */
export interface PlatformSecrets {
  jwtSecret: string;
  secretKey: string;
  adminPassword: string;
}

/** As an operator makes them (`openssl rand -base64 48`): strong enough for a production start. */
export const newSecrets = (): PlatformSecrets => ({
  jwtSecret: randomBytes(48).toString('base64'),
  secretKey: randomBytes(48).toString('base64'),
  adminPassword: randomBytes(24).toString('base64'),
});

/**
 * The platform as deployed: production settings, its own secrets, the demo site seeded, logs
 * at info (written, then dropped). `settings` adds or overrides environment settings.
 */
export async function startPlatform(database: BenchDatabase, settings: Record<string, string> = {}, secrets = newSecrets()): Promise<Platform> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-bench-'));
  const child = await startChild('platform-server.ts', {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: String(database.poolMax),
    DATA_DIR: dataDir,
    SEED: 'demo',
    // Served over loopback without TLS (a production start refuses plain http unless allowed by
    // name); its port is the one the system picks. No mail leaves a bench.
    PUBLIC_URL: 'http://localhost:0',
    PUBLIC_URL_ALLOW_HTTP: 'true',
    MAIL_DISABLED: 'true',
    LOG_LEVEL: 'info',
    RBAC_JWT_SECRET: secrets.jwtSecret,
    RBAC_SECRET_KEY: secrets.secretKey,
    ADMIN_PASSWORD: secrets.adminPassword,
    // The bench speaks through loopback as a proxy would: X-Forwarded-For names each shopper's address.
    TRUST_PROXY: 'loopback',
    // The load comes from one machine: the per-address request and render limits would measure themselves.
    RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000',
    RATE_LIMIT_RENDERS_PER_MINUTE: '100000000',
    BENCH_DUMMY_PAYMENTS: 'true',
    ...settings,
  });
  return {
    ...child,
    secretKey: secrets.secretKey,
    async stop() {
      await child.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
