import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { errorBody, unauthenticated } from '../errors.js';
import type { Metrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` for Prometheus, for the holder of METRICS_TOKEN only, sent as
 * `Authorization: Bearer <token>` (what a scrape config sends). A token of its own: the server
 * key (X-RBAC-SECRET-KEY) acts as the server and never belongs in a scrape config. Compared as
 * SHA-256 digests in constant time, so neither the token's characters nor its length show in
 * the time an answer takes.
 */
export function metricsRoute(metrics: Metrics, token: string): RequestHandler {
  const expected = digest(token);
  return async (req, res, next) => {
    try {
      const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        const error = unauthenticated(given === undefined ? 'The metrics token is required (Authorization: Bearer)' : 'Wrong metrics token');
        res.status(error.status).set('Cache-Control', 'no-store').set('WWW-Authenticate', 'Bearer').json(errorBody(error, String(req.id)));
        return;
      }
      const { contentType, body } = await metrics.render();
      res.status(200).set('Content-Type', contentType).set('Cache-Control', 'no-store').send(body);
    } catch (error) {
      next(error);
    }
  };
}
