/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import { mutationHook, queryHook, suspenseQueryHook } from '../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EcommerceCategoriesToProductsBulkCreateItem = {
  data: EcommerceCategoriesToProductsCreateInput;
};

export type EcommerceCategoriesToProductsCreateInput = {
  /** Required. */
  categoryId?: string | number | null | undefined;
  className?: string | null | undefined;
  orderIndex?: number | null | undefined;
  /** Required. */
  productId?: string | number | null | undefined;
  variant?: string | null | undefined;
};

export type EcommerceProductCreateInput = {
  adminTitle?: string | null | undefined;
  className?: string | null | undefined;
  description?: LocalizedTextInput | null | undefined;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: unknown;
  shortDescription?: LocalizedTextInput | null | undefined;
  slug?: string | null | undefined;
  title?: LocalizedTextInput | null | undefined;
  /** One of: one_off, subscription. */
  type?: string | null | undefined;
  variant?: string | null | undefined;
};

export type EcommerceProductPriceInput = {
  /** The price in this currency (0 or more); null removes it. */
  amount?: unknown;
  billingModuleCurrencyId: string | number;
};

export type EcommerceProductPricesInput = {
  /** Each currency once; currencies not named keep their prices. */
  prices: Array<EcommerceProductPriceInput>;
};

export type EcommerceProductUpdateInput = {
  adminTitle?: string | null | undefined;
  className?: string | null | undefined;
  description?: LocalizedTextInput | null | undefined;
  /** When it was published: empty for a draft, which only admins see. A time ahead is refused (publishing is not scheduled). */
  publishedAt?: unknown;
  shortDescription?: LocalizedTextInput | null | undefined;
  slug?: string | null | undefined;
  title?: LocalizedTextInput | null | undefined;
  /** One of: one_off, subscription. */
  type?: string | null | undefined;
  variant?: string | null | undefined;
};

export type EcommerceProductsToFileStorageModuleFilesBulkCreateItem = {
  data: EcommerceProductsToFileStorageModuleFilesCreateInput;
};

export type EcommerceProductsToFileStorageModuleFilesBulkUpdateItem = {
  data: EcommerceProductsToFileStorageModuleFilesUpdateInput;
  id: string | number;
};

export type EcommerceProductsToFileStorageModuleFilesCreateInput = {
  className?: string | null | undefined;
  /** Required. */
  fileStorageModuleFileId?: string | number | null | undefined;
  orderIndex?: number | null | undefined;
  /** Required. */
  productId?: string | number | null | undefined;
  variant?: string | null | undefined;
};

export type EcommerceProductsToFileStorageModuleFilesUpdateInput = {
  className?: string | null | undefined;
  fileStorageModuleFileId?: string | number | null | undefined;
  orderIndex?: number | null | undefined;
  productId?: string | number | null | undefined;
  variant?: string | null | undefined;
};

export type EcommerceStoresToProductsBulkCreateItem = {
  data: EcommerceStoresToProductsCreateInput;
};

export type EcommerceStoresToProductsBulkUpdateItem = {
  data: EcommerceStoresToProductsUpdateInput;
  id: string | number;
};

export type EcommerceStoresToProductsCreateInput = {
  className?: string | null | undefined;
  orderIndex?: number | null | undefined;
  /** Required. */
  productId?: string | number | null | undefined;
  /** Stock keeping unit, unique and non-empty; generated when left out. */
  sku?: string | null | undefined;
  /** Required. */
  storeId?: string | number | null | undefined;
  variant?: string | null | undefined;
};

export type EcommerceStoresToProductsUpdateInput = {
  className?: string | null | undefined;
  orderIndex?: number | null | undefined;
  productId?: string | number | null | undefined;
  /** Stock keeping unit, unique and non-empty; generated when left out. */
  sku?: string | null | undefined;
  storeId?: string | number | null | undefined;
  variant?: string | null | undefined;
};

export type FileStorageFileCreateInput = {
  adminTitle?: string | null | undefined;
  alt?: string | null | undefined;
  className?: string | null | undefined;
  containerClassName?: string | null | undefined;
  extension?: string | null | undefined;
  /** Required. An uploaded file, a path (served under /public) or a full https url (used as is). */
  file?: unknown;
  height?: number | null | undefined;
  mimeType?: string | null | undefined;
  /** One of: local, aws-s3, vercel-blob. */
  provider?: string | null | undefined;
  size?: number | null | undefined;
  /** For a file the server draws on its own (an OpenGraph image): what it was drawn for, e.g. opengraph:products:<id>:en. Its newest drawing is served again instead of drawn anew. */
  source?: string | null | undefined;
  variant?: string | null | undefined;
  width?: number | null | undefined;
};

export type FileStorageFileUpdateInput = {
  adminTitle?: string | null | undefined;
  alt?: string | null | undefined;
  className?: string | null | undefined;
  containerClassName?: string | null | undefined;
  extension?: string | null | undefined;
  /** An uploaded file, a path (served under /public) or a full https url (used as is). */
  file?: unknown;
  height?: number | null | undefined;
  mimeType?: string | null | undefined;
  /** One of: local, aws-s3, vercel-blob. */
  provider?: string | null | undefined;
  size?: number | null | undefined;
  /** For a file the server draws on its own (an OpenGraph image): what it was drawn for, e.g. opengraph:products:<id>:en. Its newest drawing is served again instead of drawn anew. */
  source?: string | null | undefined;
  variant?: string | null | undefined;
  width?: number | null | undefined;
};

/** A text per language; a language set to null is removed. */
export type LocalizedTextInput = {
  en?: string | null | undefined;
  ru?: string | null | undefined;
};

export type ProductEditorFieldsFragment = { id: string, adminTitle: string, slug: string, publishedAt: unknown, type: string, variant: string, className: string | null, title: { en: string | null, ru: string | null }, shortDescription: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null }, attributes: Array<{ id: string, number: unknown, attributeKeys: Array<{ id: string, kind: string }>, billingModuleCurrencies: Array<{ id: string, slug: string, symbol: string | null }> }>, categoriesToProducts: Array<{ id: string, categoryId: string, category: { id: string, adminTitle: string, title: { en: string | null, ru: string | null } } | null }>, storesToProducts: Array<{ id: string, storeId: string, sku: string, store: { id: string, adminTitle: string, title: { en: string | null, ru: string | null } } | null }>, productsToFileStorageModuleFiles: Array<{ id: string, orderIndex: number, fileStorageModuleFileId: string, fileStorageModuleFile: { id: string, adminTitle: string, file: string, mimeType: string | null, alt: string | null } | null }> };

export type AdminProductEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductEditorQuery = { ecommerceProduct: { id: string, adminTitle: string, slug: string, publishedAt: unknown, type: string, variant: string, className: string | null, title: { en: string | null, ru: string | null }, shortDescription: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null }, attributes: Array<{ id: string, number: unknown, attributeKeys: Array<{ id: string, kind: string }>, billingModuleCurrencies: Array<{ id: string, slug: string, symbol: string | null }> }>, categoriesToProducts: Array<{ id: string, categoryId: string, category: { id: string, adminTitle: string, title: { en: string | null, ru: string | null } } | null }>, storesToProducts: Array<{ id: string, storeId: string, sku: string, store: { id: string, adminTitle: string, title: { en: string | null, ru: string | null } } | null }>, productsToFileStorageModuleFiles: Array<{ id: string, orderIndex: number, fileStorageModuleFileId: string, fileStorageModuleFile: { id: string, adminTitle: string, file: string, mimeType: string | null, alt: string | null } | null }> } | null };

export type AdminProductCurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProductCurrenciesQuery = { billingCurrencyList: Array<{ id: string, slug: string, symbol: string | null, isDefault: boolean, title: { en: string | null, ru: string | null } }> };

export type AdminProductCreateMutationVariables = Exact<{
  data: Types.EcommerceProductCreateInput;
}>;


export type AdminProductCreateMutation = { ecommerceProductCreate: { id: string, slug: string } };

export type AdminProductUpdateMutationVariables = Exact<{
  id: string | number;
  data: Types.EcommerceProductUpdateInput;
}>;


export type AdminProductUpdateMutation = { ecommerceProductUpdate: { id: string, slug: string } };

export type AdminProductSetPricesMutationVariables = Exact<{
  id: string | number;
  data: Types.EcommerceProductPricesInput;
}>;


export type AdminProductSetPricesMutation = { ecommerceProductSetPrices: Array<{ attributeId: string, amount: unknown }> };

export type AdminProductLinkCategoriesMutationVariables = Exact<{
  data: Array<Types.EcommerceCategoriesToProductsBulkCreateItem> | Types.EcommerceCategoriesToProductsBulkCreateItem;
}>;


export type AdminProductLinkCategoriesMutation = { ecommerceCategoriesToProductsBulkCreate: Array<{ id: string }> };

export type AdminProductUnlinkCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminProductUnlinkCategoryMutation = { ecommerceCategoriesToProductsDelete: { id: string } };

export type AdminProductLinkStoresMutationVariables = Exact<{
  data: Array<Types.EcommerceStoresToProductsBulkCreateItem> | Types.EcommerceStoresToProductsBulkCreateItem;
}>;


export type AdminProductLinkStoresMutation = { ecommerceStoresToProductsBulkCreate: Array<{ id: string }> };

export type AdminProductUpdateStoresMutationVariables = Exact<{
  data: Array<Types.EcommerceStoresToProductsBulkUpdateItem> | Types.EcommerceStoresToProductsBulkUpdateItem;
}>;


export type AdminProductUpdateStoresMutation = { ecommerceStoresToProductsBulkUpdate: Array<{ id: string }> };

export type AdminProductUnlinkStoreMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminProductUnlinkStoreMutation = { ecommerceStoresToProductsDelete: { id: string } };

export type AdminProductUploadImageMutationVariables = Exact<{
  data: Types.FileStorageFileCreateInput;
}>;


export type AdminProductUploadImageMutation = { fileStorageFileCreate: { id: string } };

export type AdminProductUpdateImageMutationVariables = Exact<{
  id: string | number;
  data: Types.FileStorageFileUpdateInput;
}>;


export type AdminProductUpdateImageMutation = { fileStorageFileUpdate: { id: string, alt: string | null } };

export type AdminProductLinkImagesMutationVariables = Exact<{
  data: Array<Types.EcommerceProductsToFileStorageModuleFilesBulkCreateItem> | Types.EcommerceProductsToFileStorageModuleFilesBulkCreateItem;
}>;


export type AdminProductLinkImagesMutation = { ecommerceProductsToFileStorageModuleFilesBulkCreate: Array<{ id: string }> };

export type AdminProductOrderImagesMutationVariables = Exact<{
  data: Array<Types.EcommerceProductsToFileStorageModuleFilesBulkUpdateItem> | Types.EcommerceProductsToFileStorageModuleFilesBulkUpdateItem;
}>;


export type AdminProductOrderImagesMutation = { ecommerceProductsToFileStorageModuleFilesBulkUpdate: Array<{ id: string }> };

export type AdminProductUnlinkImageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminProductUnlinkImageMutation = { ecommerceProductsToFileStorageModuleFilesDelete: { id: string } };

export const ProductEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceAttributeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesToProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"storesToProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productsToFileStorageModuleFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"fileStorageModuleFileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileStorageModuleFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"attributeKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingModuleCurrencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]} as unknown as DocumentNode<ProductEditorFieldsFragment, unknown>;
export const AdminProductEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductEditorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"attributeKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingModuleCurrencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceAttributeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesToProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"storesToProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productsToFileStorageModuleFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"fileStorageModuleFileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileStorageModuleFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductEditorQuery, AdminProductEditorQueryVariables>;
export const AdminProductCurrenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingCurrencyList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"column"},"value":{"kind":"StringValue","value":"createdAt","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"asc","block":false}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductCurrenciesQuery, AdminProductCurrenciesQueryVariables>;
export const AdminProductCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceProductCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProductCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<AdminProductCreateMutation, AdminProductCreateMutationVariables>;
export const AdminProductUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceProductUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProductUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<AdminProductUpdateMutation, AdminProductUpdateMutationVariables>;
export const AdminProductSetPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductSetPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceProductPricesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProductSetPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<AdminProductSetPricesMutation, AdminProductSetPricesMutationVariables>;
export const AdminProductLinkCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductLinkCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceCategoriesToProductsBulkCreateItem"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCategoriesToProductsBulkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductLinkCategoriesMutation, AdminProductLinkCategoriesMutationVariables>;
export const AdminProductUnlinkCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUnlinkCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCategoriesToProductsDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductUnlinkCategoryMutation, AdminProductUnlinkCategoryMutationVariables>;
export const AdminProductLinkStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductLinkStores"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceStoresToProductsBulkCreateItem"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceStoresToProductsBulkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductLinkStoresMutation, AdminProductLinkStoresMutationVariables>;
export const AdminProductUpdateStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUpdateStores"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceStoresToProductsBulkUpdateItem"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceStoresToProductsBulkUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductUpdateStoresMutation, AdminProductUpdateStoresMutationVariables>;
export const AdminProductUnlinkStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUnlinkStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceStoresToProductsDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductUnlinkStoreMutation, AdminProductUnlinkStoreMutationVariables>;
export const AdminProductUploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileStorageFileCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileStorageFileCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductUploadImageMutation, AdminProductUploadImageMutationVariables>;
export const AdminProductUpdateImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUpdateImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileStorageFileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileStorageFileUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<AdminProductUpdateImageMutation, AdminProductUpdateImageMutationVariables>;
export const AdminProductLinkImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductLinkImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceProductsToFileStorageModuleFilesBulkCreateItem"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProductsToFileStorageModuleFilesBulkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductLinkImagesMutation, AdminProductLinkImagesMutationVariables>;
export const AdminProductOrderImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductOrderImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceProductsToFileStorageModuleFilesBulkUpdateItem"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProductsToFileStorageModuleFilesBulkUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductOrderImagesMutation, AdminProductOrderImagesMutationVariables>;
export const AdminProductUnlinkImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductUnlinkImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProductsToFileStorageModuleFilesDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminProductUnlinkImageMutation, AdminProductUnlinkImageMutationVariables>;

export const useAdminProductEditorQuery = /*#__PURE__*/ queryHook(AdminProductEditorDocument);
export const useAdminProductEditorSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(AdminProductEditorDocument);
export const useAdminProductCurrenciesQuery = /*#__PURE__*/ queryHook(AdminProductCurrenciesDocument);
export const useAdminProductCurrenciesSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(AdminProductCurrenciesDocument);
export const useAdminProductCreateMutation = /*#__PURE__*/ mutationHook(AdminProductCreateDocument);
export const useAdminProductUpdateMutation = /*#__PURE__*/ mutationHook(AdminProductUpdateDocument);
export const useAdminProductSetPricesMutation = /*#__PURE__*/ mutationHook(AdminProductSetPricesDocument);
export const useAdminProductLinkCategoriesMutation = /*#__PURE__*/ mutationHook(AdminProductLinkCategoriesDocument);
export const useAdminProductUnlinkCategoryMutation = /*#__PURE__*/ mutationHook(AdminProductUnlinkCategoryDocument);
export const useAdminProductLinkStoresMutation = /*#__PURE__*/ mutationHook(AdminProductLinkStoresDocument);
export const useAdminProductUpdateStoresMutation = /*#__PURE__*/ mutationHook(AdminProductUpdateStoresDocument);
export const useAdminProductUnlinkStoreMutation = /*#__PURE__*/ mutationHook(AdminProductUnlinkStoreDocument);
export const useAdminProductUploadImageMutation = /*#__PURE__*/ mutationHook(AdminProductUploadImageDocument);
export const useAdminProductUpdateImageMutation = /*#__PURE__*/ mutationHook(AdminProductUpdateImageDocument);
export const useAdminProductLinkImagesMutation = /*#__PURE__*/ mutationHook(AdminProductLinkImagesDocument);
export const useAdminProductOrderImagesMutation = /*#__PURE__*/ mutationHook(AdminProductOrderImagesDocument);
export const useAdminProductUnlinkImageMutation = /*#__PURE__*/ mutationHook(AdminProductUnlinkImageDocument);
