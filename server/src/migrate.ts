/**
 * `npm run migrate`: brings the database up to date, the migrations then the seed, as a start
 * does (under the same lock), and exits. A release step run once before instances started with
 * MIGRATE_ON_START=false, which then neither migrate nor seed.
 */
import 'reflect-metadata';
import { loadEnvFile } from './config.js';
import { logCrashes } from './core/crash-log.js';
import { createLogger } from './core/logger.js';
import { exitOnStartupFailure } from './startup-failure.js';

async function main() {
  loadEnvFile();
  // The modules (and so their settings) load once .env is read, their failures told as below.
  const { loadConfig, resolveSecrets } = await import('./settings.js');
  const config = resolveSecrets(loadConfig());
  const logger = createLogger(config.logLevel);
  logCrashes(logger);
  const { openDatabase } = await import('./db/database.js');
  const database = await openDatabase(config, logger, { migrate: true });
  await database.close();
  logger.info({ embeddedDatabase: database.embedded }, 'database up to date');
  logger.flush(() => process.exit(0));
}

main().catch((error: unknown) => exitOnStartupFailure(error, 'migrate'));
