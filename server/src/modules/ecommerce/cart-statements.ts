import type { SqlStatements } from '../../core/read/executor.js';
import type { RowOf } from '../../core/model/row.js';
import { columnsOf, rowAt, tableOf } from '../../core/model/tables.js';
import { orderLinkInsert } from '../rbac/subject-links.js';
import { RbacSubjectsToEcommerceModuleOrders } from '../rbac/entities.js';
import { EcommerceOrder, EcommerceOrdersToProducts } from './entities.js';

/*
 * The statements of adding a product to a cart, in one transaction (see Cart.add): the lock,
 * then the product's line raised, or its order and line made. Each is the same text every
 * time, prepared on PostgreSQL (core/read/executor.ts).
 */

/**
 * From lines (`op`): their orders that are a subject's open cart (type cart, status new), as
 * `o`, through the orders' links to it, as `so`; the subject is the statement's first value
 * (`subject`: its placeholder).
 */
export function inOpenCart(subject = '?') {
  const [op, o, so] = [tableOf(EcommerceOrdersToProducts), tableOf(EcommerceOrder), tableOf(RbacSubjectsToEcommerceModuleOrders)];
  return `join ${o.table} o on o.${o.column('id')} = op.${op.column('orderId')} and o.${o.column('type')} = 'cart' and o.${o.column('status')} = 'new'
  join ${so.table} so on so.${so.column('ecommerceModuleOrderId')} = o.${o.column('id')} and so.${so.column('subjectId')} = ${subject}`;
}

/** What adding to an open cart found: the order holding the product's line, and whether the line took the quantity. */
export interface Raised {
  orderId: string;
  /** False: the line would pass the cap, and is left as it was. */
  raised: boolean;
}

/**
 * Waits for the subject's other adds of this product to end (the lock is the transaction's). In
 * a statement of its own: a statement reading the cart with it would see the cart as it was
 * before the wait.
 */
export async function lockCartProduct(sql: SqlStatements, subjectId: string, productId: string) {
  await sql.rows('select pg_advisory_xact_lock(hashtext($1))', [`cart:${subjectId}:${productId}`]);
}

/**
 * Raises the quantity of the product's line in the subject's open cart (the cart keeps one per
 * product; should there be several, one of them), unless that would pass `max`: one statement.
 * Null: no open cart order holds the product.
 */
export async function raiseInOpenCart(sql: SqlStatements, subjectId: string, productId: string, quantity: number, max: number): Promise<Raised | null> {
  const op = tableOf(EcommerceOrdersToProducts);
  const [row] = await sql.rows(
    `with existing as (
       select op.${op.column('id')} as id, op.${op.column('orderId')} as order_id from ${op.table} op ${inOpenCart('$1')}
        where op.${op.column('productId')} = $2 limit 1),
     raised as (
       update ${op.table} line set ${op.column('quantity')} = line.${op.column('quantity')} + $3, ${op.column('updatedAt')} = now()
         from existing where line.${op.column('id')} = existing.id and line.${op.column('quantity')} + $3 <= $4
       returning line.${op.column('id')})
     select existing.order_id as "orderId", (select count(*) from raised) > 0 as "raised" from existing`,
    [subjectId, productId, quantity, max],
  );
  return row ? { orderId: row.orderId as string, raised: row.raised as boolean } : null;
}

/**
 * A new cart order of the subject holding one line of the product: the order, its link to the
 * subject (rbac's part of the statement) and the line, in one statement; answered as written.
 */
export async function newCartOrder(
  sql: SqlStatements,
  line: { subjectId: string; productId: string; quantity: number; storeId: string | null },
): Promise<{ order: RowOf<typeof EcommerceOrder>; line: RowOf<typeof EcommerceOrdersToProducts> }> {
  const [o, op] = [tableOf(EcommerceOrder), tableOf(EcommerceOrdersToProducts)];
  const [row] = await sql.rows(
    `with ord as (
       insert into ${o.table} (${o.column('id')}, ${o.column('createdAt')}, ${o.column('updatedAt')}, ${o.column('variant')}, ${o.column('status')}, ${o.column('type')}, ${o.column('receipt')})
       values (gen_random_uuid(), now(), now(), 'default', 'new', 'cart', '')
       returning *),
     owner as (${orderLinkInsert('ord', `ord.${o.column('id')}`, '$1')}),
     line as (
       insert into ${op.table} (${op.column('id')}, ${op.column('createdAt')}, ${op.column('updatedAt')}, ${op.column('variant')}, ${op.column('orderIndex')},
                                ${op.column('orderId')}, ${op.column('productId')}, ${op.column('storeId')}, ${op.column('quantity')})
       select gen_random_uuid(), now(), now(), 'default', 0, ord.${o.column('id')}, $2, $3, $4 from ord
       returning *)
     select ${columnsOf(EcommerceOrder, 'ord', 'o')}, ${columnsOf(EcommerceOrdersToProducts, 'line', 'op')} from ord, line`,
    [line.subjectId, line.productId, line.storeId, line.quantity],
  );
  return { order: rowAt(EcommerceOrder, row!, 'o')!, line: rowAt(EcommerceOrdersToProducts, row!, 'op')! };
}
