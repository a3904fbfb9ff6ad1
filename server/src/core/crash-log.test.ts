import { describe, expect, it } from 'vitest';
import { crashHandlers, logCrash } from './crash-log.js';
import { createLogger } from './logger.js';

/** A log destination the test reads; like standard output, it writes what it buffered only when flushed. */
function bufferedLog() {
  const log = {
    buffered: [] as string[],
    written: [] as Record<string, any>[],
    write: (line: string) => void log.buffered.push(line),
    flush(done: () => void) {
      setImmediate(() => {
        log.written.push(...log.buffered.splice(0).map((line) => JSON.parse(line)));
        done();
      });
    },
  };
  return log;
}

describe('the log of errors nothing caught', () => {
  it('is one structured line with the stack as a field', () => {
    const log = bufferedLog();
    logCrash(createLogger('info', log), new Error('the disk is gone'), 'uncaughtException');
    expect(log.buffered).toHaveLength(1);
    const line = JSON.parse(log.buffered[0]);
    expect(line).toMatchObject({ level: 60, origin: 'uncaughtException', msg: 'uncaught exception: exiting', err: { type: 'Error', message: 'the disk is gone' } });
    expect(line.err.stack).toMatch(/^Error: the disk is gone\n\s+at .*crash-log\.test\.ts/);
  });

  it('exits 1 after an uncaught exception, once its line is written', async () => {
    const log = bufferedLog();
    const exited = new Promise<{ code: number; written: number }>((resolve) => {
      const handlers = crashHandlers(createLogger('info', log), (code) => resolve({ code, written: log.written.length }));
      handlers.uncaughtException(new TypeError('undefined is not a function'));
    });
    expect(await exited).toEqual({ code: 1, written: 1 });
    expect(log.written[0]).toMatchObject({ level: 60, err: { type: 'TypeError', message: 'undefined is not a function' } });
  });

  it('logs an unhandled rejection as an error and goes on, whatever was rejected', () => {
    const log = bufferedLog();
    const handlers = crashHandlers(createLogger('info', log), () => expect.unreachable('a rejection does not end the process'));
    handlers.unhandledRejection(new RangeError('a forgotten promise'));
    handlers.unhandledRejection('a bare string');
    const lines = log.buffered.map((line) => JSON.parse(line));
    expect(lines).toMatchObject([
      { level: 50, origin: 'unhandledRejection', msg: 'unhandled promise rejection', err: { type: 'RangeError', message: 'a forgotten promise' } },
      { level: 50, origin: 'unhandledRejection', err: 'a bare string' },
    ]);
    expect(lines[0].err.stack).toContain('crash-log.test.ts');
  });
});
