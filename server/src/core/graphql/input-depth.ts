import type { RequestHandler } from 'express';
import { AppError, badInput } from '../errors.js';
import { checkJsonDepth, MAX_JSON_DEPTH, parseJsonInput } from '../json-input.js';
import { appErrorAnswer } from './format-error.js';

const OPENING = new Set(['{', '[', '(']);
const CLOSING = new Set(['}', ']', ')']);

/**
 * Whether a GraphQL document nests braces, brackets and parentheses deeper than `limit`
 * (strings and comments left out). Scanned, not parsed: graphql's parser and validation are
 * recursive, and a literal nested thousands of levels deep overflows their stack.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (char === '"') {
      if (text.startsWith('""', i + 1)) {
        // A block string: to its closing quotes (`\"""` is three quotes inside it).
        i += 3;
        while (i < text.length && !text.startsWith('"""', i)) i += text.startsWith('\\"""', i) ? 4 : 1;
        i += 2;
      } else {
        i++;
        while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      }
    } else if (OPENING.has(char)) {
      if (++depth > limit) return true;
    } else if (CLOSING.has(char)) depth--;
  }
  return false;
}

function checkDocument(query: unknown) {
  if (typeof query === 'string' && nestsDeeperThan(query, MAX_JSON_DEPTH)) throw badInput(`query: nested deeper than ${MAX_JSON_DEPTH} levels`, 'query');
}

/** A JSON GET parameter (variables, extensions) bounded in depth; one that does not parse is Apollo's to refuse, naming it. */
const checkParameter = (value: unknown, name: string) => typeof value === 'string' && parseJsonInput(value, name, () => undefined);

/**
 * A GraphQL request's document and JSON bounded in depth before Apollo sees them: the body
 * (its variables; a multipart request's operations), a GET request's variables and extensions,
 * and the nesting of the document itself. Apollo hashes the variables and graphql walks the
 * document recursively, before any scalar could look at a value.
 */
export const graphqlInputDepth: RequestHandler = (req, res, next) => {
  try {
    if (req.method === 'GET') {
      checkDocument(req.query.query);
      for (const name of ['variables', 'extensions']) checkParameter(req.query[name], name);
    } else {
      checkJsonDepth(req.body);
      checkDocument((req.body as { query?: unknown } | undefined)?.query);
    }
  } catch (error) {
    if (!(error instanceof AppError)) return next(error);
    return void res.status(400).json({ errors: [appErrorAnswer(error)] });
  }
  next();
};
