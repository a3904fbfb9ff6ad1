import { Decimal } from 'decimal.js';
import Stripe from 'stripe';
import type { Config } from '../../../settings.js';
import { badInput } from '../../../core/errors.js';
import type { PaymentProvider, PaymentRequest, WebhookOutcome, WebhookRequest } from './payment-provider.js';

/** Currencies Stripe counts in whole units (no cents). */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

export const minorUnits = (amount: string, currency: string) =>
  new Decimal(amount).times(ZERO_DECIMAL.has(currency) ? 1 : 100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** Stripe's integer amount back in major units, as our invoices keep it. */
export const majorFromMinor = (amount: number, currency: string) => new Decimal(amount).dividedBy(ZERO_DECIMAL.has(currency) ? 1 : 100).toString();

/** Stripe Checkout: a hosted payment page; the webhook says when it was paid or expired. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  /** Every event names its Checkout Session, the id answered when the invoice was made. */
  readonly bindsByExternalId = true;
  private readonly stripe: Stripe;

  constructor(private readonly config: Config) {
    const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : undefined;
    this.stripe = new Stripe(config.stripe.secretKey!, {
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  async createPayment(request: PaymentRequest) {
    const currency = request.currency.slug.toLowerCase();
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: request.email,
        client_reference_id: request.invoiceId,
        metadata: { invoiceId: request.invoiceId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency, unit_amount: minorUnits(line.unitAmount, currency), product_data: { name: line.title } },
        })),
      },
      // A retried checkout never makes a second session for one invoice.
      { idempotencyKey: `invoice-${request.invoiceId}` },
    );
    return { paymentUrl: session.url!, externalId: session.id };
  }

  async handleWebhook(req: WebhookRequest): Promise<WebhookOutcome> {
    const signature = req.headers['stripe-signature'];
    if (!this.config.stripe.webhookSecret) throw badInput('stripe: STRIPE_WEBHOOK_SECRET is not set on this server');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(req.rawBody ?? Buffer.alloc(0), String(signature ?? ''), this.config.stripe.webhookSecret);
    } catch {
      throw badInput('stripe-signature: the webhook signature does not match', 'stripe-signature');
    }
    const session = event.data.object as Stripe.Checkout.Session;
    const ids = { invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? undefined, externalId: session.id };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        if (session.payment_status === 'unpaid') return { ...ids, outcome: 'ignored' };
        return { ...ids, outcome: 'paid', paid: paidOf(session) };
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return { ...ids, outcome: 'canceled' };
      default:
        return { ...ids, outcome: 'ignored' };
    }
  }
}

/** What the session says was paid; absent when Stripe left it out (then the payment is refused). */
function paidOf(session: Stripe.Checkout.Session) {
  if (typeof session.amount_total !== 'number' || !session.currency) return undefined;
  return { amount: majorFromMinor(session.amount_total, session.currency.toLowerCase()), currency: session.currency };
}
