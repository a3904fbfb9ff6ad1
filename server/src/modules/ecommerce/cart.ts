import type { RequestContext } from '../../core/context.js';
import { checkId, CrudService, type ListArgs } from '../../core/crud/crud-service.js';
import { badInput, notFound } from '../../core/errors.js';
import type { Row } from '../../core/model/entity-schema.js';
import { rowBase } from '../../core/model/row-base.js';
import { serialize } from '../../core/rest/serialize.js';
import { RbacSubjectsToEcommerceModuleOrders } from '../rbac/entities.js';
import { EcommerceOrder, EcommerceOrdersToProducts, EcommerceProduct, EcommerceStore } from './entities.js';
import { pricesOf, totalsByCurrency, type Line } from './pricing.js';

export const MAX_QUANTITY = 10_000;

/** The lines of a subject's open cart (its cart orders with status new), oldest first. */
export const OPEN_CART_LINES = `select op.id, op.order_id, op.product_id, op.quantity from ecommerce_orders_to_products op
  join ecommerce_orders o on o.id = op.order_id and o.type = 'cart' and o.status = 'new'
  join rbac_subjects_to_ecommerce_module_orders so on so.ecommerce_module_order_id = o.id and so.subject_id = ?
 order by o.created_at, op.order_index`;

export function checkQuantity(value: unknown, field: string, fallback?: number): number {
  const quantity = value === undefined || value === null ? fallback : value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    throw badInput(`${field}: must be a whole number from 1 to ${MAX_QUANTITY}`, field);
  }
  return quantity;
}

/** An order with its lines, as the cart answers it. */
export async function withLines(context: RequestContext, orders: Row[]) {
  const lines = orders.length
    ? await context.em.find<Row>(EcommerceOrdersToProducts.name, { orderId: { $in: orders.map((o) => o.id) } } as never, { orderBy: { orderIndex: 'asc', createdAt: 'asc' } as never })
    : [];
  return orders.map((order) => ({
    ...serialize(EcommerceOrder, order),
    ordersToProducts: lines.filter((line) => line.orderId === order.id).map((line) => serialize(EcommerceOrdersToProducts, line)),
  }));
}

/**
 * A subject's cart: one cart order per product (adding again raises the quantity). Only the
 * subject itself (or an admin) gets here; the routes check that first.
 */
export class Cart {
  constructor(
    private readonly context: RequestContext,
    readonly subjectId: string,
  ) {}

  private get em() {
    return this.context.em;
  }

  /** The subject's orders (owner-scoped), filtered like any list. */
  async orders(args: ListArgs = {}) {
    const owned = await this.ownedOrderIds();
    if (!owned.length) return [];
    // The subject's own orders, with the caller's filters, order and page on top.
    const filters = { and: [...(args.filters?.and ?? []), { column: 'id', method: 'inArray', value: owned }] };
    return withLines(this.context, await new CrudService({ ...this.context, actor: { kind: 'server' } }, EcommerceOrder).list({ ...args, filters }));
  }

  async ownedOrderIds(): Promise<string[]> {
    const links = await this.em.find<Row>(RbacSubjectsToEcommerceModuleOrders.name, { subjectId: this.subjectId } as never, { fields: ['ecommerceModuleOrderId'] as never });
    return links.map((link) => link.ecommerceModuleOrderId as string);
  }

  /** One of the subject's orders, or 404 (another subject's order is not found, not forbidden). */
  async order(orderId: string): Promise<Row> {
    const id = checkId(orderId, 'orderId');
    const link = await this.em.findOne<Row>(RbacSubjectsToEcommerceModuleOrders.name, { subjectId: this.subjectId, ecommerceModuleOrderId: id } as never);
    const order = link ? await this.em.findOne<Row>(EcommerceOrder.name, { id } as never) : null;
    if (!order) throw notFound(`Order ${id} not found`);
    return order;
  }

  /** A new order of this subject (a cart order unless told otherwise). */
  async createOrder(values: Record<string, unknown> = {}): Promise<Row> {
    const order = { ...rowBase(), status: 'new', type: 'cart', receipt: '', comment: null, className: null, ...values };
    await this.em.insert(EcommerceOrder.name, order);
    await this.em.insert(RbacSubjectsToEcommerceModuleOrders.name, { ...rowBase(), orderIndex: 0, subjectId: this.subjectId, ecommerceModuleOrderId: order.id });
    return this.em.findOneOrFail<Row>(EcommerceOrder.name, { id: order.id } as never);
  }

  async addLine(orderId: string, productId: string, quantity: number, storeId: string | null) {
    await this.em.insert(EcommerceOrdersToProducts.name, { ...rowBase(), orderIndex: 0, orderId, productId, storeId, quantity });
  }

  /** `{productId, quantity, storeId?}`; an empty body makes an empty cart order. */
  async add(input: unknown) {
    const data = (input ?? {}) as Record<string, unknown>;
    if (typeof data !== 'object' || Array.isArray(data)) throw badInput('data: expected an object', 'data');
    if (data.productId === undefined) {
      // The order and its link to the subject: both or neither.
      const orderId = await this.em.transactional(async (em) => (await new Cart({ ...this.context, em }, this.subjectId).createOrder()).id as string);
      return (await withLines(this.context, [await this.order(orderId)]))[0];
    }
    const productId = checkId(data.productId, 'productId');
    const quantity = checkQuantity(data.quantity, 'quantity', 1);
    const storeId = data.storeId == null || data.storeId === '' ? null : checkId(data.storeId, 'storeId');
    if (!(await this.em.findOne(EcommerceProduct.name, { id: productId } as never))) throw notFound(`Product ${productId} not found`);
    if (storeId && !(await this.em.findOne(EcommerceStore.name, { id: storeId } as never))) throw notFound(`Store ${storeId} not found`);
    const orderId = await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`cart:${this.subjectId}:${productId}`]);
      const [existing] = await em.getConnection().execute(
        `select op.id, op.order_id from ecommerce_orders_to_products op
           join ecommerce_orders o on o.id = op.order_id and o.type = 'cart' and o.status = 'new'
           join rbac_subjects_to_ecommerce_module_orders so on so.ecommerce_module_order_id = o.id and so.subject_id = ?
          where op.product_id = ? limit 1`,
        [this.subjectId, productId],
        'all',
        em.getTransactionContext(),
      );
      if (existing) {
        // The cap holds for the line, not only for one request: adding again cannot pass it.
        const [raised] = await em
          .getConnection()
          .execute(
            'update ecommerce_orders_to_products set quantity = quantity + ?, updated_at = now() where id = ? and quantity + ? <= ? returning id',
            [quantity, existing.id, quantity, MAX_QUANTITY],
            'all',
            em.getTransactionContext(),
          );
        if (!raised) throw badInput(`quantity: the cart would hold more than ${MAX_QUANTITY} of this product`, 'quantity');
        return existing.order_id as string;
      }
      const cart = new Cart({ ...this.context, em }, this.subjectId);
      const order = await cart.createOrder();
      await cart.addLine(order.id, productId, quantity, storeId);
      return order.id;
    });
    this.em.clear();
    return (await withLines(this.context, [await this.order(orderId)]))[0];
  }

  /** `{ordersToProducts: [{id, quantity}]}` (and `status: 'canceled'` for an unpaid order). */
  async update(orderId: string, input: unknown) {
    let order = await this.order(orderId);
    const data = (input ?? {}) as Record<string, unknown>;
    const cancel = data.status !== undefined;
    if (cancel) {
      if (data.status !== 'canceled') throw badInput("status: a subject may only set 'canceled'", 'status');
      if (!['new', 'paying'].includes(order.status as string)) throw badInput('status: only an unpaid order can be canceled', 'status');
    }
    if (data.ordersToProducts !== undefined) {
      if (cancel || order.status !== 'new') throw badInput('ordersToProducts: the order is no longer editable', 'ordersToProducts');
      if (!Array.isArray(data.ordersToProducts)) throw badInput('ordersToProducts: expected a list of {id, quantity}', 'ordersToProducts');
      const lines = await this.em.find<Row>(EcommerceOrdersToProducts.name, { orderId: order.id } as never);
      for (const [index, item] of data.ordersToProducts.entries()) {
        const field = `ordersToProducts[${index}]`;
        const id = checkId((item as { id?: unknown })?.id, `${field}.id`);
        const line = lines.find((row) => row.id === id);
        if (!line) throw notFound(`${field}.id: order ${order.id} has no line ${id}`);
        line.quantity = checkQuantity((item as { quantity?: unknown }).quantity, `${field}.quantity`);
      }
      await this.em.flush();
    }
    // Through the orders' shared write path: canceling an order cancels its open invoice too.
    if (cancel) order = await this.asServer().update(order.id, { status: 'canceled' });
    return (await withLines(this.context, [order]))[0];
  }

  async remove(orderId: string) {
    const order = await this.order(orderId);
    if (!['new', 'canceled'].includes(order.status as string)) throw badInput('orderId: only an unpaid order can be deleted', 'orderId');
    const [answer] = await withLines(this.context, [order]);
    // The shared delete path: an open invoice of the order is canceled with it.
    await this.asServer().remove(order.id);
    return answer;
  }

  /** The generic write path for orders, with the server's rights (the subject's ownership is checked first). */
  private asServer() {
    return new CrudService({ ...this.context, actor: { kind: 'server' } }, EcommerceOrder);
  }

  /** Lines of the subject's open cart (cart orders with status new). */
  async cartLines(): Promise<Line[]> {
    const rows = await this.em.getConnection().execute<{ id: string; product_id: string; quantity: number }[]>(OPEN_CART_LINES, [this.subjectId]);
    return rows.map((row) => ({ id: row.id, productId: row.product_id, quantity: row.quantity }));
  }

  async quantity() {
    return (await this.cartLines()).reduce((sum, line) => sum + line.quantity, 0);
  }

  async total() {
    const lines = await this.cartLines();
    return totalsByCurrency(lines, await pricesOf(this.em, [...new Set(lines.map((line) => line.productId))]));
  }
}
