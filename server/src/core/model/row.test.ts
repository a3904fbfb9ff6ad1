import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineInterface, defineModel, defineRelation, type ModelDefinition } from './define-model.js';
import { f } from './fields.js';
import type { RowOf } from './row.js';

// The types are checked by `npm run typecheck`; the run only confirms the file compiles.
const Thing = defineModel({
  module: 'example',
  segment: 'things',
  fields: {
    title: f.localized(),
    slug: f.slug(),
    note: f.text(),
    count: f.int({ required: true }),
    price: f.decimal(),
    active: f.boolean(),
    status: f.enum(['new', 'done'] as const, { required: true, default: 'new' }),
    due: f.datetime(),
    // A declaration pointing at itself names the target's type: its own is not known yet.
    parentId: f.ref((): ModelDefinition => Thing, { required: false }),
  },
});
const thingsToThings = defineRelation({
  module: 'example',
  segment: 'things-to-things',
  fields: { thingId: f.ref(() => Thing), otherId: f.ref(() => Thing) },
});

const Named = defineInterface({ name: 'Named', fields: () => ({ name: f.text({ required: true }), nickname: f.text() }) });
const NamedThing = defineModel({ module: 'example', segment: 'named-things', implements: [Named], fields: { size: f.int() } });

describe('a row typed by its declaration', () => {
  it('has each field as its kind is stored, empty (null) only where the column may be', () => {
    type Thing = RowOf<typeof Thing>;
    expectTypeOf<Thing['id']>().toEqualTypeOf<string>();
    expectTypeOf<Thing['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf<Thing['variant']>().toEqualTypeOf<string>();
    expectTypeOf<Thing['className']>().toEqualTypeOf<string | null>();
    expectTypeOf<Thing['title']>().toEqualTypeOf<{ en?: string; ru?: string }>();
    expectTypeOf<Thing['slug']>().toEqualTypeOf<string>();
    expectTypeOf<Thing['note']>().toEqualTypeOf<string | null>();
    expectTypeOf<Thing['count']>().toEqualTypeOf<number>();
    expectTypeOf<Thing['price']>().toEqualTypeOf<string | null>();
    expectTypeOf<Thing['active']>().toEqualTypeOf<boolean>();
    expectTypeOf<Thing['status']>().toEqualTypeOf<'new' | 'done'>();
    expectTypeOf<Thing['due']>().toEqualTypeOf<Date | null>();
    expectTypeOf<Thing['parentId']>().toEqualTypeOf<string | null>();
  });

  it('gives a relation its ordered references', () => {
    expect(Object.keys(thingsToThings.fields)).toEqual(expect.arrayContaining(['orderIndex', 'thingId', 'otherId']));
    type Link = RowOf<typeof thingsToThings>;
    expectTypeOf<Link['orderIndex']>().toEqualTypeOf<number>();
    expectTypeOf<Link['thingId']>().toEqualTypeOf<string>();
  });

  it('has the fields of the interfaces it implements, after those every entity has and before its own', () => {
    expect(NamedThing.interfaces).toEqual([Named]);
    expect(Object.keys(NamedThing.fields)).toEqual(['id', 'createdAt', 'updatedAt', 'variant', 'className', 'name', 'nickname', 'size']);
    type NamedThing = RowOf<typeof NamedThing>;
    expectTypeOf<NamedThing['name']>().toEqualTypeOf<string>();
    expectTypeOf<NamedThing['nickname']>().toEqualTypeOf<string | null>();
    expectTypeOf<NamedThing['size']>().toEqualTypeOf<number | null>();
  });
});
