import type { NextFunction, Request, Response } from 'express';
import { sendKept, type KeptBody } from '../http/kept-body.js';
import type { RequestContext } from '../request-context.js';

export type RestAnswer =
  | {
      status?: number;
      data: unknown;
    }
  /** A public answer kept as its body's bytes (see publicRead): sent as it is, with a 200. */
  | { kept: KeptBody };

/** What Express's `res.json` answers with. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The request context the API router made for this request. */
export const contextOf = (res: Response) => res.locals.context as RequestContext;

/**
 * A REST handler: returns `{status, data}`, answered as `{"data": ...}`; a thrown error goes
 * to the error handler, which answers the documented error body.
 */
export function handle(run: (req: Request<Record<string, string>>, context: RequestContext, res: Response) => Promise<RestAnswer>) {
  return async (req: Request<Record<string, string>>, res: Response, next: NextFunction) => {
    try {
      const answer = await run(req, contextOf(res), res);
      if ('kept' in answer) return sendKept(res, answer.kept, JSON_TYPE);
      res.status(answer.status ?? 200).json({ data: answer.data ?? null });
    } catch (error) {
      next(error);
    }
  };
}
