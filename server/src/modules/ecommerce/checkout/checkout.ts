import { Decimal } from 'decimal.js';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../core/request-context.js';
import { isAdmin } from '../../../core/access/actor.js';
import { badInput, notFound } from '../../../core/errors.js';
import { rowsOf } from '../../../core/crud/repository.js';
import { preparedTransaction, statementsOfManager, type SqlStatements } from '../../../core/read/executor.js';
import { CrudService } from '../../../core/crud/crud-service.js';
import type { Language } from '../../../core/languages.js';
import { BillingCurrency, BillingInvoice, BillingPaymentIntent } from '../../billing/entities.js';
import { failUnstartedInvoice } from '../../billing/invoice-release.js';
import { intentsOf, invoiceById, recordPaymentUrl, type Invoice, type PaymentIntent } from '../../billing/invoices.js';
import { defaultProvider, paymentProvider } from '../../billing/providers/index.js';
import type { PaymentProvider, PaymentRequest } from '../../billing/providers/payment-provider.js';
import { Cart } from '../cart.js';
import {
  EcommerceOrder,
  EcommerceOrdersToBillingModuleCurrencies,
  EcommerceOrdersToBillingModulePaymentIntents,
  EcommerceOrdersToProducts,
  EcommerceProduct,
  EcommerceStore,
} from '../entities.js';
import { nameIn, titleKept } from '../ordered-lines.js';
import { NO_PRICE, pricesOf } from '../pricing.js';
import { existingInvoice } from './existing-invoice.js';
import { checkCurrencyId } from './input.js';
import { currencyById, lockAndReadCurrency, ordersToBill, recordCheckout, type Currency, type Order, type OrderLine, type OrderToBill } from './statements.js';

/** Who checks out: the subject whose orders these are, in the request acting for it (itself or an admin). */
export interface CheckoutSubject {
  context: RequestContext;
  subjectId: string;
}

/** One product bought right away ("buy now"): its order is made only once everything else is valid. */
export interface ProductToBuy {
  productId: string;
  quantity: number;
  storeId: string | null;
  comment: string | null;
}

/**
 * A checkout, as each API's adapter reads it from its own input: every value already checked
 * for its form (ids are uuids, the email an address, the provider one this server uses).
 */
export interface CheckoutInput {
  /** The subject's orders to pay (each once, in the order asked), or one product to buy. */
  orders: string[] | ProductToBuy;
  /** Required for orders; for a product, when absent, the default currency if it has a price in it, else its first price's. */
  currencyId?: string;
  /** Absent: the first provider this server can use for the currency. */
  provider?: string;
  email: string;
  /** The mails about the checkout are written in it. */
  language: Language;
}

/** What a checkout made: the invoice to pay (its paymentUrl), its intents, the orders paying with their lines, in the order asked. */
export interface CheckoutResult {
  invoice: Invoice;
  paymentIntents: PaymentIntent[];
  orders: { order: Order; lines: OrderLine[] }[];
}

/** What a checkout writes, told to the answer caches (see core/cache). */
const CHECKOUT_WRITES = [BillingInvoice, BillingPaymentIntent, EcommerceOrder, EcommerceOrdersToProducts, EcommerceOrdersToBillingModulePaymentIntents, EcommerceOrdersToBillingModuleCurrencies];

/** What the transaction leaves to do: the provider's payment, when the invoice has none yet. */
interface Prepared {
  invoice: Invoice;
  intents: PaymentIntent[];
  orders: { order: Order; lines: OrderLine[] }[];
  payment?: { provider: string; request: PaymentRequest };
  /** It opened the invoice (or the payment above will write to it): the answer caches are told. */
  wrote: boolean;
}

/**
 * Checkout: the subject's orders move to `paying`; billing opens an invoice with one payment
 * intent per order with the chosen provider, whose payment url is answered. Serialised per
 * subject, so checking out one cart twice at once makes one invoice.
 *
 * The provider's API is called outside any transaction (it may take many seconds, and a
 * transaction would hold a pooled connection and row locks all that time): one short
 * transaction reads the orders once and writes the invoice, its intents and the orders once
 * each; the provider is called; one statement then records the payment url (a payment page of
 * the site's own, `paymentAtOnce`, is written with the invoice instead: one transaction). When the call
 * fails, the invoice is marked failed and its orders go back to `new`, so the buyer can try
 * again. Should the server stop between the two, the open invoice without a url is completed
 * by the next checkout of the same orders: the providers' calls are idempotent per invoice.
 */
export async function start(subject: CheckoutSubject, input: CheckoutInput): Promise<CheckoutResult> {
  const { context } = subject;
  const currencyId = Array.isArray(input.orders) ? checkCurrencyId(input.currencyId) : await productCurrency(context, input.orders, input.currencyId);
  const named = input.provider === undefined ? undefined : paymentProvider(input.provider, context.config);
  const transaction = async (sql: SqlStatements, em: EntityManager) => {
    const currency = await lockAndReadCurrency(sql, subject.subjectId, currencyId);
    if (!currency) throw badInput(`billingModule.currency.id: currency ${currencyId} not found`, 'billingModule.currency.id');
    // The one named, or, when none is, the first this server can use for the currency.
    const provider = named ?? defaultProvider(context.config, currency.slug);
    provider.checkCurrency?.(currency.slug);
    const orderIds = Array.isArray(input.orders) ? input.orders : [await newOrder({ context: { ...context, em }, subjectId: subject.subjectId }, input.orders)];
    return prepare({ context: { ...context, em }, subjectId: subject.subjectId }, sql, orderIds, currency, provider, input);
  };
  // Orders already made: the same statements every time, prepared (core/read/executor.ts). A
  // product bought at once makes its order through the ORM first, in the ORM's transaction.
  const prepared = Array.isArray(input.orders)
    ? await preparedTransaction(context.em, (sql) => transaction(sql, context.em))
    : await context.em.transactional((em) => transaction(statementsOfManager(em), em));
  // The rows written by SQL of its own: no entity of this request may keep them as they were.
  context.em.clear();
  let { invoice } = prepared;
  try {
    if (prepared.payment) invoice = await startPayment(context, prepared.payment.provider, prepared.payment.request);
  } finally {
    // Told once the url is recorded, or the invoice failed and its orders went back to `new`.
    if (prepared.wrote) context.onWrite({ wrote: CHECKOUT_WRITES });
  }
  return { invoice, paymentIntents: prepared.intents, orders: prepared.orders };
}

/** A product checkout's currency: the one asked, else the default currency when the product has a price in it, else its first price's. */
async function productCurrency(context: RequestContext, product: ProductToBuy, currencyId: string | undefined): Promise<string> {
  // A product the buyer may not read (a draft) is not found.
  if (!(await new CrudService(context, EcommerceProduct).one(product.productId))) throw badInput(`productId: product ${product.productId} not found`, 'productId');
  if (product.storeId && !(await rowsOf(context.em, EcommerceStore).findOne({ id: product.storeId }))) throw badInput(`storeId: store ${product.storeId} not found`, 'storeId');
  if (currencyId !== undefined) return currencyId;
  const prices = await pricesOf(context.em, [product.productId]);
  const defaults = await rowsOf(context.em, BillingCurrency).find({ isDefault: true });
  const chosen = (prices.find((price) => defaults.some((d) => d.id === price.currencyId)) ?? prices[0])?.currencyId;
  if (!chosen) throw badInput(NO_PRICE, 'productId');
  return chosen;
}

/** The order of a product checkout, in the subject's history (not its cart). */
async function newOrder(subject: CheckoutSubject, product: ProductToBuy): Promise<string> {
  const cart = new Cart(subject.context, subject.subjectId);
  const order = await cart.createOrder({ type: 'history', comment: product.comment });
  await cart.addLine(order.id, product.productId, product.quantity, product.storeId);
  return order.id;
}

/** Inside the transaction: the orders, their invoice and intents; or the open invoice already paying them. */
async function prepare(subject: CheckoutSubject, sql: SqlStatements, orderIds: string[], currency: Currency, provider: PaymentProvider, buyer: CheckoutInput): Promise<Prepared> {
  const { context, subjectId } = subject;
  const toBill = await ordersToBill(sql, subjectId, orderIds, currency.id, isAdmin(context.actor));
  const missing = orderIds.find((id) => !toBill.some((entry) => entry.order.id === id));
  if (missing) throw notFound(`Order ${missing} not found`);
  const orders = toBill.map((entry) => entry.order);
  const again = orders.every((order) => order.status === 'paying') ? await existingInvoice(sql, orderIds) : undefined;
  if (again) return answerAgain(subject, sql, again, toBill, buyer.email);
  const unpayable = orders.find((order) => order.status !== 'new');
  if (unpayable) throw badInput(`ecommerceModule.orders: order ${unpayable.id} is ${unpayable.status}, not new`, 'ecommerceModule.orders');

  const lines = toBill.flatMap((entry) => entry.lines);
  if (!lines.length) throw badInput('ecommerceModule.orders: the orders have no products', 'ecommerceModule.orders');
  // A product unpublished since it was put in the cart is no longer for sale.
  const unlisted = lines.find((entry) => entry.line.productId && !entry.product);
  if (unlisted) throw badInput(`ecommerceModule.orders: product ${unlisted.line.productId} is not for sale (not published): remove it from the cart`, 'ecommerceModule.orders');
  const priced = lines.map(({ line, product, unitPrice }) => {
    if (!product || unitPrice == null) throw badInput(NO_PRICE, 'billingModule.currency.id');
    return { line, productTitle: titleKept(product), unitPrice, amount: new Decimal(unitPrice).times(line.quantity) };
  });
  // The payment request names the invoice, so its id is chosen before the invoice is written.
  const invoiceId = randomUUID();
  const sum = (items: typeof priced) => items.reduce((total, item) => total.plus(item.amount), new Decimal(0)).toFixed(2);
  const intents = orders.map((order) => ({ orderId: order.id, id: randomUUID(), amount: sum(priced.filter((item) => item.line.orderId === order.id)) }));
  const amount = sum(priced);
  // The lines as their checkout records them (title, price in the invoice's currency): the payment page shows what the orders will show.
  const request = paymentRequest(
    context,
    subjectId,
    { id: invoiceId, amount, email: buyer.email },
    currency,
    priced.map((item) => ({ title: item.productTitle, quantity: item.line.quantity, unitAmount: item.unitPrice })),
  );
  // A payment page of the site's own is known now: written with the invoice, nothing is left for after the transaction.
  const atOnce = provider.paymentAtOnce?.(request);
  // The invoice (billing's part of the statement) and every order's record of it, in one statement.
  const recorded = await recordCheckout(sql, {
    currency,
    invoice: { id: invoiceId, subjectId, currencyId: currency.id, amount, provider: provider.name, email: buyer.email, language: buyer.language, intents, payment: atOnce },
    lines: priced.map((item) => ({ id: item.line.id, productTitle: item.productTitle, unitPrice: item.unitPrice })),
    intents: intents.map((intent) => ({ orderId: intent.orderId, intentId: intent.id })),
  });
  const payment = atOnce ? undefined : { provider: provider.name, request };
  return { invoice: recorded.invoice, intents: recorded.intents, orders: recorded.orders, payment, wrote: true };
}

/** A repeated checkout of the orders an open invoice pays: that invoice; made again at the provider when it has no payment url yet. */
async function answerAgain(subject: CheckoutSubject, sql: SqlStatements, again: { id: string; paymentUrl: string | null }, toBill: OrderToBill[], email: string): Promise<Prepared> {
  const invoice = await invoiceById(sql, again.id);
  const intents = await intentsOf(sql, again.id);
  const orders = toBill.map(({ order, lines }) => ({ order, lines: lines.map((entry) => entry.line) }));
  if (again.paymentUrl) return { invoice, intents, orders, wrote: false };
  // Open but without a payment url: its provider call failed to finish; made again here.
  // In the transaction's statements: on its connection, never a second one of the pool.
  const currency = await currencyById(sql, invoice.currencyId);
  const lines = orders.flatMap((entry) => entry.lines).map((line) => ({ title: line.productTitle, quantity: line.quantity, unitAmount: String(line.unitPrice) }));
  const request = paymentRequest(subject.context, subject.subjectId, { ...invoice, email: invoice.email ?? email }, currency, lines);
  return { invoice, intents, orders, payment: { provider: invoice.provider, request: { ...request, amount: invoice.amount } }, wrote: true };
}

/** What the provider is asked for: the invoice's amount and lines, and where the payer comes back. */
function paymentRequest(
  context: RequestContext,
  subjectId: string,
  invoice: Pick<Invoice, 'id' | 'amount' | 'email'>,
  currency: Currency,
  lines: { title: Record<string, string | null> | null; quantity: number; unitAmount: string }[],
): PaymentRequest {
  const { publicUrl } = context.config;
  return {
    invoiceId: invoice.id,
    subjectId,
    amount: invoice.amount,
    currency: { id: currency.id, slug: currency.slug, symbol: currency.symbol },
    email: invoice.email ?? '',
    lines: lines.map((line) => ({ title: nameIn(line.title, 'Product'), quantity: line.quantity, unitAmount: line.unitAmount })),
    successUrl: `${publicUrl}/billing/invoices/${invoice.id}?result=success`,
    cancelUrl: `${publicUrl}/billing/invoices/${invoice.id}?result=cancel`,
  };
}

/** Called with no transaction open; see `start` for what a failure leaves. */
async function startPayment(context: RequestContext, providerName: string, request: PaymentRequest): Promise<Invoice> {
  try {
    const payment = await paymentProvider(providerName, context.config).createPayment(request);
    return await recordPaymentUrl(statementsOfManager(context.em), request.invoiceId, payment);
  } catch (error) {
    await failUnstartedInvoice(context.em, request.invoiceId);
    throw error;
  }
}
