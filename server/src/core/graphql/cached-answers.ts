import type { Request, RequestHandler } from 'express';
import { EVERY_PATH, type PublicCache } from '../cache/public-cache.js';
import type { Identification } from '../request-context.js';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../rest/public-read.js';
import { sendKept, type KeptBody } from '../http/kept-body.js';
import { answerKey, sha256 } from './answer-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/**
 * The content type Apollo gives a JSON answer, by the Accept headers clients send (none, curl's,
 * fetch's, Apollo Client's). Any other is left to Apollo to negotiate (a browser's text/html
 * gets its landing page).
 */
const CONTENT_TYPES = new Map<string | undefined, string>([
  [undefined, JSON_TYPE],
  ['*/*', JSON_TYPE],
  ['application/json', JSON_TYPE],
  ['application/graphql-response+json', GRAPHQL_RESPONSE_TYPE],
  ['application/graphql-response+json,application/json;q=0.9', GRAPHQL_RESPONSE_TYPE],
  ['application/graphql-response+json, application/json;q=0.9', GRAPHQL_RESPONSE_TYPE],
]);

/** What a GraphQL request asks, as Apollo reads it: the key of its answer. */
interface Asked {
  queryHash: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/** Absent (or null, which Apollo takes for absent), or of its kind. */
const optional = (value: unknown, kind: (value: unknown) => boolean) => value === undefined || value === null || kind(value);

/** A GET parameter given at most once, as is (JSON: parsed); `false` when given twice or not a JSON object, which Apollo refuses. */
function parameter(params: URLSearchParams, name: string, json = false): unknown {
  const values = params.getAll(name);
  if (values.length > 1) return false;
  if (!json || values[0] === undefined) return values[0];
  try {
    const value: unknown = JSON.parse(values[0]);
    return isRecord(value) ? value : false;
  } catch {
    return false;
  }
}

/** The parts of a GraphQL request Apollo reads: the JSON body of a POST, the parameters of a GET. */
function partsOf(req: Request): Record<string, unknown> | undefined {
  if (req.method === 'POST') return isRecord(req.body) ? req.body : undefined;
  if (req.method !== 'GET') return undefined;
  const at = req.url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : req.url.slice(at + 1));
  return { query: parameter(params, 'query'), operationName: parameter(params, 'operationName'), variables: parameter(params, 'variables', true), extensions: parameter(params, 'extensions', true) };
}

/**
 * What a request asks, when its answer may come from memory: a query by its text alone, or by
 * its persisted hash alone (persistedQueryInput refused a malformed one). A request sending
 * both registers the text with Apollo, which checks the hash: it goes there. So does one
 * Apollo would refuse.
 */
function askedOf(req: Request): Asked | undefined {
  const parts = partsOf(req);
  if (!parts) return undefined;
  const { query, operationName, variables, extensions } = parts;
  if (!optional(query, isString) || !optional(operationName, isString) || !optional(variables, isRecord) || !optional(extensions, isRecord)) return undefined;
  const persisted = isRecord(extensions) && isRecord(extensions.persistedQuery) ? extensions.persistedQuery.sha256Hash : undefined;
  const queryHash = isString(query) ? (persisted === undefined ? sha256(query) : undefined) : isString(persisted) ? persisted : undefined;
  if (queryHash === undefined) return undefined;
  return { queryHash, operationName: (operationName as string | null) ?? undefined, variables: (variables as Record<string, unknown> | null) ?? undefined };
}

/**
 * Apollo's CSRF prevention would let it through, and it has no other objection to its headers:
 * a JSON content type (a form cannot send it), or none and a preflight header.
 */
function passesPreflight(req: Request) {
  const type = req.headers['content-type'];
  if (type !== undefined) return type.split(';')[0].trim().toLowerCase() === 'application/json';
  return !!req.headers['apollo-require-preflight'] || !!req.headers['x-apollo-operation-name'];
}

export interface CachedAnswersOptions {
  cache: PublicCache;
  /** Tells a request that carries what a subject signs in with (its answer is its own, never one kept). */
  identification: Pick<Identification, 'carriesCredentials'>;
  /** Told of each answer sent from memory. */
  counted?: () => void;
}

/**
 * Anonymous GraphQL answers sent from the public cache before Apollo reads the request: the
 * bytes `anonymousAnswerCache` kept, with their ETag (304 to a matching If-None-Match), a
 * public Cache-Control for a GET and a private one for a POST, and the content type Apollo
 * would give them. Only for a caller with no token, no session cookie and no secret key, and a
 * request Apollo would answer as it is (its CSRF prevention passed, a known Accept). Anything
 * else, and every miss, goes on to Apollo, which runs it and keeps its answer.
 */
export function cachedAnswers({ cache, identification, counted = () => {} }: CachedAnswersOptions): RequestHandler {
  return (req, res, next) => {
    const contentType = CONTENT_TYPES.get(req.headers.accept);
    if (!contentType || req.headers['x-rbac-secret-key'] !== undefined || identification.carriesCredentials(req) || !passesPreflight(req)) return next();
    const asked = askedOf(req);
    const kept = asked && (cache.get(EVERY_PATH, answerKey(asked.queryHash, asked.operationName, asked.variables)) as KeptBody | undefined);
    if (!kept) return next();
    counted();
    res.set('cache-control', req.method === 'GET' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    sendKept(res, kept, contentType);
  };
}
