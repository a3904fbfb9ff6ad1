import { Anchor, Center, Container, Loader, Stack } from '@mantine/core';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLocalizedPath } from '../shared/i18n/use-localized-path';
import { AdminLink } from './AdminLink';
import { useRbacMeQuery } from '../shared/session/session.generated';
import { signInPath } from '../modules/rbac/authentication/signed-in-target';
import { NotAuthorized } from '../shared/session/NotAuthorized';
import { readRefreshToken, subscribeToRefreshToken } from '../shared/session/refresh-token';
import { hasAdminRole, useSubject } from '../shared/session/subject-session';
import { useAdminText } from './admin-text';
import { AdminShell } from './AdminShell';

/**
 * `/admin` and `/admin/:model`: the back-office, for the admin role only. Anonymous
 * visitors are sent to the sign-in, which brings them back; other subjects see 'Not authorized'.
 * `children`: a screen of its own in the admin's frame (the product editor, the orders) in place of the model table.
 */
export function AdminScreen({ children }: { children?: ReactNode }) {
  const text = useAdminText();
  const subject = useSubject();
  const location = useLocation();
  const localize = useLocalizedPath();
  const refresh = useSyncExternalStore(subscribeToRefreshToken, readRefreshToken, () => null);
  // The session has loaded the subject with its roles: read them from the cache.
  const { data } = useRbacMeQuery({ skip: !subject });

  // Signed in, the owner comes back here (`/admin/EcommerceProduct`, `/ru/admin` included), not to
  // the site root; the sign-in is in the admin's language.
  const signIn = <Navigate to={localize(signInPath(location.pathname + location.search))} replace />;
  if (!subject) {
    // A refresh token and no subject yet: the session is still loading.
    return refresh ? <FullPageLoader /> : signIn;
  }
  if (!subject.identities?.length) return signIn;
  if (!data) return <FullPageLoader />;
  if (!hasAdminRole(data.rbacMe?.roles)) {
    return (
      <Container size={480} py={96}>
        <Stack gap="lg">
          <NotAuthorized />
          {/* Not a dead end: the admin screen has no header of its own here. */}
          <Anchor component={AdminLink} to="/" size="sm" ta="center">
            {text.toSite}
          </Anchor>
        </Stack>
      </Container>
    );
  }
  return <AdminShell>{children}</AdminShell>;
}

function FullPageLoader() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
