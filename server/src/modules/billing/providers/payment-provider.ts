import type { Request } from 'express';
import type { PaymentProvider as ProviderName } from '../../../core/model/shared-fields.js';

export interface PaymentLine {
  title: string;
  quantity: number;
  /** Price of one item, exact decimal string. */
  unitAmount: string;
}

export interface PaymentRequest {
  invoiceId: string;
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
}

/** One payment provider: create a payment; verify and read its webhooks. */
export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Verifies the signature (throwing a 400 when it does not match) and reads the event. */
  handleWebhook?(req: Request & { rawBody?: Buffer }): Promise<WebhookOutcome>;
}
