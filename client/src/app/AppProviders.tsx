import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { SubjectSessionProvider } from '../modules/rbac/session/SubjectSessionProvider';
import { Toaster } from '../shared/toasts/Toaster';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  apolloClient: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ apolloClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ApolloProvider client={apolloClient}>
        <SubjectSessionProvider>{children}</SubjectSessionProvider>
      </ApolloProvider>
      <Toaster />
    </MantineProvider>
  );
}
