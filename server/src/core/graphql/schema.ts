import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { Catalogue } from '../model/catalogue.js';
import { adminModelsResolver } from './admin-models.resolver.js';
import { buildCrudResolver } from './crud-resolver.js';
import { typesOf } from './model-types-registry.js';
import { ServerInfoResolver } from './server-info.resolver.js';
import { useDirectResolvers } from './direct-resolvers.js';

/**
 * The resolver classes of a catalogue, made once: TypeGraphQL keeps every class's metadata for
 * the life of the process, so apps composed again from the same catalogue (tests) reuse them.
 */
const resolversOf = new WeakMap<Catalogue, NonEmptyArray<Function>>();

function resolvers(catalogue: Catalogue): NonEmptyArray<Function> {
  let list = resolversOf.get(catalogue);
  if (!list) {
    const crud = catalogue.models.map((model) => buildCrudResolver(model, typesOf(model), catalogue.relationsOf(model), typesOf));
    list = [ServerInfoResolver, adminModelsResolver(catalogue), ...catalogue.modules.flatMap((module) => module.resolvers), ...crud];
    resolversOf.set(catalogue, list);
  }
  return list;
}

/** The whole GraphQL schema: the generic CRUD of every entity plus the modules' own operations. */
export async function buildGraphqlSchema(catalogue: Catalogue): Promise<GraphQLSchema> {
  return useDirectResolvers(await buildSchema({ resolvers: resolvers(catalogue), validate: false, emitSchemaFile: false }));
}
