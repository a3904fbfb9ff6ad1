import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import fragmentMatcher from '../gql/possible-types';
import { createSessionRefreshLink } from '../modules/rbac/session/session-refresh-link';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // Same origin in every setup: the API server serves the built app, and Vite's dev
    // server proxies /graphql. 'include' also sends the session cookie (rbac.subject.jwt)
    // should the API ever live on another origin.
    link: ApolloLink.from([
      createSessionRefreshLink(),
      // Operations sent with `context: { upload: true }` (admin forms with files) go as
      // multipart requests; the preflight header passes the server's CSRF prevention.
      ApolloLink.split(
        (operation) => operation.getContext().upload === true,
        new UploadHttpLink({ uri: '/graphql', credentials: 'include', headers: { 'apollo-require-preflight': 'true' } }),
        new HttpLink({ uri: '/graphql', credentials: 'include' }),
      ),
    ]),
    cache: new InMemoryCache({ possibleTypes: fragmentMatcher.possibleTypes }),
    // Apollo never refetches on window focus; queries answer from the cache once loaded.
    // Stated here so that a later change of policy is a deliberate one.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
