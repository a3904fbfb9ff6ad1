import * as yup from 'yup';
import { LANGUAGES } from '../../shared/i18n/language';
import { pricesOf } from '../../modules/ecommerce/prices/prices';
import { localizedText } from '../row-text';
import { type LocalizedValue, toDecimalText } from '../form-values';
import type { ProductEditorFieldsFragment } from './product-editor.generated';
import type { useProductEditorText } from './product-editor-text';

// What the product editor holds, made from the product as read and back into the writes of
// its save (see save-product.ts): links keep the id of their row, new ones have none yet.

export interface CategoryValue {
  linkId?: string;
  categoryId: string;
  label: string;
}

export interface StoreValue {
  linkId?: string;
  storeId: string;
  label: string;
  sku: string;
}

export interface ImageValue {
  /** A key for React and the reorder buttons: the link's id, or one made for a new image. */
  key: string;
  linkId?: string;
  /** Where the link stands among the product's images (as stored): a moved image is written again. */
  orderIndex?: number;
  /** The stored file (none yet for an upload). */
  fileId?: string;
  /** An upload to store on save. */
  upload?: File;
  /** What shows it: the stored path, or the upload's object url. */
  src: string;
  name: string;
  alt: string;
}

export interface ProductValues {
  title: LocalizedValue;
  shortDescription: LocalizedValue;
  description: LocalizedValue;
  type: string;
  /** When visitors began to see it (an ISO time), null for a draft (see PublishedSwitch). */
  publishedAt: string | null;
  /** An amount per currency id: '' for no price in it. */
  prices: Record<string, string>;
  categories: CategoryValue[];
  stores: StoreValue[];
  images: ImageValue[];
  adminTitle: string;
  slug: string;
  variant: string;
  className: string;
}

type Product = ProductEditorFieldsFragment;
type Named = { adminTitle: string; title: { en?: string | null; ru?: string | null } } | null | undefined;

const localized = (value: { en?: string | null; ru?: string | null } | null | undefined): LocalizedValue =>
  Object.fromEntries(LANGUAGES.map((language) => [language, value?.[language] ?? ''])) as LocalizedValue;

/** How a linked row is named in the editor: its title in English (else any language), else its admin title. */
const nameOf = (row: Named, fallback: string) => (row ? (localizedText(row.title, 'en') ?? row.adminTitle) : fallback);

/** The editor's values for a product (none: a new one), with a price field for every currency. */
export function productValues(product: Product | null | undefined, currencyIds: readonly string[]): ProductValues {
  const amounts = new Map(pricesOf(product?.attributes ?? []).map((price) => [price.currency.id, price.amount]));
  const links = [...(product?.productsToFileStorageModuleFiles ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
  return {
    title: localized(product?.title),
    shortDescription: localized(product?.shortDescription),
    description: localized(product?.description),
    type: product?.type ?? 'one_off',
    publishedAt: (product?.publishedAt as string | null | undefined) ?? null,
    prices: Object.fromEntries(currencyIds.map((id) => [id, amounts.get(id) ?? ''])),
    categories: (product?.categoriesToProducts ?? []).map((link) => ({ linkId: link.id, categoryId: link.categoryId, label: nameOf(link.category, link.categoryId) })),
    stores: (product?.storesToProducts ?? []).map((link) => ({ linkId: link.id, storeId: link.storeId, label: nameOf(link.store, link.storeId), sku: link.sku })),
    images: links.map((link) => ({
      key: link.id,
      linkId: link.id,
      orderIndex: link.orderIndex,
      fileId: link.fileStorageModuleFileId,
      src: link.fileStorageModuleFile?.file ?? '',
      name: link.fileStorageModuleFile?.adminTitle ?? '',
      alt: link.fileStorageModuleFile?.alt ?? '',
    })),
    adminTitle: product?.adminTitle ?? '',
    slug: product?.slug ?? '',
    variant: product?.variant ?? 'default',
    className: product?.className ?? '',
  };
}

/** Money as the shop keeps it: 0 or more, cents at most. */
const AMOUNT = /^\d{1,13}(\.\d{0,2})?$/;

/** An amount field's value as the API takes it: null for none, two decimals otherwise. */
export const amountInput = (value: string) => (value.trim() ? toDecimalText(value.trim()) : null);

/** The checks the form makes before it sends anything: the server checks the same again. */
export function productSchema(text: ReturnType<typeof useProductEditorText>) {
  return yup.object({
    title: yup.object().test('some-title', text.titleRequired, (value) => Object.values(value ?? {}).some((title) => String(title ?? '').trim() !== '')),
    prices: yup.lazy((prices: Record<string, string> = {}) =>
      yup.object(Object.fromEntries(Object.keys(prices).map((id) => [id, yup.string().test('amount', text.amountInvalid, (value) => !value?.trim() || AMOUNT.test(value.trim()))]))),
    ),
    stores: yup
      .array(
        yup.object({
          // A new store link may leave it empty: the server makes one.
          sku: yup.string().when('linkId', { is: (id: unknown) => Boolean(id), then: (schema) => schema.trim().required(text.skuRequired) }),
        }),
      )
      .test('unique-sku', text.skuTwice, function (stores = []) {
        const seen = new Map<string, number>();
        for (const [index, store] of stores.entries()) {
          const sku = store.sku?.trim();
          if (!sku) continue;
          if (seen.has(sku)) return this.createError({ path: `stores[${index}].sku`, message: text.skuTwice });
          seen.set(sku, index);
        }
        return true;
      }),
  });
}
