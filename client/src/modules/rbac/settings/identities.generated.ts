/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.js';

import { mutationHook, queryHook, suspenseQueryHook } from '../../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Change email ({email, password}) or password ({password, newPassword}); both need the current password. */
export type RbacIdentityChangeInput = {
  email?: string | null | undefined;
  newPassword?: string | null | undefined;
  password?: string | null | undefined;
};

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

export type RbacSettingsIdentityFragment = { id: string, provider: string, email: string | null, pendingEmail: string | null, account: string | null };

export type RbacSubjectIdentitiesQueryVariables = Exact<{
  subjectId: string | number;
}>;


export type RbacSubjectIdentitiesQuery = { rbacSubjectIdentities: Array<{ id: string, provider: string, email: string | null, pendingEmail: string | null, account: string | null }> };

export type RbacSubjectIdentityUpdateMutationVariables = Exact<{
  subjectId: string | number;
  identityId: string | number;
  data: Types.RbacIdentityChangeInput;
}>;


export type RbacSubjectIdentityUpdateMutation = { rbacSubjectIdentityUpdate: { id: string, provider: string, email: string | null, pendingEmail: string | null, account: string | null } };

export type RbacSubjectIdentityDeleteMutationVariables = Exact<{
  subjectId: string | number;
  identityId: string | number;
}>;


export type RbacSubjectIdentityDeleteMutation = { rbacSubjectIdentityDelete: { id: string } };

export type RbacSubjectIdentityCreateTelegramMutationVariables = Exact<{
  subjectId: string | number;
  data: Types.RbacTelegramInput;
}>;


export type RbacSubjectIdentityCreateTelegramMutation = { rbacSubjectIdentityCreateTelegram: { id: string, provider: string, email: string | null, pendingEmail: string | null, account: string | null } };

export type RbacSubjectIdentityConfirmEmailMutationVariables = Exact<{
  subjectId: string | number;
  identityId: string | number;
  code: string;
}>;


export type RbacSubjectIdentityConfirmEmailMutation = { rbacSubjectIdentityConfirmEmail: { id: string, provider: string, email: string | null, pendingEmail: string | null, account: string | null } };

export const RbacSettingsIdentityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RbacSettingsIdentity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RbacMeIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]} as unknown as DocumentNode<RbacSettingsIdentityFragment, unknown>;
export const RbacSubjectIdentitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RbacSubjectIdentities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacSubjectIdentities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RbacSettingsIdentity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RbacSettingsIdentity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RbacMeIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]} as unknown as DocumentNode<RbacSubjectIdentitiesQuery, RbacSubjectIdentitiesQueryVariables>;
export const RbacSubjectIdentityUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacSubjectIdentityUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RbacIdentityChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacSubjectIdentityUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"identityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RbacSettingsIdentity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RbacSettingsIdentity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RbacMeIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]} as unknown as DocumentNode<RbacSubjectIdentityUpdateMutation, RbacSubjectIdentityUpdateMutationVariables>;
export const RbacSubjectIdentityDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacSubjectIdentityDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacSubjectIdentityDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"identityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RbacSubjectIdentityDeleteMutation, RbacSubjectIdentityDeleteMutationVariables>;
export const RbacSubjectIdentityCreateTelegramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacSubjectIdentityCreateTelegram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RbacTelegramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacSubjectIdentityCreateTelegram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RbacSettingsIdentity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RbacSettingsIdentity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RbacMeIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]} as unknown as DocumentNode<RbacSubjectIdentityCreateTelegramMutation, RbacSubjectIdentityCreateTelegramMutationVariables>;
export const RbacSubjectIdentityConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacSubjectIdentityConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacSubjectIdentityConfirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subjectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subjectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"identityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RbacSettingsIdentity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RbacSettingsIdentity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RbacMeIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]} as unknown as DocumentNode<RbacSubjectIdentityConfirmEmailMutation, RbacSubjectIdentityConfirmEmailMutationVariables>;

export const useRbacSubjectIdentitiesQuery = /*#__PURE__*/ queryHook(RbacSubjectIdentitiesDocument);
export const useRbacSubjectIdentitiesSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(RbacSubjectIdentitiesDocument);
export const useRbacSubjectIdentityUpdateMutation = /*#__PURE__*/ mutationHook(RbacSubjectIdentityUpdateDocument);
export const useRbacSubjectIdentityDeleteMutation = /*#__PURE__*/ mutationHook(RbacSubjectIdentityDeleteDocument);
export const useRbacSubjectIdentityCreateTelegramMutation = /*#__PURE__*/ mutationHook(RbacSubjectIdentityCreateTelegramDocument);
export const useRbacSubjectIdentityConfirmEmailMutation = /*#__PURE__*/ mutationHook(RbacSubjectIdentityConfirmEmailDocument);
