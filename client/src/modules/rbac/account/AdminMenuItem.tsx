import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { ADMIN_PATH } from '../../../shared/links/admin-path';
import { useRbacMeQuery } from '../../../shared/session/session.generated';
import { hasAdminRole } from '../../../shared/session/subject-session';
import { SettingsIcon } from '../../../shared/ui/icons';
import { useAccountText } from './account-text';

/**
 * The account menu's 'Admin' entry, for subjects with the admin role only: a link to the admin
 * in the page's language (`/ru/admin` from a Russian page), as the admin's own links are.
 */
export function AdminMenuItem() {
  const text = useAccountText();
  const localize = useLocalizedPath();
  // The session has read the subject with its roles already: no request of its own.
  const { data } = useRbacMeQuery({ fetchPolicy: 'cache-only' });
  if (!hasAdminRole(data?.rbacMe?.roles)) return null;
  return (
    <Menu.Item component={Link} to={localize(ADMIN_PATH)} leftSection={<SettingsIcon size={16} />} data-admin-link>
      {text.admin}
    </Menu.Item>
  );
}
