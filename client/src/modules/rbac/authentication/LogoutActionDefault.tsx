import { Button, Center } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LogoutIcon } from '../../../shared/ui/icons';
import { useAccountText } from '../account/account-text';
import { authenticationPaths } from './paths';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';

/**
 * The logout action on a page: a button to the logout screen, which ends the session. (The
 * screen itself signs out as it opens; as a widget it would sign out whoever merely reads the page.)
 */
export function LogoutActionDefault() {
  const text = useAccountText();
  const to = useLocalizedPath();
  return (
    <Center py="xl">
      <Button component={Link} to={to(authenticationPaths.logout)} color="red" variant="light" leftSection={<LogoutIcon size={16} />}>
        {text.logout}
      </Button>
    </Center>
  );
}
