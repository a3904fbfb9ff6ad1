/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql.js';

import { queryHook, suspenseQueryHook } from '../../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OrderByInput = {
  column: string;
  /** asc or desc */
  method?: string | null | undefined;
};

export type RbacMeCrmFormsQueryVariables = Exact<{
  orderBy?: Array<Types.OrderByInput> | Types.OrderByInput | null | undefined;
}>;


export type RbacMeCrmFormsQuery = { crmFormList: Array<{ id: string, variant: string, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null }, inputs: Array<{ id: string, type: string, isRequired: boolean, label: { en: string | null, ru: string | null }, placeholder: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } }> }> };


export const RbacMeCrmFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RbacMeCrmForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderByInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crmFormList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrmFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocalizedTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrmInputFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrmInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrmFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrmForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inputs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrmInputFields"}}]}}]}}]} as unknown as DocumentNode<RbacMeCrmFormsQuery, RbacMeCrmFormsQueryVariables>;

export const useRbacMeCrmFormsQuery = /*#__PURE__*/ queryHook(RbacMeCrmFormsDocument);
export const useRbacMeCrmFormsSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(RbacMeCrmFormsDocument);
