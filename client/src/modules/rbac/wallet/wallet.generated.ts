/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.js';

import { mutationHook } from '../../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RbacWalletInput = {
  address?: string | null | undefined;
  message: string;
  signature: string;
};

export type RbacAuthenticationEthereumNonceMutationVariables = Exact<{ [key: string]: never; }>;


export type RbacAuthenticationEthereumNonceMutation = { rbacAuthenticationEthereumNonce: string };

export type RbacAuthenticationEthereumMutationVariables = Exact<{
  data: Types.RbacWalletInput;
}>;


export type RbacAuthenticationEthereumMutation = { rbacAuthenticationEthereum: { jwt: string, refresh: string } };


export const RbacAuthenticationEthereumNonceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationEthereumNonce"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationEthereumNonce"}}]}}]} as unknown as DocumentNode<RbacAuthenticationEthereumNonceMutation, RbacAuthenticationEthereumNonceMutationVariables>;
export const RbacAuthenticationEthereumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationEthereum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RbacWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationEthereum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}}]}}]}}]} as unknown as DocumentNode<RbacAuthenticationEthereumMutation, RbacAuthenticationEthereumMutationVariables>;

export const useRbacAuthenticationEthereumNonceMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationEthereumNonceDocument);
export const useRbacAuthenticationEthereumMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationEthereumDocument);
