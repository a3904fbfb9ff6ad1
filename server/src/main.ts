import 'reflect-metadata';
import { ConfigError, loadConfig, loadEnvFile, resolveSecrets } from './config.js';
import { createLogger } from './core/logger.js';
import { StartupError } from './db/database.js';
import { EmbeddedDatabaseError } from './db/embedded/start-embedded-postgres.js';
import { startServer } from './server.js';

/** Errors an operator fixes by changing a setting: one clear line, no stack. */
const OPERATOR_ERRORS = [ConfigError, StartupError, EmbeddedDatabaseError];

async function main() {
  loadEnvFile();
  const config = resolveSecrets(loadConfig());
  const logger = createLogger(config.logLevel);
  if (config.localSecrets.file) {
    logger.info({ file: config.localSecrets.file, secrets: config.localSecrets.missing }, 'secrets not set are kept in the data directory (set them for production)');
  }
  const server = await startServer(config, logger);
  // `listening`: the address really bound (with PORT=0, the port the system picked).
  logger.info({ url: config.publicUrl, listening: server.url, embeddedDatabase: server.database.embedded }, 'server ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return; // a second Ctrl+C or a supervisor repeating itself
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    await server.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((type) => error instanceof type)) {
    console.error(`Cannot start: ${(error as Error).message}`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Cannot start: ${(error as Error).message} (is another server running on that port?)`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
