import 'reflect-metadata';
import { ConfigError, loadConfig, loadEnvFile, resolveSecrets } from './config.js';
import { createLogger } from './core/logger.js';

/** Errors an operator fixes by changing a setting: one clear line, no stack. */
async function isOperatorError(error: unknown): Promise<boolean> {
  if (error instanceof ConfigError) return true;
  // Loaded only now: a bad setting is told before the database's modules are loaded at all.
  const [{ StartupError }, { EmbeddedDatabaseError }] = await Promise.all([import('./db/database.js'), import('./db/embedded/start-embedded-postgres.js')]);
  return error instanceof StartupError || error instanceof EmbeddedDatabaseError;
}

async function main() {
  loadEnvFile();
  const config = resolveSecrets(loadConfig());
  const logger = createLogger(config.logLevel);
  if (config.localSecrets.file) {
    logger.info({ file: config.localSecrets.file, secrets: config.localSecrets.missing }, 'secrets not set are kept in the data directory (set them for production)');
  }
  // PORT=0 listens on any free port: a public url on port 0 (the default one then) names the
  // port taken, read when used (reset links, payment pages, wallet sign-in), and in the log line.
  let boundPort = '0';
  const publicUrlOnPort = (url: string) => (new URL(url).port === '0' ? url.replace(/:0(?=\/|$)/, `:${boundPort}`) : url);
  const siteConfig = config.port === 0 ? Object.freeze({ ...config, get publicUrl() { return publicUrlOnPort(config.publicUrl); } }) : config;
  // The server's modules load once the settings are known to be valid: a bad setting is told
  // at once, without compiling and loading the whole server first.
  const { startServer } = await import('./server.js');
  const server = await startServer(siteConfig, logger);
  boundPort = new URL(server.url).port;
  logger.info({ url: siteConfig.publicUrl, address: server.url, embeddedDatabase: server.database.embedded }, 'server ready');

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

main().catch(async (error: unknown) => {
  if (await isOperatorError(error)) {
    console.error(`Cannot start: ${(error as Error).message}`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Cannot start: ${(error as Error).message} (is another server running on that port?)`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
