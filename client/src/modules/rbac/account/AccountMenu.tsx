import { Avatar, Button, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LogoutIcon, SettingsIcon, UserIcon } from '../../../shared/ui/icons';
import { authenticationPaths } from '../authentication/paths';
import { useLocalizedPath } from '../authentication/use-localized-path';
import { shortAddress } from '../wallet/siwe-message';
import { useSubject } from '../session/subject-session';
import { settingsPath } from './paths';

/**
 * The authentication button of the navbar: a Login button while the subject has no
 * identities (anonymous visitors included), else a menu with the email, role, Settings
 * and logout.
 */
export function AccountMenu() {
  const subject = useSubject();
  const to = useLocalizedPath();

  if (!subject?.identities?.length) {
    return (
      <Button component={Link} to={to(authenticationPaths.selectMethod)} size="sm" variant="default" radius="xl" leftSection={<UserIcon size={16} />}>
        Login
      </Button>
    );
  }
  const wallet = subject.identities.find((identity) => identity.account)?.account;
  const name = subject.email ?? (wallet ? shortAddress(wallet) : 'Account');
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" data-account-menu>
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
            {subject.roles.join(', ') || 'Customer'}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={to(settingsPath)} leftSection={<SettingsIcon size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to={to(authenticationPaths.logout)} color="red" leftSection={<LogoutIcon size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
