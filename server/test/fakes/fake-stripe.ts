import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

/** A local stand-in for Stripe's API: creates Checkout Sessions and remembers what it was sent. */
export async function startFakeStripe() {
  const sessions: Record<string, any>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const params = qs.parse(body) as Record<string, any>;
        const id = `cs_test_${sessions.length + 1}`;
        const session = { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}`, payment_status: 'unpaid', ...params, idempotencyKey: req.headers['idempotency-key'] };
        sessions.push(session);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(session));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not faked' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
