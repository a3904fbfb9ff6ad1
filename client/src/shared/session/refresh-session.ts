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
    const next = await postRefresh(refresh);
    storeRefreshToken(next);
    return Boolean(next);
  } catch {
    storeRefreshToken(null);
    return false;
  }
}

/** The refresh call; without a token the server refuses it and clears its access cookie. Answers the next refresh token. */
async function postRefresh(refresh: string | null): Promise<string | null> {
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
  return body.data?.rbacAuthenticationRefresh?.refresh ?? null;
}

/** Scripts cannot see the access cookie (HTTP only): the server sets this mark beside it, and clears both. */
const SESSION_MARK = 'rbac.subject.session=';

/**
 * With no refresh token the visitor is signed out: when the browser still holds an access cookie
 * (its mark says so: local storage cleared, the token lost), the server is asked to clear it, so
 * that the API no longer takes a visitor the site shows as signed out for a subject. Visitors
 * without the mark (crawlers, guests) send nothing.
 */
export function clearLeftoverSession(): void {
  if (readRefreshToken() || !document.cookie.split('; ').some((cookie) => cookie.startsWith(SESSION_MARK))) return;
  postRefresh(null).catch(() => {
    // Offline: the mark stays, and the next page asks again.
  });
}

/** When refreshing fails the session is over: forget everything and start again at the root. */
export function leaveExpiredSession() {
  storeRefreshToken(null);
  window.location.assign('/');
}
