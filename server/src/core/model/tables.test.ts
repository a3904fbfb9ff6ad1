import { describe, expect, it } from 'vitest';
import { defineModel, type ModelDefinition } from './define-model.js';
import { f } from './fields.js';
import { tableOf } from './tables.js';

const Thing = defineModel({
  module: 'example-shop',
  segment: 'order-lines',
  fields: { quantity: f.int(), parentLineId: f.ref((): ModelDefinition => Thing, { required: false }) },
});

describe('tableOf: how SQL names a declaration', () => {
  it('names its table and the columns of its fields, quoted', () => {
    const { table, column } = tableOf(Thing);
    expect(table).toBe('"example_shop_order_lines"');
    expect([column('id'), column('createdAt'), column('quantity'), column('parentLineId')]).toEqual(['"id"', '"created_at"', '"quantity"', '"parent_line_id"']);
  });

  it('refuses a field the declaration does not have: a typo fails where the statement is made', () => {
    // Outside the type's reach, as a name built at run time would be.
    const column = tableOf(Thing).column as (field: string) => string;
    expect(() => column('quantiy')).toThrow("ExampleShopOrderLine has no field 'quantiy'");
    expect(() => column('constructor')).toThrow("has no field 'constructor'");
  });

  it('is made once per declaration', () => {
    expect(tableOf(Thing)).toBe(tableOf(Thing));
  });
});
