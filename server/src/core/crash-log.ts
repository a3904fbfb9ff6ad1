import type { Logger } from './logger.js';

/**
 * One structured line for an error nothing caught, its stack a field of the line (pino's `err`),
 * so that the log collector keeps it with the rest instead of a bare stack on stderr.
 */
export function logCrash(logger: Logger, error: unknown, origin: 'uncaughtException' | 'unhandledRejection') {
  if (origin === 'uncaughtException') logger.fatal({ err: error, origin }, 'uncaught exception: exiting');
  else logger.error({ err: error, origin }, 'unhandled promise rejection');
}

/**
 * What happens to errors nothing caught. An uncaught exception leaves the process in a state
 * nobody knows: logged, then exit 1 once the line is written (the orchestrator restarts it). An
 * unhandled rejection is a promise somebody forgot (in one request, one job): logged, and the
 * process goes on serving the others.
 */
export function crashHandlers(logger: Logger, exit: (code: number) => void = process.exit) {
  return {
    uncaughtException(error: Error) {
      logCrash(logger, error, 'uncaughtException');
      // Standard output is buffered (logger.ts): the line is written before the process ends.
      logger.flush(() => exit(1));
    },
    unhandledRejection(reason: unknown) {
      logCrash(logger, reason, 'unhandledRejection');
    },
  };
}

/** Installs `crashHandlers` for this process. */
export function logCrashes(logger: Logger) {
  const handlers = crashHandlers(logger);
  process.on('uncaughtException', handlers.uncaughtException);
  process.on('unhandledRejection', handlers.unhandledRejection);
}
