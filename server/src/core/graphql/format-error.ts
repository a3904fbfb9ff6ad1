import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * GraphQL errors carry `extensions.code` (the same codes as REST) and, for input errors, the
 * field. Faults of ours are logged with their stack and answered as a bare internal error.
 */
/** A client's error as GraphQL answers it: its code, status and the field it is about. */
export const appErrorAnswer = (error: AppError): GraphQLFormattedError => ({
  message: error.message,
  extensions: { code: error.code, status: error.status, ...error.details },
});

/** An error Apollo answers with a 4xx status: the request's fault, not ours. */
const isClientError = (error: unknown) => {
  const status = error instanceof GraphQLError ? (error.extensions.http as { status?: number } | undefined)?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
};

export function formatGraphqlError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) return { ...appErrorAnswer(original), locations: formatted.locations, path: formatted.path };
    const code = formatted.extensions?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      // Apollo's own: parse and validation failures, bad variables, persisted queries.
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    // Apollo refuses some requests with a 4xx status and no code (a hash that is not the query's).
    if (original === error && isClientError(error)) return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    logger.error({ err: original }, 'unhandled GraphQL error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
