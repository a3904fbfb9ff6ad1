import { createHmac } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-ins must know to check that the server signs its requests like the real providers require. */
export interface FakeCredentials {
  cloudpayments: { publicId: string; apiSecret: string };
  tiptoppay: { publicId: string; apiSecret: string };
  payselection: { siteId: string; secretKey: string };
  'payselection-international': { siteId: string; secretKey: string };
  '0xprocessing': { merchantId: string; apiKey: string };
}

export interface FakeCall {
  provider: keyof FakeCredentials;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The answered payment url. */
  paymentUrl: string;
}

/** A payment as 0xProcessing's `GET /Api/GetPayment/{id}` answers it; the test sets its state. */
export interface ZeroXPaymentRecord {
  PaymentID: number;
  MerchantID: string;
  AmountUSD: number;
  Currency: string;
  Email: string;
  BillingID: string;
  Status?: string;
  Insufficient?: boolean;
}

/**
 * Local stand-ins for the payment providers' APIs, one path prefix each (`/cloudpayments`, ...):
 * they check authentication or request signatures like the real ones, make a payment page url
 * and remember every call. A badly signed request is refused with a 401. 0xProcessing's keeps
 * the payments it made (`zeroX.payments`), whose state the test sets and its API reports; while
 * `zeroX.down` is set, it drops every connection.
 */
export async function startFakePaymentProviders(credentials: FakeCredentials) {
  const calls: FakeCall[] = [];
  const zeroX = { payments: new Map<number, ZeroXPaymentRecord>(), down: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const [, provider, ...rest] = (req.url ?? '').split('/');
      const endpoint = `/${rest.join('/')}`;
      if (provider === '0xprocessing' && zeroX.down) return req.socket.destroy();
      const answer = route(provider as keyof FakeCredentials, endpoint, req.headers, body, calls.length + 1);
      if (answer.paymentUrl) calls.push({ provider: provider as keyof FakeCredentials, path: req.url ?? '', headers: req.headers, body, paymentUrl: answer.paymentUrl });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });

  function route(provider: keyof FakeCredentials, endpoint: string, headers: IncomingHttpHeaders, body: string, n: number): { status: number; body: unknown; paymentUrl?: string } {
    if ((provider === 'cloudpayments' || provider === 'tiptoppay') && endpoint === '/orders/create') {
      const { publicId, apiSecret } = credentials[provider];
      if (headers.authorization !== `Basic ${Buffer.from(`${publicId}:${apiSecret}`).toString('base64')}`) return { status: 401, body: { Success: false, Message: 'Authorization failed' } };
      const order = JSON.parse(body);
      const paymentUrl = `https://orders.${provider}.test/${n}`;
      return { status: 200, body: { Success: true, Message: null, Model: { Id: `order-${n}`, Number: n, Amount: order.Amount, Currency: order.Currency, Url: paymentUrl } }, paymentUrl };
    }
    if ((provider === 'payselection' || provider === 'payselection-international') && endpoint === '/webpayments/create') {
      const { siteId, secretKey } = credentials[provider];
      const signed = ['POST', `/${provider}/webpayments/create`, headers['x-site-id'], headers['x-request-id'], body].join('\n');
      if (headers['x-site-id'] !== siteId || headers['x-request-signature'] !== createHmac('sha256', secretKey).update(signed).digest('hex')) {
        return { status: 401, body: { Code: 'Unauthorized', Description: 'Wrong signature' } };
      }
      const paymentUrl = `https://webform.${provider}.test/${headers['x-request-id']}`;
      return { status: 201, body: paymentUrl, paymentUrl };
    }
    if (provider === '0xprocessing' && endpoint === '/Payment') {
      const form = new URLSearchParams(body);
      if (form.get('MerchantId') !== credentials['0xprocessing'].merchantId) return { status: 400, body: { error: 'Unknown merchant' } };
      const id = 1000 + n;
      zeroX.payments.set(id, { PaymentID: id, MerchantID: form.get('MerchantId')!, AmountUSD: Number(form.get('AmountUSD')), Currency: form.get('Currency')!, Email: form.get('Email')!, BillingID: form.get('BillingID')! });
      const paymentUrl = `https://app.0xprocessing.test/Payment/${id}`;
      return { status: 200, body: { redirectUrl: paymentUrl, id }, paymentUrl };
    }
    const getPayment = /^\/Api\/GetPayment\/(\d+)$/.exec(endpoint);
    if (provider === '0xprocessing' && getPayment) {
      if (headers.apikey !== credentials['0xprocessing'].apiKey) return { status: 401, body: { error: 'Invalid API key' } };
      const payment = zeroX.payments.get(Number(getPayment[1]));
      return payment ? { status: 200, body: payment } : { status: 404, body: { error: 'Payment not found' } };
    }
    return { status: 404, body: { error: 'not faked' } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    zeroX,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
