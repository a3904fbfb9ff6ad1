import { registerHandlers } from '../events/bus.js';
import type { ModuleDefinition } from '../module.js';
import type { ModelDefinition } from './define-model.js';
import { deriveRelations, type ModelRelations } from './relations.js';

/** Every module of the platform and every entity they declare, looked up by name and route. */
export interface Catalogue {
  modules: readonly ModuleDefinition[];
  models: ModelDefinition[];
  /** The nested fields of an entity (references, relation rows, related items). */
  relationsOf(model: ModelDefinition): ModelRelations;
  modelByName(name: string): ModelDefinition | undefined;
  modelByRoute(route: string): ModelDefinition | undefined;
  /** Whether rows of the entity are also written outside the generic service (see ModuleOptions). */
  writtenOutsideService(model: ModelDefinition): boolean;
  /**
   * The entity and every entity whose rows a delete of its rows removes or changes too: a
   * reference is ON DELETE CASCADE (the rows referencing a deleted row go, and those
   * referencing them) or SET NULL (they stay, their reference emptied).
   */
  deletedWith(model: ModelDefinition): ModelDefinition[];
}

/** The catalogue of a list of modules; refuses declarations that cannot work. */
export function buildCatalogue(modules: readonly ModuleDefinition[]): Catalogue {
  const models = modules.flatMap((module) => module.models);
  // Events are handled by the modules composed here, in their order.
  registerHandlers(modules.flatMap((module) => module.handlers));
  for (const model of models) {
    if (model.read === 'owner' && !model.owner) throw new Error(`${model.name}: owner reads need an owner rule`);
  }
  const relations = deriveRelations(models);
  const byName = new Map(models.map((model) => [model.name, model]));
  const byRoute = new Map(models.map((model) => [model.route, model]));
  const writtenElsewhere = new Set(modules.flatMap((module) => module.writesOutsideService));
  const cascades = deleteCascades(models);
  return {
    modules,
    models,
    relationsOf: (model) => relations.get(model)!,
    modelByName: (name) => byName.get(name),
    modelByRoute: (route) => byRoute.get(route),
    writtenOutsideService: (model) => writtenElsewhere.has(model),
    deletedWith: (model) => cascades.get(model) ?? [model],
  };
}

/** Each entity with the entities a delete of its rows reaches (hidden and SET NULL references too: their rows change), itself first. */
function deleteCascades(models: ModelDefinition[]): Map<ModelDefinition, ModelDefinition[]> {
  const referencedBy = new Map<ModelDefinition, ModelDefinition[]>();
  for (const model of models) {
    for (const field of Object.values(model.fields)) {
      if (field.kind !== 'ref') continue;
      const target = field.target!();
      referencedBy.set(target, [...(referencedBy.get(target) ?? []), model]);
    }
  }
  return new Map(
    models.map((model) => {
      const reached = new Set([model]);
      for (const deleted of reached) for (const referencing of referencedBy.get(deleted) ?? []) reached.add(referencing);
      return [model, [...reached]];
    }),
  );
}
