import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/request-context.js';
import { tableOf } from '../../core/model/tables.js';
import { RbacSubjectsToEcommerceModuleOrders } from '../rbac/entities.js';
import { Cart, MAX_QUANTITY, openCartLines } from './cart.js';
import { EcommerceOrder, EcommerceOrdersToProducts } from './entities.js';

interface Line {
  id: string;
  orderId: string;
  productId: string;
  quantity: number;
}

/** The links of a subject's open cart orders (type cart, status new) to it. */
function openCartLinks() {
  const [so, o] = [tableOf(RbacSubjectsToEcommerceModuleOrders), tableOf(EcommerceOrder)];
  return `select so.${so.column('id')} as "id" from ${so.table} so
  join ${o.table} o on o.${o.column('id')} = so.${so.column('ecommerceModuleOrderId')} and o.${o.column('type')} = 'cart' and o.${o.column('status')} = 'new'
 where so.${so.column('subjectId')} = ?`;
}

/**
 * A visitor who filled a cart before signing in to an account keeps it: the open cart orders of
 * the anonymous subject `from` become the account's. A product already in the account's cart
 * gets the visitor's quantity added (up to the cap) instead of a second line; the visitor's
 * order it came from goes once it holds nothing else. Run inside the sign-in's transaction
 * (`em`), through the carts' own write path.
 */
export async function handOverCart(context: RequestContext, em: EntityManager, from: string, to: string) {
  const visitor = new Cart({ ...context, em }, from);
  const account = new Cart({ ...context, em }, to);
  const select = <T>(sql: string, subjectId: string) => em.execute<T[]>(sql, [subjectId], 'all');
  const mine = await select<Line>(openCartLines(), from);
  if (!mine.length) return;
  const theirs = new Map((await select<Line>(openCartLines(), to)).map((line) => [line.productId, line]));
  const kept = new Set<string>();
  for (const line of mine) {
    const same = theirs.get(line.productId);
    if (!same) {
      kept.add(line.orderId);
      continue;
    }
    same.quantity = Math.min(same.quantity + line.quantity, MAX_QUANTITY);
    await account.crud(EcommerceOrdersToProducts).update(same.id, { quantity: same.quantity });
    await visitor.crud(EcommerceOrdersToProducts).remove(line.id);
  }
  // An order whose lines all joined the account's lines is gone (its link goes with it).
  for (const orderId of new Set(mine.map((line) => line.orderId))) {
    if (!kept.has(orderId)) await visitor.crud(EcommerceOrder).remove(orderId);
  }
  // The rest of the visitor's open cart orders now belong to the account.
  for (const link of await select<{ id: string }>(openCartLinks(), from)) {
    await visitor.crud(RbacSubjectsToEcommerceModuleOrders).update(link.id, { subjectId: to });
  }
}
