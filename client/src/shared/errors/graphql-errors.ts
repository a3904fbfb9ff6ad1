import { CombinedGraphQLErrors } from '@apollo/client/errors';

const hasCode = (error: unknown, code: string) => CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === code);

/** True when the API answered that the thing asked for does not exist (code NOT_FOUND). */
export const isNotFoundError = (error: unknown): boolean => hasCode(error, 'NOT_FOUND');

/** True when the API refused what it was asked as malformed (code BAD_USER_INPUT: a forged url segment). */
export const isBadInputError = (error: unknown): boolean => hasCode(error, 'BAD_USER_INPUT');
