import type { Config } from './settings.js';
import type { Logger } from './core/logger.js';
import type { RunningServer } from './server.js';

/**
 * How the server stops on a signal, without failing a request behind a load balancer:
 *
 * 1. SIGTERM (what an orchestrator sends): readiness answers 503 for SHUTDOWN_DELAY_MS while
 *    requests are still served, the time the load balancer takes to see it and send no more.
 * 2. Then the drain: the listener closes, in-flight requests finish (their connections closed
 *    after the answer), the jobs and the database close, and the process exits 0; past
 *    SHUTDOWN_TIMEOUT_MS it exits 1 anyway.
 *
 * SIGINT (Ctrl+C at a terminal, a person who wants it stopped) skips the delay, also one
 * already begun; the drain is never skipped. Any other repeated signal (a supervisor repeating
 * itself) changes nothing.
 */
export function stopOnSignals(server: RunningServer, settings: Config['shutdown'], logger: Logger, exit: (code: number) => void = process.exit) {
  let phase: 'serving' | 'delaying' | 'draining' = 'serving';
  let endDelay = () => {};

  const drain = async (signal: string) => {
    phase = 'draining';
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error({ timeoutMs: settings.timeoutMs }, 'shutdown took too long, exiting');
      exit(1);
    }, settings.timeoutMs);
    force.unref();
    try {
      await server.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      return exit(1);
    }
    logger.info('stopped');
    exit(0);
  };

  const onSignal = async (signal: NodeJS.Signals) => {
    if (phase === 'draining') return;
    if (phase === 'delaying') {
      if (signal === 'SIGINT') endDelay();
      return;
    }
    server.unready();
    if (signal === 'SIGTERM' && settings.delayMs > 0) {
      phase = 'delaying';
      logger.info({ signal, delayMs: settings.delayMs }, 'shutting down: not ready, still serving');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settings.delayMs);
        endDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await drain(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
