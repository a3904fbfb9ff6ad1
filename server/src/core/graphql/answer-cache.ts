import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { getNamedType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import { ANY_MODEL, EVERY_PATH } from '../cache/public-cache.js';
import { keptBody, type KeptBody } from '../http/kept-body.js';
import { modelsRead } from '../crud/nested-rows.js';
import type { Catalogue } from '../model/catalogue.js';
import { entitiesRead, type ModelDefinition } from '../model/define-model.js';
import { hasCachedReads, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../rest/public-read.js';
import type { RequestContext } from '../request-context.js';
import { holdsEstimate } from '../crud/row-count.js';
import { NESTED_FIELD, type NestedField } from './selected-relations.js';

/** The extension of a query field naming the entities its resolver reads (see `reads`). */
const READS = 'readsEntities';

/**
 * Names, on a query field of a module's own (`@Extensions(reads(HostPage))`), the entities
 * whose rows its resolver reads: its cached answers are dropped by writes to them. The generic
 * fields name theirs; a query field naming none cannot tell, and every write drops its answers.
 */
export const reads = (...models: ModelDefinition[]) => ({ [READS]: models });

/** What a document reads: the entities whose rows its answer may hold, and whether a field cannot tell. */
interface DocumentReads {
  models: Set<ModelDefinition>;
  unknown: boolean;
}

/**
 * The entities a document reads: those its query fields name (`reads`), those of its nested
 * relations (a relation's own rows included) and every entity type it selects, with those their
 * access functions read (`entitiesRead`).
 */
function readsOf(catalogue: Catalogue, schema: GraphQLSchema, document: DocumentNode): DocumentReads {
  const typeInfo = new TypeInfo(schema);
  const models = new Set<ModelDefinition>();
  let unknown = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        // Introspection reads the schema alone.
        if (!field || node.name.value.startsWith('__')) return;
        const named = field.extensions[READS] as ModelDefinition[] | undefined;
        const nested = field.extensions[NESTED_FIELD] as NestedField | undefined;
        const type = catalogue.modelByName(getNamedType(field.type).name);
        for (const model of [...(named ?? []), ...(nested ? modelsRead(nested.relation) : []), ...(type ? [type] : [])]) {
          for (const read of entitiesRead(model)) models.add(read);
        }
        if (!named && typeInfo.getParentType() === schema.getQueryType()) unknown = true;
      },
    }),
  );
  return { models, unknown };
}

/**
 * Whether every entity a document reads is one whose reads are the same for everyone and whose
 * writes all drop the cache (see `hasCachedReads`). Types that are no entity (a page match, the
 * server's facts) only carry what their query field reads or what every caller gets alike.
 */
export function reachesOnlyCachedReads(catalogue: Catalogue, schema: GraphQLSchema, document: DocumentNode) {
  return [...readsOf(catalogue, schema, document).models].every((model) => hasCachedReads(catalogue, model));
}

/** What the cache needs of a document: whether its anonymous answers may be kept, and the models they hold. */
interface Verdict {
  cacheable: boolean;
  models: string[];
}

/**
 * The key an anonymous answer is kept under: its query's hash (the sha256 of its text, by
 * which a persisted query is asked), its operation and its variables as sent. The same from
 * the text or from the hash alone: a persisted GET finds what a POST of the text kept.
 */
export const answerKey = (queryHash: string, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined) =>
  `graphql ${createHash('sha256').update(JSON.stringify([queryHash, operationName ?? null, variables ?? {}])).digest('base64url')}`;

/** A query text's hash as Apollo (and a persisted query's sender) computes it. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Anonymous GraphQL queries answered from the public cache: a caller with no token (or cookie)
 * gets what every such caller gets, so the answer of a query reaching only cached-read entities
 * is kept per query, operation and variables (`answerKey`), and dropped by the writes to an
 * entity it reads, on every instance, like the REST reads. Answers with errors or estimated
 * counts are never kept; mutations and signed-in callers always run. An answer is kept as the
 * bytes Apollo sends, with their ETag: over HTTP, `cachedAnswers` sends them before the request
 * reaches Apollo; what reaches this plugin anyway (a page's queries run in process, a request
 * whose headers that path leaves to Apollo) is answered from them here. The same answers asked
 * by GET (a persisted query's url) are marked for browsers and shared caches as the public REST
 * reads are (revalidated by ETag every time); every other answer is private. Every query tells
 * its context's `answerModels` what it reads, whether answered from memory or run (a rendered
 * page holds its queries' rows).
 */
export function anonymousAnswerCache(catalogue: Catalogue): ApolloServerPlugin<RequestContext> {
  const verdicts = new WeakMap<DocumentNode, Verdict>();
  const verdictOf = (schema: GraphQLSchema, document: DocumentNode) => {
    let verdict = verdicts.get(document);
    if (verdict === undefined) {
      const { models, unknown } = readsOf(catalogue, schema, document);
      verdict = {
        cacheable: [...models].every((model) => hasCachedReads(catalogue, model)),
        models: [...[...models].map((model) => model.name), ...(unknown ? [ANY_MODEL] : [])],
      };
      verdicts.set(document, verdict);
    }
    return verdict;
  };
  return {
    async requestDidStart() {
      let sameForEveryone = false;
      let missed: { key: string; readAt: number; models: string[] } | undefined;
      return {
        async responseForOperation({ operation, contextValue: { actor, cache, answerModels }, schema, document, source, queryHash, request, response }) {
          // No operation: a name that matches none (answered with its error further on).
          if (operation?.operation !== 'query') return null;
          const { cacheable, models } = verdictOf(schema, document);
          for (const model of models) answerModels?.add(model);
          if (actor.kind !== 'anonymous' || actor.tokenError || !cacheable) return null;
          sameForEveryone = true;
          if (!cache.enabled) return null;
          // The request's own operation name, not the one resolved: what `cachedAnswers` reads too.
          const key = answerKey(queryHash ?? sha256(source), request.operationName, request.variables);
          const kept = cache.get(EVERY_PATH, key) as KeptBody | undefined;
          if (kept) return { body: { kind: 'single', singleResult: JSON.parse(kept.body.toString()) as FormattedExecutionResult }, http: response.http };
          missed = { key, readAt: cache.generation, models };
          return null;
        },
        async willSendResponse({ request, response, contextValue: { cache, req, res } }) {
          const answer = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const complete = !!answer?.data && !answer.errors?.length;
          // Apollo's own answers (a persisted query not found) set theirs: every answer is ours.
          response.http.headers.set('cache-control', sameForEveryone && complete && request.http?.method === 'GET' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
          // An estimated count is named in a header the kept answer would lose.
          if (!missed || !complete || holdsEstimate(res)) return;
          // The body as Apollo writes it (its fields in this order, then a newline).
          const kept = keptBody(req, `${JSON.stringify({ errors: undefined, data: answer.data, extensions: answer.extensions })}\n`);
          cache.set(EVERY_PATH, missed.key, kept, missed, kept.body.length);
        },
      };
    },
  };
}
