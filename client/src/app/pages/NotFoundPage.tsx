import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { localizedPath } from '../language';
import { useLanguage } from '../use-language';

export function NotFoundPage() {
  const language = useLanguage();

  return (
    <Stack align="flex-start">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address.</Text>
      <Anchor component={Link} to={localizedPath('/', language)}>
        Go to the home page
      </Anchor>
    </Stack>
  );
}
