import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SubjectSessionProvider } from '../shared/session/SubjectSessionProvider';
import { Toaster } from '../shared/toasts/Toaster';
import { AppMantineProvider } from './AppMantineProvider';

interface AppProvidersProps {
  apolloClient: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ apolloClient, children }: AppProvidersProps) {
  return (
    <AppMantineProvider>
      <ApolloProvider client={apolloClient}>
        <SubjectSessionProvider>{children}</SubjectSessionProvider>
      </ApolloProvider>
      <Toaster />
    </AppMantineProvider>
  );
}
