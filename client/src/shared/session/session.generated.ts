/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import { mutationHook, queryHook, suspenseQueryHook } from '../graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RbacMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RbacMeQuery = { rbacMe: { id: string, slug: string, identities: Array<{ id: string, provider: string, email: string | null, account: string | null }>, roles: Array<{ id: string, uid: string, title: string }> } | null };

export type RbacAuthenticationRefreshMutationVariables = Exact<{
  refresh?: string | null | undefined;
}>;


export type RbacAuthenticationRefreshMutation = { rbacAuthenticationRefresh: { jwt: string, refresh: string } };

export type RbacAuthenticationInitMutationVariables = Exact<{ [key: string]: never; }>;


export type RbacAuthenticationInitMutation = { rbacAuthenticationInit: { jwt: string, refresh: string } };

export type RbacAuthenticationLogoutMutationVariables = Exact<{
  refresh?: string | null | undefined;
}>;


export type RbacAuthenticationLogoutMutation = { rbacAuthenticationLogout: boolean };

export type RbacAuthenticationLogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type RbacAuthenticationLogoutEverywhereMutation = { rbacAuthenticationLogoutEverywhere: boolean };


export const RbacMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RbacMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<RbacMeQuery, RbacMeQueryVariables>;
export const RbacAuthenticationRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationRefresh"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}}]}}]}}]} as unknown as DocumentNode<RbacAuthenticationRefreshMutation, RbacAuthenticationRefreshMutationVariables>;
export const RbacAuthenticationInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationInit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationInit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}}]}}]}}]} as unknown as DocumentNode<RbacAuthenticationInitMutation, RbacAuthenticationInitMutationVariables>;
export const RbacAuthenticationLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationLogout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}]}]}}]} as unknown as DocumentNode<RbacAuthenticationLogoutMutation, RbacAuthenticationLogoutMutationVariables>;
export const RbacAuthenticationLogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationLogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationLogoutEverywhere"}}]}}]} as unknown as DocumentNode<RbacAuthenticationLogoutEverywhereMutation, RbacAuthenticationLogoutEverywhereMutationVariables>;

export const useRbacMeQuery = /*#__PURE__*/ queryHook(RbacMeDocument);
export const useRbacMeSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(RbacMeDocument);
export const useRbacAuthenticationRefreshMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationRefreshDocument);
export const useRbacAuthenticationInitMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationInitDocument);
export const useRbacAuthenticationLogoutMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationLogoutDocument);
export const useRbacAuthenticationLogoutEverywhereMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationLogoutEverywhereDocument);
