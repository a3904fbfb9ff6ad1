import type { Config } from '../../../config.js';
import { badInput } from '../../../core/errors.js';
import { majorUnits } from './money.js';
import type { PaymentProvider, PaymentRequest, WebhookOutcome, WebhookRequest } from './payment-provider.js';
import { callProvider, parseAnswer } from './provider-http.js';
import { md5Hex, sameSignature } from './signatures.js';

export type ZeroXProcessingSettings = Config['zeroXProcessing'];

interface PaymentAnswer {
  redirectUrl?: string;
  RedirectUrl?: string;
  id?: string | number;
  Id?: string | number;
}

/** The webhook's signature: MD5 of `PaymentId:MerchantId:Email:Currency:WebhookPassword`. */
export const zeroXProcessingSignature = (fields: Record<string, unknown>, merchantId: string, password: string) =>
  md5Hex(`${String(fields.PaymentId ?? '')}:${merchantId}:${String(fields.Email ?? '')}:${String(fields.Currency ?? '')}:${password}`);

/**
 * 0xProcessing (crypto): a payment form with a fixed amount, `POST /Payment` (form fields, with
 * `ReturnUrl=true` it answers the form's url instead of redirecting). The amount is given in USD
 * (`AmountUSD`) and paid in the configured coin, so only USD invoices can use it. Webhooks carry
 * their signature in the JSON body.
 */
export class ZeroXProcessingProvider implements PaymentProvider {
  readonly name = '0xprocessing' as const;
  /** PaymentId is the one field of a notice under its signature that names the payment. */
  readonly bindsByExternalId = true;

  constructor(private readonly settings: ZeroXProcessingSettings) {}

  checkCurrency(slug: string) {
    if (slug.toLowerCase() !== 'usd') throw badInput(`billingModule.currency.id: 0xprocessing takes amounts in USD only, not ${slug}`, 'billingModule.currency.id');
  }

  async createPayment(request: PaymentRequest) {
    this.checkCurrency(request.currency.slug);
    const form = new URLSearchParams({
      MerchantId: this.settings.merchantId!,
      AmountUSD: majorUnits(request.amount),
      Currency: this.settings.currency,
      Email: request.email,
      ClientId: request.subjectId ?? request.email,
      BillingID: request.invoiceId,
      ReturnUrl: 'true',
      SuccessUrl: request.successUrl,
      CancelUrl: request.cancelUrl,
      ...(this.settings.test ? { Test: 'true' } : {}),
    });
    const text = await callProvider(this.name, `${this.settings.apiUrl}/Payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const answer = parseAnswer<PaymentAnswer>(this.name, text);
    const paymentUrl = answer.redirectUrl ?? answer.RedirectUrl;
    if (!paymentUrl) throw new Error(`${this.name}: /Payment answered no redirectUrl: ${text.slice(0, 300)}`);
    const id = answer.id ?? answer.Id;
    return { paymentUrl, externalId: id == null ? undefined : String(id) };
  }

  async handleWebhook(req: WebhookRequest): Promise<WebhookOutcome> {
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const expected = zeroXProcessingSignature(fields, this.settings.merchantId!, this.settings.webhookPassword!);
    if (!sameSignature(typeof fields.Signature === 'string' ? fields.Signature.toLowerCase() : undefined, expected)) {
      throw badInput('Signature: the webhook signature does not match', 'Signature');
    }
    // The signature covers PaymentId, MerchantId, Email and Currency only: the payment is
    // found by PaymentId (the id answered when the invoice was made), and BillingID, when
    // sent, must name that same invoice.
    const ids = { invoiceId: typeof fields.BillingID === 'string' ? fields.BillingID : undefined, externalId: fields.PaymentId == null ? undefined : String(fields.PaymentId) };
    // Test payments move no money: they only count on a server set up for testing.
    if (isTrue(fields.Test) && !this.settings.test) return { ...ids, outcome: 'ignored' };
    switch (fields.Status) {
      case 'Success':
        // An underpaid notice stays underpaid whatever its Status says.
        if (isTrue(fields.Insufficient)) throw badInput('Status: a Success notice marked Insufficient is refused', 'Status');
        return { ...ids, outcome: 'paid', paid: paidOf(fields) };
      case 'Canceled':
        return { ...ids, outcome: 'canceled' };
      // Insufficient: underpaid, awaiting the merchant's decision; a confirmation comes as Success.
      default:
        return { ...ids, outcome: 'ignored' };
    }
  }
}

/** The invoice was made in USD (`AmountUSD`): that is the amount a Success must report. */
function paidOf(fields: Record<string, unknown>) {
  const amount = fields.AmountUSD;
  if (typeof amount !== 'number' && typeof amount !== 'string') return undefined;
  return { amount: String(amount), currency: 'usd' };
}

const isTrue = (value: unknown) => value === true || value === 'true' || value === 'True';
