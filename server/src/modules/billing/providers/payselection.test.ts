import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../settings.js';
import type { WebhookRequest } from './payment-provider.js';
import { payselectionSignature, PayselectionProvider, webhookOutcome } from './payselection.js';

const config = loadConfig({ PUBLIC_URL: 'https://shop.example.com' });
const settings = { siteId: '21044', secretKey: 'secret-key', apiUrl: 'http://127.0.0.1:1' };
const provider = new PayselectionProvider('payselection', settings, config);
const URL = 'https://shop.example.com/api/billing/payment-intents/payselection/webhook';

function request(body: string, headers: Record<string, string>): WebhookRequest {
  return { method: 'POST', rawBody: Buffer.from(body), body: JSON.parse(body), headers, query: {} } as unknown as WebhookRequest;
}

describe('Payselection signatures', () => {
  it('signs the parts joined by line feeds, lowercase hex HMAC-SHA256', () => {
    const parts = ['POST', '/webpayments/create', '21044', 'request-1', '{"a":1}'];
    expect(payselectionSignature('secret-key', parts)).toBe(createHmac('sha256', 'secret-key').update('POST\n/webpayments/create\n21044\nrequest-1\n{"a":1}').digest('hex'));
  });

  it('accepts a webhook signed over method, notification url, site id and body; refuses others', async () => {
    const body = JSON.stringify({ Event: 'Payment', OrderId: 'x', Amount: '10.00', Currency: 'RUB' });
    const signature = payselectionSignature('secret-key', ['POST', URL, '21044', body]);
    expect((await provider.handleWebhook(request(body, { 'x-site-id': '21044', 'x-webhook-signature': signature }))).outcome).toBe('paid');
    // another site, another url, a changed body, no signature
    await expect(provider.handleWebhook(request(body, { 'x-site-id': '99', 'x-webhook-signature': payselectionSignature('secret-key', ['POST', URL, '99', body]) }))).rejects.toMatchObject({ status: 400 });
    await expect(provider.handleWebhook(request(body, { 'x-site-id': '21044', 'x-webhook-signature': payselectionSignature('secret-key', ['POST', 'https://other.example.com/hook', '21044', body]) }))).rejects.toMatchObject({ status: 400 });
    await expect(provider.handleWebhook(request(body.replace('10.00', '1.00'), { 'x-site-id': '21044', 'x-webhook-signature': signature }))).rejects.toMatchObject({ status: 400 });
    await expect(provider.handleWebhook(request(body, { 'x-site-id': '21044' }))).rejects.toMatchObject({ status: 400 });
  });
});

describe('Payselection events', () => {
  it.each([
    ['Payment', { outcome: 'paid', paid: { amount: '10.00', currency: 'RUB' } }],
    ['Fail', { outcome: 'canceled' }],
    ['Cancel', { outcome: 'canceled' }],
    ['Block', { outcome: 'ignored' }],
    ['Refund', { outcome: 'ignored' }],
  ])('reads %s', (event, expected) => {
    expect(webhookOutcome({ Event: event, OrderId: 'inv-1', Amount: '10.00', Currency: 'RUB' })).toEqual({ invoiceId: 'inv-1', ...expected });
  });
});
