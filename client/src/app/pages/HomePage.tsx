import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { graphql } from '../../gql';
import { PRODUCT_NAME } from '../product';

const serverInfoQuery = graphql(`
  query ServerInfo {
    serverInfo {
      defaultLanguage
      languages
    }
  }
`);

// A placeholder until pages are resolved from the host module: it proves that the app,
// the API and codegen are wired together.
export function HomePage() {
  const { data, error } = useQuery(serverInfoQuery);

  return (
    <Stack align="flex-start">
      <Title order={1}>{PRODUCT_NAME}</Title>
      {error ? (
        <Alert color="red" title="The server did not answer">
          {error.message}
        </Alert>
      ) : data ? (
        <Group gap="xs" aria-label="Languages">
          <Text>Languages:</Text>
          {data.serverInfo.languages.map((language) => (
            <Badge
              key={language}
              variant={language === data.serverInfo.defaultLanguage ? 'filled' : 'light'}
            >
              {language}
            </Badge>
          ))}
        </Group>
      ) : (
        <Loader size="sm" aria-label="Loading" />
      )}
    </Stack>
  );
}
