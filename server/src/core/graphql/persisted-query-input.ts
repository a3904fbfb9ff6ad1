import type { RequestHandler } from 'express';
import { badInput } from '../errors.js';
import { appErrorAnswer } from './format-error.js';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The JSON object in a GET parameter, or nothing when it is absent or no object (Apollo refuses those, naming it). */
function parsedParameter(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** What is wrong with an automatic persisted query's `extensions.persistedQuery`, if anything. */
function persistedQueryFault(persistedQuery: unknown): { message: string; field: string } | undefined {
  const field = 'extensions.persistedQuery';
  if (!persistedQuery || typeof persistedQuery !== 'object' || Array.isArray(persistedQuery)) return { message: 'must be an object {version: 1, sha256Hash}', field };
  const { version, sha256Hash } = persistedQuery as Record<string, unknown>;
  if (version !== 1) return { message: 'only version 1 is supported', field: `${field}.version` };
  if (typeof sha256Hash !== 'string' || !SHA256_HEX.test(sha256Hash)) return { message: 'must be the sha256 of the query text in 64 lower-case hex digits', field: `${field}.sha256Hash` };
  return undefined;
}

/**
 * Automatic persisted queries name a query by `extensions.persistedQuery` (`{version: 1,
 * sha256Hash}`), in a GET parameter or a POST body. Apollo would take any value as the key of
 * its lookup; a malformed one is refused here, before it, with a 400 naming the field.
 */
export const persistedQueryInput: RequestHandler = (req, res, next) => {
  const extensions = req.method === 'GET' ? parsedParameter(req.query.extensions) : (req.body as { extensions?: unknown } | undefined)?.extensions;
  if (!extensions || typeof extensions !== 'object' || !('persistedQuery' in extensions)) return next();
  const fault = persistedQueryFault(extensions.persistedQuery);
  if (!fault) return next();
  res.status(400).json({ errors: [appErrorAnswer(badInput(`${fault.field} ${fault.message}`, fault.field))] });
};
