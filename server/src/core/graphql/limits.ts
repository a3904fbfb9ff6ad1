import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/** Tokens one document may have: the client's largest operation has about 1000. */
export const GRAPHQL_MAX_TOKENS = 20_000;

export interface GraphqlLimits {
  maxDepth: number;
  /** The rows one operation may answer (see row-cost.ts). */
  maxCost: number;
  maxAliases: number;
}

/**
 * graphql-armor words its refusals as "Syntax Error: Query depth limit of 12 exceeded, found 14."
 * The query is not malformed, so the prefix goes; the limit and the value found stay.
 */
const report = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));

/**
 * Validation rules bounding what one operation may ask for: nesting depth and the number of
 * aliases (the same field asked for many times). They run during validation, before any
 * resolver (so before any SQL); a refused operation answers 400 GRAPHQL_VALIDATION_FAILED with
 * the limit in the message. Its cost, the rows it may answer, is bounded once its variables
 * are known (`maxCost`, see row-cost.ts).
 *
 * Fragments count as if written inline, so splitting a query into fragments neither adds to
 * nor hides its depth. The introspection query (`__schema`) is bounded by the schema itself
 * and is not counted: GraphiQL must keep working.
 */
export function graphqlLimitRules(limits: GraphqlLimits): ValidationRule[] {
  const common = { exposeLimits: true, propagateOnRejection: false, onReject: [report] };
  return [
    maxDepthRule({ ...common, n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true }),
    maxAliasesRule({ ...common, n: limits.maxAliases }),
  ] as ValidationRule[];
}
