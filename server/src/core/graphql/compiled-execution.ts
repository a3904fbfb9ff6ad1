import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, getVariableValues, GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode, type SourceLocation } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/** Executions of one document (and operation) with graphql-js before it is compiled. */
const RUNS_BEFORE_COMPILING = 1;
/**
 * Compiled operations kept (least recently used go first): a compiled operation holds tens of
 * kilobytes of generated functions, and a client could send many distinct queries twice.
 */
const MAX_COMPILED = 500;

type Compiled = CompiledQuery | 'not compilable';
/** What executed an operation: its compiled form, or graphql-js. */
export type Execution = 'compiled' | 'graphql-js';

/**
 * Executes queries as graphql-jit compiles them: an operation's selection becomes one
 * JavaScript function, so a list of 50 products with their prices is not 2,000 calls through
 * graphql-js' generic field machinery (whose allocations were most of the list's garbage
 * collection). Same schema, resolvers, validation and answers.
 *
 * Apollo Server takes an executor other than graphql-js only as a gateway: this is that
 * gateway, over the one local schema. Apollo keeps each distinct query parsed and validated in
 * its document store, one object per query: runs are counted beside that object, and an
 * operation is compiled once it comes back, so a client sending a new query on every request
 * makes the server compile nothing.
 */
export function compiledExecution(schema: GraphQLSchema, executed: (by: Execution) => void = () => {}): GatewayInterface {
  const runs = new WeakMap<DocumentNode, Map<string, number>>();
  const compiled = new LRUCache<DocumentNode, Map<string, Compiled>>({ max: MAX_COMPILED });

  const compiledFor = (document: DocumentNode, operationName: string | null): Compiled | undefined => {
    const key = operationName ?? '';
    const kept = compiled.get(document)?.get(key);
    if (kept) return kept;
    let counts = runs.get(document);
    if (!counts) runs.set(document, (counts = new Map()));
    const count = counts.get(key) ?? 0;
    if (count < RUNS_BEFORE_COMPILING) {
      counts.set(key, count + 1);
      return undefined;
    }
    const query = compileQuery(schema, document, operationName ?? undefined);
    const made: Compiled = isCompiledQuery(query) ? query : 'not compilable';
    let operations = compiled.get(document);
    if (!operations) compiled.set(document, (operations = new Map()));
    operations.set(key, made);
    return made;
  };

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    const graphqlJs = () => {
      executed('graphql-js');
      // The name the client sent: `operationName` is that of the operation Apollo found, if any.
      return execute({ schema, document, contextValue: context, variableValues: request.variables, operationName: request.operationName });
    };
    // Mutations stay with graphql-js: they are few, their cost is the database's, and uploads'
    // promises pass through their variables. No operation (an unknown operation name):
    // graphql-js says so, as Apollo expects.
    if ((operation as OperationDefinitionNode | undefined)?.operation !== 'query') return graphqlJs();
    const query = compiledFor(document, operationName);
    if (!query || query === 'not compilable') return graphqlJs();
    // Variables are checked by graphql-js first: a bad one is refused with the very error (and
    // so the 400 and BAD_USER_INPUT code Apollo gives it) graphql-js gives.
    const variables = request.variables ?? {};
    if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return graphqlJs();
    executed('compiled');
    const result = (await query.query(undefined, context, variables)) as ExecutionResult;
    if (!result.errors) return result;
    return { ...result, errors: result.errors.map((error) => graphqlJsError(error, document)) };
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}

/**
 * graphql-jit's errors say what graphql-js' say but are not built the same way (no
 * `extensions` object when the thrown error has none, which Apollo's error formatting reads):
 * they are made again as graphql-js errors, at the same places in the document.
 */
function graphqlJsError(error: GraphQLError, document: DocumentNode): GraphQLError {
  const source = document.loc?.source;
  return new GraphQLError(error.message, {
    source,
    positions: source && error.locations?.map((location) => positionOf(source.body, location)),
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
}

/** Where a line and column are in a document's text (the inverse of graphql-js' getLocation). */
function positionOf(body: string, { line, column }: SourceLocation): number {
  let position = 0;
  for (let at = 1; at < line; at++) {
    const lineBreak = /\r\n|[\n\r]/g;
    lineBreak.lastIndex = position;
    const found = lineBreak.exec(body);
    if (!found) break;
    position = found.index + found[0].length;
  }
  return position + column - 1;
}
