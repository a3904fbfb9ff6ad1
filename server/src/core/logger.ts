import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Headers that carry credentials, wherever a logged object holds headers. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-rbac-secret-key', 'proxy-authorization'];
const HEADER_OWNERS = ['req.headers', 'res.headers', 'request.headers', 'response.headers', 'headers'];

/** The server's logger; `destination` (stdout by default) lets tests read the lines. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'platform' },
    // Credentials never reach the log, whichever route they came through.
    redact: {
      paths: HEADER_OWNERS.flatMap((owner) => SECRET_HEADERS.map((header) => `${owner}[${JSON.stringify(header)}]`)),
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
