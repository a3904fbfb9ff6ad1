import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../core/request-context.js';
import { checkId } from '../../core/model/ids.js';
import { badInput } from '../../core/errors.js';
import type { RowOf } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { randomUUID } from 'node:crypto';
import { serialize } from '../../core/rest/serialize.js';
import { BillingCurrency, BillingInvoice, BillingPaymentIntent, INVOICE_NUMBERS } from '../billing/entities.js';
import { failUnstartedInvoice } from '../billing/invoice-release.js';
import { defaultProvider, paymentProvider } from '../billing/providers/index.js';
import type { PaymentRequest } from '../billing/providers/payment-provider.js';
import { checkEmail } from '../rbac/validation.js';
import { checkStringText } from '../../core/text-input.js';
import { checkLanguage, DEFAULT_LANGUAGE, type Language } from '../../core/languages.js';
import { Cart, checkQuantity, withLines } from './cart.js';
import { EcommerceOrder, EcommerceOrdersToBillingModuleCurrencies, EcommerceOrdersToBillingModulePaymentIntents, EcommerceOrdersToProducts, EcommerceProduct, EcommerceStore } from './entities.js';
import { NO_PRICE, pricesOf, productsOf } from './pricing.js';
import { nameIn, recordLines } from './ordered-lines.js';
import { rowsOf } from '../../core/crud/repository.js';
import { CrudService } from '../../core/crud/crud-service.js';


/** A checkout body as clients send it; every part is checked on use. */
interface CheckoutBody {
  provider?: unknown;
  email?: unknown;
  quantity?: unknown;
  comment?: unknown;
  storeId?: unknown;
  language?: unknown;
  billingModule?: { currency?: { id?: unknown } };
  ecommerceModule?: { orders?: unknown };
}

interface CheckoutInput {
  provider: unknown;
  email: unknown;
  currencyId?: unknown;
  /** The buyer's language (checked on use): the mails about the checkout are written in it. */
  language?: unknown;
  orderIds: string[];
  /** A product checkout: the order to make, written only once everything else is valid. */
  newOrder?: { productId: string; quantity: number; storeId: string | null; comment: string | null };
}

function readCheckout(input: unknown, orderIds?: string[]): CheckoutInput {
  const data = (input ?? {}) as CheckoutBody;
  if (typeof data !== 'object' || Array.isArray(data)) throw badInput('data: expected an object', 'data');
  const ids =
    orderIds ??
    (() => {
      const orders = data.ecommerceModule?.orders;
      if (!Array.isArray(orders) || !orders.length) throw badInput('ecommerceModule.orders: expected a list of {id}', 'ecommerceModule.orders');
      return orders.map((order: { id?: unknown }, index: number) => checkId(order?.id, `ecommerceModule.orders[${index}].id`));
    })();
  return { provider: data.provider, email: data.email, language: data.language, currencyId: data.billingModule?.currency?.id, orderIds: [...new Set(ids)] };
}

/** What the first transaction leaves to do: the provider's payment, when the invoice has none yet. */
interface Prepared {
  invoiceId: string;
  orderIds: string[];
  payment?: { provider: string; request: PaymentRequest };
}

/**
 * Checkout: the subject's orders move to `paying`; an invoice and one payment intent per
 * order are created in billing with the chosen provider, whose payment url is answered.
 * Serialised per subject, so checking out one cart twice at once makes one invoice.
 *
 * The provider's API is called outside any transaction (it may take many seconds, and a
 * transaction would hold a pooled connection and row locks all that time): one short
 * transaction writes the invoice, its intents and the orders' new status; the provider is
 * called; one statement then records the payment url. When the call fails, the invoice is
 * marked failed and its orders go back to `new`, so the buyer can try again (with this or
 * another provider). Should the server stop between the two, the open invoice without a url
 * is completed by the next checkout of the same orders: the providers' calls are idempotent
 * per invoice.
 */
export class Checkout {
  private readonly cart: Cart;

  constructor(
    private readonly context: RequestContext,
    subjectId: string,
  ) {
    this.cart = new Cart(context, subjectId);
  }

  /** `{provider, email, language, billingModule.currency.id, ecommerceModule.orders[].id}` */
  checkoutOrders(input: unknown, orderIds?: string[]) {
    return this.run(readCheckout(input, orderIds));
  }

  /** `{provider, email, language, quantity, comment, storeId, billingModule.currency.id}` for one product. */
  async checkoutProduct(productId: string, input: unknown) {
    const data = (input ?? {}) as CheckoutBody;
    const id = checkId(productId, 'productId');
    const quantity = checkQuantity(data.quantity, 'quantity', 1);
    const storeId = data.storeId == null || data.storeId === '' ? null : checkId(data.storeId, 'storeId');
    const comment = data.comment == null ? null : checkStringText(data.comment, 'comment');
    // A provider named is checked first; when none is, `run` picks one for the currency.
    if (data.provider != null) paymentProvider(data.provider, this.context.config);
    checkEmail(data.email, 'email');
    checkCheckoutLanguage(data.language);
    // A product the buyer may not read (a draft) is not found.
    if (!(await new CrudService(this.context, EcommerceProduct).one(id))) throw badInput(`productId: product ${id} not found`, 'productId');
    if (storeId && !(await rowsOf(this.context.em, EcommerceStore).findOne({ id: storeId }))) throw badInput(`storeId: store ${storeId} not found`, 'storeId');
    let currencyId = data.billingModule?.currency?.id;
    if (currencyId == null) {
      // Optional here: the default currency when the product has a price in it, else its first price.
      const prices = await pricesOf(this.context.em, [id]);
      const defaults = await rowsOf(this.context.em, BillingCurrency).find({ isDefault: true });
      currencyId = (prices.find((price) => defaults.some((d) => d.id === price.currencyId)) ?? prices[0])?.currencyId;
      if (!currencyId) throw badInput(NO_PRICE, 'productId');
    }
    return this.run({ provider: data.provider, email: data.email, language: data.language, currencyId, orderIds: [], newOrder: { productId: id, quantity, storeId, comment } });
  }

  private async run(input: CheckoutInput) {
    // Everything that can be refused is checked before anything is written.
    const named = input.provider == null ? undefined : paymentProvider(input.provider, this.context.config);
    const email = checkEmail(input.email, 'email');
    const language = checkCheckoutLanguage(input.language);
    const currencyId = checkId(input.currencyId, 'billingModule.currency.id');
    const currency = await rowsOf(this.context.em, BillingCurrency).findOne({ id: currencyId });
    if (!currency) throw badInput(`billingModule.currency.id: currency ${currencyId} not found`, 'billingModule.currency.id');
    // The one named, or, when none is, the first this server can use for the currency.
    const provider = named ?? defaultProvider(this.context.config, currency.slug);
    provider.checkCurrency?.(currency.slug);

    const prepared = await this.context.em.transactional((em) => this.prepare(em, input, { provider: provider.name, email, language }, currency));
    if (prepared.payment) await this.startPayment(prepared.payment.provider, prepared.payment.request);
    this.context.em.clear();
    return this.answer(prepared.invoiceId, prepared.orderIds);
  }

  /** The one short transaction: the orders, their invoice and intents, or the open invoice already paying them. */
  private async prepare(em: RequestContext['em'], input: CheckoutInput, buyer: Buyer, currency: RowOf<typeof BillingCurrency>): Promise<Prepared> {
    const { provider: providerName, email, language } = buyer;
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`checkout:${this.cart.subjectId}`]);
    const cart = new Cart({ ...this.context, em }, this.cart.subjectId);
    let orderIds = input.orderIds;
    if (input.newOrder) {
      const { productId, quantity, storeId, comment } = input.newOrder;
      const order = await cart.createOrder({ type: 'history', comment });
      await cart.addLine(order.id, productId, quantity, storeId);
      orderIds = [order.id];
    }
    const orders = await Promise.all(orderIds.map((id) => cart.order(id)));
    const again = await this.existingInvoice(em, orders);
    if (again) {
      if (again.paymentUrl) return { invoiceId: again.id, orderIds };
      // Open but without a payment url: its provider call failed to finish; made again here.
      const request = await this.paymentRequest(em, orders, { id: again.id, currencyId: again.currencyId, email: again.email ?? email });
      return { invoiceId: again.id, orderIds, payment: { provider: again.provider, request: { ...request, amount: again.amount } } };
    }
    const unpayable = orders.find((order) => order.status !== 'new');
    if (unpayable) throw badInput(`ecommerceModule.orders: order ${unpayable.id} is ${unpayable.status}, not new`, 'ecommerceModule.orders');

    const lines = await linesOf(em, orders);
    await refuseUnlisted({ ...this.context, em }, lines);
    // The lines record what is billed (title, price, currency): the orders show that from now on.
    await recordLines(em, lines, currency);
    // The payment request names the invoice, so its id is chosen before the invoice is written.
    const invoiceId = randomUUID();
    const currencyId = currency.id;
    const request = await this.paymentRequest(em, orders, { id: invoiceId, currencyId, email });
    const invoice = { subjectId: this.cart.subjectId, currencyId, amount: request.amount, status: 'open', provider: providerName, email, paymentUrl: null, externalId: null };
    const [{ number }] = await em.execute<{ number: number }[]>(`select nextval('${INVOICE_NUMBERS}')::int as "number"`);
    const { createdAt: invoiceCreatedAt } = await cart.crud(BillingInvoice).create(invoice, { id: invoiceId, serverSet: { number, language } });
    for (const order of orders) {
      const intent = await cart
        .crud(BillingPaymentIntent)
        .create({ invoiceId, currencyId, amount: request.orderAmounts.get(order.id)!, status: 'pending', provider: providerName });
      await cart.crud(EcommerceOrdersToBillingModulePaymentIntents).create({ orderIndex: 0, orderId: order.id, billingModulePaymentIntentId: intent.id });
      await cart.crud(EcommerceOrdersToBillingModuleCurrencies).create({ orderIndex: 0, orderId: order.id, billingModuleCurrencyId: currencyId });
    }
    // Every order of the checkout shows its invoice's number and time (read-only fields: set here only).
    await cart.crud(EcommerceOrder).bulkUpdate(
      orders.map((order) => ({ id: order.id, data: { status: 'paying' } })),
      { serverSet: { number, checkedOutAt: invoiceCreatedAt } },
    );
    return { invoiceId, orderIds, payment: { provider: providerName, request } };
  }

  /**
   * What the provider is asked for: the orders' lines as their checkout recorded them (title,
   * price in the invoice's currency), so the payment page shows what the orders will show.
   */
  private async paymentRequest(em: RequestContext['em'], orders: Order[], invoice: { id: string; currencyId: string; email: string }) {
    const { config } = this.context;
    const lines = await linesOf(em, orders);
    const currency = await rowsOf(em, BillingCurrency).findOneOrFail({ id: invoice.currencyId });
    const priced = lines.map((line) => {
      if (line.unitPrice == null || line.currencyId !== invoice.currencyId) throw new Error(`line ${line.id} was not recorded for invoice ${invoice.id}'s currency`);
      return { line, unitAmount: line.unitPrice, amount: new Decimal(line.unitPrice).times(line.quantity) };
    });
    const sum = (items: typeof priced) => items.reduce((total, item) => total.plus(item.amount), new Decimal(0)).toFixed(2);
    return {
      invoiceId: invoice.id,
      subjectId: this.cart.subjectId,
      amount: sum(priced),
      currency: { id: invoice.currencyId, slug: currency.slug, symbol: currency.symbol },
      email: invoice.email,
      lines: priced.map((item) => ({
        title: nameIn(item.line.productTitle, 'Product'),
        quantity: item.line.quantity,
        unitAmount: item.unitAmount,
      })),
      successUrl: `${config.publicUrl}/billing/invoices/${invoice.id}?result=success`,
      cancelUrl: `${config.publicUrl}/billing/invoices/${invoice.id}?result=cancel`,
      orderAmounts: new Map(orders.map((order) => [order.id, sum(priced.filter((item) => item.line.orderId === order.id))])),
    };
  }

  /** Called with no transaction open; see the class comment for what a failure leaves. */
  private async startPayment(providerName: string, request: PaymentRequest) {
    const { em } = this.context;
    try {
      const payment = await paymentProvider(providerName, this.context.config).createPayment(request);
      // The first url recorded wins: a parallel checkout of the same orders answers that one.
      // (A write to billing's invoices from here: named through billing's declaration.)
      const { table, column } = tableOf(BillingInvoice);
      await em.getConnection().execute(
        `update ${table} set ${column('paymentUrl')} = ?, ${column('externalId')} = ?, ${column('updatedAt')} = now()
          where ${column('id')} = ? and ${column('status')} = 'open' and ${column('paymentUrl')} is null`,
        [payment.paymentUrl, payment.externalId ?? null, request.invoiceId],
      );
    } catch (error) {
      await failUnstartedInvoice(em, request.invoiceId);
      throw error;
    }
  }

  /**
   * The open invoice already paying exactly these orders (a repeated checkout): all of them and
   * no other, so that checking out a part of an invoice's orders is refused, not answered with
   * the invoice of them all.
   */
  private async existingInvoice(em: RequestContext['em'], orders: Order[]) {
    if (!orders.every((order) => order.status === 'paying')) return undefined;
    const [op, pi, i] = [tableOf(EcommerceOrdersToBillingModulePaymentIntents), tableOf(BillingPaymentIntent), tableOf(BillingInvoice)];
    const rows = await em.getConnection().execute<OpenInvoice[]>(
      `select i.${i.column('id')} as "id", i.${i.column('paymentUrl')} as "paymentUrl", i.${i.column('provider')} as "provider",
              i.${i.column('amount')}::text as "amount", i.${i.column('email')} as "email", i.${i.column('currencyId')} as "currencyId",
              count(distinct op.${op.column('orderId')}) filter (where op.${op.column('orderId')} in (?))::int as "orders",
              count(distinct op.${op.column('orderId')})::int as "allOrders"
         from ${op.table} op
         join ${pi.table} pi on pi.${pi.column('id')} = op.${op.column('billingModulePaymentIntentId')}
         join ${i.table} i on i.${i.column('id')} = pi.${pi.column('invoiceId')} and i.${i.column('status')} = 'open'
        where pi.${pi.column('invoiceId')} in (select pi2.${pi.column('invoiceId')} from ${op.table} op2
                                  join ${pi.table} pi2 on pi2.${pi.column('id')} = op2.${op.column('billingModulePaymentIntentId')}
                                 where op2.${op.column('orderId')} in (?))
        group by i.${i.column('id')}`,
      [orders.map((order) => order.id), orders.map((order) => order.id)],
      'all',
      em.getTransactionContext(),
    );
    return rows.find((row) => row.orders === orders.length && row.allOrders === orders.length);
  }

  /** A checkout's answer: the invoice (`billingModule.invoices[0].paymentUrl` is where to pay) and its intents, with the orders. */
  private async answer(invoiceId: string, orderIds: string[]) {
    const { em } = this.context;
    const invoice = await rowsOf(em, BillingInvoice).findOneOrFail({ id: invoiceId });
    const intents = await rowsOf(em, BillingPaymentIntent).find({ invoiceId });
    const orders = await Promise.all(orderIds.map((id) => this.cart.order(id)));
    return {
      billingModule: {
        invoices: [serialize(BillingInvoice, invoice)],
        paymentIntents: intents.map((intent) => serialize(BillingPaymentIntent, intent)),
      },
      ecommerceModule: { orders: await withLines(this.context, orders) },
    };
  }
}

type Order = RowOf<typeof EcommerceOrder>;

/** Who pays and how: the provider, the address typed for the receipt, the language of the mails. */
interface Buyer {
  provider: string;
  email: string;
  language: Language;
}

/** The checkout's optional `language` (the site's languages), the default one when absent. */
function checkCheckoutLanguage(value: unknown): Language {
  return value == null ? DEFAULT_LANGUAGE : checkLanguage(value, 'language');
}

interface OpenInvoice {
  id: string;
  paymentUrl: string | null;
  provider: string;
  amount: string;
  email: string | null;
  currencyId: string;
  /** Of the orders checked out, how many the invoice pays; and how many it pays in all. */
  orders: number;
  allOrders: number;
}

/**
 * Refuses lines of products the buyer may not read: one unpublished since it was put in the
 * cart is no longer for sale.
 */
async function refuseUnlisted(context: RequestContext, lines: { productId: string | null }[]) {
  const ids = productsOf(lines);
  const listed = new Set((await new CrudService(context, EcommerceProduct).matching({ id: { $in: ids } })).map((product) => product.id));
  const unlisted = ids.find((id) => !listed.has(id));
  if (unlisted) throw badInput(`ecommerceModule.orders: product ${unlisted} is not for sale (not published): remove it from the cart`, 'ecommerceModule.orders');
}

/** The orders' lines, in order; refused when they have none. */
async function linesOf(em: RequestContext['em'], orders: Order[]) {
  const lines = await rowsOf(em, EcommerceOrdersToProducts).find({ orderId: { $in: orders.map((o) => o.id) } }, { orderBy: { orderIndex: 'asc', createdAt: 'asc' } });
  if (!lines.length) throw badInput('ecommerceModule.orders: the orders have no products', 'ecommerceModule.orders');
  return lines;
}
