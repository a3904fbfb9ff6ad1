import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRbacMeQuery } from '../../../shared/session/session.generated';
import { textIn } from '../../../shared/i18n/localized-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SiteLink } from '../../../shared/links/SiteLink';
import { SettingsIcon, UserIcon } from '../../../shared/ui/icons';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { settingsPath } from '../account/paths';
import { authenticationPaths } from '../authentication/paths';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { subjectPath } from '../profiles/paths';
import { useProfilesText } from '../profiles/profiles-text';
import { useSessionPending, useSubject } from '../../../shared/session/subject-session';
import { shortAddress } from '../wallet/short-address';
import type { RbacWidgetProps } from '../widget-props';

/**
 * The signed-in subject ('me'): a Login button while it has no identities (anonymous visitors),
 * else who is signed in with links to its profile and settings; an empty place of the button's
 * height until the browser knows the session (the server's render, a stored session loading).
 */
export function MeAuthenticationDefault({ widget }: RbacWidgetProps) {
  const language = useLanguage();
  const text = useProfilesText();
  const to = useLocalizedPath();
  const subject = useSubject();
  const pending = useSessionPending();
  // The session has read the subject (its slug too) already: no request of its own.
  const { data } = useRbacMeQuery({ fetchPolicy: 'cache-only', skip: !subject });
  const me = data?.rbacMe;
  const identities = subject?.identities ?? [];
  const wallet = identities.find((identity) => identity.account)?.account;
  return (
    <WidgetSection className={widget.className ?? undefined} py={{ base: 'lg', md: 'xl' }} data-me-authentication>
      <Card withBorder radius="lg" padding="lg" maw={520}>
        {textIn(widget.title, language) && (
          <Text fw={600} mb="sm">
            {textIn(widget.title, language)}
          </Text>
        )}
        {pending ? (
          <Box h={36} aria-hidden data-session-pending />
        ) : subject && identities.length > 0 ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {text.signedInAs}
            </Text>
            <Text fw={500} truncate data-me-name>
              {subject.email ?? (wallet ? shortAddress(wallet) : me?.slug)}
            </Text>
            <Group gap="sm">
              {me?.slug && (
                <Button component={SiteLink} url={subjectPath(me.slug)} variant="light" leftSection={<UserIcon size={16} />}>
                  {text.yourProfile}
                </Button>
              )}
              <Button component={Link} to={to(settingsPath)} variant="default" leftSection={<SettingsIcon size={16} />}>
                {text.settings}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button component={Link} to={to(authenticationPaths.selectMethod)} variant="default" radius="xl" leftSection={<UserIcon size={16} />}>
            {text.login}
          </Button>
        )}
      </Card>
    </WidgetSection>
  );
}
