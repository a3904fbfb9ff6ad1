import type { ModelDefinition } from '../model/define-model.js';
import { buildModelTypes, type ModelTypes } from './model-types.js';

/**
 * The GraphQL types of a declaration, made once per process on first use (TypeGraphQL keeps
 * its metadata globally). Modules' own resolvers use these to return catalogue entities.
 */
const modelTypes = new Map<ModelDefinition, ModelTypes>();

export function typesOf(model: ModelDefinition): ModelTypes {
  let types = modelTypes.get(model);
  if (!types) modelTypes.set(model, (types = buildModelTypes(model)));
  return types;
}
