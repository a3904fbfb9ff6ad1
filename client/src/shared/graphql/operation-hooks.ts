/**
 * The hooks codegen writes beside each operation (client/codegen/apollo-hooks.mjs:
 * `useSiteNameQuery`, `useSiteNameSuspenseQuery`, `useEcommerceCartAddMutation`) are Apollo's
 * hooks with the operation's document given, made here: `useSiteNameQuery(options)` is Apollo's
 * `useQuery` of `SiteNameDocument` with those options. One line per hook in the generated file,
 * one function call at run time.
 *
 * Their types are Apollo's "modern" signatures (its `ResultForOptions`) with the document's data
 * and variables fixed, so that what a call answers follows its options: `errorPolicy: 'all'` or
 * `skip` may leave no data, the variables the operation requires are required, an option or a
 * variable the operation has not is refused. `NoInfer` keeps the options' type what the call
 * wrote, not the options Apollo takes (which would say "maybe no data" everywhere).
 */
import type { Cache, ErrorPolicy, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { type SkipToken, useMutation, useQuery, useSuspenseQuery } from '@apollo/client/react';

/** `{}`, which variables that are all optional take: the options a call may then leave out. */
type NoVariables = Record<never, never>;
type OptionsArgument<TVariables, TOptions> = NoVariables extends TVariables ? [options?: TOptions] : [options: TOptions];

/** `useQuery(document, …)` with the document given. */
export interface QueryHook<TData, TVariables extends OperationVariables> {
  (...none: NoVariables extends TVariables ? [] : [never]): useQuery.ResultForOptions<TData, TVariables, Record<string, never>>;
  <TOptions extends useQuery.Base.Options<TData, TVariables>>(
    ...[options]: OptionsArgument<TVariables, TOptions & NoInfer<useQuery.OptionsFor<TData, TVariables, TOptions>>>
  ): useQuery.ResultForOptions<TData, TVariables, TOptions>;
  (options: SkipToken): useQuery.Result<TData, TVariables, 'empty', Record<string, never>>;
  <TOptions extends useQuery.Base.Options<TData, TVariables>>(
    ...[options]: OptionsArgument<TVariables, (TOptions & NoInfer<useQuery.OptionsFor<TData, TVariables, TOptions>>) | SkipToken>
  ): useQuery.ResultForOptions<TData, TVariables, TOptions | SkipToken>;
}

/** `useSuspenseQuery(document, …)` with the document given. */
export interface SuspenseQueryHook<TData, TVariables extends OperationVariables> {
  (...none: NoVariables extends TVariables ? [] : [never]): useSuspenseQuery.ResultForOptions<TData, TVariables, Record<string, never>>;
  <TOptions extends useSuspenseQuery.Base.Options<TVariables>>(
    ...[options]: OptionsArgument<TVariables, TOptions & NoInfer<useSuspenseQuery.OptionsFor<TVariables, TOptions>>>
  ): useSuspenseQuery.ResultForOptions<TData, TVariables, TOptions>;
  (options: SkipToken): useSuspenseQuery.ResultForOptions<TData, TVariables, SkipToken>;
  <TOptions extends useSuspenseQuery.Base.Options<TVariables>>(
    ...[options]: OptionsArgument<TVariables, (TOptions & NoInfer<useSuspenseQuery.OptionsFor<TVariables, TOptions>>) | SkipToken>
  ): useSuspenseQuery.ResultForOptions<TData, TVariables, TOptions | SkipToken>;
}

/** `useMutation(document, …)` with the document given. */
export interface MutationHook<TData, TVariables extends OperationVariables> {
  (): useMutation.ResultForOptions<TData, TVariables, Cache.Implementation, Record<string, never>>;
  <
    TOptions extends useMutation.Options<TData, TVariables, Cache.Implementation> & {
      variables?: { [K in Exclude<keyof TOptions['variables'], keyof TVariables>]?: never };
    },
    TErrorPolicy extends ErrorPolicy | undefined = undefined,
  >(
    options?: TOptions & NoInfer<useMutation.OptionsFor<TOptions>> & { errorPolicy?: TErrorPolicy },
  ): useMutation.ResultForOptions<TData, TVariables, Cache.Implementation, TOptions, TErrorPolicy>;
}

// What the generated hooks are: the types above say what each call answers, Apollo's hook does the work.
type AnyOptions = Parameters<typeof useQuery>[1];

export function queryHook<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>) {
  function useOperationQuery(options?: AnyOptions) {
    return useQuery(document, options as never);
  }
  return useOperationQuery as unknown as QueryHook<TData, TVariables>;
}

export function suspenseQueryHook<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>) {
  function useOperationSuspenseQuery(options?: AnyOptions) {
    return useSuspenseQuery(document, options as never);
  }
  return useOperationSuspenseQuery as unknown as SuspenseQueryHook<TData, TVariables>;
}

export function mutationHook<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>) {
  function useOperationMutation(options?: AnyOptions) {
    return useMutation(document, options as never);
  }
  return useOperationMutation as unknown as MutationHook<TData, TVariables>;
}
