import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { DecimalScalar } from '../../core/graphql/scalars.js';
import { plain } from '../../core/graphql/plain-input.js';
import type { RequestContext } from '../../core/request-context.js';
import { EcommerceCurrencyRef } from './currency-ref.type.js';
import { setProductPrices } from './product-prices.js';

@InputType()
class EcommerceProductPriceInput {
  @Field(() => ID) billingModuleCurrencyId!: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'The price in this currency (0 or more); null removes it.' }) amount!: string | null;
}

@InputType()
class EcommerceProductPricesInput {
  @Field(() => [EcommerceProductPriceInput], { description: 'Each currency once; currencies not named keep their prices.' })
  prices!: EcommerceProductPriceInput[];
}

@ObjectType({ description: "A product's price in one currency: the one the shop shows." })
class EcommerceProductPrice {
  @Field(() => ID, { description: 'The price attribute.' }) attributeId!: string;
  @Field(() => DecimalScalar) amount!: string;
  @Field(() => EcommerceCurrencyRef) billingModuleCurrency!: EcommerceCurrencyRef;
}

/** A product's prices set in one call (REST: `PUT /api/ecommerce/products/{id}/prices`), the same service and rules. */
@Resolver()
export class EcommerceProductPricesResolver {
  @Mutation(() => [EcommerceProductPrice], {
    description: "Sets a product's prices, one amount per currency (null removes it), in one transaction; answers its prices after. Admin only.",
  })
  ecommerceProductSetPrices(@Ctx() context: RequestContext, @Arg('id', () => ID) id: string, @Arg('data', () => EcommerceProductPricesInput) data: EcommerceProductPricesInput) {
    return setProductPrices(context, id, plain(data));
  }
}
