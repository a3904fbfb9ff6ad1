import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { typesOf } from '../../core/graphql/model-types-registry.js';
import { dummySettle } from './dummy-payments.js';
import { BillingInvoice } from './entities.js';

/** Pay and Cancel of the dummy payment page, over GraphQL. */
@Resolver()
export class BillingDummyPaymentsResolver {
  @Mutation(() => typesOf(BillingInvoice).object)
  billingDummyPay(@Ctx() context: RequestContext, @Arg('invoiceId', () => ID) invoiceId: string) {
    return dummySettle(context, invoiceId, 'paid');
  }

  @Mutation(() => typesOf(BillingInvoice).object)
  billingDummyCancel(@Ctx() context: RequestContext, @Arg('invoiceId', () => ID) invoiceId: string) {
    return dummySettle(context, invoiceId, 'canceled');
  }
}
