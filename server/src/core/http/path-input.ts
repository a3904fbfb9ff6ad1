import type { RequestHandler } from 'express';
import { notFound } from '../errors.js';

/**
 * Every request's path as the routes read it, percent-decoded, checked once before any of
 * them: one that does not decode is malformed (the router's URIError, the error handler's 400);
 * one holding the NUL character names nothing this server holds, since no row, page or file
 * name can contain it (PostgreSQL's text cannot), so it is a 404 before any route takes a
 * segment of it to SQL.
 */
export const readablePaths: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch (error) {
    return next(error);
  }
  if (path.includes('\u0000')) return next(notFound('Nothing is found at a path holding the NUL character (\\u0000)'));
  next();
};
