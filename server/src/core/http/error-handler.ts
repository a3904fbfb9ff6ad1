import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, errorBody, internalError } from '../errors.js';

/** Errors thrown by Express' own body parsers carry a status and a type. */
interface HttpParserError {
  status?: number;
  type?: string;
  expose?: boolean;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const parserError = error as HttpParserError;
  // A path whose percent-encoding does not decode (`/api/x/%ff`): the router's URIError is the client's.
  if (error instanceof URIError) return new AppError('BAD_USER_INPUT', 'Malformed request path: invalid percent-encoding');
  if (parserError?.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (parserError?.type === 'entity.parse.failed') return new AppError('BAD_USER_INPUT', 'Request body is not valid JSON');
  // graphql-upload's refusals (too many files, a part over its limit) are http-errors with 413.
  if (parserError?.expose && parserError.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (parserError?.expose && parserError.status && parserError.status < 500) {
    return new AppError('BAD_USER_INPUT', 'Malformed request');
  }
  return undefined;
}

/** The last middleware: every error becomes the documented body; faults are logged, never shown. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const known = toAppError(error);
  if (!known) req.log.error({ err: error }, 'unhandled error');
  const answer = known ?? internalError();
  const retryAfter = answer.details?.retryAfter;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  res.status(answer.status).json(errorBody(answer, String(req.id)));
};

/** Unknown server paths (`/api/...` with no route) answer in the same envelope. */
export const notFoundHandler: RequestHandler = (req, res) => {
  const error = new AppError('NOT_FOUND', `No route ${req.method} ${req.originalUrl.split('?')[0]}`);
  res.status(404).json(errorBody(error, String(req.id)));
};
