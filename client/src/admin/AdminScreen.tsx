import { useQuery } from '@apollo/client/react';
import { Anchor, Center, Container, Loader, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { RbacMeDocument } from '../modules/rbac/session/session.generated';
import { authenticationPaths } from '../modules/rbac/authentication/paths';
import { NotAuthorized } from '../modules/rbac/session/NotAuthorized';
import { readRefreshToken, subscribeToRefreshToken } from '../modules/rbac/session/refresh-token';
import { hasAdminRole, useSubject } from '../modules/rbac/session/subject-session';
import { useAdminText } from './admin-text';
import { AdminShell } from './AdminShell';

/**
 * `/admin` and `/admin/:model`: the back-office, for the admin role only. Anonymous
 * visitors are sent to the sign-in; other subjects see 'Not authorized'.
 */
export function AdminScreen() {
  const text = useAdminText();
  const subject = useSubject();
  const refresh = useSyncExternalStore(subscribeToRefreshToken, readRefreshToken, () => null);
  // The session has loaded the subject with its roles: read them from the cache.
  const { data } = useQuery(RbacMeDocument, { skip: !subject });

  if (!subject) {
    // A refresh token and no subject yet: the session is still loading.
    return refresh ? <FullPageLoader /> : <Navigate to={authenticationPaths.selectMethod} replace />;
  }
  if (!subject.identities?.length) return <Navigate to={authenticationPaths.selectMethod} replace />;
  if (!data) return <FullPageLoader />;
  if (!hasAdminRole(data.rbacMe?.roles)) {
    return (
      <Container size={480} py={96}>
        <Stack gap="lg">
          <NotAuthorized />
          {/* Not a dead end: the admin screen has no header of its own here. */}
          <Anchor component={Link} to="/" size="sm" ta="center">
            {text.toSite}
          </Anchor>
        </Stack>
      </Container>
    );
  }
  return <AdminShell />;
}

function FullPageLoader() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
