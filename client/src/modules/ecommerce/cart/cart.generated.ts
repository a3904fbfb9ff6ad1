/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.js';

import { mutationHook, queryHook, suspenseQueryHook } from '../../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EcommerceCartAddInput = {
  productId?: string | number | null | undefined;
  quantity?: number | null | undefined;
  storeId?: string | number | null | undefined;
};

export type EcommerceCartLineInput = {
  id: string | number;
  quantity: number;
};

export type EcommerceCartUpdateInput = {
  ordersToProducts?: Array<EcommerceCartLineInput> | null | undefined;
  /** Only 'canceled', for an unpaid order. */
  status?: string | null | undefined;
};

export type EcommerceCheckoutInput = {
  /** Required for orders; for a product, the default currency when absent. */
  billingModuleCurrencyId?: string | number | null | undefined;
  comment?: string | null | undefined;
  email: string;
  /** The buyer's language (en, ru; the default language when absent): the mails about the checkout are written in it. */
  language?: string | null | undefined;
  /** The orders to pay (cart checkout). */
  orderIds?: Array<string | number> | null | undefined;
  /** stripe, 0xprocessing, payselection, payselection-international, tiptoppay, cloudpayments or dummy; when absent, the first of serverInfo.paymentProviders. */
  provider?: string | null | undefined;
  /** Product checkout: how many. */
  quantity?: number | null | undefined;
  storeId?: string | number | null | undefined;
};

/** One condition: column, method (eq ne gt gte lt lte like ilike inArray notInArray isNull isNotNull) and value. */
export type FilterInput = {
  /** A field name, or 'title.en' for one language of a per-language field. */
  column: string;
  method: string;
  /** A value, or a list of values for inArray and notInArray. */
  value?: unknown;
};

/** Conditions that must all hold. */
export type FiltersInput = {
  and?: Array<FilterInput> | null | undefined;
};

export type EcommerceCartOrdersQueryVariables = Exact<{
  filters: Types.FiltersInput;
}>;


export type EcommerceCartOrdersQuery = { ecommerceOrderList: Array<{ id: string, status: string, type: string, createdAt: unknown, receipt: string, ordersToProducts: Array<{ id: string, variant: string, quantity: number, unitPrice: unknown, currencyId: string | null, currencySlug: string | null, currencySymbol: string | null, product: { id: string, slug: string, attributes: Array<{ id: string, number: unknown, attributeKeys: Array<{ id: string, kind: string }>, billingModuleCurrencies: Array<{ id: string, slug: string, symbol: string | null }> }>, fileStorageModuleFiles: Array<{ id: string, file: string, mimeType: string | null, alt: string | null, width: number | null, height: number | null }>, title: { en: string | null, ru: string | null } } | null, productTitle: { en: string | null, ru: string | null } | null }> }> };

export type EcommerceCartSummaryQueryVariables = Exact<{
  subjectId: string | number;
}>;


export type EcommerceCartSummaryQuery = { ecommerceCartQuantity: number, ecommerceCartTotal: Array<{ total: unknown, billingModuleCurrency: { id: string, slug: string, symbol: string | null } }> };

export type EcommerceCartProductQuantityQueryVariables = Exact<{
  subjectId: string | number;
  productId: string | number;
}>;


export type EcommerceCartProductQuantityQuery = { ecommerceCartProductQuantity: { productId: string, quantity: number, orderId: string | null, orderToProductId: string | null } };

export type EcommerceCartAddMutationVariables = Exact<{
  subjectId: string | number;
  data?: Types.EcommerceCartAddInput | null | undefined;
}>;


export type EcommerceCartAddMutation = { ecommerceCartAdd: { id: string } };

export type EcommerceCartUpdateMutationVariables = Exact<{
  subjectId: string | number;
  orderId: string | number;
  data: Types.EcommerceCartUpdateInput;
}>;


export type EcommerceCartUpdateMutation = { ecommerceCartUpdate: { id: string } };

export type EcommerceCartDeleteMutationVariables = Exact<{
  subjectId: string | number;
  orderId: string | number;
}>;


export type EcommerceCartDeleteMutation = { ecommerceCartDelete: { id: string } };

export type EcommerceCheckoutMutationVariables = Exact<{
  subjectId: string | number;
  data: Types.EcommerceCheckoutInput;
}>;


export type EcommerceCheckoutMutation = { ecommerceCheckout: { paymentUrl: string } };

export type EcommerceProductCheckoutMutationVariables = Exact<{
  subjectId: string | number;
  productId: string | number;
  data: Types.EcommerceCheckoutInput;
}>;


export type EcommerceProductCheckoutMutation = { ecommerceProductCheckout: { paymentUrl: string } };

export type PaymentProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentProvidersQuery = { serverInfo: { paymentProviders: Array<string> } };


export const EcommerceCartOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EcommerceCartOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceOrderList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"column"},"value":{"kind":"StringValue","value":"createdAt","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"asc","block":false}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"ordersToProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceAttributeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileStorageModuleFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocalizedTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"ordersToProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productTitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"}},{"kind":"Field","name":{"kind":"Name","value":"currencySlug"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"attributeKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingModuleCurrencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileStorageFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<EcommerceCartOrdersQuery, EcommerceCartOrdersQueryVariables>;
export const EcommerceCartSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EcommerceCartSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCartQuantity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}}]},{"kind":"Field","name":{"kind":"Name","value":"ecommerceCartTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"billingModuleCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]}}]} as unknown as DocumentNode<EcommerceCartSummaryQuery, EcommerceCartSummaryQueryVariables>;
export const EcommerceCartProductQuantityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EcommerceCartProductQuantity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCartProductQuantity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderToProductId"}}]}}]}}]} as unknown as DocumentNode<EcommerceCartProductQuantityQuery, EcommerceCartProductQuantityQueryVariables>;
export const EcommerceCartAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EcommerceCartAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceCartAddInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCartAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EcommerceCartAddMutation, EcommerceCartAddMutationVariables>;
export const EcommerceCartUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EcommerceCartUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceCartUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCartUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EcommerceCartUpdateMutation, EcommerceCartUpdateMutationVariables>;
export const EcommerceCartDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EcommerceCartDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCartDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EcommerceCartDeleteMutation, EcommerceCartDeleteMutationVariables>;
export const EcommerceCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EcommerceCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}}]}}]} as unknown as DocumentNode<EcommerceCheckoutMutation, EcommerceCheckoutMutationVariables>;
export const EcommerceProductCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EcommerceProductCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcommerceCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecommerceProductCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}}]}}]} as unknown as DocumentNode<EcommerceProductCheckoutMutation, EcommerceProductCheckoutMutationVariables>;
export const PaymentProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"}}]}}]}}]} as unknown as DocumentNode<PaymentProvidersQuery, PaymentProvidersQueryVariables>;

export const useEcommerceCartOrdersQuery = /*#__PURE__*/ queryHook(EcommerceCartOrdersDocument);
export const useEcommerceCartOrdersSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(EcommerceCartOrdersDocument);
export const useEcommerceCartSummaryQuery = /*#__PURE__*/ queryHook(EcommerceCartSummaryDocument);
export const useEcommerceCartSummarySuspenseQuery = /*#__PURE__*/ suspenseQueryHook(EcommerceCartSummaryDocument);
export const useEcommerceCartProductQuantityQuery = /*#__PURE__*/ queryHook(EcommerceCartProductQuantityDocument);
export const useEcommerceCartProductQuantitySuspenseQuery = /*#__PURE__*/ suspenseQueryHook(EcommerceCartProductQuantityDocument);
export const useEcommerceCartAddMutation = /*#__PURE__*/ mutationHook(EcommerceCartAddDocument);
export const useEcommerceCartUpdateMutation = /*#__PURE__*/ mutationHook(EcommerceCartUpdateDocument);
export const useEcommerceCartDeleteMutation = /*#__PURE__*/ mutationHook(EcommerceCartDeleteDocument);
export const useEcommerceCheckoutMutation = /*#__PURE__*/ mutationHook(EcommerceCheckoutDocument);
export const useEcommerceProductCheckoutMutation = /*#__PURE__*/ mutationHook(EcommerceProductCheckoutDocument);
export const usePaymentProvidersQuery = /*#__PURE__*/ queryHook(PaymentProvidersDocument);
export const usePaymentProvidersSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(PaymentProvidersDocument);
