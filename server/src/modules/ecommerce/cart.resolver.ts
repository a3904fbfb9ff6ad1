import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { typesOf } from '../../core/graphql/model-types-registry.js';
import { DecimalScalar } from '../../core/graphql/scalars.js';
import { BillingInvoice, BillingPaymentIntent } from '../billing/entities.js';
import { subjectActedOn } from '../rbac/self.js';
import { Cart } from './cart.js';
import { start } from './checkout/checkout.js';
import { graphqlCheckoutAnswer, graphqlOrdersCheckout, graphqlProductCheckout } from './checkout/graphql.js';
import { EcommerceCurrencyRef } from './currency-ref.type.js';
import { EcommerceOrder } from './entities.js';
import { plain } from '../../core/graphql/plain-input.js';

@ObjectType({ description: 'A total in one currency.' })
class EcommerceCurrencyTotal {
  @Field(() => DecimalScalar) total!: string;
  @Field(() => EcommerceCurrencyRef) billingModuleCurrency!: EcommerceCurrencyRef;
}

@ObjectType({ description: "How many of one product a subject's open cart holds, and the cart order and line holding it (none: 0 and nulls)." })
class EcommerceCartProductQuantity {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => ID, { nullable: true, description: 'The cart order holding the product.' }) orderId!: string | null;
  @Field(() => ID, { nullable: true, description: "That order's line of the product (ordersToProducts)." }) orderToProductId!: string | null;
}

@InputType()
class EcommerceCartAddInput {
  @Field(() => ID, { nullable: true }) productId?: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) quantity?: number;
  @Field(() => ID, { nullable: true }) storeId?: string;
}

@InputType()
class EcommerceCartLineInput {
  @Field(() => ID) id!: string;
  @Field(() => Int) quantity!: number;
}

@InputType()
class EcommerceCartUpdateInput {
  @Field(() => [EcommerceCartLineInput], { nullable: true }) ordersToProducts?: EcommerceCartLineInput[];
  @Field(() => String, { nullable: true, description: "Only 'canceled', for an unpaid order." }) status?: string;
}

@InputType()
class EcommerceCheckoutInput {
  @Field(() => String, {
    nullable: true,
    description: 'stripe, 0xprocessing, payselection, payselection-international, tiptoppay, cloudpayments or dummy; when absent, the first of serverInfo.paymentProviders.',
  })
  provider?: string;
  @Field(() => String) email!: string;
  @Field(() => ID, { nullable: true, description: 'Required for orders; for a product, the default currency when absent.' })
  billingModuleCurrencyId?: string;
  @Field(() => [ID], { nullable: true, description: 'The orders to pay (cart checkout).' }) orderIds?: string[];
  @Field(() => Int, { nullable: true, description: 'Product checkout: how many.' }) quantity?: number;
  @Field(() => String, { nullable: true }) comment?: string;
  @Field(() => ID, { nullable: true }) storeId?: string;
  @Field(() => String, { nullable: true, description: "The buyer's language (en, ru; the default language when absent): the mails about the checkout are written in it." })
  language?: string;
}

@ObjectType({ description: 'What a checkout made: the invoice to pay at paymentUrl, its payment intents, the orders now paying.' })
class EcommerceCheckoutResult {
  @Field(() => typesOf(BillingInvoice).object) invoice!: unknown;
  @Field(() => String) paymentUrl!: string;
  @Field(() => [typesOf(BillingPaymentIntent).object]) paymentIntents!: unknown[];
  @Field(() => [typesOf(EcommerceOrder).object]) orders!: unknown[];
}

/** The cart and checkout over GraphQL: the same services and rules as the REST routes. */
@Resolver()
export class EcommerceCartResolver {
  private async subject(context: RequestContext, subjectId: string) {
    return subjectActedOn(context, subjectId);
  }

  @Query(() => Int, { description: 'Items in the open cart of a subject.' })
  async ecommerceCartQuantity(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string) {
    return new Cart(context, await this.subject(context, subjectId)).quantity();
  }

  @Query(() => EcommerceCartProductQuantity, { description: 'How many of one product the open cart of a subject holds, and where.' })
  async ecommerceCartProductQuantity(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('productId', () => ID) productId: string) {
    return new Cart(context, await this.subject(context, subjectId)).productQuantity(productId);
  }

  @Query(() => [EcommerceCurrencyTotal], { description: 'Totals of the open cart of a subject, per currency.' })
  async ecommerceCartTotal(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string) {
    return new Cart(context, await this.subject(context, subjectId)).total();
  }

  @Mutation(() => typesOf(EcommerceOrder).object, { description: 'Adds a product to the cart (one cart order per product); no product: an empty cart order.' })
  async ecommerceCartAdd(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('data', () => EcommerceCartAddInput, { nullable: true }) data?: EcommerceCartAddInput) {
    return new Cart(context, await this.subject(context, subjectId)).add(data ? { ...data } : {});
  }

  @Mutation(() => typesOf(EcommerceOrder).object)
  async ecommerceCartUpdate(
    @Ctx() context: RequestContext,
    @Arg('subjectId', () => ID) subjectId: string,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('data', () => EcommerceCartUpdateInput) data: EcommerceCartUpdateInput,
  ) {
    return new Cart(context, await this.subject(context, subjectId)).update(orderId, plain(data));
  }

  @Mutation(() => typesOf(EcommerceOrder).object)
  async ecommerceCartDelete(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('orderId', () => ID) orderId: string) {
    return new Cart(context, await this.subject(context, subjectId)).remove(orderId);
  }

  @Mutation(() => EcommerceCheckoutResult, { description: 'Checks out orders of a subject: pay at paymentUrl.' })
  async ecommerceCheckout(@Ctx() context: RequestContext, @Arg('subjectId', () => ID) subjectId: string, @Arg('data', () => EcommerceCheckoutInput) data: EcommerceCheckoutInput) {
    const subject = { context, subjectId: await this.subject(context, subjectId) };
    return graphqlCheckoutAnswer(await start(subject, graphqlOrdersCheckout(data, context.config)));
  }

  @Mutation(() => EcommerceCheckoutResult, { description: 'Buys one product right away: pay at paymentUrl.' })
  async ecommerceProductCheckout(
    @Ctx() context: RequestContext,
    @Arg('subjectId', () => ID) subjectId: string,
    @Arg('productId', () => ID) productId: string,
    @Arg('data', () => EcommerceCheckoutInput) data: EcommerceCheckoutInput,
  ) {
    const subject = { context, subjectId: await this.subject(context, subjectId) };
    return graphqlCheckoutAnswer(await start(subject, graphqlProductCheckout(productId, data, context.config)));
  }
}
