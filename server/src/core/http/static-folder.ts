import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { errorBody, notFound } from '../errors.js';
import { logAtDebug } from './request-logging.js';

/** A path with no file: 404 in the error envelope, its request logged at debug only. */
const missingFile: RequestHandler = (req, res) => {
  logAtDebug(res);
  res.status(404).json(errorBody(notFound(`No file ${req.originalUrl.split('?')[0]}`), String(req.id)));
};

/**
 * send's refusals of a found file (416 range not satisfiable, 412 precondition failed) are
 * answered as such, with their headers, like any static file server does.
 */
const refusedFile: ErrorRequestHandler = (error, _req, res, next) => {
  const { statusCode, expose, headers } = error as { statusCode?: number; expose?: boolean; headers?: Record<string, string> };
  if (!expose || !statusCode || statusCode >= 500) return next(error);
  res.status(statusCode).set(headers ?? {}).end();
};

/**
 * The files of a folder, served by express.static (send): the type from the extension, ETag
 * and Last-Modified, ranges, 304s; paths that leave the folder refused. Whatever it cannot
 * serve (no such file, a path no file can have) is a 404 logged at debug: a request for a file
 * that is not there is the client's miss, not a fault of ours.
 */
export function staticFolder(root: string, options: Parameters<typeof express.static>[1] = {}): Router {
  return express.Router().use(express.static(root, { ...options, fallthrough: true }), refusedFile, missingFile);
}
