import { Router, type Request } from 'express';
import type { RequestContext } from '../../core/request-context.js';
import { checkId } from '../../core/model/ids.js';
import { handle } from '../../core/rest/handler.js';
import { parseListQuery } from '../../core/rest/list-query.js';
import { readData } from '../../core/rest/request-body.js';
import { subjectActedOn } from '../rbac/self.js';
import { Cart } from './cart.js';
import { start, type CheckoutInput } from './checkout/checkout.js';
import { restCheckoutAnswer, restOrdersCheckout, restProductCheckout } from './checkout/rest.js';

const base = '/rbac/subjects/:id/ecommerce-module';

/** The subject itself (or an admin) only: `requireSelf` answers 401/403 otherwise. */
async function subjectOf(context: RequestContext, id: string) {
  return subjectActedOn(context, checkId(id));
}

/** A subject's cart, orders and checkout, under `/rbac/subjects/{id}/ecommerce-module`. */
export function subjectCommerceRoutes(): Router {
  const router = Router();
  const cart = async (context: RequestContext, id: string) => new Cart(context, await subjectOf(context, id));
  /** A checkout of the subject's: who may act for it is checked first (401/403), then the body is read into the checkout's input. */
  const checkout = async (req: Request<Record<string, string>>, context: RequestContext, input: (body: unknown) => CheckoutInput) => {
    const subjectId = await subjectOf(context, req.params.id!);
    return restCheckoutAnswer(await start({ context, subjectId }, input(await readData(req))));
  };

  router.get(`${base}/orders`, handle(async (req, context) => ({ data: await (await cart(context, req.params.id)).orders(parseListQuery(req.originalUrl.split('?')[1] ?? '')) })));
  router.post(`${base}/orders`, handle(async (req, context) => ({ status: 201, data: await (await cart(context, req.params.id)).add(await readData(req, { optional: true })) })));
  router.get(`${base}/orders/quantity`, handle(async (req, context) => ({ data: await (await cart(context, req.params.id)).quantity() })));
  router.get(`${base}/orders/total`, handle(async (req, context) => ({ data: await (await cart(context, req.params.id)).total() })));
  router.post(`${base}/orders/checkout`, handle(async (req, context) => ({ status: 201, data: await checkout(req, context, (body) => restOrdersCheckout(body, context.config)) })));
  router.patch(`${base}/orders/:orderId`, handle(async (req, context) => ({ data: await (await cart(context, req.params.id)).update(req.params.orderId, await readData(req)) })));
  router.delete(`${base}/orders/:orderId`, handle(async (req, context) => ({ data: await (await cart(context, req.params.id)).remove(req.params.orderId) })));
  router.post(
    `${base}/orders/:orderId/checkout`,
    handle(async (req, context) => ({
      status: 201,
      data: await checkout(req, context, (body) => restOrdersCheckout(body, context.config, [checkId(req.params.orderId, 'orderId')])),
    })),
  );
  router.get(
    `${base}/products/:productId/orders/quantity`,
    handle(async (req, context) => ({ data: await (await cart(context, req.params.id)).productQuantity(req.params.productId) })),
  );
  router.post(
    `${base}/products/:productId/checkout`,
    handle(async (req, context) => ({ status: 201, data: await checkout(req, context, (body) => restProductCheckout(req.params.productId, body, context.config)) })),
  );
  return router;
}
