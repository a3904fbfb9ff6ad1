import type { Config } from '../../../settings.js';
import { badInput } from '../../../core/errors.js';
import { isoCurrency, majorUnits } from './money.js';
import {
  paymentDescription,
  webhookUrl,
  type PaymentProvider,
  type PaymentRequest,
  type WebhookOutcome,
  type WebhookRequest,
} from './payment-provider.js';
import { callProvider, parseAnswer } from './provider-http.js';
import { hmacSha256, headerOf, sameSignature } from './signatures.js';

/** The international platform's host has no default: its settings are checked before use. */
export interface PayselectionSettings {
  siteId?: string;
  secretKey?: string;
  apiUrl?: string;
}

/**
 * Payselection's signature: lowercase hex HMAC-SHA256, with the site's secret key, of its parts
 * joined by line feeds. Requests sign method, path, site id, request id and body; webhooks sign
 * method, the notification url, site id and body.
 */
export const payselectionSignature = (secretKey: string, parts: string[]) => hmacSha256(secretKey, parts.join('\n'), 'hex');

/**
 * Payselection, and Payselection International (the same protocol on its own host, with its own
 * site): the payer pays on the web form made by `POST /webpayments/create`, signed with
 * `X-SITE-ID`, `X-REQUEST-ID` and `X-REQUEST-SIGNATURE`. Its webhooks (`Payment`, `Fail`,
 * `Cancel`, ...) carry `X-SITE-ID` and `X-WEBHOOK-SIGNATURE` and are acknowledged with a 200.
 */
export class PayselectionProvider implements PaymentProvider {
  constructor(
    readonly name: 'payselection' | 'payselection-international',
    private readonly settings: PayselectionSettings,
    private readonly config: Config,
  ) {}

  async createPayment(request: PaymentRequest) {
    const url = new URL(`${this.settings.apiUrl!}/webpayments/create`);
    // One request id per invoice: Payselection recognises a retried request by it.
    const requestId = request.invoiceId;
    const body = JSON.stringify({
      MetaData: { PaymentType: 'Pay' },
      PaymentRequest: {
        OrderId: request.invoiceId,
        Amount: majorUnits(request.amount),
        Currency: isoCurrency(request.currency.slug),
        Description: paymentDescription(request),
        ExtraData: {
          WebhookUrl: webhookUrl(this.config, this.name),
          SuccessUrl: request.successUrl,
          CancelUrl: request.cancelUrl,
          DeclineUrl: request.cancelUrl,
          FailUrl: request.cancelUrl,
        },
      },
      CustomerInfo: { Email: request.email, ReceiptEmail: request.email },
    });
    const siteId = this.settings.siteId!;
    const text = await callProvider(this.name, url.href, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-site-id': siteId,
        'x-request-id': requestId,
        'x-request-signature': payselectionSignature(this.settings.secretKey!, ['POST', url.pathname, siteId, requestId, body]),
      },
      body,
    });
    return { paymentUrl: this.formUrl(text) };
  }

  async handleWebhook(req: WebhookRequest): Promise<WebhookOutcome> {
    const siteId = headerOf(req.headers, 'x-site-id');
    const expected = payselectionSignature(this.settings.secretKey!, [req.method, webhookUrl(this.config, this.name), siteId ?? '', req.rawBody?.toString('utf8') ?? '']);
    if (siteId !== this.settings.siteId || !req.rawBody?.length || !sameSignature(headerOf(req.headers, 'x-webhook-signature'), expected)) {
      throw badInput('X-WEBHOOK-SIGNATURE: the webhook signature does not match', 'X-WEBHOOK-SIGNATURE');
    }
    return webhookOutcome((req.body ?? {}) as Record<string, unknown>);
  }

  /** The answer is the form's url, as a JSON string (or, tolerated, an object with `Url`). */
  private formUrl(text: string): string {
    const answer = parseAnswer<unknown>(this.name, text);
    const url = typeof answer === 'string' ? answer : (answer as { Url?: unknown } | null)?.Url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`${this.name}: webpayments/create answered no payment url: ${text.slice(0, 300)}`);
    return url;
  }
}

/** `Payment` pays; `Fail` and `Cancel` (a released hold) cancel; the rest (Block, Refund, ...) is only acknowledged. */
export function webhookOutcome(fields: Record<string, unknown>): WebhookOutcome {
  const invoiceId = typeof fields.OrderId === 'string' ? fields.OrderId : undefined;
  switch (fields.Event) {
    case 'Payment':
      return { invoiceId, outcome: 'paid', paid: paidOf(fields) };
    case 'Fail':
    case 'Cancel':
      return { invoiceId, outcome: 'canceled' };
    default:
      return { invoiceId, outcome: 'ignored' };
  }
}

/** What a Payment notice says was paid; without both fields, nothing (and the payment is refused). */
function paidOf(fields: Record<string, unknown>) {
  const amount = fields.Amount;
  if ((typeof amount !== 'string' && typeof amount !== 'number') || typeof fields.Currency !== 'string' || !fields.Currency) return undefined;
  return { amount: String(amount), currency: fields.Currency };
}
