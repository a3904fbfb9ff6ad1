import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.js';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Query parameters that carry a credential: a reset link's `code`, tokens, passwords,
 * signatures (Telegram's sign-in `hash`). A name containing one of these words (`refreshToken`,
 * `data[password]`) counts.
 */
const SECRET_PARAMETER = /code|token|refresh|jwt|passw|signature|secret|session|auth|api[-_]?key|otp|nonce|hash/i;
export const REDACTED = '[redacted]';

/**
 * The url as it may be logged: the values of credential-like query parameters replaced, so
 * that a link opened by its owner (a reset code) does not sit in the log, still working.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const redacted = query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals < 0 ? part : part.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // Malformed encoding: judged by its raw text.
      }
      return equals >= 0 && SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, start)}?${redacted}`;
}

/** Answers whose request line is logged at debug only (see `logAtDebug`). */
const quietAnswers = new WeakSet<ServerResponse>();

/**
 * Logs this request's line at debug only: a miss that says nothing about the server (a file
 * asked for that is not there: an old asset, a guessed name) must not fill the log at warn.
 */
export const logAtDebug = (res: ServerResponse) => void quietAnswers.add(res);

/**
 * One log line per request, carrying a request id: the caller's `X-Request-Id` when it looks
 * sane, else a new uuid. The id is echoed back in the response header and in every error body.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (quietAnswers.has(res)) return 'debug';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' },
    serializers: {
      // No headers (credentials and cookies stay out), and the url with its secrets redacted.
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
