import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../core/context.js';
import { checkId } from '../../core/crud/crud-service.js';
import { badInput } from '../../core/errors.js';
import type { Row } from '../../core/model/entity-schema.js';
import { rowBase } from '../../core/model/row-base.js';
import { serialize } from '../../core/rest/serialize.js';
import { BillingCurrency, BillingInvoice, BillingPaymentIntent } from '../billing/entities.js';
import { paymentProvider } from '../billing/providers/index.js';
import { checkEmail } from '../rbac/validation.js';
import { checkStringText } from '../../core/text-input.js';
import { Cart, checkQuantity, withLines } from './cart.js';
import { EcommerceOrdersToBillingModuleCurrencies, EcommerceOrdersToBillingModulePaymentIntents, EcommerceOrdersToProducts, EcommerceProduct } from './entities.js';
import { NO_PRICE, pricesOf, priceIndex } from './pricing.js';


/** A checkout body as clients send it (spec 000 section 7); every part is checked on use. */
interface CheckoutBody {
  provider?: unknown;
  email?: unknown;
  quantity?: unknown;
  comment?: unknown;
  storeId?: unknown;
  billingModule?: { currency?: { id?: unknown } };
  ecommerceModule?: { orders?: unknown };
}

interface CheckoutInput {
  provider: unknown;
  email: unknown;
  currencyId?: unknown;
  orderIds: string[];
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
  return { provider: data.provider, email: data.email, currencyId: data.billingModule?.currency?.id, orderIds: [...new Set(ids)] };
}

/**
 * Checkout: the subject's orders move to `paying`; an invoice and one payment intent per
 * order are created in billing with the chosen provider, whose payment url is answered.
 * Serialised per subject, so checking out one cart twice at once makes one invoice.
 */
export class Checkout {
  private readonly cart: Cart;

  constructor(
    private readonly context: RequestContext,
    subjectId: string,
  ) {
    this.cart = new Cart(context, subjectId);
  }

  /** `{provider, email, billingModule.currency.id, ecommerceModule.orders[].id}` */
  checkoutOrders(input: unknown, orderIds?: string[]) {
    return this.run(readCheckout(input, orderIds));
  }

  /** `{provider, email, quantity, comment, storeId, billingModule.currency.id}` for one product. */
  async checkoutProduct(productId: string, input: unknown) {
    const data = (input ?? {}) as CheckoutBody;
    const id = checkId(productId, 'productId');
    const quantity = checkQuantity(data.quantity, 'quantity', 1);
    const storeId = data.storeId == null || data.storeId === '' ? null : checkId(data.storeId, 'storeId');
    if (data.comment != null) checkStringText(data.comment, 'comment');
    const provider = paymentProvider(data.provider ?? 'dummy', this.context.config);
    checkEmail(data.email, 'email');
    if (!(await this.context.em.findOne(EcommerceProduct.name, { id } as never))) throw badInput(`productId: product ${id} not found`, 'productId');
    let currencyId = data.billingModule?.currency?.id;
    if (currencyId == null) {
      // Optional here: the default currency when the product has a price in it, else its first price.
      const prices = await pricesOf(this.context.em, [id]);
      const defaults = await this.context.em.find<Row>(BillingCurrency.name, { isDefault: true } as never);
      currencyId = (prices.find((price) => defaults.some((d) => d.id === price.currencyId)) ?? prices[0])?.currencyId;
      if (!currencyId) throw badInput(NO_PRICE, 'productId');
    }
    const order = await this.cart.createOrder({ type: 'history', comment: data.comment ?? null });
    await this.cart.addLine(order.id, id, quantity, storeId);
    return this.run({ provider: provider.name, email: data.email, currencyId, orderIds: [order.id] });
  }

  private async run(input: CheckoutInput) {
    const { config } = this.context;
    const provider = paymentProvider(input.provider, config);
    const email = checkEmail(input.email, 'email');
    const currencyId = checkId(input.currencyId, 'billingModule.currency.id');
    const currency = await this.context.em.findOne<Row>(BillingCurrency.name, { id: currencyId } as never);
    if (!currency) throw badInput(`billingModule.currency.id: currency ${currencyId} not found`, 'billingModule.currency.id');

    const result = await this.context.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`checkout:${this.cart.subjectId}`]);
      const cart = new Cart({ ...this.context, em }, this.cart.subjectId);
      const orders = await Promise.all(input.orderIds.map((id) => cart.order(id)));
      const again = await this.existingInvoice(em, orders);
      if (again) return again;
      const unpayable = orders.find((order) => order.status !== 'new');
      if (unpayable) throw badInput(`ecommerceModule.orders: order ${unpayable.id} is ${unpayable.status}, not new`, 'ecommerceModule.orders');

      const lines = await em.find<Row>(EcommerceOrdersToProducts.name, { orderId: { $in: orders.map((o) => o.id) } } as never, { orderBy: { orderIndex: 'asc', createdAt: 'asc' } as never });
      if (!lines.length) throw badInput('ecommerceModule.orders: the orders have no products', 'ecommerceModule.orders');
      const productIds = [...new Set(lines.map((line) => line.productId as string))];
      const index = priceIndex(await pricesOf(em, productIds));
      const products = await em.find<Row>(EcommerceProduct.name, { id: { $in: productIds } } as never);
      const priced = lines.map((line) => {
        const price = index.get(`${line.productId}:${currencyId}`);
        if (!price) throw badInput(NO_PRICE, 'billingModule.currency.id');
        return { line, unitAmount: price.amount, amount: new Decimal(price.amount).times(line.quantity as number) };
      });
      const total = priced.reduce((sum, item) => sum.plus(item.amount), new Decimal(0));

      const invoice = { ...rowBase(), subjectId: this.cart.subjectId, currencyId, amount: total.toFixed(2), status: 'open', provider: provider.name, email, paymentUrl: null, externalId: null };
      await em.insert(BillingInvoice.name, invoice);
      for (const order of orders) {
        const orderTotal = priced.filter((item) => item.line.orderId === order.id).reduce((sum, item) => sum.plus(item.amount), new Decimal(0));
        const intent = { ...rowBase(), invoiceId: invoice.id, currencyId, amount: orderTotal.toFixed(2), status: 'pending', provider: provider.name };
        await em.insert(BillingPaymentIntent.name, intent);
        await em.insert(EcommerceOrdersToBillingModulePaymentIntents.name, { ...rowBase(), orderIndex: 0, orderId: order.id, billingModulePaymentIntentId: intent.id });
        await em.insert(EcommerceOrdersToBillingModuleCurrencies.name, { ...rowBase(), orderIndex: 0, orderId: order.id, billingModuleCurrencyId: currencyId });
        order.status = 'paying';
      }
      await em.flush();
      const payment = await provider.createPayment({
        invoiceId: invoice.id,
        subjectId: this.cart.subjectId,
        amount: invoice.amount,
        currency: { id: currencyId, slug: currency.slug as string, symbol: currency.symbol as string | null },
        email,
        lines: priced.map((item) => ({
          title: titleOf(products, item.line.productId as string),
          quantity: item.line.quantity as number,
          unitAmount: item.unitAmount,
        })),
        successUrl: `${config.publicUrl}/billing/invoices/${invoice.id}?result=success`,
        cancelUrl: `${config.publicUrl}/billing/invoices/${invoice.id}?result=cancel`,
      });
      await em.nativeUpdate(BillingInvoice.name, { id: invoice.id } as never, { paymentUrl: payment.paymentUrl, externalId: payment.externalId ?? null } as never);
      return { invoiceId: invoice.id, orderIds: orders.map((order) => order.id) };
    });
    this.context.em.clear();
    return this.answer(result.invoiceId, result.orderIds);
  }

  /** The open invoice already paying exactly these orders (a repeated checkout). */
  private async existingInvoice(em: RequestContext['em'], orders: Row[]) {
    if (!orders.every((order) => order.status === 'paying')) return undefined;
    const rows = await em.getConnection().execute<{ invoice_id: string; orders: number }[]>(
      `select pi.invoice_id, count(distinct op.order_id)::int as orders
         from ecommerce_orders_to_billing_module_payment_intents op
         join billing_payment_intents pi on pi.id = op.billing_module_payment_intent_id
         join billing_invoices i on i.id = pi.invoice_id and i.status = 'open'
        where op.order_id in (?)
        group by pi.invoice_id`,
      [orders.map((order) => order.id)],
      'all',
      em.getTransactionContext(),
    );
    const match = rows.find((row) => row.orders === orders.length);
    return match ? { invoiceId: match.invoice_id, orderIds: orders.map((order) => order.id) } : undefined;
  }

  /** The spec's answer: `billingModule.invoices[0].paymentUrl`, with the orders. */
  private async answer(invoiceId: string, orderIds: string[]) {
    const { em } = this.context;
    const invoice = await em.findOneOrFail<Row>(BillingInvoice.name, { id: invoiceId } as never);
    const intents = await em.find<Row>(BillingPaymentIntent.name, { invoiceId } as never);
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

function titleOf(products: Row[], productId: string): string {
  const product = products.find((p) => p.id === productId);
  const title = product?.title as Record<string, string | null> | undefined;
  return title?.en || title?.ru || (product?.adminTitle as string) || 'Product';
}
