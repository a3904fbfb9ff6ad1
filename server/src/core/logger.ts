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
  return pino(options, destination ?? bufferedStdout());
}

/** How long a line may wait in the buffer of standard output. */
const FLUSH_MS = 1000;

/**
 * Standard output, written a few KiB at a time instead of a write per line: the request log's
 * write was about 4 % of a small request's CPU. Flushed every second and at exit (pino does it).
 */
function bufferedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => {
    // Closed (at exit, or its reader gone): nothing left to write.
    if (!(stream as { destroyed?: boolean }).destroyed) stream.flush();
  }, FLUSH_MS).unref();
  return stream;
}
