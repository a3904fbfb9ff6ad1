import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

/**
 * A field resolver graphql-js calls itself, given in the field's extensions under this key.
 * TypeGraphQL's own resolver of a field sorts and gathers its parameters and looks up its
 * class's instance on every call: on nested lists (a product list's prices and categories)
 * that is hundreds of calls a request for a function that only reads what its row carries.
 */
export const DIRECT_RESOLVE = 'directResolve';

/** Gives every field that carries a direct resolver that resolver in place of TypeGraphQL's. */
export function useDirectResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.extensions[DIRECT_RESOLVE] as GraphQLFieldResolver<unknown, unknown> | undefined;
      if (resolve) field.resolve = resolve;
    }
  }
  return schema;
}
