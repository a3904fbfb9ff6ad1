import { Router } from 'express';
import type { RequestContext } from '../../core/request-context.js';
import { CrudService } from '../../core/crud/crud-service.js';
import { isStorableTime } from '../../core/model/field-kinds.js';
import { checkId } from '../../core/model/ids.js';
import { badInput, notFound } from '../../core/errors.js';
import { allowedRows } from '../../core/access/policy.js';
import { handle } from '../../core/rest/handler.js';
import { readData } from '../../core/rest/request-body.js';
import { serialize } from '../../core/rest/serialize.js';
import { EcommerceOrder, EcommerceOrdersToProducts } from './entities.js';
import { pricedLines } from './ordered-lines.js';
import { setProductPrices } from './product-prices.js';
import { checkoutAttributes, pricesOf, productsOf, quantityOf, totalsOf, type Line } from './pricing.js';
import { rowsOf } from '../../core/crud/repository.js';

const DAY_MS = 86_400_000;
const DEFAULT_CART_AGE_DAYS = 30;

/** The lines of an order, read with the order's own access rules, priced as its status says (see ordered-lines.ts). */
async function linesOf(context: RequestContext, orderId: string): Promise<Line[]> {
  const order = await new CrudService(context, EcommerceOrder).get(orderId);
  return pricedLines(order.status, await rowsOf(context.em, EcommerceOrdersToProducts).find({ orderId }, { orderBy: { orderIndex: 'asc', createdAt: 'asc' } }));
}

/** An order's totals per currency, its quantity, the price attributes used at checkout; clearing old carts; a product's prices. */
export function ecommerceRoutes(): Router {
  const router = Router();

  router.get(
    '/ecommerce/orders/:id/total',
    handle(async (req, context) => {
      return { data: await totalsOf(context.em, await linesOf(context, checkId(req.params.id))) };
    }),
  );

  router.get(
    '/ecommerce/orders/:id/quantity',
    handle(async (req, context) => {
      return { data: quantityOf(await linesOf(context, checkId(req.params.id))) };
    }),
  );

  router.get(
    '/ecommerce/orders/:id/checkout-attributes/:currencyId',
    handle(async (req, context) => {
      const currencyId = checkId(req.params.currencyId, 'billingModuleCurrencyId');
      const lines = await linesOf(context, checkId(req.params.id));
      return { data: checkoutAttributes(lines, await pricesOf(context.em, productsOf(lines)), currencyId) };
    }),
  );

  router.post(
    '/ecommerce/orders/clear-old-orders',
    handle(async (req, context) => {
      allowedRows(context.actor, EcommerceOrder, 'delete');
      const body = (await readData(req, { optional: true })) as { olderThanDays?: unknown } | undefined;
      const days = body?.olderThanDays ?? DEFAULT_CART_AGE_DAYS;
      const before = new Date(Date.now() - Number(days) * DAY_MS);
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || !isStorableTime(before)) {
        throw badInput('data.olderThanDays: expected a whole number ≥ 0 of days since the year 1', 'data.olderThanDays');
      }
      const deleted = await rowsOf(context.em, EcommerceOrder).deleteWhere({ type: 'cart', status: 'new', updatedAt: { $lt: before } });
      context.onWrite({ deleted: [EcommerceOrder] });
      return { data: { deleted } };
    }),
  );

  router.patch(
    '/ecommerce/orders/:id/orders-to-products/:orderToProductId',
    handle(async (req, context) => {
      const orderId = checkId(req.params.id);
      const lineId = checkId(req.params.orderToProductId, 'orderToProductId');
      await new CrudService(context, EcommerceOrder).get(orderId);
      const crud = new CrudService(context, EcommerceOrdersToProducts);
      const line = await crud.get(lineId);
      if (line.orderId !== orderId) throw notFound(`Order ${orderId} has no line ${lineId}`);
      return { data: serialize(EcommerceOrdersToProducts, await crud.update(lineId, await readData(req))) };
    }),
  );

  router.get(
    '/ecommerce/orders-to-products/:id/total',
    handle(async (req, context) => {
      const line = await new CrudService(context, EcommerceOrdersToProducts).get(req.params.id);
      const order = await rowsOf(context.em, EcommerceOrder).findOneOrFail({ id: line.orderId });
      return { data: await totalsOf(context.em, pricedLines(order.status, [line])) };
    }),
  );

  router.put(
    '/ecommerce/products/:id/prices',
    handle(async (req, context) => ({ data: await setProductPrices(context, req.params.id, await readData(req)) })),
  );
  return router;
}
