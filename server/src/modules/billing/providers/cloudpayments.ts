import type { Config } from '../../../settings.js';
import { badInput } from '../../../core/errors.js';
import { isoCurrency, majorUnits } from './money.js';
import { paymentDescription, type PaymentProvider, type PaymentRequest, type WebhookOutcome, type WebhookRequest } from './payment-provider.js';
import { callProvider, parseAnswer } from './provider-http.js';
import { hmacSha256, headerOf, sameSignature } from './signatures.js';

export type CloudPaymentsSettings = Config['cloudpayments'];

interface OrderAnswer {
  Success?: boolean;
  Message?: string | null;
  Model?: { Id?: string; Url?: string };
}

/**
 * CloudPayments, and TipTop Pay (CloudPayments' platform in Kazakhstan: the same API on its own
 * host). The payer pays on an invoice link made by `POST /orders/create` (Basic auth: Public ID
 * and API Secret). Notifications (Check, Pay, Fail, Confirm, Refund, Cancel) are signed with
 * `Content-HMAC` / `X-Content-HMAC`: base64 HMAC-SHA256 of the body with the API Secret, and are
 * acknowledged with `{"code":0}`.
 */
export class CloudPaymentsProvider implements PaymentProvider {
  constructor(
    readonly name: 'cloudpayments' | 'tiptoppay',
    private readonly settings: CloudPaymentsSettings,
  ) {}

  async createPayment(request: PaymentRequest) {
    const order = {
      Amount: Number(majorUnits(request.amount)),
      Currency: isoCurrency(request.currency.slug),
      Description: paymentDescription(request),
      Email: request.email,
      InvoiceId: request.invoiceId,
      AccountId: request.subjectId ?? request.email,
      SuccessRedirectUrl: request.successUrl,
      FailRedirectUrl: request.cancelUrl,
      JsonData: { invoiceId: request.invoiceId },
    };
    const text = await callProvider(this.name, `${this.settings.apiUrl}/orders/create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${this.settings.publicId}:${this.settings.apiSecret}`).toString('base64')}`,
        // CloudPayments' idempotency key: a retried request never makes a second invoice link.
        'x-request-id': `invoice-${request.invoiceId}`,
      },
      body: JSON.stringify(order),
    });
    const answer = parseAnswer<OrderAnswer>(this.name, text);
    if (!answer.Success || !answer.Model?.Url) throw new Error(`${this.name}: orders/create refused: ${answer.Message ?? text.slice(0, 300)}`);
    return { paymentUrl: answer.Model.Url, externalId: answer.Model.Id };
  }

  async handleWebhook(req: WebhookRequest): Promise<WebhookOutcome> {
    if (!this.signedByProvider(req)) throw badInput('Content-HMAC: the notification signature does not match', 'Content-HMAC');
    const kind = typeof req.query.type === 'string' ? req.query.type : undefined;
    return notificationOutcome(kind, (req.body ?? {}) as Record<string, unknown>);
  }

  webhookReply() {
    return { code: 0 };
  }

  /**
   * Content-HMAC is computed over the body as sent; X-Content-HMAC over its URL-decoded form.
   * Either matching proves the sender knows the API Secret.
   */
  private signedByProvider(req: WebhookRequest): boolean {
    if (!req.rawBody?.length) return false;
    const secret = this.settings.apiSecret!;
    const expected = [hmacSha256(secret, req.rawBody, 'base64')];
    const decoded = urlDecoded(req.rawBody.toString('utf8'));
    if (decoded !== undefined) expected.push(hmacSha256(secret, decoded, 'base64'));
    const received = [headerOf(req.headers, 'content-hmac'), headerOf(req.headers, 'x-content-hmac')];
    return received.some((signature) => expected.some((value) => sameSignature(signature, value)));
  }
}

/**
 * What a notification means for its invoice. Each kind is sent to its own url, named here by
 * `?type=` (pay, fail, confirm, cancel, check, refund, ...), but that query is not under the
 * signature: the outcome follows from the signed body. A payment counts only with
 * `Status: Completed` (`Authorized` is the hold of a two-stage payment, paid once confirmed),
 * and then with its `Amount` and `Currency`. Refunds and payouts are acknowledged and ignored.
 */
export function notificationOutcome(kind: string | undefined, fields: Record<string, unknown>): WebhookOutcome {
  const invoiceId = text(fields.InvoiceId) ?? invoiceIdOf(fields.Data);
  const operation = text(fields.OperationType);
  const type = kind?.toLowerCase();
  if ((operation && operation !== 'Payment') || type === 'check' || type === 'refund') return { invoiceId, outcome: 'ignored' };
  const status = text(fields.Status);
  const amount = text(fields.Amount);
  const currency = text(fields.Currency);
  switch (status) {
    case 'Completed':
      return { invoiceId, outcome: 'paid', paid: amount && currency ? { amount, currency } : undefined };
    case 'Declined':
    case 'Cancelled':
      return { invoiceId, outcome: 'canceled' };
    case undefined:
      // A Fail or Cancel notice without a status still ends the invoice; nothing pays without one.
      return type === 'fail' || type === 'cancel' ? { invoiceId, outcome: 'canceled' } : { invoiceId, outcome: 'ignored' };
    default:
      return { invoiceId, outcome: 'ignored' };
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

/** `Data` carries the JsonData of the order: `{"invoiceId": ...}`. */
function invoiceIdOf(data: unknown): string | undefined {
  if (typeof data !== 'string') return text((data as { invoiceId?: unknown } | undefined)?.invoiceId);
  try {
    return text((JSON.parse(data) as { invoiceId?: unknown }).invoiceId);
  } catch {
    return undefined;
  }
}

/** A form body URL-decoded (`+` is a space); undefined when it is not valid percent-encoding. */
function urlDecoded(body: string): string | undefined {
  try {
    return decodeURIComponent(body.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
