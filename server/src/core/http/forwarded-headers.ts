import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

/**
 * Tells the operator once that a proxy stands in front of a production server that does not
 * know it: with TRUST_PROXY off, the proxy's address counts as every client's, so all
 * visitors share one rate-limit bucket (and the log names the proxy, not them).
 */
export function untrustedForwardingWarning(logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)) {
      warned = true;
      logger.warn(
        { remoteAddress: req.socket.remoteAddress },
        'a request came with X-Forwarded-For or Forwarded while TRUST_PROXY is off: the proxy counts as every client (one rate limit for all); set TRUST_PROXY to the proxies in front of this server',
      );
    }
    next();
  };
}
