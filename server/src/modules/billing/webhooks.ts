import type { RequestContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import type { PaymentProvider as ProviderName } from '../../core/model/shared-fields.js';
import { sameAmount } from './providers/money.js';
import type { WebhookOutcome, WebhookRequest } from './providers/payment-provider.js';
import { paymentProvider } from './providers/index.js';
import { settleInvoice } from './settlement.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface InvoiceRow {
  id: string;
  amount: string;
  external_id: string | null;
  currency: string;
}

/**
 * A provider's webhook: verified by the provider (a bad signature is a 400 and changes nothing),
 * then applied to the provider's own invoice through `settleInvoice`, which claims the change
 * once: a replayed or late webhook is acknowledged and changes nothing twice.
 */
export async function receiveWebhook(context: RequestContext, providerName: string, req: WebhookRequest) {
  const provider = paymentProvider(providerName, context.config);
  if (!provider.handleWebhook) throw notFound(`provider: ${provider.name} sends no webhooks`);
  const event = await provider.handleWebhook(req);
  const changed = event.outcome !== 'ignored' && (await apply(context, provider.name, { ...event, outcome: event.outcome }));
  return provider.webhookReply?.() ?? { data: { received: true, changed } };
}

async function apply(context: RequestContext, provider: ProviderName, event: WebhookOutcome & { outcome: 'paid' | 'canceled' }) {
  const invoice = await invoiceOf(context, provider, event);
  const refuse = (reason: string) => {
    context.log.warn({ provider, invoiceId: event.invoiceId, externalId: event.externalId, outcome: event.outcome }, `webhook not applied: ${reason}`);
    return false;
  };
  if (!invoice) return refuse('no such invoice of this provider');
  // The provider's payment id, when both sides know it, must be the one this invoice was made with.
  if (event.externalId && invoice.external_id && event.externalId !== invoice.external_id) return refuse('another payment of the provider');
  if (event.outcome === 'paid' && event.paid) {
    const sameCurrency = event.paid.currency.toLowerCase() === invoice.currency.toLowerCase();
    if (!sameCurrency || !sameAmount(event.paid.amount, invoice.amount)) return refuse(`paid ${event.paid.amount} ${event.paid.currency}, not ${invoice.amount} ${invoice.currency}`);
  }
  return settleInvoice(context.em, invoice.id, event.outcome);
}

/** The invoice a webhook is about, by our id or by the provider's, and only one of that provider. */
async function invoiceOf(context: RequestContext, provider: ProviderName, event: WebhookOutcome): Promise<InvoiceRow | undefined> {
  const byId = event.invoiceId && UUID.test(event.invoiceId);
  if (!byId && !event.externalId) return undefined;
  const [row] = await context.em.getConnection().execute<InvoiceRow[]>(
    `select i.id, i.amount::text as amount, i.external_id, c.slug as currency
       from billing_invoices i join billing_currencies c on c.id = i.currency_id
      where i.provider = ? and ${byId ? 'i.id = ?' : 'i.external_id = ?'}`,
    [provider, byId ? event.invoiceId : event.externalId],
  );
  return row;
}
