import { useApolloClient, useQuery } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { RbacAuthenticationInitDocument, RbacAuthenticationLogoutDocument, RbacAuthenticationLogoutEverywhereDocument, RbacMeDocument, type RbacMeQuery } from './session.generated';
import { readRefreshToken, storeRefreshToken, subscribeToRefreshToken } from './refresh-token';
import { leaveExpiredSession, refreshSession } from './refresh-session';
import { type SessionSubject, type SessionTokens, SubjectSessionContext } from './subject-session';

function toSessionSubject(me: NonNullable<RbacMeQuery['rbacMe']>): SessionSubject {
  return {
    id: me.id,
    email: me.identities.find((identity) => identity.email)?.email ?? null,
    roles: me.roles.map((role) => role.title),
    identities: me.identities,
  };
}

/**
 * The visitor's session. Visitors without a refresh token are anonymous and cost
 * no request (crawlers included); with one, the subject is loaded, and an expired access
 * token is refreshed once before giving up.
 */
export function SubjectSessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const refresh = useSyncExternalStore(subscribeToRefreshToken, readRefreshToken, () => null);
  const { data, refetch } = useQuery(RbacMeDocument, { skip: !refresh, fetchPolicy: 'network-only' });
  const me = refresh ? data?.rbacMe : null;

  // A refresh token but no subject: the access cookie expired (or was never set here).
  useEffect(() => {
    if (!refresh || data === undefined || data.rbacMe) return;
    void refreshSession().then((refreshed) => {
      if (refreshed) void refetch();
      else leaveExpiredSession();
    });
  }, [refresh, data, refetch]);

  const start = useCallback(
    async (tokens: SessionTokens) => {
      storeRefreshToken(tokens.refresh);
      // Whatever was cached was read as somebody else (owner-scoped lists, the cart).
      await client.resetStore();
    },
    [client],
  );

  const end = useCallback(async () => {
    try {
      await client.mutate({ mutation: RbacAuthenticationLogoutDocument, variables: { refresh: readRefreshToken() } });
    } finally {
      storeRefreshToken(null);
      await client.clearStore();
    }
  }, [client]);

  const endEverywhere = useCallback(async () => {
    try {
      await client.mutate({ mutation: RbacAuthenticationLogoutEverywhereDocument });
    } finally {
      storeRefreshToken(null);
      await client.clearStore();
    }
  }, [client]);

  const ensure = useCallback(async () => {
    if (me) return me.id;
    if (!readRefreshToken()) {
      const result = await client.mutate({ mutation: RbacAuthenticationInitDocument });
      const tokens = result.data?.rbacAuthenticationInit;
      if (!tokens) throw new Error('No data');
      storeRefreshToken(tokens.refresh);
    }
    const { data: fresh } = await client.query({ query: RbacMeDocument, fetchPolicy: 'network-only' });
    if (!fresh?.rbacMe) throw new Error('No data');
    return fresh.rbacMe.id;
  }, [client, me]);

  const value = useMemo(
    () => ({ subject: me ? toSessionSubject(me) : null, start, end, endEverywhere, ensure }),
    [me, start, end, endEverywhere, ensure],
  );
  return <SubjectSessionContext.Provider value={value}>{children}</SubjectSessionContext.Provider>;
}
