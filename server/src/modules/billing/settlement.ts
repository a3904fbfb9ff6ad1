import type { EntityManager } from '@mikro-orm/postgresql';
import { emit } from '../../core/events/bus.js';
import { invoiceSettled } from '../../core/events/catalogue.js';
import { tableOf } from '../../core/model/tables.js';
import { BillingInvoice, BillingPaymentIntent } from './entities.js';

export type Settlement = 'paid' | 'canceled';

/**
 * Moves an open invoice to paid or canceled, with its payment intents, once: the status change
 * is claimed by one conditional UPDATE, so a replayed or concurrent webhook (or a second click)
 * changes nothing twice. The orders the intents pay for are ecommerce's: it hears of the
 * settlement (`invoice.settled`) in this transaction, and refuses a payment for orders no longer
 * waiting for it (canceled or deleted meanwhile) with a 400 that undoes all of it. It also
 * queues the paid checkout's receipt and mails here, so a replayed webhook queues none again.
 */
export async function settleInvoice(em: EntityManager, invoiceId: string, settlement: Settlement): Promise<boolean> {
  return em.transactional(async (tx) => {
    const i = tableOf(BillingInvoice);
    const pi = tableOf(BillingPaymentIntent);
    const [invoice] = await tx.execute<{ subjectId: string | null }[]>(
      `update ${i.table} set ${i.column('status')} = ?, ${i.column('updatedAt')} = now(), ${i.column('paidAt')} = case when ? = 'paid' then now() end
        where ${i.column('id')} = ? and ${i.column('status')} = 'open'
        returning ${i.column('subjectId')} as "subjectId"`,
      [settlement, settlement, invoiceId],
      'all',
    );
    if (!invoice) return false;
    const intents: { id: string }[] = await tx.execute(
      `update ${pi.table} set ${pi.column('status')} = ?, ${pi.column('updatedAt')} = now() where ${pi.column('invoiceId')} = ? returning ${pi.column('id')} as "id"`,
      [settlement === 'paid' ? 'succeeded' : 'canceled', invoiceId],
      'all',
    );
    await emit(tx, invoiceSettled, { invoiceId, outcome: settlement, paymentIntentIds: intents.map((intent) => intent.id) });
    return true;
  });
}
