import { tableOf } from '../../core/model/tables.js';
import { RbacSubjectsToEcommerceModuleOrders } from './entities.js';

/**
 * The part of a statement that links a new order to its subject, for a module that makes the
 * order in the same statement (ecommerce's cart: the order, its line and this link in one
 * write). Rbac's table is written by rbac's SQL only: the caller names where the order's id and
 * the subject come from.
 *
 * `orderId`: an expression of the new order's id (a CTE's column); `subjectId`: a placeholder.
 */
export function orderLinkInsert(from: string, orderId: string, subjectId: string): string {
  const so = tableOf(RbacSubjectsToEcommerceModuleOrders);
  return `insert into ${so.table} (${so.column('id')}, ${so.column('createdAt')}, ${so.column('updatedAt')}, ${so.column('variant')}, ${so.column('orderIndex')},
                               ${so.column('subjectId')}, ${so.column('ecommerceModuleOrderId')})
          select gen_random_uuid(), now(), now(), 'default', 0, ${subjectId}, ${orderId} from ${from}`;
}
