import type { RequestHandler } from 'express';
import { isSecretKey } from '../access/actor.js';
import { errorBody, forbidden, unauthenticated } from '../errors.js';
import type { Metrics } from './metrics.js';

export const SECRET_KEY_HEADER = 'x-rbac-secret-key';

/**
 * `GET /metrics` for Prometheus, for the server's operators only: the secret key in
 * `X-RBAC-SECRET-KEY` (as for every server-to-server call), or as `Authorization: Bearer`
 * (what a Prometheus scrape config can send), compared in constant time.
 */
export function metricsRoute(metrics: Metrics, secretKey: string): RequestHandler {
  return async (req, res, next) => {
    try {
      const given = req.headers[SECRET_KEY_HEADER] ?? /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!isSecretKey(given, secretKey)) {
        const error = given === undefined ? unauthenticated('The secret key is required to read metrics') : forbidden('Wrong secret key');
        res.status(error.status).set('Cache-Control', 'no-store').json(errorBody(error, String(req.id)));
        return;
      }
      const { contentType, body } = await metrics.render();
      res.status(200).set('Content-Type', contentType).set('Cache-Control', 'no-store').send(body);
    } catch (error) {
      next(error);
    }
  };
}
