/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.js';

import { mutationHook, queryHook, suspenseQueryHook } from '../../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The Telegram Login Widget's answer, field for field as the widget gives it (absent fields left out). */
export type RbacTelegramInput = {
  /** Unix time of the sign-in */
  auth_date: string | number;
  first_name?: string | null | undefined;
  hash: string;
  /** Telegram user id */
  id: string | number;
  last_name?: string | null | undefined;
  photo_url?: string | null | undefined;
  username?: string | null | undefined;
};

export type RbacTelegramBotQueryVariables = Exact<{ [key: string]: never; }>;


export type RbacTelegramBotQuery = { serverInfo: { telegramBotName: string | null } };

export type RbacAuthenticationTelegramMutationVariables = Exact<{
  data: Types.RbacTelegramInput;
}>;


export type RbacAuthenticationTelegramMutation = { rbacAuthenticationTelegram: { jwt: string, refresh: string } };


export const RbacTelegramBotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RbacTelegramBot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramBotName"}}]}}]}}]} as unknown as DocumentNode<RbacTelegramBotQuery, RbacTelegramBotQueryVariables>;
export const RbacAuthenticationTelegramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationTelegram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RbacTelegramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationTelegram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}}]}}]}}]} as unknown as DocumentNode<RbacAuthenticationTelegramMutation, RbacAuthenticationTelegramMutationVariables>;

export const useRbacTelegramBotQuery = /*#__PURE__*/ queryHook(RbacTelegramBotDocument);
export const useRbacTelegramBotSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(RbacTelegramBotDocument);
export const useRbacAuthenticationTelegramMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationTelegramDocument);
