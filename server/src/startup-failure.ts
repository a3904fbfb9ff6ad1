import { ConfigError } from './core/settings/config-error.js';

/** Errors an operator fixes by changing a setting: one clear line, no stack. */
async function isOperatorError(error: unknown): Promise<boolean> {
  if (error instanceof ConfigError) return true;
  // Loaded only now: a bad setting is told before the database's modules are loaded at all.
  const [{ StartupError }, { EmbeddedDatabaseError }] = await Promise.all([import('./db/database.js'), import('./db/embedded/start-embedded-postgres.js')]);
  return error instanceof StartupError || error instanceof EmbeddedDatabaseError;
}

/**
 * Tells why the process could not do its job (`start`, `migrate`) on standard error, as one
 * line when an operator can fix it, and exits 1.
 */
export async function exitOnStartupFailure(error: unknown, job: string): Promise<never> {
  if (await isOperatorError(error)) {
    console.error(`Cannot ${job}: ${(error as Error).message}`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Cannot ${job}: ${(error as Error).message} (is another server running on that port?)`);
  } else {
    console.error(`Cannot ${job}:`, error);
  }
  process.exit(1);
}
