import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toInputValue } from '../form-values';
import { type AdminField, type AdminModel, editableFields } from '../model-metadata';
import {
  AdminProductCreateDocument,
  AdminProductLinkCategoriesDocument,
  AdminProductLinkImagesDocument,
  AdminProductLinkStoresDocument,
  AdminProductOrderImagesDocument,
  AdminProductSetPricesDocument,
  AdminProductUnlinkCategoryDocument,
  AdminProductUnlinkImageDocument,
  AdminProductUnlinkStoreDocument,
  AdminProductUpdateDocument,
  AdminProductUpdateImageDocument,
  AdminProductUpdateStoresDocument,
  AdminProductUploadImageDocument,
} from './product-editor.generated';
import { amountInput, type ProductValues } from './product-form-values';

// The save of the product editor: the product's own fields (created or changed), its prices in
// one call, then what it is linked with (categories, stores with their SKUs, images in order).
// Each step sends only what changed; a refused step stops the save and names its fields.

/** A save refused for fields of the form: their messages by formik path (`slug`, `prices.<currency id>`, `stores[1].sku`). */
export class ProductSaveError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The product's own fields the editor holds, with their kinds (how a value goes to the API), as the
 * server declares them (adminModels): its writable fields the editor has a value for. Its
 * publishedAt is written last, on its own (see saveProduct).
 */
export function ownFieldsOf(productModel: AdminModel, values: ProductValues): AdminField[] {
  return editableFields(productModel).filter((field) => field.name !== 'publishedAt' && field.name in values);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The create input (what is filled) or the update input (what changed, an emptied field as null). */
function ownInput(ownFields: readonly AdminField[], values: ProductValues, initial: ProductValues, creating: boolean) {
  const data: Record<string, unknown> = {};
  for (const field of ownFields) {
    const name = field.name as keyof ProductValues;
    const value = toInputValue(field, values[name] as string);
    if (creating ? value === null : same(values[name], initial[name])) continue;
    data[name] = value;
  }
  return data;
}

/**
 * Runs one step; a refusal naming an input field (`data.slug`, `data.prices[0].amount`,
 * `data[1].data.sku`) becomes a ProductSaveError on the form's field `at` gives for it.
 */
async function step<T>(work: () => Promise<T>, at: (field: string) => string | undefined): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!CombinedGraphQLErrors.is(error)) throw error;
    const fields: Record<string, string> = {};
    for (const entry of error.errors) {
      const field = entry.extensions?.field;
      const path = typeof field === 'string' ? at(field) : undefined;
      if (path) fields[path] ??= entry.message.replace(`${String(field)}: `, '');
    }
    if (!Object.keys(fields).length) throw error;
    throw new ProductSaveError(Object.values(fields).join('; '), fields);
  }
}

/** The form path of the item a bulk write's error names (`data[2].data.sku` → `stores[<its index>].sku`). */
const bulkItem = (list: string, indexes: number[]) => (field: string) => {
  const match = /^data\[(\d+)\]\.data\.(\w+)/.exec(field);
  const index = match ? indexes[Number(match[1])] : undefined;
  return index === undefined ? undefined : `${list}[${index}].${match![2]}`;
};

/** Saves the editor's values; answers the product's id (a new product's once created). */
export async function saveProduct(
  client: ApolloClient,
  productModel: AdminModel,
  productId: string | null,
  values: ProductValues,
  initial: ProductValues,
  currencyIds: readonly string[],
): Promise<string> {
  const ownFields = ownFieldsOf(productModel, values);
  const own = ownInput(ownFields, values, initial, !productId);
  const ownField = (field: string) => {
    const name = field.replace(/^data\./, '').split(/[.[]/)[0];
    return ownFields.some((candidate) => candidate.name === name) ? name : undefined;
  };
  let id = productId;
  if (!id) {
    const { data } = await step(() => client.mutate({ mutation: AdminProductCreateDocument, variables: { data: own } }), ownField);
    id = data!.ecommerceProductCreate.id;
  } else if (Object.keys(own).length) {
    await step(() => client.mutate({ mutation: AdminProductUpdateDocument, variables: { id: id!, data: own } }), ownField);
  }
  const productIdNow = id;

  const prices = currencyIds
    .filter((currencyId) => !productId || (values.prices[currencyId] ?? '') !== (initial.prices[currencyId] ?? ''))
    .map((currencyId) => ({ billingModuleCurrencyId: currencyId, amount: amountInput(values.prices[currencyId] ?? '') }));
  if (prices.some((price) => price.amount !== null) || (productId && prices.length)) {
    const priceField = (field: string) => {
      const match = /^data\.prices\[(\d+)\]/.exec(field);
      return match ? `prices.${prices[Number(match[1])]?.billingModuleCurrencyId}` : undefined;
    };
    await step(() => client.mutate({ mutation: AdminProductSetPricesDocument, variables: { id: productIdNow, data: { prices } } }), priceField);
  }

  await saveCategories(client, productIdNow, values, initial);
  await saveStores(client, productIdNow, values, initial);
  await saveImages(client, productIdNow, values, initial);
  // Last: a product is published with a price in the default currency, written just above.
  if (values.publishedAt !== initial.publishedAt) {
    const publishedField = (field: string) => (/^data\.publishedAt/.test(field) ? 'publishedAt' : undefined);
    const data = { publishedAt: values.publishedAt };
    await step(() => client.mutate({ mutation: AdminProductUpdateDocument, variables: { id: productIdNow, data } }), publishedField);
  }
  return productIdNow;
}

const none = () => undefined;

async function saveCategories(client: ApolloClient, productId: string, values: ProductValues, initial: ProductValues) {
  const kept = new Set(values.categories.map((category) => category.linkId));
  for (const removed of initial.categories.filter((category) => !kept.has(category.linkId))) {
    await client.mutate({ mutation: AdminProductUnlinkCategoryDocument, variables: { id: removed.linkId! } });
  }
  const added = values.categories.filter((category) => !category.linkId);
  if (added.length) {
    const data = added.map((category) => ({ data: { categoryId: category.categoryId, productId } }));
    await step(() => client.mutate({ mutation: AdminProductLinkCategoriesDocument, variables: { data } }), none);
  }
}

async function saveStores(client: ApolloClient, productId: string, values: ProductValues, initial: ProductValues) {
  const kept = new Set(values.stores.map((store) => store.linkId));
  for (const removed of initial.stores.filter((store) => !kept.has(store.linkId))) {
    await client.mutate({ mutation: AdminProductUnlinkStoreDocument, variables: { id: removed.linkId! } });
  }
  const before = new Map(initial.stores.map((store) => [store.linkId, store.sku]));
  const changed = values.stores.flatMap((store, index) => (store.linkId && before.get(store.linkId) !== store.sku ? [{ store, index }] : []));
  if (changed.length) {
    const data = changed.map(({ store }) => ({ id: store.linkId!, data: { sku: store.sku.trim() } }));
    await step(() => client.mutate({ mutation: AdminProductUpdateStoresDocument, variables: { data } }), bulkItem('stores', changed.map(({ index }) => index)));
  }
  const added = values.stores.flatMap((store, index) => (store.linkId ? [] : [{ store, index }]));
  if (added.length) {
    // An empty SKU is left out: the server makes one.
    const data = added.map(({ store }) => ({ data: { storeId: store.storeId, productId, ...(store.sku.trim() ? { sku: store.sku.trim() } : {}) } }));
    await step(() => client.mutate({ mutation: AdminProductLinkStoresDocument, variables: { data } }), bulkItem('stores', added.map(({ index }) => index)));
  }
}

async function saveImages(client: ApolloClient, productId: string, values: ProductValues, initial: ProductValues) {
  const kept = new Set(values.images.map((image) => image.linkId));
  for (const removed of initial.images.filter((image) => !kept.has(image.linkId))) {
    await client.mutate({ mutation: AdminProductUnlinkImageDocument, variables: { id: removed.linkId! } });
  }
  const altBefore = new Map(initial.images.map((image) => [image.linkId, image.alt]));
  const fileIds: string[] = [];
  for (const [index, image] of values.images.entries()) {
    const altAt = (field: string) => (/^data\.alt/.test(field) ? `images[${index}].alt` : undefined);
    if (image.upload) {
      const data = { file: image.upload, alt: image.alt.trim() || null };
      const { data: created } = await step(() => client.mutate({ mutation: AdminProductUploadImageDocument, variables: { data }, context: { upload: true } }), altAt);
      fileIds.push(created!.fileStorageFileCreate.id);
      continue;
    }
    fileIds.push(image.fileId!);
    // The text is the file's own: every place showing the file says it.
    if (image.linkId ? altBefore.get(image.linkId) !== image.alt : image.alt.trim()) {
      await step(() => client.mutate({ mutation: AdminProductUpdateImageDocument, variables: { id: image.fileId!, data: { alt: image.alt.trim() || null } } }), altAt);
    }
  }
  // Every image at its place in the list: the shop shows them by orderIndex.
  const moved = values.images.flatMap((image, index) => (image.linkId && image.orderIndex !== index ? [{ id: image.linkId, data: { orderIndex: index } }] : []));
  if (moved.length) await client.mutate({ mutation: AdminProductOrderImagesDocument, variables: { data: moved } });
  const added = values.images.flatMap((image, index) => (image.linkId ? [] : [{ data: { productId, fileStorageModuleFileId: fileIds[index], orderIndex: index } }]));
  if (added.length) await client.mutate({ mutation: AdminProductLinkImagesDocument, variables: { data: added } });
}
