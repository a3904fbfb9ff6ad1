import type { ApolloCache } from '@apollo/client';

/** The spec's delay between a mutation and the refetch of the lists it changed. */
export const LIST_REFETCH_DELAY_MS = 1000;

/**
 * After a mutation: evicts the cached root fields (`rbacMe`, `ecommerceOrderList`, ...)
 * once the delay has passed; the queries on screen that read them then fetch them again,
 * the others will when they next mount.
 */
export function refetchListsLater(cache: ApolloCache, fieldNames: string[]) {
  setTimeout(() => {
    for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  }, LIST_REFETCH_DELAY_MS);
}
