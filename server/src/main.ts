import 'reflect-metadata';
import { loadEnvFile } from './config.js';
import { logCrashes } from './core/crash-log.js';
import { createLogger } from './core/logger.js';
import { stopOnSignals } from './shutdown.js';
import { exitOnStartupFailure } from './startup-failure.js';

async function main() {
  loadEnvFile();
  // The modules (and so their settings) load once .env is read, their failures told as below.
  const { loadConfig, resolveSecrets } = await import('./settings.js');
  const config = resolveSecrets(loadConfig());
  const logger = createLogger(config.logLevel);
  logCrashes(logger);
  if (config.localSecrets.file) {
    logger.info({ file: config.localSecrets.file, secrets: config.localSecrets.missing }, 'secrets not set are kept in the data directory (set them for production)');
  }
  // PORT=0 listens on any free port: a public url on port 0 (the default one then) names the
  // port taken, read when used (reset links, payment pages, wallet sign-in), and in the log line.
  let boundPort = '0';
  const publicUrlOnPort = (url: string) => (new URL(url).port === '0' ? url.replace(/:0(?=\/|$)/, `:${boundPort}`) : url);
  const siteConfig = config.port === 0 ? Object.freeze({ ...config, get publicUrl() { return publicUrlOnPort(config.publicUrl); } }) : config;
  // The server (database, app) loads once the settings are known to be valid: a bad setting is
  // told without loading it first. The modules' code is loaded with their settings (settings.ts).
  const { startServer } = await import('./server.js');
  const server = await startServer(siteConfig, logger);
  boundPort = new URL(server.url).port;
  logger.info({ url: siteConfig.publicUrl, address: server.url, embeddedDatabase: server.database.embedded }, 'server ready');

  stopOnSignals(server, config.shutdown, logger);
}

main().catch((error: unknown) => exitOnStartupFailure(error, 'start'));
