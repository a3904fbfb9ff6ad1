import type { Config } from '../../../settings.js';
import { badInput } from '../../../core/errors.js';
import { outputRow } from '../../../core/model/define-model.js';
import { BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { orderWithLines } from '../cart.js';
import type { CheckoutInput, CheckoutResult } from './checkout.js';
import { checkBuyer, checkCurrencyId, checkOrderIds, checkProduct } from './input.js';

/** A checkout body as REST clients send it; every part is checked here. */
interface CheckoutBody {
  provider?: unknown;
  email?: unknown;
  language?: unknown;
  quantity?: unknown;
  comment?: unknown;
  storeId?: unknown;
  billingModule?: { currency?: { id?: unknown } };
  ecommerceModule?: { orders?: { id?: unknown }[] };
}

function bodyOf(input: unknown): CheckoutBody {
  const data = (input ?? {}) as CheckoutBody;
  if (typeof data !== 'object' || Array.isArray(data)) throw badInput('data: expected an object', 'data');
  return data;
}

/**
 * `{provider, email, language, billingModule.currency.id, ecommerceModule.orders[].id}`; the
 * orders named by the path instead (`orders/{orderId}/checkout`) when `orderIds` is given.
 */
export function restOrdersCheckout(input: unknown, config: Config, orderIds?: string[]): CheckoutInput {
  const data = bodyOf(input);
  const orders = orderIds ?? checkOrderIds(Array.isArray(data.ecommerceModule?.orders) ? data.ecommerceModule.orders.map((order) => order?.id) : undefined);
  const buyer = checkBuyer(data, config);
  return { orders, ...buyer, currencyId: checkCurrencyId(data.billingModule?.currency?.id) };
}

/** `{provider, email, language, quantity, comment, storeId, billingModule.currency.id}` for one product. */
export function restProductCheckout(productId: unknown, input: unknown, config: Config): CheckoutInput {
  const data = bodyOf(input);
  const product = checkProduct(productId, data);
  const buyer = checkBuyer(data, config);
  const currencyId = data.billingModule?.currency?.id;
  return { orders: product, ...buyer, currencyId: currencyId == null ? undefined : checkCurrencyId(currencyId) };
}

/** A checkout's REST answer: the invoice (`billingModule.invoices[0].paymentUrl` is where to pay) and its intents, with the orders. */
export function restCheckoutAnswer(result: CheckoutResult) {
  return {
    billingModule: {
      invoices: [outputRow(BillingInvoice, result.invoice)],
      paymentIntents: result.paymentIntents.map((intent) => outputRow(BillingPaymentIntent, intent)),
    },
    ecommerceModule: { orders: result.orders.map(({ order, lines }) => orderWithLines(order, lines)) },
  };
}
