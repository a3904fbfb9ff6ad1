import type { RouteDoc } from '../../core/rest/route-doc.js';

const acknowledged = {
  type: 'object',
  properties: { received: { type: 'boolean' }, changed: { type: 'boolean', description: 'false for a replayed, late or ignored event.' } },
};
const webhook = (provider: string, summary: string, extra: Partial<RouteDoc> = {}): RouteDoc => ({
  method: 'post',
  path: `/api/billing/payment-intents/${provider}/webhook`,
  tag: 'billing',
  summary: `${summary} A bad signature is a 400 and changes nothing; a replayed event changes nothing twice.`,
  response: acknowledged,
  ...extra,
});

/** The providers' webhooks: one route over the provider registry, documented per provider (each signs its own way). */
export const billingRouteDocs: RouteDoc[] = [
  webhook('stripe', 'Stripe webhook (JSON event), verified by Stripe-Signature with STRIPE_WEBHOOK_SECRET: checkout.session.completed pays, expiry or failure cancels.'),
  ...['cloudpayments', 'tiptoppay'].map((provider) =>
    webhook(
      provider,
      `${provider === 'tiptoppay' ? 'TipTop Pay' : 'CloudPayments'} notification (form or JSON), verified by Content-HMAC / X-Content-HMAC (base64 HMAC-SHA256 of the body with the API Secret). ?type=pay|fail|confirm|cancel|check|refund names the url's notification kind, but is not signed: the outcome follows from the signed Status (Completed pays, with Amount and Currency equal to the invoice's; Declined or Cancelled cancels; Authorized waits). A mismatch is a 400. Answers {"code":0}.`,
      {
        parameters: [{ name: 'type', in: 'query', schema: { type: 'string', enum: ['check', 'pay', 'fail', 'confirm', 'refund', 'cancel'] }, description: 'The notification kind configured for this url.' }],
        response: { type: 'object', properties: { code: { type: 'integer', const: 0 } } },
        envelope: false,
      },
    ),
  ),
  ...['payselection', 'payselection-international'].map((provider) =>
    webhook(
      provider,
      `${provider === 'payselection' ? 'Payselection' : 'Payselection International'} webhook (JSON), verified by X-SITE-ID and X-WEBHOOK-SIGNATURE (hex HMAC-SHA256 of method, this url, site id and body with the secret key): Payment pays, Fail or Cancel cancels.`,
    ),
  ),
  webhook('0xprocessing', "0xProcessing webhook (JSON), verified by its Signature field (MD5 of PaymentId:MerchantId:Email:Currency:webhook password) and bound to its invoice by PaymentId. The payment is then read from 0xProcessing's API (GET /Api/GetPayment/{PaymentId}), and only its answer counts: Success pays (AmountUSD must equal the invoice, not marked Insufficient, BillingID this invoice), Canceled cancels, anything else waits. The API unreachable: 500, and 0xProcessing sends the notice again."),
];
