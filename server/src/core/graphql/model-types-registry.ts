import { models } from '../../modules/catalogue.js';
import type { ModelDefinition } from '../model/define-model.js';
import { buildModelTypes, type ModelTypes } from './model-types.js';

/**
 * The GraphQL types of every declaration, made once per process (TypeGraphQL keeps its
 * metadata globally). Modules' own resolvers use these to return catalogue entities.
 */
const modelTypes = new Map<ModelDefinition, ModelTypes>(models.map((model) => [model, buildModelTypes(model)]));

export const typesOf = (model: ModelDefinition) => modelTypes.get(model)!;
