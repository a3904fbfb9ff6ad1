import { describe, expect, it } from 'vitest';
import { entitySchema } from '../core/model/entity-schema.js';
import { catalogue } from '../modules/index.js';

type Model = (typeof catalogue.models)[number];

/** The SQL of an index MikroORM declares as an expression (columns named as properties). */
const expressionOf = (model: Model, expression: unknown) =>
  typeof expression === 'function' ? (expression(new Proxy({}, { get: (_, name) => name }), { name: model.table }, 'i') as string) : '';

/**
 * The indexes MikroORM will keep for an entity: the properties it is keyed by, the ones it
 * covers besides (`include`), and which are trigram expressions.
 */
const indexesOf = (model: Model) =>
  entitySchema(model).meta.indexes.map((index) => {
    const sql = expressionOf(model, index.expression);
    const properties = [index.properties ?? []].flat();
    const include = /\) include \((.*)\)$/.exec(sql)?.[1].split(', ').map((column) => column.replace(/"/g, '')) ?? [];
    // A covering index is named after every column it holds: covered ones come last.
    expect(properties.slice(properties.length - include.length), model.name).toEqual(include);
    return { properties: properties.slice(0, properties.length - include.length), include, trigram: sql.includes('gin_trgm_ops') };
  });

const plain = (model: Model) => indexesOf(model).filter((index) => !index.trigram).map((index) => index.properties);
const refsOf = (model: Model) => Object.entries(model.fields).filter(([, field]) => field.kind === 'ref').map(([name]) => name);

describe('the indexes every declaration yields', () => {
  const relations = catalogue.models.filter((model) => model.isRelation);

  it.each(relations.map((model) => [model.name, model] as const))('%s: its list order, and each reference followed by it', (_name, model) => {
    const order = ['orderIndex', 'createdAt', 'id'];
    expect(refsOf(model).length).toBeGreaterThan(0);
    expect(plain(model)).toEqual(expect.arrayContaining([order, ...refsOf(model).map((ref) => [ref, ...order])]));
    // A single-column index the composite ones start with would only slow writes.
    expect(plain(model)).not.toContainEqual(['orderIndex']);
    for (const ref of refsOf(model)) expect(plain(model)).not.toContainEqual([ref]);
  });

  it.each(relations.map((model) => [model.name, model] as const))('%s: each reference index covers the other references', (_name, model) => {
    const refs = refsOf(model);
    for (const ref of refs) {
      const index = indexesOf(model).find((candidate) => candidate.properties[0] === ref);
      expect(index?.include, `${model.name}.${ref}`).toEqual(refs.filter((other) => other !== ref));
    }
    // Only the references' indexes cover anything.
    expect(indexesOf(model).filter((index) => index.include.length && !refs.includes(index.properties[0]))).toEqual([]);
  });

  it('every entity: (createdAt, id) for the default order, no index on createdAt alone', () => {
    for (const model of catalogue.models) {
      if (model.isRelation) continue;
      expect(plain(model), model.name).toContainEqual(['createdAt', 'id']);
      expect(plain(model), model.name).not.toContainEqual(['createdAt']);
    }
  });

  it('every reference of an entity and every field declared `index` is indexed', () => {
    for (const model of catalogue.models) {
      const starts = plain(model).map(([first]) => first);
      // A unique field (a receipt job's order) is indexed by its unique constraint.
      const wanted = Object.entries(model.fields).filter(([, field]) => (field.index || field.kind === 'ref') && !field.unique);
      for (const [name] of wanted) expect(starts, `${model.name}.${name}`).toContain(name);
    }
  });

  it('a trigram index per search field, per language for a per-language one', () => {
    const product = catalogue.modelByName('EcommerceProduct')!;
    const trigrams = indexesOf(product).filter((index) => index.trigram).map((index) => index.properties);
    expect(trigrams).toEqual([['adminTitle'], ['title.en'], ['title.ru']]);
    for (const model of catalogue.models) {
      if (model.fields.adminTitle) expect(indexesOf(model), model.name).toContainEqual({ properties: ['adminTitle'], include: [], trigram: true });
    }
  });
});
