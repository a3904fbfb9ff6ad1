import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { ServerInfoResolver } from './server-info.resolver.js';

/** The whole GraphQL schema, built from the TypeGraphQL classes of the core and the modules. */
export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  const resolvers: NonEmptyArray<Function> = [ServerInfoResolver];
  return buildSchema({ resolvers, validate: false, emitSchemaFile: false });
}
