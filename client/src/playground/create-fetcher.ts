import { createGraphiQLFetcher } from '@graphiql/toolkit';

export function createPlaygroundFetcher() {
  return createGraphiQLFetcher({
    url: '/graphql',
    // The server keeps Apollo's CSRF prevention on, which refuses requests that a
    // cross-site <form> could have sent unless they carry a header like this one.
    headers: { 'apollo-require-preflight': 'true' },
    // Sends the session cookie so that operations run as the signed-in subject.
    fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
  });
}
