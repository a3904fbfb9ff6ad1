import type { Request, RequestHandler } from 'express';
import type { RateLimiter } from './rate-limit.js';
import { isSecretKey } from '../access/actor.js';
import { clientAddress } from '../request-context.js';

/**
 * Counts a request against its client address's budget of its kind (`requests`: every request
 * to /graphql and /api; `renders`: every page rendered on the server), refusing it past the
 * budget (429 with Retry-After until the minute is over). The server itself
 * (X-RBAC-SECRET-KEY) is not counted: a back end speaking for many visitors has one address.
 */
export async function countPerAddress(limiter: RateLimiter, secretKey: string, req: Request, kind: 'requests' | 'renders') {
  if (isSecretKey(req.headers['x-rbac-secret-key'], secretKey)) return;
  await limiter.count([`${kind}:ip:${clientAddress(req)}`]);
}

/**
 * Counts every request before its body is read (RATE_LIMIT_REQUESTS_PER_MINUTE), so that costly
 * queries, cart and checkout calls cannot be sent without bound.
 */
export function requestLimit(limiter: RateLimiter, secretKey: string): RequestHandler {
  return (req, _res, next) => void countPerAddress(limiter, secretKey, req, 'requests').then(() => next(), next);
}
