import { Field, ID, ObjectType } from 'type-graphql';

/** A currency as a total or a price names it: enough to format an amount. */
@ObjectType()
export class EcommerceCurrencyRef {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The currency code (usd).' }) slug!: string;
  @Field(() => String, { nullable: true }) symbol?: string;
}
