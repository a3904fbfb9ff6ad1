import { ApolloLink, type ApolloClient, type OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { tap } from 'rxjs';
import { answerKey } from './carried-answers';

/**
 * How long an answer counts as fresh (the spec's "stale time 60000 ms"). A screen asking for
 * data answered less than this ago reads it from the cache alone; asking for older data, it
 * shows the cached answer at once and asks the API again in the background (Apollo's
 * cache-and-network). Apollo has no stale time of its own: its default reads the cache forever.
 */
export const STALE_TIME_MS = 60_000;

type FetchPolicy = 'cache-first' | 'cache-and-network';

const operationName = (query: DocumentNode) => {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.kind === 'OperationDefinition' ? operation.name?.value : undefined;
};

/**
 * When each query (by name and variables) was last answered by the API: the link sees the
 * answers, the client asks `policyFor` when a screen watches a query. A page's server-rendered
 * answers count as answered when the page loaded.
 */
export function queryFreshness(now: () => number = Date.now) {
  const loadedAt = now();
  const answeredAt = new Map<string, number>();
  const keyOf = (query: DocumentNode, variables: OperationVariables | undefined) =>
    answerKey({ operationName: operationName(query), variables: variables ?? {} });

  const link = new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'query') return forward(operation);
    const key = answerKey(operation);
    return forward(operation).pipe(tap({ next: () => answeredAt.set(key, now()) }));
  });

  const policyFor = (query: DocumentNode, variables: OperationVariables | undefined): FetchPolicy =>
    now() - (answeredAt.get(keyOf(query, variables)) ?? loadedAt) < STALE_TIME_MS ? 'cache-first' : 'cache-and-network';

  return { link, policyFor };
}

/**
 * Makes `client` choose the fetch policy of each watched query that names none by its answer's
 * age (see queryFreshness), again when its variables change; after a fetch, cache updates are
 * read from the cache. A screen that names its own policy keeps it.
 */
export function withStaleTime(client: ApolloClient, freshness: ReturnType<typeof queryFreshness>): ApolloClient {
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options) => {
    if (options.fetchPolicy || options.nextFetchPolicy) return watchQuery(options);
    return watchQuery({
      ...options,
      fetchPolicy: freshness.policyFor(options.query, options.variables),
      nextFetchPolicy: (_current, { reason, options: next }) =>
        reason === 'variables-changed' ? freshness.policyFor(next.query, next.variables) : 'cache-first',
    });
  }) as typeof client.watchQuery;
  return client;
}
