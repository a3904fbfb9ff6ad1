import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRenderStatus } from '../render-report';
import { useUiText } from '../../shared/i18n/ui-text';
import { localizedPath } from '../../shared/i18n/language';
import { useLanguage } from '../../shared/i18n/use-language';

/** What a url no page serves shows: a way back home, in the visitor's language. */
export function NotFoundPage() {
  const language = useLanguage();
  const text = useUiText();

  useRenderStatus(404);

  return (
    <Center mih="100dvh" px="md" data-not-found>
      {/* React places them in the document's head (the server's answer included). */}
      <title>{text.pageNotFound}</title>
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text
          fz={{ base: 96, sm: 140 }}
          fw={800}
          lh={1}
          variant="gradient"
          gradient={{ from: 'clay.5', to: 'clay.9', deg: 135 }}
          aria-hidden="true"
        >
          404
        </Text>
        <Title order={1}>{text.pageNotFound}</Title>
        <Text c="dimmed" size="lg">
          {text.pageNotFoundText}
        </Text>
        <Button component={Link} to={localizedPath('/', language)} size="md" mt="sm">
          {text.goHome}
        </Button>
      </Stack>
    </Center>
  );
}
