import { isAdmin } from '../../core/access/actor.js';
import type { RequestContext } from '../../core/request-context.js';
import { checkId } from '../../core/model/ids.js';
import { badInput, forbidden, notFound, unauthenticated } from '../../core/errors.js';
import { rowsOf } from '../../core/crud/repository.js';
import { serialize } from '../../core/rest/serialize.js';
import { BillingInvoice } from './entities.js';
import { paymentProvider } from './providers/index.js';
import { settleInvoice, type Settlement } from './settlement.js';

/** The invoice, when the actor is its subject or an admin. */
export async function ownInvoice(context: RequestContext, id: string) {
  const invoice = await rowsOf(context.em, BillingInvoice).findOne({ id: checkId(id) });
  if (context.actor.kind === 'anonymous') throw unauthenticated();
  if (!invoice) throw notFound(`Invoice ${id} not found`);
  if (!isAdmin(context.actor) && !(context.actor.kind === 'subject' && context.actor.subjectId === invoice.subjectId)) {
    throw forbidden('Not your invoice');
  }
  return invoice;
}

/** The dummy payment page's Pay and Cancel: the invoice's subject or an admin. */
export async function dummySettle(context: RequestContext, id: string, settlement: Settlement) {
  // Switched off (always in production), the dummy page's buttons settle nothing.
  paymentProvider('dummy', context.config);
  const invoice = await ownInvoice(context, id);
  if (invoice.provider !== 'dummy') throw badInput('id: not an invoice of the dummy provider', 'id');
  if (invoice.status !== 'open') throw badInput(`id: the invoice is already ${invoice.status}`, 'id');
  await settleInvoice(context.em, invoice.id, settlement);
  context.em.clear();
  return serialize(BillingInvoice, await rowsOf(context.em, BillingInvoice).findOneOrFail({ id: invoice.id }));
}

