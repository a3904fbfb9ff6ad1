import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import { WidgetErrorBoundary } from '../../../shared/errors/WidgetErrorBoundary';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { SignedInOnly } from '../../../shared/session/SignedInOnly';
import { useSubjectSession } from '../../../shared/session/subject-session';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { OrderList } from '../../ecommerce/orders/OrderList';
import { IdentityList } from './IdentityList';
import { useSettingsText } from './settings-text';
import { useSiteName } from '../../../shared/head/site-name';

/** The subject's settings: the identities it signs in with (authenticated subjects only). */
export function SettingsPage() {
  const { subject, endEverywhere } = useSubjectSession();
  const to = useLocalizedPath();
  const text = useSettingsText();
  const navigate = useNavigate();
  const { status, run } = useSubmitStatus();
  const siteName = useSiteName();
  // Every session ends, this one too: back to the root, signed out.
  const signOutEverywhere = () =>
    run(async () => {
      await endEverywhere?.();
      void navigate(to('/'), { replace: true });
    });
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" py={48}>
      <Container size={720}>
        <Stack gap="xl">
          <Group justify="space-between">
            <Anchor component={Link} to={to('/')} c="dark.9" fw={800} fz={22} underline="never">
              {siteName}
            </Anchor>
            <Anchor component={Link} to={to('/')} size="sm">
              <Group gap={4} component="span">
                {text.backToShop} <ArrowRightIcon size={14} />
              </Group>
            </Anchor>
          </Group>
          <Stack gap={4}>
            <Title order={1} fz={28}>
              {text.title}
            </Title>
            <Text c="dimmed">{text.description}</Text>
          </Stack>
          <SignedInOnly>
            {subject && (
              <Stack gap="xl">
                <WidgetErrorBoundary>
                  <IdentityList subjectId={subject.id} />
                </WidgetErrorBoundary>
                <Paper withBorder radius="md" p="md" data-sessions>
                  <Stack gap="sm">
                    <Title order={2} fz="xl">
                      {text.sessionsTitle}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {text.sessionsDescription}
                    </Text>
                    <Button variant="light" color="red" w="fit-content" loading={status === 'pending'} onClick={() => void signOutEverywhere()}>
                      {text.signOutEverywhere}
                    </Button>
                  </Stack>
                </Paper>
                <Stack gap="sm">
                  <Title order={2} fz="xl">
                    {text.yourOrders}
                  </Title>
                  <WidgetErrorBoundary>
                    <OrderList />
                  </WidgetErrorBoundary>
                </Stack>
              </Stack>
            )}
          </SignedInOnly>
        </Stack>
      </Container>
    </Box>
  );
}
