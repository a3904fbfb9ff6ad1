import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/languages.js';
import type { RouteDoc } from '../../core/rest/route-doc.js';

const uuid = { type: 'string', format: 'uuid' };
const subject = { name: 'id', in: 'path' as const, schema: uuid };
const orderId = { name: 'orderId', in: 'path' as const, schema: uuid };
const base = '/api/rbac/subjects/:id/ecommerce-module';
const tag = 'ecommerce';
const order = { type: 'object', description: 'An order with its ordersToProducts lines.' };
const checkout = {
  type: 'object',
  properties: {
    provider: {
      type: 'string',
      enum: ['stripe', '0xprocessing', 'payselection', 'payselection-international', 'tiptoppay', 'cloudpayments', 'dummy'],
      description: 'When absent, the first provider this server can use (the first of serverInfo.paymentProviders).',
    },
    email: { type: 'string', format: 'email', description: 'Where the receipt mail goes once the payment is settled (besides the sign-in address).' },
    language: { type: 'string', enum: [...LANGUAGES], default: DEFAULT_LANGUAGE, description: 'The language of the mails about the checkout.' },
    billingModule: { type: 'object', properties: { currency: { type: 'object', properties: { id: uuid } } } },
    ecommerceModule: { type: 'object', properties: { orders: { type: 'array', items: { type: 'object', properties: { id: uuid } } } } },
  },
};
const checkoutAnswer = {
  type: 'object',
  properties: {
    billingModule: { type: 'object', properties: { invoices: { type: 'array', items: { $ref: '#/components/schemas/BillingInvoice' } } } },
    ecommerceModule: { type: 'object', properties: { orders: { type: 'array', items: order } } },
  },
};

export const subjectCommerceRouteDocs: RouteDoc[] = [
  { method: 'get', path: `${base}/orders`, tag, summary: "The subject's orders with their lines (filters as for any list).", parameters: [subject], response: { type: 'array', items: order } },
  {
    method: 'post',
    path: `${base}/orders`,
    tag,
    summary: 'Adds a product to the cart (one cart order per product; again: more quantity). An empty body makes an empty cart order.',
    parameters: [subject],
    body: { type: 'object', properties: { productId: uuid, quantity: { type: 'integer', minimum: 1, default: 1 }, storeId: uuid } },
    response: order,
    status: 201,
  },
  { method: 'get', path: `${base}/orders/quantity`, tag, summary: 'Items in the open cart.', parameters: [subject], response: { type: 'integer' } },
  { method: 'get', path: `${base}/orders/total`, tag, summary: 'Totals of the open cart per currency.', parameters: [subject], response: { type: 'array', items: { type: 'object' } } },
  { method: 'post', path: `${base}/orders/checkout`, tag, summary: 'Checks out orders: pay at billingModule.invoices[0].paymentUrl.', parameters: [subject], body: checkout, response: checkoutAnswer, status: 201 },
  {
    method: 'patch',
    path: `${base}/orders/:orderId`,
    tag,
    summary: "Changes quantities ({ordersToProducts: [{id, quantity}]}) or cancels an unpaid order ({status: 'canceled'}).",
    parameters: [subject, orderId],
    body: { type: 'object' },
    response: order,
  },
  { method: 'delete', path: `${base}/orders/:orderId`, tag, summary: 'Deletes an unpaid order.', parameters: [subject, orderId], response: order },
  { method: 'post', path: `${base}/orders/:orderId/checkout`, tag, summary: 'Checks out one order.', parameters: [subject, orderId], body: checkout, response: checkoutAnswer, status: 201 },
  {
    method: 'get',
    path: `${base}/products/:productId/orders/quantity`,
    tag,
    summary: 'How many of one product the open cart holds, and the cart order and line holding it (0 and nulls when none).',
    parameters: [subject, { name: 'productId', in: 'path', schema: uuid }],
    response: {
      type: 'object',
      properties: { productId: uuid, quantity: { type: 'integer', minimum: 0 }, orderId: { ...uuid, type: ['string', 'null'] }, orderToProductId: { ...uuid, type: ['string', 'null'] } },
    },
  },
  {
    method: 'post',
    path: `${base}/products/:productId/checkout`,
    tag,
    summary: 'Buys one product right away ({provider, email, language, quantity, comment, storeId, billingModule.currency.id}).',
    parameters: [subject, { name: 'productId', in: 'path', schema: uuid }],
    body: checkout,
    response: checkoutAnswer,
    status: 201,
  },
  { method: 'post', path: '/api/billing/invoices/:id/dummy/pay', tag: 'billing', summary: 'Pays a dummy invoice (its subject or an admin).', parameters: [subject], response: { $ref: '#/components/schemas/BillingInvoice' } },
  { method: 'post', path: '/api/billing/invoices/:id/dummy/cancel', tag: 'billing', summary: 'Cancels a dummy invoice.', parameters: [subject], response: { $ref: '#/components/schemas/BillingInvoice' } },
  { method: 'get', path: '/api/billing/invoices/:id/summary', tag: 'billing', summary: 'An invoice for its payment page (its subject or an admin).', parameters: [subject], response: { $ref: '#/components/schemas/BillingInvoice' } },
];
