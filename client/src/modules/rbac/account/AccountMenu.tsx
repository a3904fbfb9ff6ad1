import { Avatar, Box, Button, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminMenuItem } from './AdminMenuItem';
import { BagIcon, LogoutIcon, SettingsIcon, UserIcon } from '../../../shared/ui/icons';
import { authenticationPaths } from '../authentication/paths';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { shortAddress } from '../wallet/short-address';
import { useSessionPending, useSubject } from '../../../shared/session/subject-session';
import { useAccountText } from './account-text';
import { settingsPath } from './paths';
import { myOrdersPath } from '../../ecommerce/orders/paths';

/**
 * The authentication button of the navbar: a Login button while the subject has no
 * identities (anonymous visitors included), else a menu with the email, role, My orders,
 * Settings and logout. Until the browser knows the session (the server's render, a stored session
 * loading), an empty place the avatar's size: a signed-in visitor never sees Login.
 */
export function AccountMenu() {
  const subject = useSubject();
  const pending = useSessionPending();
  const to = useLocalizedPath();
  const text = useAccountText();

  if (pending) return <Box w={34} h={34} aria-hidden data-session-pending />;
  if (!subject?.identities?.length) {
    return (
      <Button component={Link} to={to(authenticationPaths.selectMethod)} size="sm" variant="default" radius="xl" leftSection={<UserIcon size={16} />}>
        {text.login}
      </Button>
    );
  }
  const wallet = subject.identities.find((identity) => identity.account)?.account;
  const name = subject.email ?? (wallet ? shortAddress(wallet) : text.account);
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton aria-label={text.accountMenu} data-account-menu>
          <Avatar color="blue" radius="xl" size={34}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.8" truncate data-account-email>
            {name}
          </Text>
          <Text size="xs" c="dimmed" data-account-role>
            {subject.roles.join(', ') || text.customer}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <AdminMenuItem />
        <Menu.Item component={Link} to={to(myOrdersPath)} leftSection={<BagIcon size={16} />}>
          {text.myOrders}
        </Menu.Item>
        <Menu.Item component={Link} to={to(settingsPath)} leftSection={<SettingsIcon size={16} />}>
          {text.settings}
        </Menu.Item>
        <Menu.Item component={Link} to={to(authenticationPaths.logout)} color="red" leftSection={<LogoutIcon size={16} />}>
          {text.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
