/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import { queryHook, suspenseQueryHook } from '../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RichTextStoredImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type RichTextStoredImagesQuery = { fileStorageFileList: Array<{ id: string, adminTitle: string, file: string, alt: string | null }> };


export const RichTextStoredImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RichTextStoredImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileStorageFileList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"and"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"column"},"value":{"kind":"StringValue","value":"mimeType","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"like","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"StringValue","value":"image/%","block":false}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"column"},"value":{"kind":"StringValue","value":"createdAt","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"desc","block":false}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminTitle"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<RichTextStoredImagesQuery, RichTextStoredImagesQueryVariables>;

export const useRichTextStoredImagesQuery = /*#__PURE__*/ queryHook(RichTextStoredImagesDocument);
export const useRichTextStoredImagesSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(RichTextStoredImagesDocument);
