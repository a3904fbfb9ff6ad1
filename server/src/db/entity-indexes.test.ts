import { describe, expect, it } from 'vitest';
import { entitySchema } from '../core/model/entity-schema.js';
import { catalogue } from '../modules/index.js';

/** The properties of each index MikroORM will keep for an entity, and which are trigram expressions. */
const indexesOf = (model: (typeof catalogue.models)[number]) =>
  entitySchema(model).meta.indexes.map((index) => ({ properties: [index.properties ?? []].flat(), trigram: Boolean(index.expression) }));

const plain = (model: (typeof catalogue.models)[number]) => indexesOf(model).filter((index) => !index.trigram).map((index) => index.properties);
const refsOf = (model: (typeof catalogue.models)[number]) => Object.entries(model.fields).filter(([, field]) => field.kind === 'ref').map(([name]) => name);

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
      const wanted = Object.entries(model.fields).filter(([, field]) => field.index || field.kind === 'ref');
      for (const [name] of wanted) expect(starts, `${model.name}.${name}`).toContain(name);
    }
  });

  it('a trigram index per search field, per language for a per-language one', () => {
    const product = catalogue.modelByName('EcommerceProduct')!;
    const trigrams = indexesOf(product).filter((index) => index.trigram).map((index) => index.properties);
    expect(trigrams).toEqual([['adminTitle'], ['title.en'], ['title.ru']]);
    for (const model of catalogue.models) {
      if (model.fields.adminTitle) expect(indexesOf(model), model.name).toContainEqual({ properties: ['adminTitle'], trigram: true });
    }
  });
});
