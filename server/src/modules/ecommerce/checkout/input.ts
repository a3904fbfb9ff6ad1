import type { Config } from '../../../settings.js';
import { badInput } from '../../../core/errors.js';
import { checkLanguage, DEFAULT_LANGUAGE, type Language } from '../../../core/languages.js';
import { checkId } from '../../../core/model/ids.js';
import { checkStringText } from '../../../core/text-input.js';
import { paymentProvider } from '../../billing/providers/index.js';
import { checkEmail } from '../../rbac/validation.js';
import { checkQuantity } from '../cart.js';
import type { ProductToBuy } from './checkout.js';

/*
 * The checks both APIs' adapters make of what they read, each in its own input's words. The
 * fields refused are named as the REST body names them, on GraphQL too: both APIs answer a
 * refusal alike (server/test/api/checkout-answers.test.ts).
 */

/** Who pays and how, checked in this order: the provider (when one is named), the email, the language (the default one when absent). */
export function checkBuyer(values: { provider?: unknown; email?: unknown; language?: unknown }, config: Config): { provider?: string; email: string; language: Language } {
  const provider = values.provider == null ? undefined : paymentProvider(values.provider, config).name;
  const email = checkEmail(values.email, 'email');
  const language = values.language == null ? DEFAULT_LANGUAGE : checkLanguage(values.language, 'language');
  return { provider, email, language };
}

/** The orders to pay, each once, in the order given: a list of at least one id. */
export function checkOrderIds(ids: unknown[] | undefined): string[] {
  if (!Array.isArray(ids) || !ids.length) throw badInput('ecommerceModule.orders: expected a list of {id}', 'ecommerceModule.orders');
  return [...new Set(ids.map((id, index) => checkId(id, `ecommerceModule.orders[${index}].id`)))];
}

/** The currency's id: required for orders, optional for a product. */
export const checkCurrencyId = (id: unknown) => checkId(id, 'billingModule.currency.id');

/** One product to buy: how many (1 when absent), in which store, with what comment. */
export function checkProduct(productId: unknown, values: { quantity?: unknown; storeId?: unknown; comment?: unknown }): ProductToBuy {
  return {
    productId: checkId(productId, 'productId'),
    quantity: checkQuantity(values.quantity, 'quantity', 1),
    storeId: values.storeId == null || values.storeId === '' ? null : checkId(values.storeId, 'storeId'),
    comment: values.comment == null ? null : checkStringText(values.comment, 'comment'),
  };
}
