import type { RouteDoc } from '../../core/rest/route-doc.js';

const uuid = { type: 'string', format: 'uuid' };
const totals = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      total: { type: 'string', examples: ['49.99'] },
      billingModuleCurrency: { type: 'object', properties: { id: uuid, slug: { type: 'string' }, symbol: { type: ['string', 'null'] } } },
    },
  },
};
const id = { name: 'id', in: 'path' as const, schema: uuid };

export const ecommerceRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/api/ecommerce/orders/:id/total', tag: 'ecommerce', summary: 'Totals of an order per currency.', parameters: [id], response: totals },
  { method: 'get', path: '/api/ecommerce/orders/:id/quantity', tag: 'ecommerce', summary: 'The number of items in an order.', parameters: [id], response: { type: 'integer' } },
  {
    method: 'get',
    path: '/api/ecommerce/orders/:id/checkout-attributes/:billingModuleCurrencyId',
    tag: 'ecommerce',
    summary: 'The price attribute of every line of an order in one currency.',
    parameters: [id, { name: 'billingModuleCurrencyId', in: 'path', schema: uuid }],
    response: { type: 'array', items: { type: 'object' } },
  },
  {
    method: 'post',
    path: '/api/ecommerce/orders/clear-old-orders',
    tag: 'ecommerce',
    summary: 'Deletes abandoned carts (type cart, status new) not changed for olderThanDays (default 30). Admin only.',
    body: { type: 'object', properties: { olderThanDays: { type: 'integer', minimum: 0 } } },
    response: { type: 'object', properties: { deleted: { type: 'integer' } } },
  },
  {
    method: 'patch',
    path: '/api/ecommerce/orders/:id/orders-to-products/:orderToProductId',
    tag: 'ecommerce',
    summary: 'Updates one line of an order (quantity, store).',
    parameters: [id, { name: 'orderToProductId', in: 'path', schema: uuid }],
    body: { $ref: '#/components/schemas/EcommerceOrdersToProductsPatch' },
    response: { $ref: '#/components/schemas/EcommerceOrdersToProducts' },
  },
  {
    method: 'put',
    path: '/api/ecommerce/products/:id/prices',
    tag: 'ecommerce',
    summary: "Sets a product's prices, one amount per currency (null removes it; currencies not named keep theirs), in one transaction. Admin only.",
    parameters: [id],
    body: {
      type: 'object',
      required: ['prices'],
      properties: {
        prices: {
          type: 'array',
          maxItems: 100,
          items: {
            type: 'object',
            required: ['billingModuleCurrencyId', 'amount'],
            properties: { billingModuleCurrencyId: uuid, amount: { type: ['string', 'null'], pattern: '^\\d+(\\.\\d+)?$', examples: ['49.00'] } },
          },
        },
      },
    },
    response: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          attributeId: uuid,
          amount: { type: 'string', examples: ['49.00'] },
          billingModuleCurrency: { type: 'object', properties: { id: uuid, slug: { type: 'string' }, symbol: { type: ['string', 'null'] } } },
        },
      },
    },
  },
  { method: 'get', path: '/api/ecommerce/orders-to-products/:id/total', tag: 'ecommerce', summary: 'Totals of one order line per currency.', parameters: [id], response: totals },
];
