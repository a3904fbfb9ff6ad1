import type { RequestContext } from '../../core/request-context.js';
import { badInput, notFound } from '../../core/errors.js';
import { tableOf } from '../../core/model/tables.js';
import { BillingCurrency, BillingInvoice } from './entities.js';
import { sameAmount } from './providers/money.js';
import type { PaymentProvider, WebhookOutcome, WebhookRequest } from './providers/payment-provider.js';
import { paymentProvider } from './providers/index.js';
import { settleInvoice } from './settlement.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface InvoiceRow {
  id: string;
  amount: string;
  externalId: string | null;
  currency: string;
}

/**
 * A provider's webhook: verified by the provider (a bad signature is a 400 and changes nothing),
 * checked against the invoice, then applied through `settleInvoice`, which claims the change
 * once: a replayed or late webhook is acknowledged and changes nothing twice.
 */
export async function receiveWebhook(context: RequestContext, providerName: string, req: WebhookRequest) {
  const provider = paymentProvider(providerName, context.config);
  if (!provider.handleWebhook) throw notFound(`provider: ${provider.name} sends no webhooks`);
  const event = await provider.handleWebhook(req);
  const changed = event.outcome !== 'ignored' && (await apply(context, provider, { ...event, outcome: event.outcome }));
  return provider.webhookReply?.() ?? { data: { received: true, changed } };
}

/**
 * Every field that decides the outcome is checked against what we recorded: the payment the
 * invoice was made with, and for a payment its amount and currency. A mismatch is refused
 * (400, nothing changes): a signed notice edited or replayed elsewhere must not pay anything.
 */
async function apply(context: RequestContext, provider: PaymentProvider, event: WebhookOutcome & { outcome: 'paid' | 'canceled' }) {
  const invoice = await invoiceOf(context, provider, event);
  const log = { provider: provider.name, invoiceId: event.invoiceId, externalId: event.externalId, outcome: event.outcome };
  const refuse = (reason: string, field: string) => {
    context.log.warn(log, `webhook refused: ${reason}`);
    return badInput(`webhook: ${reason}`, field);
  };
  if (!invoice) {
    // Not an invoice of this provider (another shop on the same account, a deleted one): acknowledged so it is not retried.
    context.log.warn(log, 'webhook not applied: no such invoice of this provider');
    return false;
  }
  if (event.invoiceId && event.invoiceId !== invoice.id) throw refuse('the invoice named is not the one of this payment', 'invoiceId');
  if (event.externalId && invoice.externalId && event.externalId !== invoice.externalId) throw refuse('another payment of the provider', 'externalId');
  if (event.outcome === 'paid') {
    if (!event.paid) throw refuse('a payment without its amount and currency', 'amount');
    const sameCurrency = event.paid.currency.toLowerCase() === invoice.currency.toLowerCase();
    if (!sameCurrency || !sameAmount(event.paid.amount, invoice.amount)) {
      throw refuse(`paid ${event.paid.amount} ${event.paid.currency}, not ${invoice.amount} ${invoice.currency}`, 'amount');
    }
  }
  return settleInvoice(context.em, invoice.id, event.outcome);
}

/**
 * The invoice a webhook is about, and only one of that provider: by the provider's payment id
 * when its webhooks carry one (our invoice id in such a notice may not be covered by its
 * signature), else by our invoice id.
 */
async function invoiceOf(context: RequestContext, provider: PaymentProvider, event: WebhookOutcome): Promise<InvoiceRow | undefined> {
  const byExternalId = provider.bindsByExternalId;
  const key = byExternalId ? event.externalId : event.invoiceId && UUID.test(event.invoiceId) ? event.invoiceId : undefined;
  if (!key) {
    if (byExternalId && event.outcome !== 'ignored') throw badInput("webhook: the provider's payment id is missing", 'externalId');
    return undefined;
  }
  const [i, c] = [tableOf(BillingInvoice), tableOf(BillingCurrency)];
  const [row] = await context.em.execute<InvoiceRow[]>(
    `select i.${i.column('id')} as "id", i.${i.column('amount')}::text as "amount", i.${i.column('externalId')} as "externalId", c.${c.column('slug')} as "currency"
       from ${i.table} i join ${c.table} c on c.${c.column('id')} = i.${i.column('currencyId')}
      where i.${i.column('provider')} = ? and i.${i.column(byExternalId ? 'externalId' : 'id')} = ?`,
    [provider.name, key],
  );
  return row;
}
