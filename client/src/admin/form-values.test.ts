import { describe, expect, it } from 'vitest';
import { adminField, adminModel } from './admin-model-fixture';
import { initialValues, toDecimalText, toInput } from './form-values';
import { editableFields, readOnlyFields } from './model-metadata';

const product = adminModel('EcommerceProduct', [
  adminField('slug', 'text', { required: true }),
  adminField('title', 'localized'),
  adminField('weight', 'int'),
  adminField('price', 'decimal'),
]);

describe('form values', () => {
  it('stores decimals (money) with two decimals, as the seed writes them', () => {
    expect(toDecimalText(59)).toBe('59.00');
    expect(toDecimalText('5.5')).toBe('5.50');
    expect(toDecimalText('49.00')).toBe('49.00');
  });

  it('creates with filled fields only, a blank language as null, and asks for required ones', () => {
    const initial = initialValues(product);
    expect(toInput(product, { ...initial, title: { en: 'Shirt', ru: '' }, weight: '', price: 59 }, initial, 'create')).toEqual({
      data: { title: { en: 'Shirt', ru: null }, price: '59.00' },
      errors: { slug: 'Required' },
    });
  });

  it('updates changed fields only, an emptied number as null', () => {
    const initial = initialValues(product, { id: 'p1', slug: 'shirt', title: { en: 'Shirt' }, weight: 300, price: '49.00' });
    expect(toInput(product, { ...initial, weight: '' }, initial, 'update')).toEqual({ data: { weight: null }, errors: {} });
  });

  it("leaves what the server fills out of the form and its input: an upload's facts, the row's id", () => {
    const file = adminModel('FileStorageFile', [
      adminField('id', 'uuid', { writable: false, readOnly: true }),
      adminField('alt', 'text'),
      adminField('mimeType', 'text', { readOnly: true }),
      adminField('width', 'int', { readOnly: true }),
    ]);
    expect(editableFields(file).map((field) => field.name)).toEqual(['alt']);
    expect(readOnlyFields(file).map((field) => field.name)).toEqual(['mimeType', 'width', 'id']);
    const initial = initialValues(file, { id: 'f1', alt: '', mimeType: 'image/png', width: 3 });
    expect(Object.keys(initial)).toEqual(['alt']);
    expect(toInput(file, { ...initial, alt: 'A tote', mimeType: 'text/html' }, initial, 'update')).toEqual({ data: { alt: 'A tote' }, errors: {} });
  });
});
