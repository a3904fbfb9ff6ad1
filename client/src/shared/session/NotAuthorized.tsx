import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { LockIcon } from '../ui/icons';
import { useSessionText } from './session-text';

interface NotAuthorizedProps {
  /** Why, or what signing in would give: 'Sign in to see your orders.' */
  reason?: string;
}

/** The spec's fallback for protected content a visitor may not see. */
export function NotAuthorized({ reason }: NotAuthorizedProps) {
  const text = useSessionText();
  return (
    <Paper withBorder radius="lg" p="lg" bg="var(--mantine-color-gray-0)" data-not-authorized>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="xl">
          <LockIcon size={18} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{text.notAuthorized}</Text>
          {reason && (
            <Text size="sm" c="dimmed">
              {reason}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
