import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRenderStatus } from '../../shared/page/render-report';
import { PageByUrl } from '../../pages/PageByUrl';
import { ErrorBoundary } from '../../shared/errors/ErrorBoundary';
import { useUiText } from '../../shared/i18n/ui-text';
import { localizedPath } from '../../shared/i18n/language';
import { useLanguage } from '../../shared/i18n/use-language';

/** The not-found notice: a way back home, in the visitor's language. */
function NotFoundNotice() {
  const language = useLanguage();
  const text = useUiText();
  return (
    <Center px="md" py={{ base: 64, md: 112 }} data-not-found>
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

/**
 * What a url no page serves shows (status 404): the notice inside the site's frame, the header
 * and footer of the home page in the visitor's language, so that the visitor can go on from
 * there. Without a home page (or when it fails to load in the browser), the notice alone.
 */
export function NotFoundPage() {
  const language = useLanguage();
  useRenderStatus(404);
  const alone = (
    <Center mih="100dvh">
      <NotFoundNotice />
    </Center>
  );
  return (
    <ErrorBoundary fallback={() => alone}>
      <PageByUrl url={localizedPath('/', language)} notFound={alone} main={<NotFoundNotice />} />
    </ErrorBoundary>
  );
}
