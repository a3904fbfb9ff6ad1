import type { ModelDefinition } from '../core/model/define-model.js';
import { deriveRelations, type ModelRelations } from '../core/model/relations.js';
import { models } from './entities.js';

export { models };

const relations = deriveRelations(models);
for (const model of models) {
  if (model.read === 'owner' && !model.owner) throw new Error(`${model.name}: owner reads need an owner rule`);
}
const byName = new Map(models.map((model) => [model.name, model]));
const byRoute = new Map(models.map((model) => [model.route, model]));

/** The nested fields of an entity (references, relation rows, related items). */
export const relationsOf = (model: ModelDefinition): ModelRelations => relations.get(model)!;

export const modelByName = (name: string) => byName.get(name);
export const modelByRoute = (route: string) => byRoute.get(route);
