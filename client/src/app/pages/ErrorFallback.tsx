import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';

/** The spec's generic error text, shown when not even the /500 page can be shown. */
export const GENERIC_ERROR_TITLE = 'Oh no! Something went wrong...';

/** The last resort: the message and a Reload button, nothing that could fail again. */
export function ErrorFallback({ message }: { message?: string }) {
  return (
    <Center mih="100dvh" px="md" data-error-fallback>
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1}>{GENERIC_ERROR_TITLE}</Title>
        {message && (
          <Code block c="red.8" w="100%" style={{ whiteSpace: 'pre-wrap' }}>
            {message}
          </Code>
        )}
        <Text c="dimmed">Reloading the page usually helps. If it does not, please try again in a few minutes.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
