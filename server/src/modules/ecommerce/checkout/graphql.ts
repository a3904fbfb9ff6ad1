import type { Config } from '../../../settings.js';
import { outputRow } from '../../../core/model/define-model.js';
import { BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { orderWithLines } from '../cart.js';
import type { CheckoutInput, CheckoutResult } from './checkout.js';
import { checkBuyer, checkCurrencyId, checkOrderIds, checkProduct } from './input.js';

/** The fields of `EcommerceCheckoutInput` (cart.resolver.ts), as GraphQL hands them over. */
export interface GraphqlCheckoutData {
  provider?: string | null;
  email?: string | null;
  language?: string | null;
  billingModuleCurrencyId?: string | null;
  orderIds?: string[] | null;
  quantity?: number | null;
  comment?: string | null;
  storeId?: string | null;
}

/** An empty currency id is none (a form's untouched select). */
const currencyOf = (data: GraphqlCheckoutData) => (data.billingModuleCurrencyId ? data.billingModuleCurrencyId : undefined);

/** `ecommerceCheckout`: the orders of `orderIds` in `billingModuleCurrencyId`. */
export function graphqlOrdersCheckout(data: GraphqlCheckoutData, config: Config): CheckoutInput {
  const orders = checkOrderIds(data.orderIds ?? []);
  const buyer = checkBuyer(data, config);
  return { orders, ...buyer, currencyId: checkCurrencyId(currencyOf(data)) };
}

/** `ecommerceProductCheckout`: one product, in `billingModuleCurrencyId` or by default. */
export function graphqlProductCheckout(productId: string, data: GraphqlCheckoutData, config: Config): CheckoutInput {
  const product = checkProduct(productId, data);
  const buyer = checkBuyer(data, config);
  const currencyId = currencyOf(data);
  return { orders: product, ...buyer, currencyId: currencyId === undefined ? undefined : checkCurrencyId(currencyId) };
}

/** A checkout's GraphQL answer (`EcommerceCheckoutResult`): the invoice, where to pay it, its intents, the orders paying. */
export function graphqlCheckoutAnswer(result: CheckoutResult) {
  return {
    invoice: outputRow(BillingInvoice, result.invoice),
    paymentUrl: result.invoice.paymentUrl,
    paymentIntents: result.paymentIntents.map((intent) => outputRow(BillingPaymentIntent, intent)),
    orders: result.orders.map(({ order, lines }) => orderWithLines(order, lines)),
  };
}
