import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { models, relationsOf } from '../../modules/catalogue.js';
import type { ModelDefinition } from '../model/define-model.js';
import { AdminModelsResolver } from './admin-models.resolver.js';
import { buildCrudResolver } from './crud-resolver.js';
import { buildModelTypes, type ModelTypes } from './model-types.js';
import { ServerInfoResolver } from './server-info.resolver.js';

/** The GraphQL types of every declaration, made once per process (TypeGraphQL keeps them globally). */
const modelTypes = new Map<ModelDefinition, ModelTypes>(models.map((model) => [model, buildModelTypes(model)]));
export const typesOf = (model: ModelDefinition) => modelTypes.get(model)!;

const crudResolvers = models.map((model) => buildCrudResolver(model, typesOf(model), relationsOf(model), typesOf));

/** The whole GraphQL schema: the generic CRUD of every entity plus the modules' own operations. */
export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  const resolvers: NonEmptyArray<Function> = [ServerInfoResolver, AdminModelsResolver, ...crudResolvers];
  return buildSchema({ resolvers, validate: false, emitSchemaFile: false });
}
