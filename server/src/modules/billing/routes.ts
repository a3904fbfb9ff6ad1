import { Router, type Request } from 'express';
import type { Row } from '../../core/model/entity-schema.js';
import { handle } from '../../core/rest/handler.js';
import { serialize } from '../../core/rest/serialize.js';
import { BillingInvoice } from './entities.js';
import { paymentProvider } from './providers/index.js';
import { dummySettle, ownInvoice } from './dummy-payments.js';
import { settleInvoice } from './settlement.js';

/** Payment pages and webhooks. */
export function billingRoutes(): Router {
  const router = Router();
  router.get('/billing/invoices/:id/summary', handle(async (req, context) => ({ data: serialize(BillingInvoice, await ownInvoice(context, req.params.id)) })));
  router.post('/billing/invoices/:id/dummy/pay', handle(async (req, context) => ({ data: await dummySettle(context, req.params.id, 'paid') })));
  router.post('/billing/invoices/:id/dummy/cancel', handle(async (req, context) => ({ data: await dummySettle(context, req.params.id, 'canceled') })));
  router.post(
    '/billing/payment-intents/stripe/webhook',
    handle(async (req, context) => {
      const provider = paymentProvider('stripe', context.config);
      const event = await provider.handleWebhook!(req as Request & { rawBody?: Buffer });
      let invoiceId = event.invoiceId;
      if (!invoiceId && event.externalId) {
        invoiceId = (await context.em.findOne<Row>(BillingInvoice.name, { externalId: event.externalId } as never))?.id;
      }
      const changed = invoiceId && event.outcome !== 'ignored' ? await settleInvoice(context.em, invoiceId, event.outcome) : false;
      // Stripe retries anything but a 2xx: a replayed event is acknowledged and changes nothing.
      return { data: { received: true, changed } };
    }),
  );
  return router;
}
