import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_QUANTITY, OPEN_CART_LINES } from './cart.js';

interface Line {
  id: string;
  order_id: string;
  product_id: string;
  quantity: number;
}

/**
 * A visitor who filled a cart before signing in to an account keeps it: the open cart orders of
 * the anonymous subject `from` become the account's. A product already in the account's cart
 * gets the visitor's quantity added (up to the cap) instead of a second line; the visitor's
 * order it came from goes once it holds nothing else. Run inside the sign-in's transaction.
 */
export async function handOverCart(em: EntityManager, from: string, to: string) {
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  const lines = (subjectId: string) => connection.execute<Line[]>(OPEN_CART_LINES, [subjectId], 'all', tx);
  const mine = await lines(from);
  if (!mine.length) return;
  const theirs = new Map((await lines(to)).map((line) => [line.product_id, line]));
  const emptied = new Set<string>();
  for (const line of mine) {
    const kept = theirs.get(line.product_id);
    if (!kept) continue;
    kept.quantity = Math.min(kept.quantity + line.quantity, MAX_QUANTITY);
    await connection.execute('update ecommerce_orders_to_products set quantity = ?, updated_at = now() where id = ?', [kept.quantity, kept.id], 'run', tx);
    await connection.execute('delete from ecommerce_orders_to_products where id = ?', [line.id], 'run', tx);
    emptied.add(line.order_id);
  }
  // An order whose lines all joined the account's lines is gone (its link goes with it).
  if (emptied.size) {
    await connection.execute(
      'delete from ecommerce_orders o where o.id in (?) and not exists (select 1 from ecommerce_orders_to_products op where op.order_id = o.id)',
      [[...emptied]],
      'run',
      tx,
    );
  }
  // The rest of the visitor's open cart orders now belong to the account.
  await connection.execute(
    `update rbac_subjects_to_ecommerce_module_orders so set subject_id = ?, updated_at = now()
      from ecommerce_orders o
     where so.subject_id = ? and o.id = so.ecommerce_module_order_id and o.type = 'cart' and o.status = 'new'`,
    [to, from],
    'run',
    tx,
  );
}
