import { LANGUAGES } from '../languages.js';
import type { ModelDefinition, PartialIndex } from './define-model.js';

/**
 * The indexes of an entity, derived from its declaration so that every new model and relation
 * gets them too:
 * - the default list order, `(createdAt, id)`, and for a relation `(orderIndex, createdAt, id)`;
 * - a relation's references, each followed by that order: the rows of one parent, in order
 *   (nested lists, admin tables of a parent, cascading deletes), each covering the relation's
 *   other references (`include`): whether a row is linked to another one (an owner's link to
 *   an order: `order_id = $1 and subject_id = $2`) is read from the index alone, without a
 *   visit to the table per row;
 * - each field declared `index` (a filtered enum, a reference), unless one of the above
 *   already starts with it;
 * - a trigram index per `search` field (per language for a per-language map), for
 *   `ilike '%term%'`;
 * - the declaration's own partial indexes.
 */
export type ModelIndex = { properties: string[]; include?: string[] } | { trigram: string } | PartialIndex;

/** The order every list ends with: rows of equal explicit order keep a stable place. */
export const defaultOrder = (model: ModelDefinition) => (model.isRelation ? ['orderIndex', 'createdAt', 'id'] : ['createdAt', 'id']);

export function modelIndexes(model: ModelDefinition): ModelIndex[] {
  const order = defaultOrder(model);
  const fields = Object.entries(model.fields);
  const refs = model.isRelation ? fields.filter(([, field]) => field.kind === 'ref').map(([name]) => name) : [];
  const others = (ref: string) => refs.filter((other) => other !== ref);
  const composite = [{ properties: order }, ...refs.map((ref) => (others(ref).length ? { properties: [ref, ...order], include: others(ref) } : { properties: [ref, ...order] }))];
  const leading = new Set(composite.map(({ properties: [first] }) => first));
  const single = fields.filter(([name, field]) => field.index && !field.unique && !leading.has(name)).map(([name]) => ({ properties: [name] }));
  const trigram = fields
    .filter(([, field]) => field.search)
    .flatMap(([name, field]) => (field.kind === 'localized' ? LANGUAGES.map((language) => `${name}.${language}`) : [name]));
  return [
    ...composite,
    ...single,
    ...trigram.map((path): ModelIndex => ({ trigram: path })),
    ...model.indexes,
  ];
}
