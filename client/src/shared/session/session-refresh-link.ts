import { ApolloLink } from '@apollo/client';
import { from, of, switchMap } from 'rxjs';
import { readRefreshToken } from './refresh-token';
import { leaveExpiredSession, refreshSession } from './refresh-session';

const isUnauthenticated = (result: ApolloLink.Result) =>
  result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

/**
 * Retries an operation once after refreshing the session when the server says the access
 * token is missing or expired (and a refresh token exists). When refreshing fails the
 * session is over: the visitor is sent to the root.
 */
export function createSessionRefreshLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationName?.startsWith('RbacAuthentication')) return forward(operation);
    return forward(operation).pipe(
      switchMap((result) => {
        if (!isUnauthenticated(result) || !readRefreshToken()) return of(result);
        return from(refreshSession()).pipe(
          switchMap((refreshed) => {
            if (refreshed) return forward(operation);
            leaveExpiredSession();
            return of(result);
          }),
        );
      }),
    );
  });
}
