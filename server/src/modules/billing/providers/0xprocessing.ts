import type { Config } from '../../../settings.js';
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
 * their signature in the JSON body; what they report is read again from the API before it counts.
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

  /**
   * A notice's signature covers PaymentId, MerchantId, Email and Currency only: its Status,
   * AmountUSD, Insufficient and BillingID could be edited by anyone holding a genuine notice
   * (an underpaid one re-sent as a Success). So a notice only says which payment to look at;
   * what happened to it is read from 0xProcessing's API, and only that is settled on.
   */
  async handleWebhook(req: WebhookRequest): Promise<WebhookOutcome> {
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const expected = zeroXProcessingSignature(fields, this.settings.merchantId!, this.settings.webhookPassword!);
    if (!sameSignature(typeof fields.Signature === 'string' ? fields.Signature.toLowerCase() : undefined, expected)) {
      throw badInput('Signature: the webhook signature does not match', 'Signature');
    }
    // Test payments move no money: they only count on a server set up for testing (a notice
    // marked so is only ever ignored, whoever marked it).
    if (isTrue(fields.Test) && !this.settings.test) return { outcome: 'ignored' };
    const paymentId = String(fields.PaymentId ?? '');
    if (!/^\d{1,18}$/.test(paymentId)) throw badInput("PaymentId: the notice names no 0xProcessing payment", 'PaymentId');
    return outcomeOf(paymentId, await this.payment(paymentId));
  }

  /**
   * The payment as 0xProcessing records it (`GET /Api/GetPayment/{id}`). Unreachable or refusing,
   * the webhook answers 500 and 0xProcessing sends it again (every 15 s, 31 times); it waits 3 s
   * for an answer, so the call gets less.
   */
  private async payment(paymentId: string): Promise<PaymentRecord> {
    const text = await callProvider(this.name, `${this.settings.apiUrl}/Api/GetPayment/${paymentId}`, { method: 'GET', headers: { APIKEY: this.settings.apiKey! } }, CONFIRMATION_TIMEOUT_MS);
    const record = parseAnswer<PaymentRecord>(this.name, text);
    if (String(record.PaymentID ?? record.PaymentId) !== paymentId) throw new Error(`${this.name}: GetPayment/${paymentId} answered another payment: ${text.slice(0, 300)}`);
    return record;
  }
}

/** How long the webhook waits for the API: under the 3 s 0xProcessing waits for the webhook's answer. */
const CONFIRMATION_TIMEOUT_MS = 2_500;

/** The fields of 0xProcessing's payment record a settlement reads. */
interface PaymentRecord {
  /** So the documentation spells it; its notices spell it PaymentId. */
  PaymentID?: string | number;
  PaymentId?: string | number;
  Status?: string;
  /** The amount received, in USD: the invoice's amount when paid in full. */
  AmountUSD?: string | number;
  /** Set on a Success that 0xProcessing confirmed although underpaid ("Confirm insufficient"). */
  Insufficient?: unknown;
  /** Our invoice id, as sent when the payment was made. */
  BillingID?: string;
}

/** What a payment's record means for its invoice, bound to it by the payment id and the invoice id it carries. */
function outcomeOf(paymentId: string, record: PaymentRecord): WebhookOutcome {
  const ids = { externalId: paymentId, invoiceId: typeof record.BillingID === 'string' ? record.BillingID : undefined };
  switch (record.Status) {
    case 'Success':
      // Confirmed although underpaid: the invoice is not paid, whatever amount it reports.
      if (isTrue(record.Insufficient)) throw badInput('Status: 0xProcessing confirmed this payment as underpaid (Insufficient)', 'Status');
      return { ...ids, outcome: 'paid', paid: paidOf(record.AmountUSD) };
    case 'Canceled':
      return { ...ids, outcome: 'canceled' };
    // Insufficient: underpaid, awaiting the merchant's decision (a confirmation comes as Success);
    // any other state: not settled yet.
    default:
      return { ...ids, outcome: 'ignored' };
  }
}

/** The invoice was made in USD (`AmountUSD`): that is the amount a Success must report. */
function paidOf(amount: unknown) {
  if (typeof amount !== 'number' && typeof amount !== 'string') return undefined;
  return { amount: String(amount), currency: 'usd' };
}

const isTrue = (value: unknown) => value === true || value === 'true' || value === 'True';
