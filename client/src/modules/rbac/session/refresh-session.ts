import { print } from 'graphql';
import { RbacAuthenticationRefreshDocument } from './session.generated';
import { readRefreshToken, storeRefreshToken } from './refresh-token';

let pending: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for new tokens (the server sets the new access cookie).
 * Refresh tokens are single use, so concurrent callers share one exchange: a second one
 * would be refused (and, later than the server's grace of a few seconds, taken for a stolen
 * token that ends every session). Answers false
 * when there is nothing to refresh or the server refused; the tokens are then forgotten.
 * Plain fetch, not Apollo: the Apollo link that retries on UNAUTHENTICATED calls this.
 */
export function refreshSession(): Promise<boolean> {
  pending ??= exchange().finally(() => (pending = null));
  return pending;
}

async function exchange(): Promise<boolean> {
  const refresh = readRefreshToken();
  if (!refresh) return false;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'RbacAuthenticationRefresh',
        query: print(RbacAuthenticationRefreshDocument),
        variables: { refresh },
      }),
    });
    const body = (await response.json()) as { data?: { rbacAuthenticationRefresh?: { refresh: string } } | null };
    const next = body.data?.rbacAuthenticationRefresh?.refresh;
    storeRefreshToken(next ?? null);
    return Boolean(next);
  } catch {
    storeRefreshToken(null);
    return false;
  }
}

/** When refreshing fails the session is over: forget everything and start again at the root. */
export function leaveExpiredSession() {
  storeRefreshToken(null);
  window.location.assign('/');
}
