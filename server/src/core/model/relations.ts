import type { ModelDefinition } from './define-model.js';
import { refObjectName } from './define-model.js';
import { camel, pascal } from './naming.js';

/** A reference field seen from the entity holding it: `pagesToLayouts.page`. */
export interface RefObject {
  name: string;
  foreignKey: string;
  target: ModelDefinition;
  nullable: boolean;
}

/** The rows of a relation entity pointing at a parent: `page.pagesToLayouts`. */
export interface RowsList {
  name: string;
  relation: ModelDefinition;
  foreignKey: string;
}

/** The entities on the other side of a two-sided relation: `page.layouts`. */
export interface ItemsList extends RowsList {
  otherKey: string;
  target: ModelDefinition;
}

export interface ModelRelations {
  refs: RefObject[];
  rows: RowsList[];
  items: ItemsList[];
}

/**
 * Within a module the plain name (`products`); across modules the target's module first
 * (`billingModuleCurrencies`), so that the name says which module the target is in.
 */
const nameFrom = (owner: ModelDefinition, other: ModelDefinition, segment: string) =>
  owner.module === other.module ? camel(segment) : camel(other.module) + 'Module' + pascal(segment);

const refFields = (model: ModelDefinition) =>
  Object.entries(model.fields).filter(([, field]) => field.kind === 'ref' && !field.hidden);

/**
 * The nested fields of every entity, derived from the declarations: each reference gives its
 * holder an object field, each relation gives both sides a list. Names must not collide.
 */
export function deriveRelations(models: ModelDefinition[]): Map<ModelDefinition, ModelRelations> {
  const result = new Map(models.map((model) => [model, { refs: [], rows: [], items: [] } as ModelRelations]));
  for (const model of models) {
    const refs = refFields(model);
    for (const [foreignKey, field] of refs) {
      const target = field.target!();
      result.get(model)!.refs.push({ name: refObjectName(foreignKey), foreignKey, target, nullable: !field.required || field.onDelete === 'set null' });
      if (model.isRelation) {
        result.get(target)!.rows.push({ name: nameFrom(target, model, model.segment), relation: model, foreignKey });
      }
    }
    if (model.isRelation && refs.length === 2) {
      for (const [from, to] of [refs, [...refs].reverse()]) {
        const owner = from[1].target!();
        const target = to[1].target!();
        result.get(owner)!.items.push({
          name: nameFrom(owner, target, target.segment),
          relation: model,
          foreignKey: from[0],
          otherKey: to[0],
          target,
        });
      }
    }
  }
  for (const [model, relations] of result) {
    const names = [...Object.keys(model.fields), ...[...relations.refs, ...relations.rows, ...relations.items].map((r) => r.name)];
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) throw new Error(`${model.name}: the nested field name '${duplicate}' is taken twice`);
  }
  return result;
}
