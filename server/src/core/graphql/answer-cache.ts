import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { getNamedType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { EVERY_PATH } from '../cache/public-cache.js';
import type { Catalogue } from '../model/catalogue.js';
import { hasCachedReads, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../rest/public-read.js';
import type { RequestContext } from '../request-context.js';
import { holdsEstimate } from '../crud/row-count.js';

/**
 * Whether every entity a document reaches is one whose reads are the same for everyone and
 * whose writes all drop the cache (see `hasCachedReads`). Types that are no entity (a page
 * match, the server's facts) only carry what entities hold or what every caller gets alike.
 */
export function reachesOnlyCachedReads(catalogue: Catalogue, schema: GraphQLSchema, document: DocumentNode) {
  const typeInfo = new TypeInfo(schema);
  let cacheable = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        const model = type && catalogue.modelByName(getNamedType(type).name);
        if (model && !hasCachedReads(catalogue, model)) cacheable = false;
      },
    }),
  );
  return cacheable;
}

/**
 * Anonymous GraphQL queries answered from the public cache: a caller with no token (or cookie)
 * gets what every such caller gets, so the answer of a query reaching only cached-read entities
 * is kept per query text, operation and variables, and dropped by every write on every instance
 * like the REST reads. Answers with errors are never kept; mutations and signed-in callers
 * always run. The same answers asked by GET (a persisted query's url) are marked for browsers
 * and shared caches as the public REST reads are (revalidated by ETag every time); every other
 * answer is private.
 */
export function anonymousAnswerCache(catalogue: Catalogue): ApolloServerPlugin<RequestContext> {
  const verdicts = new WeakMap<DocumentNode, boolean>();
  const cacheable = (schema: GraphQLSchema, document: DocumentNode) => {
    let verdict = verdicts.get(document);
    if (verdict === undefined) verdicts.set(document, (verdict = reachesOnlyCachedReads(catalogue, schema, document)));
    return verdict;
  };
  return {
    async requestDidStart() {
      let sameForEveryone = false;
      let missed: { key: string; readAt: number } | undefined;
      return {
        async responseForOperation({ operation, contextValue: { actor, cache }, schema, document, source, operationName, request, response }) {
          // No operation: a name that matches none (answered with its error further on).
          if (operation?.operation !== 'query' || actor.kind !== 'anonymous' || actor.tokenError) return null;
          if (!cacheable(schema, document)) return null;
          sameForEveryone = true;
          const key = `graphql ${createHash('sha256').update(JSON.stringify([source, operationName ?? null, request.variables ?? {}])).digest('base64url')}`;
          const data = cache.get(EVERY_PATH, key);
          if (data !== undefined) return { body: { kind: 'single', singleResult: { data: data as Record<string, unknown> } }, http: response.http };
          missed = { key, readAt: cache.generation };
          return null;
        },
        async willSendResponse({ request, response, contextValue: { cache, res } }) {
          const answer = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const complete = !!answer?.data && !answer.errors?.length;
          // Apollo's own answers (a persisted query not found) set theirs: every answer is ours.
          response.http.headers.set('cache-control', sameForEveryone && complete && request.http?.method === 'GET' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
          // An estimated count is named in a header the kept answer would lose.
          if (missed && complete && !holdsEstimate(res)) cache.set(EVERY_PATH, missed.key, answer.data, missed.readAt);
        },
      };
    },
  };
}
