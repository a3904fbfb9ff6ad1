import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'platform' },
    // Credentials never reach the log, whichever route they came through.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-rbac-secret-key"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
