import express, { Router } from 'express';
import { contextOf, handle } from '../../core/rest/handler.js';
import { keepRawBody } from '../../core/rest/raw-body.js';
import { serialize } from '../../core/rest/serialize.js';
import { BillingInvoice } from './entities.js';
import { dummySettle, ownInvoice } from './dummy-payments.js';
import type { WebhookRequest } from './providers/payment-provider.js';
import { receiveWebhook } from './webhooks.js';

/** Payment pages and webhooks. */
export function billingRoutes(): Router {
  const router = Router();
  router.get('/billing/invoices/:id/summary', handle(async (req, context) => ({ data: serialize(BillingInvoice, await ownInvoice(context, req.params.id)) })));
  router.post('/billing/invoices/:id/dummy/pay', handle(async (req, context) => ({ data: await dummySettle(context, req.params.id, 'paid') })));
  router.post('/billing/invoices/:id/dummy/cancel', handle(async (req, context) => ({ data: await dummySettle(context, req.params.id, 'canceled') })));
  router.post(
    '/billing/payment-intents/:provider/webhook',
    // JSON bodies keep their bytes in the API router; CloudPayments and TipTop Pay post forms.
    express.urlencoded({ extended: false, limit: '1mb', verify: keepRawBody }),
    async (req, res, next) => {
      try {
        // Providers retry anything but a 2xx: a handled webhook, even a replayed one, is a 200.
        res.status(200).json(await receiveWebhook(contextOf(res), req.params.provider, req as WebhookRequest));
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
