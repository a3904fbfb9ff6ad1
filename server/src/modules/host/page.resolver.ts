import { GraphQLJSONObject } from 'graphql-scalars';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Extensions, Field, Info, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { reads } from '../../core/graphql/answer-cache.js';
import { typesOf } from '../../core/graphql/model-types-registry.js';
import { selectedRelations } from '../../core/graphql/selected-relations.js';
import type { Row } from '../../core/model/row.js';
import { HostPage } from './entities.js';
import { findPageByUrl } from './page-lookup.js';

@ObjectType({ description: 'The page serving a url, with what the url says about it.' })
export class HostPageMatch {
  @Field(() => typesOf(HostPage).object)
  page!: Row;

  @Field(() => String, { description: "The language the url's prefix names (en when none)." })
  language!: string;

  @Field(() => String, { description: 'The page url matched, e.g. /ecommerce/products/[ecommerce.products.slug].' })
  pattern!: string;

  @Field(() => GraphQLJSONObject, { description: "Values of the pattern's segments, e.g. {'ecommerce.products.slug': 'red-shirt'}." })
  segments!: Record<string, string>;
}

@Resolver()
export class HostPageResolver {
  @Query(() => HostPageMatch, { description: "The page serving a url ('/ru/ecommerce/products/red-shirt'); NOT_FOUND when none." })
  @Extensions(reads(HostPage))
  hostPageFindByUrl(@Ctx() context: RequestContext, @Info() info: GraphQLResolveInfo, @Arg('url', () => String) url: string) {
    // The page's structure (layouts, widgets, metadata) is read with it: one more statement.
    return findPageByUrl(context, url, selectedRelations(info, 'page'));
  }
}
