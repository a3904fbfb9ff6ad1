import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/**
 * GraphQL multipart requests (file uploads), parsed before Apollo: each file buffered on disk
 * and cut short one byte past the limit, which the upload then refuses with 413.
 *
 * graphql-upload answers its own refusals as HTTP errors with a status, but passes on the
 * multipart parser's errors (a body cut short, a broken part header) as they are: those are
 * the client's malformed requests, answered 400 rather than as faults of ours.
 */
export function graphqlMultipartRequests(options: { maxFileSize: number; maxFiles: number }): RequestHandler {
  const parse = graphqlUploadExpress(options);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error || (error as { status?: unknown }).status) return next(error);
      res.status(400);
      next(Object.assign(new Error('Malformed multipart request'), { status: 400, expose: true, cause: error }));
    });
}
