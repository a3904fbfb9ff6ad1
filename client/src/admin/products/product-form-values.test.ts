import { describe, expect, it } from 'vitest';
import { useProductEditorText } from './product-editor-text';
import { amountInput, productSchema, productValues } from './product-form-values';
import type { ProductEditorFieldsFragment } from './product-editor.generated';

const text = useProductEditorText.in('en');
const schema = productSchema(text);
const USD = 'c-usd';
const RUB = 'c-rub';

/** What the schema refuses, by path. */
async function refusals(values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((entry) => [entry.path, entry.message]));
  }
}

const price = (id: string, number: string | null, currency: string, kind = 'price') => ({
  __typename: 'EcommerceAttribute' as const,
  id,
  number,
  attributeKeys: [{ __typename: 'EcommerceAttributeKey' as const, id: 'k', kind }],
  billingModuleCurrencies: [{ __typename: 'BillingCurrency' as const, id: currency, slug: currency, symbol: null }],
});

describe('the product editor values', () => {
  it('read a product: the first price per currency, a field for every currency, images in their order', () => {
    const product = {
      title: { en: 'Jug', ru: null },
      type: 'subscription',
      attributes: [price('a1', '49.00', USD), price('a2', '51.00', USD), price('a3', '7', USD, 'feature')],
      productsToFileStorageModuleFiles: [
        { id: 'l2', orderIndex: 2, fileStorageModuleFileId: 'f2', fileStorageModuleFile: { id: 'f2', adminTitle: 'Back', file: 'b.png', mimeType: 'image/png', alt: null } },
        { id: 'l1', orderIndex: 0, fileStorageModuleFileId: 'f1', fileStorageModuleFile: { id: 'f1', adminTitle: 'Front', file: 'a.png', mimeType: 'image/png', alt: 'A jug' } },
      ],
      categoriesToProducts: [],
      storesToProducts: [{ id: 's1', storeId: 'st', sku: 'JUG-1', store: { id: 'st', adminTitle: 'store', title: { en: 'Online store', ru: null } } }],
    } as unknown as ProductEditorFieldsFragment;
    const values = productValues(product, [USD, RUB]);
    expect(values.title).toEqual({ en: 'Jug', ru: '' });
    expect(values.type).toBe('subscription');
    expect(values.prices).toEqual({ [USD]: '49.00', [RUB]: '' });
    expect(values.images.map((image) => [image.name, image.alt, image.orderIndex])).toEqual([
      ['Front', 'A jug', 0],
      ['Back', '', 2],
    ]);
    expect(values.stores).toEqual([{ linkId: 's1', storeId: 'st', label: 'Online store', sku: 'JUG-1' }]);
  });

  it('a new product starts one-off, unpriced, with the default variant', () => {
    expect(productValues(null, [USD])).toMatchObject({ type: 'one_off', prices: { [USD]: '' }, variant: 'default', images: [] });
  });

  it('sends amounts with two decimals, an empty one as no price', () => {
    expect(amountInput('59.9')).toBe('59.90');
    expect(amountInput(' 5490 ')).toBe('5490.00');
    expect(amountInput('')).toBeNull();
  });

  it('asks for a title in some language, amounts of 0 or more with cents at most, and SKUs that differ', async () => {
    const values = productValues(null, [USD, RUB]);
    expect(await refusals({ ...values, title: { en: ' ', ru: '' } })).toEqual({ title: text.titleRequired });
    expect(await refusals({ ...values, title: { en: '', ru: 'Кувшин' }, prices: { [USD]: '1.999', [RUB]: '-1' } })).toEqual({
      [`prices.${USD}`]: text.amountInvalid,
      [`prices.${RUB}`]: text.amountInvalid,
    });
    const stores = [
      { linkId: 'a', storeId: 's1', label: 'One', sku: 'X-1' },
      { storeId: 's2', label: 'Two', sku: 'X-1' },
      { storeId: 's3', label: 'Three', sku: '' },
      { linkId: 'b', storeId: 's4', label: 'Four', sku: ' ' },
    ];
    expect(await refusals({ ...values, title: { en: 'Jug', ru: '' }, stores })).toEqual({ 'stores[1].sku': text.skuTwice, 'stores[3].sku': text.skuRequired });
  });
});
