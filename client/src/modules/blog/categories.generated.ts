/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import { queryHook, suspenseQueryHook } from '../../shared/graphql/operation-hooks.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** One condition: column, method (eq ne gt gte lt lte like ilike inArray notInArray isNull isNotNull) and value. */
export type FilterInput = {
  /** A field name, or 'title.en' for one language of a per-language field. */
  column: string;
  method: string;
  /** A value, or a list of values for inArray and notInArray. */
  value?: unknown;
};

/** Conditions that must all hold. */
export type FiltersInput = {
  and?: Array<FilterInput> | null | undefined;
};

export type OrderByInput = {
  column: string;
  /** asc or desc */
  method?: string | null | undefined;
};

export type BlogCategoryListQueryVariables = Exact<{
  orderBy?: Array<Types.OrderByInput> | Types.OrderByInput | null | undefined;
}>;


export type BlogCategoryListQuery = { blogCategoryList: Array<{ id: string, slug: string, subtitle: { en: string | null, ru: string | null }, categoriesToArticles: Array<{ id: string }>, title: { en: string | null, ru: string | null } }> };

export type BlogCategoryBySlugQueryVariables = Exact<{
  filters: Types.FiltersInput;
}>;


export type BlogCategoryBySlugQuery = { blogCategoryList: Array<{ id: string, slug: string, subtitle: { en: string | null, ru: string | null }, description: { en: string | null, ru: string | null }, articles: Array<{ id: string, slug: string, createdAt: unknown, title: { en: string | null, ru: string | null }, subtitle: { en: string | null, ru: string | null }, categories: Array<{ id: string, slug: string, title: { en: string | null, ru: string | null } }>, fileStorageModuleFiles: Array<{ id: string, file: string, mimeType: string | null, alt: string | null, width: number | null, height: number | null }> }>, title: { en: string | null, ru: string | null } }> };


export const BlogCategoryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogCategoryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderByInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCategoryList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogCategoryLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesToArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocalizedTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogCategoryLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}}]}}]} as unknown as DocumentNode<BlogCategoryListQuery, BlogCategoryListQueryVariables>;
export const BlogCategoryBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogCategoryBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogCategoryList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogCategoryLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocalizedTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocalizedText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogCategoryLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileStorageFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalizedTextFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogCategoryLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileStorageModuleFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}}]}}]}}]} as unknown as DocumentNode<BlogCategoryBySlugQuery, BlogCategoryBySlugQueryVariables>;

export const useBlogCategoryListQuery = /*#__PURE__*/ queryHook(BlogCategoryListDocument);
export const useBlogCategoryListSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(BlogCategoryListDocument);
export const useBlogCategoryBySlugQuery = /*#__PURE__*/ queryHook(BlogCategoryBySlugDocument);
export const useBlogCategoryBySlugSuspenseQuery = /*#__PURE__*/ suspenseQueryHook(BlogCategoryBySlugDocument);
