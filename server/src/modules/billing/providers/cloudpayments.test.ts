import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CloudPaymentsProvider, notificationOutcome } from './cloudpayments.js';
import type { WebhookRequest } from './payment-provider.js';

const invoiceId = '7b0e8a5e-1f52-4a8e-9d0e-2f7c5a1b3c4d';
const SECRET = 'api-secret';
const provider = new CloudPaymentsProvider('cloudpayments', { publicId: 'pk_test', apiSecret: SECRET, apiUrl: 'http://127.0.0.1:1' });

/** A notification as Express hands it over: parsed fields, raw bytes and headers. */
function request(body: string, headers: Record<string, string>, query: Record<string, string> = {}): WebhookRequest {
  return { rawBody: Buffer.from(body), body: Object.fromEntries(new URLSearchParams(body)), headers, query } as unknown as WebhookRequest;
}
const sign = (data: string) => createHmac('sha256', SECRET).update(data).digest('base64');

describe('CloudPayments notifications', () => {
  it.each([
    ['a completed Pay', 'pay', { Status: 'Completed', Amount: '10.50', Currency: 'RUB' }, { outcome: 'paid', paid: { amount: '10.50', currency: 'RUB' } }],
    ['an authorized (held) Pay', 'pay', { Status: 'Authorized', Amount: '10.50' }, { outcome: 'ignored' }],
    ['a Confirm of a held payment', 'confirm', { Status: 'Completed', Amount: '10.50', Currency: 'RUB' }, { outcome: 'paid', paid: { amount: '10.50', currency: 'RUB' } }],
    // ?type= is not signed: a signed hold sent to the confirm url is still a hold.
    ['an Authorized hold sent as a Confirm', 'confirm', { Status: 'Authorized', Amount: '10.50', Currency: 'RUB' }, { outcome: 'ignored' }],
    ['a Confirm without a status', 'confirm', { Amount: '10.50', Currency: 'RUB' }, { outcome: 'ignored' }],
    ['a Completed Pay without its amount', 'pay', { Status: 'Completed', Currency: 'RUB' }, { outcome: 'paid', paid: undefined }],
    ['a Fail', 'fail', { Status: 'Declined', Reason: 'InsufficientFunds' }, { outcome: 'canceled' }],
    ['a Cancel', 'cancel', {}, { outcome: 'canceled' }],
    ['a Check', 'check', { Status: 'Completed' }, { outcome: 'ignored' }],
    ['a Refund', 'refund', { OperationType: 'Refund', Status: 'Completed' }, { outcome: 'ignored' }],
    ['a Pay without ?type', undefined, { Status: 'Completed', Amount: '1', Currency: 'USD' }, { outcome: 'paid', paid: { amount: '1', currency: 'USD' } }],
    ['a Fail without ?type', undefined, { Status: 'Declined' }, { outcome: 'canceled' }],
  ])('reads %s', (_what, kind, fields, expected) => {
    expect(notificationOutcome(kind, { InvoiceId: invoiceId, OperationType: 'Payment', ...fields })).toEqual({ invoiceId, ...expected });
  });

  it('finds the invoice in the JsonData when InvoiceId is absent', () => {
    expect(notificationOutcome('fail', { Data: JSON.stringify({ invoiceId }) }).invoiceId).toBe(invoiceId);
    expect(notificationOutcome('fail', { Data: '{not json' }).invoiceId).toBeUndefined();
  });

  it('accepts Content-HMAC over the raw body and X-Content-HMAC over the decoded one, nothing else', async () => {
    const body = `InvoiceId=${invoiceId}&Status=Completed&Amount=10.50&Currency=RUB&Description=%D0%9E%D0%BF%D0%BB%D0%B0%D1%82%D0%B0+1`;
    const decoded = decodeURIComponent(body.replace(/\+/g, ' '));
    expect((await provider.handleWebhook(request(body, { 'content-hmac': sign(body) }, { type: 'pay' }))).outcome).toBe('paid');
    expect((await provider.handleWebhook(request(body, { 'x-content-hmac': sign(decoded) }, { type: 'pay' }))).outcome).toBe('paid');
    await expect(provider.handleWebhook(request(body, { 'content-hmac': sign(`${body}&Amount=1`) }))).rejects.toMatchObject({ status: 400 });
    await expect(provider.handleWebhook(request(body, {}))).rejects.toMatchObject({ status: 400 });
    await expect(provider.handleWebhook(request('', { 'content-hmac': sign('') }))).rejects.toMatchObject({ status: 400 });
  });

  it('acknowledges with code 0', () => {
    expect(provider.webhookReply()).toEqual({ code: 0 });
  });
});
