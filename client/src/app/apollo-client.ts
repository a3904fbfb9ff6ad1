import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { from, switchMap } from 'rxjs';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import fragmentMatcher from '../gql/possible-types';
import { createSessionRefreshLink } from '../shared/session/session-refresh-link';
import { createQueryErrorLink } from '../shared/toasts/query-error-link';
import { type CarriedAnswers, carriedAnswersLink } from './carried-answers';
import { queryConcurrencyLink } from './query-concurrency-link';
import { queryFreshness, withStaleTime } from './query-freshness';

/** Hex sha256 of a query's text, by the browser's own crypto. */
async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Queries go as GET requests naming the query by its hash (automatic persisted queries): urls a
 * browser or a CDN may cache, revalidated by ETag. The server learns an unknown hash from one
 * retry that carries the text. Browsers give `crypto.subtle` to secure pages only (https,
 * localhost): elsewhere queries are posted whole.
 */
function queriesLink(http: ApolloLink): ApolloLink {
  if (!(globalThis.crypto as Crypto | undefined)?.subtle) return http;
  return new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http);
}

/**
 * Multipart requests (apollo-upload-client), for the admin's forms with files: its code loads
 * with the first such operation, not with every visitor's page.
 */
function uploadLink(options: { uri: string; credentials: RequestCredentials; headers: Record<string, string> }): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    loaded ??= import('apollo-upload-client/UploadHttpLink.mjs').then(({ default: UploadHttpLink }) => new UploadHttpLink(options));
    return from(loaded).pipe(switchMap((link) => link.request(operation, forward)));
  });
}

/** The `<script type="application/json">` a server-rendered page carries its Apollo cache in. */
export const APOLLO_STATE_ID = 'apollo-state';

/** The cache of the browser's client and of the server's render alike, so that one restores the other. */
export function createApolloCache() {
  // serverInfo has no id: the fields each screen asks of it (payment providers, Telegram's bot) are merged.
  return new InMemoryCache({ possibleTypes: fragmentMatcher.possibleTypes, typePolicies: { ServerInfo: { merge: true } } });
}

/** `carried`: the answers a server-rendered page carries beside its cache (see carried-answers.ts). */
export function createApolloClient(carried: CarriedAnswers = {}): ApolloClient {
  // Same origin in every setup: the API server serves the built app, and Vite's dev
  // server proxies /graphql. 'include' also sends the session cookie (rbac.subject.jwt)
  // should the API ever live on another origin. The preflight header passes the server's
  // CSRF prevention, which refuses GET and multipart requests without it.
  const csrf = { 'apollo-require-preflight': 'true' };
  const http = new HttpLink({ uri: '/graphql', credentials: 'include', headers: csrf });
  const freshness = queryFreshness();
  const client = new ApolloClient({
    link: ApolloLink.from([
      createQueryErrorLink(),
      createSessionRefreshLink(),
      freshness.link,
      // Where the network would answer: the page's carried answers go through the links above as
      // the API's would (no toast for a code the screen shows itself).
      carriedAnswersLink(carried),
      queryConcurrencyLink(),
      // Operations sent with `context: { upload: true }` (admin forms with files) go as
      // multipart requests.
      ApolloLink.split(
        (operation) => operation.getContext().upload === true,
        uploadLink({ uri: '/graphql', credentials: 'include', headers: csrf }),
        ApolloLink.split((operation) => operation.operationType === 'query', queriesLink(http), http),
      ),
    ]),
    cache: createApolloCache(),
    // Apollo never refetches on window focus or reconnect (the spec's rule). A watched query's
    // fetch policy follows its answer's age (withStaleTime): no default is set here, so that a
    // screen's own choice stays recognisable.
  });
  return withStaleTime(client, freshness);
}
