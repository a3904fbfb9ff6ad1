import { describe, expect, it } from 'vitest';
import { defineModel, type ModelDefinition } from './define-model.js';
import { f } from './fields.js';
import { columnsOf, rowAt, tableOf } from './tables.js';

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

describe('columnsOf and rowAt: rows of several models in one statement', () => {
  it('names each column by a prefix and its field, and reads the row back, a time as a Date', () => {
    expect(columnsOf(Thing, 'line', 'l')).toBe(
      'line."id" as "l.id", line."created_at" as "l.createdAt", line."updated_at" as "l.updatedAt", line."variant" as "l.variant", line."class_name" as "l.className", line."quantity" as "l.quantity", line."parent_line_id" as "l.parentLineId"',
    );
    const columns = { 'l.id': 'a', 'l.createdAt': '2026-11-27 13:15:59.297+00', 'l.updatedAt': new Date(0), 'l.quantity': 2, 'l.parentLineId': null, 'o.id': 'b' };
    expect(rowAt(Thing, columns, 'l')).toEqual({ id: 'a', createdAt: new Date('2026-11-27T13:15:59.297Z'), updatedAt: new Date(0), variant: undefined, className: undefined, quantity: 2, parentLineId: null });
    // An outer join's missing row.
    expect(rowAt(Thing, { 'l.id': null }, 'l')).toBeNull();
  });
});
