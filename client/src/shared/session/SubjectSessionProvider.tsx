import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { RbacAuthenticationInitDocument, RbacAuthenticationLogoutDocument, RbacAuthenticationLogoutEverywhereDocument, RbacMeDocument, useRbacMeQuery, type RbacMeQuery } from './session.generated';
import { readRefreshToken, storeRefreshToken, subscribeToRefreshToken } from './refresh-token';
import { clearLeftoverSession, leaveExpiredSession, refreshSession } from './refresh-session';
import { type SessionSubject, type SessionTokens, SubjectSessionContext } from './subject-session';

function toSessionSubject(me: NonNullable<RbacMeQuery['rbacMe']>): SessionSubject {
  return {
    id: me.id,
    email: me.identities.find((identity) => identity.email)?.email ?? null,
    roles: me.roles.map((role) => role.title),
    identities: me.identities,
  };
}

type Me = RbacMeQuery['rbacMe'];

/**
 * The signed-in visitor's subject, told to the provider as it loads and changes; undefined
 * while loading, while refreshing and once gone. A refresh token without a subject means that
 * the access cookie expired (or was never set here): it is refreshed once before giving up.
 */
function SignedInSubject({ onChange }: { onChange: (me: Me | undefined) => void }) {
  const { data, refetch } = useRbacMeQuery({ fetchPolicy: 'network-only' });
  // In a transition, as the provider's own change (see SubjectSessionProvider).
  useEffect(() => startTransition(() => onChange(data?.rbacMe ?? undefined)), [data, onChange]);
  useEffect(() => () => onChange(undefined), [onChange]);
  useEffect(() => {
    if (data === undefined || data.rbacMe) return;
    void refreshSession().then((refreshed) => {
      if (refreshed) void refetch();
      else leaveExpiredSession();
    });
  }, [data, refetch]);
  return null;
}

/**
 * The visitor's session. Visitors without a refresh token are anonymous and cost no request
 * (crawlers included), and no query at all: the subject's query lives in a component rendered
 * for a refresh token only (an Apollo query, even skipped, costs a public page's hydration its
 * watch and subscription). With one, the subject is loaded.
 *
 * The server's render knows no session (it is the same for everyone, and cached): the session
 * is pending there, and in the browser until the visitor is first known. Changes reach the page
 * in transitions, and the value stays the same object while nothing the page reads changes (the
 * refresh token read after hydration): a change that reached a part of the page still hydrating
 * (a lazy widget whose code is loading) would have React throw its server HTML away and show
 * its placeholder; a transition waits for that part instead.
 */
export function SubjectSessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const refresh = useSyncExternalStore(subscribeToRefreshToken, readRefreshToken, () => null);
  const [loaded, setLoaded] = useState<Me | undefined>(undefined);
  const me = (refresh ? loaded : null) ?? null;
  const subject = useMemo(() => (me ? toSessionSubject(me) : null), [me]);
  // Known once there is no stored session, or its subject has loaded (read from the storage: the
  // render's token is the server's, none, in the effects of the hydrating render). Later changes
  // (a sign-in, a guest's anonymous subject made on a first add to the cart) show as before,
  // without taking controls away mid-click.
  const [known, setKnown] = useState(false);
  useEffect(() => {
    if (!known && (readRefreshToken() === null || loaded !== undefined)) startTransition(() => setKnown(true));
  }, [known, loaded, refresh]);
  const pending = !known;
  // No refresh token (none stored, or it went): an access cookie left behind is cleared too.
  useEffect(() => {
    if (!refresh) clearLeftoverSession();
  }, [refresh]);

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
    () => ({ subject, pending, start, end, endEverywhere, ensure }),
    [subject, pending, start, end, endEverywhere, ensure],
  );
  return (
    <SubjectSessionContext.Provider value={value}>
      {refresh && <SignedInSubject onChange={setLoaded} />}
      {children}
    </SubjectSessionContext.Provider>
  );
}
