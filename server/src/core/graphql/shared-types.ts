import { GraphQLJSON } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';

/** A text in every language of the site; a missing translation is null. */
// Plain values read off the map: no TypeGraphQL wrapper per language of every text of a list.
@ObjectType({ description: 'A text per language.', simpleResolvers: true })
export class LocalizedText {
  @Field(() => String, { nullable: true })
  en?: string;

  @Field(() => String, { nullable: true })
  ru?: string;
}

@InputType({ description: 'A text per language; a language set to null is removed.' })
export class LocalizedTextInput {
  @Field(() => String, { nullable: true })
  en?: string | null;

  @Field(() => String, { nullable: true })
  ru?: string | null;
}

@InputType({ description: 'One condition: column, method (eq ne gt gte lt lte like ilike inArray notInArray isNull isNotNull) and value.' })
export class FilterInput {
  @Field(() => String, { description: "A field name, or 'title.en' for one language of a per-language field." })
  column!: string;

  @Field(() => String)
  method!: string;

  @Field(() => GraphQLJSON, { nullable: true, description: 'A value, or a list of values for inArray and notInArray.' })
  value?: unknown;
}

@InputType({ description: 'Conditions that must all hold.' })
export class FiltersInput {
  @Field(() => [FilterInput], { nullable: true })
  and?: FilterInput[];
}

@InputType()
export class OrderByInput {
  @Field(() => String)
  column!: string;

  @Field(() => String, { nullable: true, defaultValue: 'asc', description: 'asc or desc' })
  method?: string;
}
