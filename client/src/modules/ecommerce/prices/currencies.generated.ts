/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.js';

import { queryHook, suspenseQueryHook } from '../../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BillingDefaultCurrencyQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingDefaultCurrencyQuery = { billingCurrencyList: Array<{ id: string, slug: string }> };


export const BillingDefaultCurrencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingDefaultCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingCurrencyList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"and"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"column"},"value":{"kind":"StringValue","value":"isDefault","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"eq","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<BillingDefaultCurrencyQuery, BillingDefaultCurrencyQueryVariables>;

export const useBillingDefaultCurrencyQuery = /*#__PURE__*/ queryHook(BillingDefaultCurrencyDocument);
export const useBillingDefaultCurrencySuspenseQuery = /*#__PURE__*/ suspenseQueryHook(BillingDefaultCurrencyDocument);
