import type { RequestContext } from '../../core/request-context.js';
import { CrudService, type ListArgs } from '../../core/crud/crud-service.js';
import { checkId } from '../../core/model/ids.js';
import { subjectRows } from '../../core/access/access.js';
import { badInput, notFound } from '../../core/errors.js';
import { outputRow, type ModelDefinition } from '../../core/model/define-model.js';
import type { RowOf } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { RbacSubjectsToEcommerceModuleOrders } from '../rbac/entities.js';
import { EcommerceOrder, EcommerceOrdersToProducts, EcommerceProduct, EcommerceStore } from './entities.js';
import { quantityOf, totalsOf, type Line } from './pricing.js';
import { rowsOf } from '../../core/crud/repository.js';
import { preparedTransaction } from '../../core/read/executor.js';
import { inOpenCart, lockCartProduct, newCartOrder, raiseInOpenCart } from './cart-statements.js';

export const MAX_QUANTITY = 10_000;

type Order = RowOf<typeof EcommerceOrder>;

/** One product's quantity in a subject's open cart, and the order and line holding it. */
export interface ProductQuantity {
  productId: string;
  quantity: number;
  orderId: string | null;
  orderToProductId: string | null;
}

/** The lines of a subject's open cart (its cart orders with status new), oldest first. */
export function openCartLines() {
  const [op, o] = [tableOf(EcommerceOrdersToProducts), tableOf(EcommerceOrder)];
  return `select op.${op.column('id')} as "id", op.${op.column('orderId')} as "orderId", op.${op.column('productId')} as "productId", op.${op.column('quantity')} as "quantity"
  from ${op.table} op ${inOpenCart()}
 order by o.${o.column('createdAt')}, op.${op.column('orderIndex')}`;
}

export function checkQuantity(value: unknown, field: string, fallback?: number): number {
  const quantity = value === undefined || value === null ? fallback : value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    throw badInput(`${field}: must be a whole number from 1 to ${MAX_QUANTITY}`, field);
  }
  return quantity;
}

/** An order with its lines (of that order, in their order), as the cart and the checkout answer it. */
export const orderWithLines = (order: Order, lines: RowOf<typeof EcommerceOrdersToProducts>[]) => ({
  ...outputRow(EcommerceOrder, order),
  ordersToProducts: lines.map((line) => outputRow(EcommerceOrdersToProducts, line)),
});

/** Orders with their lines, as the cart answers them. */
export async function withLines(context: RequestContext, orders: Order[]) {
  const lines = orders.length
    ? await rowsOf(context.em, EcommerceOrdersToProducts).find({ orderId: { $in: orders.map((o) => o.id) } }, { orderBy: { orderIndex: 'asc', createdAt: 'asc' } })
    : [];
  return orders.map((order) => orderWithLines(order, lines.filter((line) => line.orderId === order.id)));
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

  /**
   * The generic service of one of the cart's models, reading and writing this subject's own
   * rows (the routes checked that the caller is this subject, or an admin acting for it).
   */
  crud<M extends ModelDefinition>(model: M) {
    return new CrudService(this.context, model, subjectRows(this.subjectId));
  }

  /** The subject's orders, filtered, ordered and paged like any list. */
  async orders(args: ListArgs = {}) {
    return withLines(this.context, await this.crud(EcommerceOrder).list(args));
  }

  /** One of the subject's orders, or 404 (another subject's order is not found, not forbidden). */
  async order(orderId: string): Promise<Order> {
    const id = checkId(orderId, 'orderId');
    const order = await this.crud(EcommerceOrder).one(id);
    if (!order) throw notFound(`Order ${id} not found`);
    return order;
  }

  /** A new order of this subject (a cart order unless told otherwise), and its link to the subject. */
  async createOrder(values: Record<string, unknown> = {}): Promise<Order> {
    const order = await this.crud(EcommerceOrder).create({ status: 'new', type: 'cart', receipt: '', comment: null, className: null, ...values });
    await this.crud(RbacSubjectsToEcommerceModuleOrders).create({ orderIndex: 0, subjectId: this.subjectId, ecommerceModuleOrderId: order.id });
    return order;
  }

  async addLine(orderId: string, productId: string, quantity: number, storeId: string | null) {
    await this.crud(EcommerceOrdersToProducts).create({ orderIndex: 0, orderId, productId, storeId, quantity });
  }

  /** `{productId, quantity, storeId?}`; an empty body makes an empty cart order. */
  async add(input: unknown) {
    const data = (input ?? {}) as Record<string, unknown>;
    if (typeof data !== 'object' || Array.isArray(data)) throw badInput('data: expected an object', 'data');
    if (data.productId === undefined) {
      // The order and its link to the subject: both or neither.
      const orderId = await this.em.transactional(async (em) => (await new Cart({ ...this.context, em }, this.subjectId).createOrder()).id);
      return (await withLines(this.context, [await this.order(orderId)]))[0];
    }
    const productId = checkId(data.productId, 'productId');
    const quantity = checkQuantity(data.quantity, 'quantity', 1);
    const storeId = data.storeId == null || data.storeId === '' ? null : checkId(data.storeId, 'storeId');
    // A product the caller may not read (a draft, for a shopper) is not found.
    if (!(await new CrudService(this.context, EcommerceProduct).one(productId))) throw notFound(`Product ${productId} not found`);
    if (storeId && !(await rowsOf(this.em, EcommerceStore).findOne({ id: storeId }))) throw notFound(`Store ${storeId} not found`);
    // One transaction of prepared statements: the lock, then the line raised or its order made.
    const added = await preparedTransaction(this.em, async (sql) => {
      await lockCartProduct(sql, this.subjectId, productId);
      const existing = await raiseInOpenCart(sql, this.subjectId, productId, quantity, MAX_QUANTITY);
      // The cap holds for the line, not only for one request: adding again cannot pass it.
      if (existing && !existing.raised) throw badInput(`quantity: the cart would hold more than ${MAX_QUANTITY} of this product`, 'quantity');
      return existing ?? (await newCartOrder(sql, { subjectId: this.subjectId, productId, quantity, storeId }));
    });
    // The rows written by SQL of its own: no entity of this request may keep them as they were.
    this.em.clear();
    if ('order' in added) {
      this.context.onWrite({ wrote: [EcommerceOrder, RbacSubjectsToEcommerceModuleOrders, EcommerceOrdersToProducts] });
      // Answered as written: the new order holds this one line.
      return orderWithLines(added.order, [added.line]);
    }
    this.context.onWrite({ wrote: [EcommerceOrdersToProducts] });
    return (await withLines(this.context, [await this.order(added.orderId)]))[0];
  }

  /** `{ordersToProducts: [{id, quantity}]}` (and `status: 'canceled'` for an unpaid order). */
  async update(orderId: string, input: unknown) {
    let order = await this.order(orderId);
    const data = (input ?? {}) as Record<string, unknown>;
    const cancel = data.status !== undefined;
    if (cancel) {
      if (data.status !== 'canceled') throw badInput("status: a subject may only set 'canceled'", 'status');
      if (!['new', 'paying'].includes(order.status)) throw badInput('status: only an unpaid order can be canceled', 'status');
    }
    if (data.ordersToProducts !== undefined) {
      if (cancel || order.status !== 'new') throw badInput('ordersToProducts: the order is no longer editable', 'ordersToProducts');
      if (!Array.isArray(data.ordersToProducts)) throw badInput('ordersToProducts: expected a list of {id, quantity}', 'ordersToProducts');
      const lines = await rowsOf(this.em, EcommerceOrdersToProducts).find({ orderId: order.id });
      const changes = data.ordersToProducts.map((item, index) => {
        const field = `ordersToProducts[${index}]`;
        const id = checkId((item as { id?: unknown })?.id, `${field}.id`);
        if (!lines.some((row) => row.id === id)) throw notFound(`${field}.id: order ${order.id} has no line ${id}`);
        return { id, data: { quantity: checkQuantity((item as { quantity?: unknown }).quantity, `${field}.quantity`) } };
      });
      if (changes.length) await this.crud(EcommerceOrdersToProducts).bulkUpdate(changes);
    }
    // Through the orders' shared write path: canceling an order cancels its open invoice too.
    if (cancel) order = await this.crud(EcommerceOrder).update(order.id, { status: 'canceled' });
    return (await withLines(this.context, [order]))[0];
  }

  async remove(orderId: string) {
    const order = await this.order(orderId);
    if (!['new', 'canceled'].includes(order.status)) throw badInput('orderId: only an unpaid order can be deleted', 'orderId');
    const [answer] = await withLines(this.context, [order]);
    // The shared delete path: an open invoice of the order is canceled with it.
    await this.crud(EcommerceOrder).remove(order.id);
    return answer;
  }

  /** Lines of the subject's open cart (cart orders with status new). */
  async cartLines(): Promise<Line[]> {
    const rows = await this.em.execute<Line[]>(openCartLines(), [this.subjectId]);
    return rows.map((row) => ({ id: row.id, productId: row.productId, quantity: row.quantity }));
  }

  async quantity() {
    return quantityOf(await this.cartLines());
  }

  /**
   * How many of one product the open cart holds, with the cart order and line holding it (the
   * cart keeps one per product; should there be more, the oldest): what a product page's cart
   * controls show and change. One statement; a product in no open cart order answers 0 and nulls.
   */
  async productQuantity(productId: unknown): Promise<ProductQuantity> {
    const id = checkId(productId, 'productId');
    const [op, o] = [tableOf(EcommerceOrdersToProducts), tableOf(EcommerceOrder)];
    const oldest = `order by o.${o.column('createdAt')}, op.${op.column('orderIndex')}, op.${op.column('createdAt')}`;
    const [row] = await this.em.execute<{ quantity: number; orderId: string | null; orderToProductId: string | null }[]>(
      `select coalesce(sum(op.${op.column('quantity')}), 0)::int as "quantity",
         (array_agg(op.${op.column('orderId')} ${oldest}))[1] as "orderId",
         (array_agg(op.${op.column('id')} ${oldest}))[1] as "orderToProductId"
       from ${op.table} op ${inOpenCart()}
      where op.${op.column('productId')} = ?`,
      [this.subjectId, id],
    );
    return { productId: id, quantity: row?.quantity ?? 0, orderId: row?.orderId ?? null, orderToProductId: row?.orderToProductId ?? null };
  }

  async total() {
    return totalsOf(this.em, await this.cartLines());
  }
}
