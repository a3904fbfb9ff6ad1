/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import { queryHook, suspenseQueryHook } from '../graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SiteNameQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteNameQuery = { serverInfo: { siteName: string } };


export const SiteNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}}]}}]}}]} as unknown as DocumentNode<SiteNameQuery, SiteNameQueryVariables>;

export const useSiteNameQuery = /*#__PURE__*/ queryHook(SiteNameDocument);
export const useSiteNameSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(SiteNameDocument);
