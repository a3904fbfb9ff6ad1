import { Affix, Button, Notification, Text } from '@mantine/core';

/** The failure's message and a Reload button, floating over the site's /500 page. */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <Affix position={{ bottom: 20, left: 20, right: 20 }} zIndex={300}>
      <Notification color="red" title="Something went wrong" withCloseButton={false} maw={560} mx="auto" withBorder>
        <Text size="sm" mb="xs">
          {message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Notification>
    </Affix>
  );
}
