import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Extensions, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../request-context.js';
import { CrudService, MAX_BULK, type ListArgs } from '../crud/crud-service.js';
import { answerCount, ESTIMATE_FROM, ESTIMATED_COUNT_HEADER } from '../crud/row-count.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { GraphQLTypeRef } from '../model/field-kinds.js';
import type { Row } from '../model/row.js';
import type { ModelRelations } from '../model/relations.js';
import { nestedKey, preloaded, type Relation } from '../crud/nested-rows.js';
import { fieldRead, NESTED_FIELD, selectedRelations, type NestedField } from './selected-relations.js';
import { DIRECT_RESOLVE } from './direct-resolvers.js';
import type { ModelTypes } from './model-types.js';
import { FiltersInput, OrderByInput } from './shared-types.js';
import { reads } from './answer-cache.js';
import { listSize } from './row-cost.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../model/query.js';
import { withUploads } from '../files/request-uploads.js';
import { plain } from './plain-input.js';
import { receiveUploads } from './upload-input.js';

/**
 * The generic queries and mutations of one entity, named mechanically from its route
 * (`ecommerceProductList`, `ecommerceProductCreate`, ...), and its nested fields.
 */
export function buildCrudResolver(
  model: ModelDefinition,
  types: ModelTypes,
  relations: ModelRelations,
  typesOf: (model: ModelDefinition) => ModelTypes,
): Function {
  const { object: Type, create: CreateInput, update: UpdateInput } = types;
  const ops = model.operations;
  const crud = (ctx: RequestContext) => new CrudService(ctx, model);

  @Resolver(() => Type)
  class CrudResolver {
    @Query(() => [Type], { name: ops.list, description: `${model.name} rows matching the filters, one page.` })
    @Extensions({ ...reads(model), ...listSize('page') })
    list(
      @Ctx() ctx: RequestContext,
      @Info() info: GraphQLResolveInfo,
      @Arg('filters', () => FiltersInput, { nullable: true }) filters?: FiltersInput,
      @Arg('orderBy', () => [OrderByInput], { nullable: true }) orderBy?: OrderByInput[],
      @Arg('limit', () => Int, { nullable: true }) limit?: number,
      @Arg('offset', () => Int, { nullable: true }) offset?: number,
      @Arg('after', () => String, { nullable: true, description: 'The rows after the row whose cursor this is (in the same order).' }) after?: string,
      @Arg('before', () => String, { nullable: true, description: 'The rows just before the row whose cursor this is (in the same order).' }) before?: string,
      @Arg('fromEnd', () => Boolean, { nullable: true, description: 'The last page: the last rows of the order (skipping offset rows from the end), in the order, as cheap as the first.' })
      fromEnd?: boolean,
    ) {
      return crud(ctx).list({ filters, orderBy, limit, offset, after, before, fromEnd } as ListArgs, selectedRelations(info));
    }

    @Query(() => Int, {
      name: ops.count,
      description: `How many ${model.name} rows match the filters. Unfiltered, from ${ESTIMATE_FROM.toLocaleString('en')} rows on: PostgreSQL's estimate, named in the ${ESTIMATED_COUNT_HEADER} header.`,
    })
    @Extensions(reads(model))
    async count(@Ctx() ctx: RequestContext, @Arg('filters', () => FiltersInput, { nullable: true }) filters?: FiltersInput) {
      return answerCount(ctx.res, model, await crud(ctx).count({ filters } as ListArgs));
    }

    @Query(() => Type, { name: ops.one, nullable: true })
    @Extensions(reads(model))
    one(@Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo, @Arg('id', () => ID) id: string) {
      return crud(ctx).one(id, selectedRelations(info));
    }

    @Mutation(() => Type, { name: ops.create })
    create(@Ctx() ctx: RequestContext, @Arg('data', () => CreateInput) data: object) {
      return withUploads(ctx, model, async (uploads) => crud(ctx).create(await receiveUploads(ctx, data, uploads)));
    }

    @Mutation(() => Type, { name: ops.update })
    update(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('data', () => UpdateInput) data: object) {
      return withUploads(ctx, model, async (uploads) => crud(ctx).update(id, await receiveUploads(ctx, data, uploads)));
    }

    @Mutation(() => Type, { name: ops.delete, description: 'Deletes the row (and its relation rows); answers it as it was.' })
    remove(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
      return crud(ctx).remove(id);
    }

    @Mutation(() => Type, { name: ops.findOrCreate, description: 'The row with these values, created when there is none.' })
    async findOrCreate(@Ctx() ctx: RequestContext, @Arg('data', () => CreateInput) data: object) {
      return (await crud(ctx).findOrCreate(plain(data))).row;
    }

    @Mutation(() => [Type], { name: ops.bulkCreate, description: 'Creates all the rows or none.' })
    @Extensions(listSize(MAX_BULK))
    bulkCreate(@Ctx() ctx: RequestContext, @Arg('data', () => [types.bulkCreateItem]) data: object[]) {
      return crud(ctx).bulkCreate(plain(data));
    }

    @Mutation(() => [Type], { name: ops.bulkUpdate, description: 'Updates all the rows or none.' })
    @Extensions(listSize(MAX_BULK))
    bulkUpdate(@Ctx() ctx: RequestContext, @Arg('data', () => [types.bulkUpdateItem]) data: object[]) {
      return crud(ctx).bulkUpdate(plain(data));
    }
  }

  // Nested fields: what the root's statement read with the rows (see select-sql.ts); for rows
  // read otherwise (a module's own operation answered them), the same read batched per request
  // by the loaders. Either way the target's visibility decides which rows and values show. A
  // list is read a page per parent row, as its `limit` and `offset` say (checked before the
  // operation runs, see row-cost.ts, and again by the look-ahead).
  const nested = (name: string, type: GraphQLTypeRef, nullable: boolean, relation: Relation) => {
    const proto = CrudResolver.prototype as unknown as Record<string, unknown>;
    const key = `nested_${name}`;
    const resolve = (root: Row, _args: unknown, ctx: RequestContext, info: GraphQLResolveInfo) => {
      const read = preloaded(root, nestedKey(String(info.path.key), info.fieldName));
      if (read !== undefined) return read;
      if (relation.kind !== 'ref') return ctx.loaders.nested(model, fieldRead(info), root.id);
      const id = root[relation.ref.foreignKey] as string | null;
      return id ? ctx.loaders.nested(model, fieldRead(info), id) : null;
    };
    const list = relation.kind !== 'ref';
    // Declared to TypeGraphQL (type, name, arguments, extensions), resolved by graphql-js directly.
    proto[key] = (root: Row, ctx: RequestContext, info: GraphQLResolveInfo) => resolve(root, undefined, ctx, info);
    const descriptor = () => Object.getOwnPropertyDescriptor(proto, key)!;
    FieldResolver(type, { name, nullable })(proto, key, descriptor());
    Extensions({ [NESTED_FIELD]: { relation } satisfies NestedField, [DIRECT_RESOLVE]: resolve, ...(list ? listSize('page') : {}) })(proto, key, descriptor());
    Root()(proto, key, 0);
    Ctx()(proto, key, 1);
    Info()(proto, key, 2);
    if (!list) return;
    Arg('limit', () => Int, { nullable: true, description: `How many rows of the list each parent row answers, the first in list order (${DEFAULT_LIMIT} when not given, at most ${MAX_LIMIT}).` })(proto, key, 3);
    Arg('offset', () => Int, { nullable: true, description: "How many rows of each parent row's list are skipped first." })(proto, key, 4);
  };
  for (const ref of relations.refs) nested(ref.name, () => typesOf(ref.target).object, true, { kind: 'ref', ref });
  for (const list of relations.rows) nested(list.name, () => [typesOf(list.relation).object], false, { kind: 'rows', list });
  for (const list of relations.items) nested(list.name, () => [typesOf(list.target).object], false, { kind: 'items', list });
  Object.defineProperty(CrudResolver, 'name', { value: `${model.name}Resolver` });
  return CrudResolver;
}
