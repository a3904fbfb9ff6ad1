import type { Request } from 'express';
import type { Config } from '../../../settings.js';
import type { PaymentProvider as ProviderName } from '../provider-names.js';
import type { WithRawBody } from '../../../core/rest/raw-body.js';

export interface PaymentLine {
  title: string;
  quantity: number;
  /** Price of one item, exact decimal string. */
  unitAmount: string;
}

export interface PaymentRequest {
  invoiceId: string;
  /** The paying subject, for providers that ask who the client is. */
  subjectId?: string;
  /** Exact decimal string. */
  amount: string;
  currency: { id: string; slug: string; symbol: string | null };
  email: string;
  lines: PaymentLine[];
  /** Where the payer returns after paying or giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedPayment {
  paymentUrl: string;
  /** The provider's id of the payment (e.g. a Stripe Checkout Session id). */
  externalId?: string;
}

/** What a verified webhook says about an invoice. */
export interface WebhookOutcome {
  invoiceId?: string;
  externalId?: string;
  outcome: 'paid' | 'canceled' | 'ignored';
  /**
   * What the provider says was paid (major units, its currency code): compared with the
   * invoice before paying. A paid event without it is refused.
   */
  paid?: { amount: string; currency: string };
}

/** A webhook request: the parsed body and the bytes it was signed over. */
export type WebhookRequest = WithRawBody<Request>;

/** One payment provider: create a payment; verify and read its webhooks. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Its webhooks name the payment by the provider's own id, the one answered at creation
   * (`externalId`): a webhook is then bound to the invoice by that id alone, and one without it
   * is refused. Providers whose notices carry only our invoice id leave this off.
   */
  readonly bindsByExternalId?: boolean;
  /** Refuses (400) a currency the provider cannot take, before the checkout writes anything. */
  checkCurrency?(slug: string): void;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * For a payment made without asking anyone (a page of this site's own): the payment at once.
   * The checkout then writes it with the invoice, in its transaction: no call outside it, no
   * second statement to record the url, nothing left to finish after a crash.
   */
  paymentAtOnce?(request: PaymentRequest): CreatedPayment;
  /** Verifies the signature (throwing a 400 when it does not match) and reads the event. */
  handleWebhook?(req: WebhookRequest): Promise<WebhookOutcome>;
  /** The answer the provider expects to a handled webhook; absent: `{data: {received, changed}}`. */
  webhookReply?(): unknown;
}

/** Where a provider sends its webhooks (some sign this very url). */
export const webhookUrl = (config: Config, provider: ProviderName) => `${config.publicUrl}/api/billing/payment-intents/${provider}/webhook`;

/** What the payer reads on the provider's page: the invoice and its lines, within providers' limits. */
export function paymentDescription(request: PaymentRequest, maxLength = 250): string {
  const text = `Invoice ${request.invoiceId}: ${request.lines.map((line) => `${line.title} × ${line.quantity}`).join(', ')}`;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
