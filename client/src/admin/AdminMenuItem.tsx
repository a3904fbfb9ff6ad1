import { useQuery } from '@apollo/client/react';
import { Menu } from '@mantine/core';
import { AdminLink } from './AdminLink';
import { RbacMeDocument } from '../shared/session/session.generated';
import { SettingsIcon } from '../shared/ui/icons';
import { ADMIN_PATH } from './admin-paths';
import { hasAdminRole } from '../shared/session/subject-session';
import { useAdminText } from './admin-text';

/** The account menu's 'Admin' entry, for subjects with the admin role only. */
export function AdminMenuItem() {
  const text = useAdminText();
  // The session has read the subject with its roles already: no request of its own.
  const { data } = useQuery(RbacMeDocument, { fetchPolicy: 'cache-only' });
  if (!hasAdminRole(data?.rbacMe?.roles)) return null;
  return (
    <Menu.Item component={AdminLink} to={ADMIN_PATH} leftSection={<SettingsIcon size={16} />} data-admin-link>
      {text.admin}
    </Menu.Item>
  );
}
