import type { RequestHandler } from 'express';
import type { RateLimiter } from './rate-limit.js';
import { isSecretKey } from '../access/actor.js';
import { clientAddress } from '../request-context.js';

/**
 * Counts every request against its client address's budget (RATE_LIMIT_REQUESTS_PER_MINUTE),
 * before its body is read: past it, 429 with Retry-After until the minute is over, so that
 * costly queries, cart and checkout calls cannot be sent without bound. The server itself
 * (X-RBAC-SECRET-KEY) is not counted: a back end speaking for many visitors has one address.
 */
export function requestLimit(limiter: RateLimiter, secretKey: string): RequestHandler {
  return (req, _res, next) => {
    if (isSecretKey(req.headers['x-rbac-secret-key'], secretKey)) return next();
    limiter.count([`requests:ip:${clientAddress(req)}`]).then(() => next(), next);
  };
}
