import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

interface AppProvidersProps {
  apolloClient: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ apolloClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme}>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
