import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../settings.js';
import { ZeroXProcessingProvider, zeroXProcessingSignature } from './0xprocessing.js';
import type { WebhookRequest } from './payment-provider.js';

// No API url that answers: every case here is decided before 0xProcessing's API would be asked
// (what its answers settle is tested through the webhook url, test/api/billing/payment-providers.test.ts).
const settings = { ...loadConfig({}).zeroXProcessing, merchantId: 'Qtfxhgy43', webhookPassword: 'qwerty', apiKey: 'key', apiUrl: 'http://127.0.0.1:9' };
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const request = (body: Record<string, unknown>) => ({ body, headers: {}, query: {} }) as unknown as WebhookRequest;

describe('0xProcessing webhooks', () => {
  it("signs like the documentation's example: MD5 of PaymentId:MerchantId:Email:Currency:password", () => {
    expect(zeroXProcessingSignature({ PaymentId: 12345, Email: 'test@test.com', Currency: 'USDT (ERC20)' }, 'Qtfxhgy43', 'qwerty')).toBe(md5('12345:Qtfxhgy43:test@test.com:USDT (ERC20):qwerty'));
  });

  it('ignores test payments unless the server is set up for them', async () => {
    const body = { PaymentId: 1, Email: 'a@b.cc', Currency: 'BTC', Status: 'Success', Test: true };
    expect(await new ZeroXProcessingProvider(settings).handleWebhook(request({ ...body, Signature: md5('1:Qtfxhgy43:a@b.cc:BTC:qwerty') }))).toEqual({ outcome: 'ignored' });
  });

  it('refuses a wrong signature, or one made with another password; takes one in capitals', async () => {
    const body = { PaymentId: 1, Email: 'a@b.cc', Currency: 'BTC', Status: 'Success', Test: true };
    const provider = new ZeroXProcessingProvider(settings);
    await expect(provider.handleWebhook(request({ ...body, Signature: md5('1:Qtfxhgy43:a@b.cc:BTC:guess') }))).rejects.toMatchObject({ status: 400 });
    await expect(provider.handleWebhook(request(body))).rejects.toMatchObject({ status: 400 });
    expect((await provider.handleWebhook(request({ ...body, Signature: md5('1:Qtfxhgy43:a@b.cc:BTC:qwerty').toUpperCase() }))).outcome).toBe('ignored');
  });

  it('refuses a signed notice whose PaymentId is not a payment id', async () => {
    const body = { PaymentId: '1/../../Payment', Email: 'a@b.cc', Currency: 'BTC', Status: 'Success' };
    const signature = md5('1/../../Payment:Qtfxhgy43:a@b.cc:BTC:qwerty');
    await expect(new ZeroXProcessingProvider(settings).handleWebhook(request({ ...body, Signature: signature }))).rejects.toMatchObject({ status: 400, details: { field: 'PaymentId' } });
  });
});
