/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.js';

import { mutationHook } from '../../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RbacLoginInput = {
  login: string;
  password: string;
};

export type RbacResetPasswordInput = {
  code: string;
  password: string;
  passwordConfirmation: string;
};

export type RbacAuthenticationLoginMutationVariables = Exact<{
  data: Types.RbacLoginInput;
}>;


export type RbacAuthenticationLoginMutation = { rbacAuthenticationLogin: { jwt: string, refresh: string } };

export type RbacAuthenticationRegistrationMutationVariables = Exact<{
  data: Types.RbacLoginInput;
}>;


export type RbacAuthenticationRegistrationMutation = { rbacAuthenticationRegistration: { jwt: string, refresh: string } };

export type RbacAuthenticationForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type RbacAuthenticationForgotPasswordMutation = { rbacAuthenticationForgotPassword: boolean };

export type RbacAuthenticationResetPasswordMutationVariables = Exact<{
  data: Types.RbacResetPasswordInput;
}>;


export type RbacAuthenticationResetPasswordMutation = { rbacAuthenticationResetPassword: boolean };


export const RbacAuthenticationLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RbacLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}}]}}]}}]} as unknown as DocumentNode<RbacAuthenticationLoginMutation, RbacAuthenticationLoginMutationVariables>;
export const RbacAuthenticationRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RbacLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}}]}}]}}]} as unknown as DocumentNode<RbacAuthenticationRegistrationMutation, RbacAuthenticationRegistrationMutationVariables>;
export const RbacAuthenticationForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationForgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RbacAuthenticationForgotPasswordMutation, RbacAuthenticationForgotPasswordMutationVariables>;
export const RbacAuthenticationResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RbacAuthenticationResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RbacResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rbacAuthenticationResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}]}]}}]} as unknown as DocumentNode<RbacAuthenticationResetPasswordMutation, RbacAuthenticationResetPasswordMutationVariables>;

export const useRbacAuthenticationLoginMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationLoginDocument);
export const useRbacAuthenticationRegistrationMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationRegistrationDocument);
export const useRbacAuthenticationForgotPasswordMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationForgotPasswordDocument);
export const useRbacAuthenticationResetPasswordMutation = /*#__PURE__*/ mutationHook(RbacAuthenticationResetPasswordDocument);
