import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** True when the API answered that the thing asked for does not exist (code NOT_FOUND). */
export function isNotFoundError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND');
}
