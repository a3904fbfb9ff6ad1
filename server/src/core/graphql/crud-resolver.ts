import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { canReadAll, canReadRows } from '../access/policy.js';
import type { RequestContext } from '../request-context.js';
import { CrudService, type ListArgs } from '../crud/crud-service.js';
import { answerCount, ESTIMATE_FROM, ESTIMATED_COUNT_HEADER } from '../crud/row-count.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/entity-schema.js';
import type { ModelRelations } from '../model/relations.js';
import type { ModelTypes } from './model-types.js';
import { FiltersInput, OrderByInput } from './shared-types.js';
import { withUploads } from '../files/request-uploads.js';
import { plain, receiveUploads } from './upload-input.js';

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
    list(
      @Ctx() ctx: RequestContext,
      @Arg('filters', () => FiltersInput, { nullable: true }) filters?: FiltersInput,
      @Arg('orderBy', () => [OrderByInput], { nullable: true }) orderBy?: OrderByInput[],
      @Arg('limit', () => Int, { nullable: true }) limit?: number,
      @Arg('offset', () => Int, { nullable: true }) offset?: number,
      @Arg('after', () => String, { nullable: true, description: 'The rows after the row whose cursor this is (in the same order).' }) after?: string,
      @Arg('before', () => String, { nullable: true, description: 'The rows just before the row whose cursor this is (in the same order).' }) before?: string,
    ) {
      return crud(ctx).list({ filters, orderBy, limit, offset, after, before } as ListArgs);
    }

    @Query(() => Int, {
      name: ops.count,
      description: `How many ${model.name} rows match the filters. Unfiltered, from ${ESTIMATE_FROM.toLocaleString('en')} rows on: PostgreSQL's estimate, named in the ${ESTIMATED_COUNT_HEADER} header.`,
    })
    async count(@Ctx() ctx: RequestContext, @Arg('filters', () => FiltersInput, { nullable: true }) filters?: FiltersInput) {
      return answerCount(ctx.res, model, await crud(ctx).count({ filters } as ListArgs));
    }

    @Query(() => Type, { name: ops.one, nullable: true })
    one(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
      return crud(ctx).one(id);
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
    bulkCreate(@Ctx() ctx: RequestContext, @Arg('data', () => [types.bulkCreateItem]) data: object[]) {
      return crud(ctx).bulkCreate(plain(data));
    }

    @Mutation(() => [Type], { name: ops.bulkUpdate, description: 'Updates all the rows or none.' })
    bulkUpdate(@Ctx() ctx: RequestContext, @Arg('data', () => [types.bulkUpdateItem]) data: object[]) {
      return crud(ctx).bulkUpdate(plain(data));
    }
  }

  // Nested fields: batched per request by the loaders, readable when the target is.
  const nested = (
    name: string,
    type: () => unknown,
    nullable: boolean,
    resolve: (root: Row, ctx: RequestContext) => Promise<unknown>,
  ) => {
    const proto = CrudResolver.prototype as unknown as Record<string, unknown>;
    const key = `nested_${name}`;
    proto[key] = resolve;
    FieldResolver(type as never, { name, nullable })(proto, key, Object.getOwnPropertyDescriptor(proto, key)!);
    Root()(proto, key, 0);
    Ctx()(proto, key, 1);
  };
  for (const ref of relations.refs) {
    nested(ref.name, () => typesOf(ref.target).object, true, async (root, ctx) => {
      const id = root[ref.foreignKey] as string | null;
      if (!id || !canReadAll(ctx.actor, ref.target)) return null;
      return ctx.loaders.row(ref.target.name, id);
    });
  }
  for (const list of relations.rows) {
    nested(list.name, () => [typesOf(list.relation).object], false, async (root, ctx) =>
      canReadRows(ctx.actor, list.relation, list.foreignKey) ? ctx.loaders.rowsOf(list.relation.name, list.foreignKey, root.id) : [],
    );
  }
  for (const list of relations.items) {
    nested(list.name, () => [typesOf(list.target).object], false, async (root, ctx) =>
      canReadAll(ctx.actor, list.relation) && canReadAll(ctx.actor, list.target)
        ? ctx.loaders.itemsOf(list.relation.name, list.foreignKey, list.otherKey, list.target.name, root.id)
        : [],
    );
  }
  Object.defineProperty(CrudResolver, 'name', { value: `${model.name}Resolver` });
  return CrudResolver;
}
