import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { ZeroXProcessingProvider, zeroXProcessingSignature } from './0xprocessing.js';
import type { WebhookRequest } from './payment-provider.js';

const settings = { ...loadConfig({}).zeroXProcessing, merchantId: 'Qtfxhgy43', webhookPassword: 'qwerty' };
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const request = (body: Record<string, unknown>) => ({ body, headers: {}, query: {} }) as unknown as WebhookRequest;

function callback(fields: Record<string, unknown>, provider = new ZeroXProcessingProvider(settings)) {
  const body = { PaymentId: 12345, MerchantId: 'Qtfxhgy43', Email: 'test@test.com', Currency: 'USDT (ERC20)', BillingID: 'inv-1', Status: 'Success', ...fields };
  return provider.handleWebhook(request({ Signature: zeroXProcessingSignature(body, 'Qtfxhgy43', 'qwerty'), ...body }));
}

describe('0xProcessing webhooks', () => {
  it("signs like the documentation's example: MD5 of PaymentId:MerchantId:Email:Currency:password", () => {
    expect(zeroXProcessingSignature({ PaymentId: 12345, Email: 'test@test.com', Currency: 'USDT (ERC20)' }, 'Qtfxhgy43', 'qwerty')).toBe(md5('12345:Qtfxhgy43:test@test.com:USDT (ERC20):qwerty'));
  });

  it.each([
    ['Success', 'paid'],
    ['Canceled', 'canceled'],
    ['Insufficient', 'ignored'],
  ])('reads %s', async (status, outcome) => {
    expect(await callback({ Status: status })).toEqual({ invoiceId: 'inv-1', externalId: '12345', outcome });
  });

  it('ignores test payments unless the server is set up for them', async () => {
    expect((await callback({ Test: true })).outcome).toBe('ignored');
    expect((await callback({ Test: true }, new ZeroXProcessingProvider({ ...settings, test: true }))).outcome).toBe('paid');
  });

  it('refuses a wrong signature, or one made with another password', async () => {
    const body = { PaymentId: 1, Email: 'a@b.cc', Currency: 'BTC', Status: 'Success', BillingID: 'inv-1' };
    const provider = new ZeroXProcessingProvider(settings);
    await expect(provider.handleWebhook(request({ ...body, Signature: md5('1:Qtfxhgy43:a@b.cc:BTC:guess') }))).rejects.toMatchObject({ status: 400 });
    await expect(provider.handleWebhook(request(body))).rejects.toMatchObject({ status: 400 });
    expect((await provider.handleWebhook(request({ ...body, Signature: md5('1:Qtfxhgy43:a@b.cc:BTC:qwerty').toUpperCase() }))).outcome).toBe('paid');
  });
});
