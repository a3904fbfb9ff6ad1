import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isAbstractType,
  isCompositeType,
  isListType,
  getNullableType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
// The executor's own field collection: fragments, aliases, @include and @skip are seen exactly
// as execution will see them (see selected-relations.ts).
import { collectFields, collectSubfields } from 'graphql/execution/collectFields.js';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.js';
import { checkPage, DEFAULT_LIMIT } from '../model/query.js';
import type { Catalogue } from '../model/catalogue.js';
import { appErrorAnswer } from './format-error.js';

/**
 * How many items a list field may answer per parent, in its GraphQL extensions: `page`, the
 * page its `limit` and `offset` arguments ask for (the generic lists, root and nested); or a
 * number, the most its resolver answers. A list field saying neither counts `DEFAULT_LIMIT`.
 */
export type ListSize = 'page' | number;
export const LIST_SIZE = 'listSize';
export const listSize = (size: ListSize) => ({ [LIST_SIZE]: size });

/** Whether a type has fields holding objects (a per-language text has none): only then are its fields walked. */
const holdingObjects = new WeakMap<GraphQLObjectType, boolean>();
function holdsObjects(type: GraphQLObjectType): boolean {
  let holds = holdingObjects.get(type);
  if (holds === undefined) holdingObjects.set(type, (holds = Object.values(type.getFields()).some((field) => isCompositeType(getNamedType(field.type)))));
  return holds;
}

/** What the count needs besides the schema: the operation's fragments and variables, and which types are rows. */
interface Counting {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  isRow(type: GraphQLObjectType): boolean;
}

/**
 * The most rows a list filtered by id answers (`id eq`, `id inArray [...]`): the conditions
 * all hold, so the fewest ids named. Undefined when no condition names ids.
 */
function idsNamed(filters: unknown): number | undefined {
  const conditions = (filters as { and?: { column?: unknown; method?: unknown; value?: unknown }[] } | null)?.and ?? [];
  const counts = conditions.flatMap(({ column, method, value }) => {
    if (column !== 'id') return [];
    if (method === 'eq') return [1];
    return method === 'inArray' ? [Array.isArray(value) ? new Set(value).size : 1] : [];
  });
  return counts.length ? Math.min(...counts) : undefined;
}

/**
 * How many items a field answers per parent: one, for a field that is no list; a page's
 * `limit` (checked: a page no list would take is refused here, naming its argument as `path`
 * says), or fewer when its filters name fewer ids; a list's declared size; or the default.
 */
function itemsPerParent(field: GraphQLField<unknown, unknown>, node: FieldNode, counting: Counting, path: string[]): number {
  if (!isListType(getNullableType(field.type))) return 1;
  const size = field.extensions[LIST_SIZE] as ListSize | undefined;
  if (typeof size === 'number') return size;
  if (size !== 'page') return DEFAULT_LIMIT;
  const args = getArgumentValues(field, node, counting.variables);
  const { limit } = refusedAt(node, () => checkPage(args.limit, args.offset, path.join('.')));
  return Math.min(limit, idsNamed(args.filters) ?? limit);
}

/** What `check` answers; its refusal as a GraphQL error at `node` (Apollo answers it with its status). */
function refusedAt<T>(node: FieldNode, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { message, extensions } = appErrorAnswer(error);
    throw new GraphQLError(message, { nodes: node, extensions: { ...extensions, http: { status: error.status } } });
  }
}

/**
 * The rows the fields collected under `parents` rows of `type` may answer: each field answering
 * rows counts its items per parent times its parents, and what its own fields answer under
 * those. A list counts its items whatever they are; a single object counts when it is a row (a
 * reference), and is otherwise a value (a per-language text, a page match) holding its parent's.
 * `path`: the response keys from the operation's root field down, which name a nested page's arguments.
 */
function rowsUnder(fields: Map<string, readonly FieldNode[]>, type: GraphQLObjectType, parents: number, counting: Counting, path: string[]): number {
  let rows = 0;
  for (const [responseKey, nodes] of fields) {
    const name = nodes[0].name.value;
    // Introspection answers the schema, no rows; `__typename` is a name.
    if (name.startsWith('__')) continue;
    const field = type.getFields()[name];
    const named = field && getNamedType(field.type);
    if (!named || !isCompositeType(named)) continue;
    const at = path.length ? [...path, responseKey] : [];
    const answered = parents * itemsPerParent(field, nodes[0], counting, at);
    const types = isAbstractType(named) ? counting.schema.getPossibleTypes(named) : [named];
    const counted = isListType(getNullableType(field.type)) || types.some(counting.isRow) ? answered : 0;
    const below = types
      .filter(holdsObjects)
      .map((runtime) =>
        rowsUnder(collectSubfields(counting.schema, counting.fragments, counting.variables, runtime, nodes), runtime, answered, counting, path.length ? at : [responseKey]),
      );
    rows += counted + Math.max(0, ...below);
  }
  return rows;
}

/** The rows an operation may answer with these (coerced) variables: its cost. */
export function operationRows(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>, isRow: Counting['isRow']): number {
  const fragments = Object.fromEntries(document.definitions.flatMap((definition) => (definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition]] : [])));
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const counting: Counting = { schema, fragments, variables, isRow };
  return rowsUnder(collectFields(schema, fragments, variables, root, operation.selectionSet), root, 1, counting, []);
}

/** The variables whose costs are kept per document: a page's widgets query has one set per page. */
const COSTS_PER_DOCUMENT = 100;

/**
 * Refuses, before it runs, an operation that may answer more than `maxCost` rows (400
 * GRAPHQL_VALIDATION_FAILED naming the cost found and the limit), or whose page arguments no
 * list takes (400 BAD_USER_INPUT naming the argument). Nested lists multiply: a page of 100
 * categories with 100 products each is 10,100 rows. This is GitHub's node limit: it counts
 * what a query may answer, not how many fields it names.
 *
 * A limit given as a variable counts the variable's value, so the count is made once the
 * variables are known, after validation (which Apollo keeps per document text, whatever the
 * variables). Variables execution would refuse leave the count to that refusal.
 */
export function rowCostLimit(maxCost: number, catalogue: Catalogue): ApolloServerPlugin {
  const isRow = (type: GraphQLObjectType) => catalogue.modelByName(type.name) !== undefined;
  // Counting the site's largest query takes about a millisecond; the same query with the same
  // variables again (a page's, for every visitor) a look-up. Apollo keeps one document per text.
  const counted = new WeakMap<DocumentNode, LRUCache<string, number>>();
  const costOf = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) => {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    return coerced.errors ? undefined : operationRows(schema, document, operation, coerced.coerced, isRow);
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const variables = request.variables ?? {};
          // Only queries are kept: a mutation's variables may carry uploads.
          if (operation.operation !== 'query') return refuseAbove(maxCost, costOf(schema, document, operation, variables));
          let costs = counted.get(document);
          if (!costs) counted.set(document, (costs = new LRUCache({ max: COSTS_PER_DOCUMENT })));
          const key = JSON.stringify([request.operationName ?? null, variables]);
          let cost = costs.get(key);
          if (cost === undefined) {
            cost = costOf(schema, document, operation, variables);
            if (cost !== undefined) costs.set(key, cost);
          }
          refuseAbove(maxCost, cost);
        },
      };
    },
  };
}

/** Refuses an operation that may answer more rows than `maxCost`; undefined: not counted, execution refuses its variables. */
function refuseAbove(maxCost: number, cost: number | undefined) {
  if (cost === undefined || cost <= maxCost) return;
  throw new GraphQLError(
    `Query cost limit of ${maxCost} rows exceeded, found ${cost}: each list counts its limit (${DEFAULT_LIMIT} when not given) times the rows above it.`,
    { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
  );
}
