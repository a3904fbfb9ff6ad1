/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type WidgetFields_AgentWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_AnalyticWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_BillingWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_BlogWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_CrmWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_EcommerceWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_FileStorageWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_HostWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_NotificationWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_RbacWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_SocialWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_StartupWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFields_WebsiteBuilderWidget_Fragment = { id: string, variant: string, className: string | null, anchor: string | null, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null } };

export type WidgetFieldsFragment =
  | WidgetFields_AgentWidget_Fragment
  | WidgetFields_AnalyticWidget_Fragment
  | WidgetFields_BillingWidget_Fragment
  | WidgetFields_BlogWidget_Fragment
  | WidgetFields_CrmWidget_Fragment
  | WidgetFields_EcommerceWidget_Fragment
  | WidgetFields_FileStorageWidget_Fragment
  | WidgetFields_HostWidget_Fragment
  | WidgetFields_NotificationWidget_Fragment
  | WidgetFields_RbacWidget_Fragment
  | WidgetFields_SocialWidget_Fragment
  | WidgetFields_StartupWidget_Fragment
  | WidgetFields_WebsiteBuilderWidget_Fragment
;

export const WidgetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Widget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocalizedTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}}]} as unknown as DocumentNode<WidgetFieldsFragment, unknown>;