import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/use-language';
import { localizedPath } from '../i18n/language';
import { useSiteName } from '../head/site-name';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  description?: string;
  children: ReactNode;
  /** Links under the card ('Sign up', 'Sign in'). */
  footer?: ReactNode;
}

/**
 * The frame of a screen that is one card: a centred card with the brand link back to the site
 * (the sign-in screens, a checkout's confirmation, the test provider's payment page).
 */
export function AuthCard({ title, subtitle, description, children, footer }: AuthCardProps) {
  const language = useLanguage();
  return (
    <Box
      mih="100vh"
      py={48}
      px="md"
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-gray-0) 0%, var(--mantine-color-blue-0) 100%)' }}
    >
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Anchor component={Link} to={localizedPath('/', language)} c="dark.9" fw={800} fz={26} ta="center" underline="never" data-brand-link>
            {useSiteName()}
          </Anchor>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="md" component="main">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={24}>
                {title}
              </Title>
              {subtitle && (
                <Text fw={500} c="dark.5">
                  {subtitle}
                </Text>
              )}
              {description && (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
          {footer && (
            <Text size="sm" ta="center" c="dimmed">
              {footer}
            </Text>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
