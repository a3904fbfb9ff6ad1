import { describe, expect, it } from 'vitest';
import { adminField, adminModel } from '../admin-model-fixture';
import { productValues } from './product-form-values';
import { ownFieldsOf } from './save-product';

describe("the product editor's own fields", () => {
  it("are the declared product's writable fields the editor holds, with their kinds; publishing, server-filled ones and those it has no input for left out", () => {
    // As adminModels declares EcommerceProduct: row facts, its fields, publishing.
    const product = adminModel('EcommerceProduct', [
      adminField('id', 'id', { writable: false, readOnly: true }),
      adminField('adminTitle', 'text'),
      adminField('slug', 'text', { unique: true }),
      adminField('title', 'localized'),
      adminField('shortDescription', 'localized'),
      adminField('description', 'localized', { richText: true }),
      adminField('type', 'enum', { enumValues: ['one_off', 'subscription'] }),
      adminField('variant', 'text'),
      adminField('className', 'text'),
      adminField('publishedAt', 'datetime'),
      // One the editor has no input for (the generic form edits it).
      adminField('weight', 'decimal'),
      adminField('createdAt', 'datetime', { writable: false, readOnly: true }),
    ]);
    const fields = ownFieldsOf(product, productValues(null, []));
    expect(fields.map((field) => [field.name, field.type])).toEqual([
      ['adminTitle', 'text'],
      ['slug', 'text'],
      ['title', 'localized'],
      ['shortDescription', 'localized'],
      ['description', 'localized'],
      ['type', 'enum'],
      ['variant', 'text'],
      ['className', 'text'],
    ]);
  });
});
