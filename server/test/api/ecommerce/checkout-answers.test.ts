import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, type Shopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * The whole answers of checkouts, on REST and on GraphQL, as the text the client receives: a
 * checkout of orders, of one order, of one product ("buy now"), and every refusal. Ids, times
 * and numbers are replaced by placeholders numbered in order of appearance (the same id twice
 * is the same placeholder), so the text pins every key, its order and every value. These were
 * recorded before checkout became one service: it must answer them byte for byte.
 */
let server: TestServer;
let products: { id: string }[];
let currencies: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
  products = (await server.rest('GET', '/api/ecommerce/products?orderBy[0][column]=createdAt')).body.data;
  const list = (await server.rest('GET', '/api/billing/currencies')).body.data;
  currencies = Object.fromEntries(list.map((c: { slug: string; id: string }) => [c.slug, c.id]));
});
afterAll(() => server?.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g;

/** The answer's text with its ids, times, numbers and the server's address as placeholders; checked to be compact JSON, shown indented. */
function normalised(status: number, raw: string) {
  // GraphQL's answers end with a newline, REST's do not: kept as a mark.
  const text = raw.replace(/\n$/, '');
  expect(JSON.stringify(JSON.parse(text))).toBe(text);
  const ids = new Map<string, string>();
  const numbers = new Map<string, string>();
  const replaced = text
    .replaceAll(server.publicUrl, '<public>')
    .replaceAll(server.url, '<server>')
    .replace(UUID, (id) => ids.get(id) ?? (ids.set(id, `<id${ids.size + 1}>`), ids.get(id)!))
    .replace(TIME, '<time>')
    .replace(/"number":(\d+)/g, (_all, n: string) => `"number":"${numbers.get(n) ?? (numbers.set(n, `<number${numbers.size + 1}>`), numbers.get(n)!)}"`);
  return `${status} ${JSON.stringify(JSON.parse(replaced), null, 2)}${raw === text ? '' : ' (and a newline)'}`;
}

async function restAnswer(shopper: Shopper, path: string, data: unknown) {
  const response = await fetch(`${server.url}${path.replace('{me}', `/api/rbac/subjects/${shopper.id}/ecommerce-module`)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({ data }),
  });
  return normalised(response.status, await response.text());
}

const LINE = 'id createdAt updatedAt variant className orderIndex orderId productId storeId quantity productTitle { en ru } unitPrice currencyId currencySlug currencySymbol';
const INVOICE = 'id createdAt updatedAt variant className subjectId currencyId amount status provider email paymentUrl externalId number language paidAt currency { id slug }';
const INTENT = 'id createdAt updatedAt variant className invoiceId currencyId amount status provider ecommerceModuleOrders(limit: 3) { id }';
const ORDER = `id createdAt updatedAt variant className status type receipt comment number checkedOutAt ordersToProducts(limit: 3) { ${LINE} } billingModulePaymentIntents(limit: 3) { id amount } billingModuleCurrencies(limit: 3) { id slug }`;
const RESULT = `invoice { ${INVOICE} } paymentUrl paymentIntents { ${INTENT} } orders { ${ORDER} }`;
const ORDERS_CHECKOUT = `mutation($s: ID!, $d: EcommerceCheckoutInput!) { ecommerceCheckout(subjectId: $s, data: $d) { ${RESULT} } }`;
const PRODUCT_CHECKOUT = `mutation($s: ID!, $p: ID!, $d: EcommerceCheckoutInput!) { ecommerceProductCheckout(subjectId: $s, productId: $p, data: $d) { ${RESULT} } }`;

async function graphqlAnswer(shopper: Shopper, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({ query, variables: { s: shopper.id, ...variables } }),
  });
  return normalised(response.status, await response.text());
}

/** A shopper with a cart of two orders: 1 of the first product, 3 of the third. */
async function shopperWithCart() {
  const shopper = await registerShopper(server, '10.71');
  const orderIds: string[] = [];
  for (const [product, quantity] of [
    [0, 1],
    [2, 3],
  ]) {
    const added = await shopper.call('POST', '{me}/orders', { productId: products[product].id, quantity });
    expect(added.status).toBe(201);
    orderIds.push(added.body.data.id);
  }
  return { shopper, orderIds };
}

const restBody = (orderIds: string[], override: Record<string, unknown> = {}) => ({
  provider: 'dummy',
  email: 'buyer@example.com',
  billingModule: { currency: { id: currencies.usd } },
  ecommerceModule: { orders: orderIds.map((id) => ({ id })) },
  ...override,
});
const graphqlData = (orderIds: string[], override: Record<string, unknown> = {}) => ({
  provider: 'dummy',
  email: 'buyer@example.com',
  billingModuleCurrencyId: currencies.usd,
  orderIds,
  ...override,
});

describe('checkout answers on REST', () => {
  it('a checkout of orders, then the same again', async () => {
    const { shopper, orderIds } = await shopperWithCart();
    const first = await restAnswer(shopper, '{me}/orders/checkout', restBody(orderIds));
    expect(first).toMatchInlineSnapshot(`
      "201 {
        "data": {
          "billingModule": {
            "invoices": [
              {
                "id": "<id1>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "subjectId": "<id2>",
                "currencyId": "<id3>",
                "amount": "123.97",
                "status": "open",
                "provider": "dummy",
                "email": "buyer@example.com",
                "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
                "externalId": "dummy_<id1>",
                "number": "<number1>",
                "language": "en",
                "paidAt": null
              }
            ],
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "49.00",
                "status": "pending",
                "provider": "dummy"
              },
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "74.97",
                "status": "pending",
                "provider": "dummy"
              }
            ]
          },
          "ecommerceModule": {
            "orders": [
              {
                "id": "<id6>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id7>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id6>",
                    "productId": "<id8>",
                    "storeId": null,
                    "quantity": 1,
                    "productTitle": {
                      "en": "Linen shirt",
                      "ru": "Льняная рубашка"
                    },
                    "unitPrice": "49.00",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ]
              },
              {
                "id": "<id9>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id10>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id9>",
                    "productId": "<id11>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Canvas tote",
                      "ru": "Холщовая сумка"
                    },
                    "unitPrice": "24.99",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ]
              }
            ]
          }
        }
      }"
    `);
    // Checking the same orders out again answers the same invoice.
    expect(await restAnswer(shopper, '{me}/orders/checkout', restBody([...orderIds].reverse()))).toMatchInlineSnapshot(`
      "201 {
        "data": {
          "billingModule": {
            "invoices": [
              {
                "id": "<id1>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "subjectId": "<id2>",
                "currencyId": "<id3>",
                "amount": "123.97",
                "status": "open",
                "provider": "dummy",
                "email": "buyer@example.com",
                "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
                "externalId": "dummy_<id1>",
                "number": "<number1>",
                "language": "en",
                "paidAt": null
              }
            ],
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "49.00",
                "status": "pending",
                "provider": "dummy"
              },
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "74.97",
                "status": "pending",
                "provider": "dummy"
              }
            ]
          },
          "ecommerceModule": {
            "orders": [
              {
                "id": "<id6>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id7>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id6>",
                    "productId": "<id8>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Canvas tote",
                      "ru": "Холщовая сумка"
                    },
                    "unitPrice": "24.99",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ]
              },
              {
                "id": "<id9>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id10>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id9>",
                    "productId": "<id11>",
                    "storeId": null,
                    "quantity": 1,
                    "productTitle": {
                      "en": "Linen shirt",
                      "ru": "Льняная рубашка"
                    },
                    "unitPrice": "49.00",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ]
              }
            ]
          }
        }
      }"
    `);
  });

  it('a checkout of one order', async () => {
    const { shopper, orderIds } = await shopperWithCart();
    const { ecommerceModule: _orders, ...body } = restBody([]);
    expect(await restAnswer(shopper, `{me}/orders/${orderIds[1]}/checkout`, body)).toMatchInlineSnapshot(`
      "201 {
        "data": {
          "billingModule": {
            "invoices": [
              {
                "id": "<id1>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "subjectId": "<id2>",
                "currencyId": "<id3>",
                "amount": "74.97",
                "status": "open",
                "provider": "dummy",
                "email": "buyer@example.com",
                "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
                "externalId": "dummy_<id1>",
                "number": "<number1>",
                "language": "en",
                "paidAt": null
              }
            ],
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "74.97",
                "status": "pending",
                "provider": "dummy"
              }
            ]
          },
          "ecommerceModule": {
            "orders": [
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id6>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id7>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Canvas tote",
                      "ru": "Холщовая сумка"
                    },
                    "unitPrice": "24.99",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ]
              }
            ]
          }
        }
      }"
    `);
  });

  it('a checkout of one product (buy now), with and without a currency', async () => {
    const { shopper } = await shopperWithCart();
    const body = { provider: 'dummy', email: 'one@example.com', quantity: 3, comment: 'gift wrap', language: 'ru' };
    expect(await restAnswer(shopper, `{me}/products/${products[1].id}/checkout`, body)).toMatchInlineSnapshot(`
      "201 {
        "data": {
          "billingModule": {
            "invoices": [
              {
                "id": "<id1>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "subjectId": "<id2>",
                "currencyId": "<id3>",
                "amount": "268.50",
                "status": "open",
                "provider": "dummy",
                "email": "one@example.com",
                "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
                "externalId": "dummy_<id1>",
                "number": "<number1>",
                "language": "ru",
                "paidAt": null
              }
            ],
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "268.50",
                "status": "pending",
                "provider": "dummy"
              }
            ]
          },
          "ecommerceModule": {
            "orders": [
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "history",
                "receipt": "",
                "comment": "gift wrap",
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id6>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id7>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Wool sweater",
                      "ru": "Шерстяной свитер"
                    },
                    "unitPrice": "89.50",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ]
              }
            ]
          }
        }
      }"
    `);
    expect(await restAnswer(shopper, `{me}/products/${products[1].id}/checkout`, { ...body, billingModule: { currency: { id: currencies.rub } } })).toMatchInlineSnapshot(`
      "201 {
        "data": {
          "billingModule": {
            "invoices": [
              {
                "id": "<id1>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "subjectId": "<id2>",
                "currencyId": "<id3>",
                "amount": "23970.00",
                "status": "open",
                "provider": "dummy",
                "email": "one@example.com",
                "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
                "externalId": "dummy_<id1>",
                "number": "<number1>",
                "language": "ru",
                "paidAt": null
              }
            ],
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "23970.00",
                "status": "pending",
                "provider": "dummy"
              }
            ]
          },
          "ecommerceModule": {
            "orders": [
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "history",
                "receipt": "",
                "comment": "gift wrap",
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id6>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id7>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Wool sweater",
                      "ru": "Шерстяной свитер"
                    },
                    "unitPrice": "7990.00",
                    "currencyId": "<id3>",
                    "currencySlug": "rub",
                    "currencySymbol": "₽"
                  }
                ]
              }
            ]
          }
        }
      }"
    `);
  });

  it('refusals', async () => {
    const { shopper, orderIds } = await shopperWithCart();
    const other = await shopperWithCart();
    const refusals = {
      'unknown currency': await restAnswer(shopper, '{me}/orders/checkout', restBody(orderIds, { billingModule: { currency: { id: '00000000-0000-4000-8000-000000000000' } } })),
      'no currency': await restAnswer(shopper, '{me}/orders/checkout', restBody(orderIds, { billingModule: undefined })),
      'unknown provider': await restAnswer(shopper, '{me}/orders/checkout', restBody(orderIds, { provider: 'paypal' })),
      'bad email': await restAnswer(shopper, '{me}/orders/checkout', restBody(orderIds, { email: 'nope' })),
      'no orders': await restAnswer(shopper, '{me}/orders/checkout', restBody([])),
      'a bad order id': await restAnswer(shopper, '{me}/orders/checkout', restBody(['nope'])),
      "someone else's order": await restAnswer(shopper, '{me}/orders/checkout', restBody([orderIds[0], other.orderIds[0]])),
      'a product, unknown currency': await restAnswer(shopper, `{me}/products/${products[1].id}/checkout`, { provider: 'dummy', email: 'one@example.com', billingModule: { currency: { id: '00000000-0000-4000-8000-000000000000' } } }),
      'a product, bad quantity': await restAnswer(shopper, `{me}/products/${products[1].id}/checkout`, { provider: 'dummy', email: 'one@example.com', quantity: 0 }),
      'an unknown product': await restAnswer(shopper, '{me}/products/00000000-0000-4000-8000-000000000000/checkout', { provider: 'dummy', email: 'one@example.com' }),
    };
    expect(refusals).toMatchInlineSnapshot(`
      {
        "a bad order id": "400 {
        "error": {
          "message": "ecommerceModule.orders[0].id: expected a uuid, got 'nope'",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "ecommerceModule.orders[0].id"
          }
        },
        "requestId": "<id1>"
      }",
        "a product, bad quantity": "400 {
        "error": {
          "message": "quantity: must be a whole number from 1 to 10000",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "quantity"
          }
        },
        "requestId": "<id1>"
      }",
        "a product, unknown currency": "400 {
        "error": {
          "message": "billingModule.currency.id: currency <id1> not found",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "billingModule.currency.id"
          }
        },
        "requestId": "<id2>"
      }",
        "an unknown product": "400 {
        "error": {
          "message": "productId: product <id1> not found",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "productId"
          }
        },
        "requestId": "<id2>"
      }",
        "bad email": "400 {
        "error": {
          "message": "email: must be a valid email address",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "email"
          }
        },
        "requestId": "<id1>"
      }",
        "no currency": "400 {
        "error": {
          "message": "id is required",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "billingModule.currency.id"
          }
        },
        "requestId": "<id1>"
      }",
        "no orders": "400 {
        "error": {
          "message": "ecommerceModule.orders: expected a list of {id}",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "ecommerceModule.orders"
          }
        },
        "requestId": "<id1>"
      }",
        "someone else's order": "404 {
        "error": {
          "message": "Order <id1> not found",
          "code": "NOT_FOUND",
          "status": 404
        },
        "requestId": "<id2>"
      }",
        "unknown currency": "400 {
        "error": {
          "message": "billingModule.currency.id: currency <id1> not found",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "billingModule.currency.id"
          }
        },
        "requestId": "<id2>"
      }",
        "unknown provider": "400 {
        "error": {
          "message": "Invalid provider",
          "code": "BAD_USER_INPUT",
          "status": 400,
          "details": {
            "field": "provider"
          }
        },
        "requestId": "<id1>"
      }",
      }
    `);
    // Nothing was written.
    expect((await shopper.call('GET', '{me}/orders')).body.data.map((o: { status: string }) => o.status)).toEqual(['new', 'new']);
  });

  it("a checkout for someone else is refused before its body is read", async () => {
    const { shopper } = await shopperWithCart();
    const other = await shopperWithCart();
    const asOther = { ...shopper, id: other.shopper.id };
    const refusals = {
      orders: await restAnswer(asOther, '{me}/orders/checkout', restBody(['nope'], { email: 'nope', provider: 'paypal' })),
      'one order': await restAnswer(asOther, `{me}/orders/not-an-id/checkout`, { email: 'nope' }),
      product: await restAnswer(asOther, '{me}/products/not-an-id/checkout', { email: 'nope', quantity: 0 }),
    };
    expect(refusals).toMatchInlineSnapshot(`
      {
        "one order": "403 {
        "error": {
          "message": "You can only act on your own subject",
          "code": "FORBIDDEN",
          "status": 403
        },
        "requestId": "<id1>"
      }",
        "orders": "403 {
        "error": {
          "message": "You can only act on your own subject",
          "code": "FORBIDDEN",
          "status": 403
        },
        "requestId": "<id1>"
      }",
        "product": "403 {
        "error": {
          "message": "You can only act on your own subject",
          "code": "FORBIDDEN",
          "status": 403
        },
        "requestId": "<id1>"
      }",
      }
    `);
  });
});

describe('checkout answers on GraphQL', () => {
  it('a checkout of orders, then the same again', async () => {
    const { shopper, orderIds } = await shopperWithCart();
    expect(await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData(orderIds) })).toMatchInlineSnapshot(`
      "200 {
        "data": {
          "ecommerceCheckout": {
            "invoice": {
              "id": "<id1>",
              "createdAt": "<time>",
              "updatedAt": "<time>",
              "variant": "default",
              "className": null,
              "subjectId": "<id2>",
              "currencyId": "<id3>",
              "amount": "123.97",
              "status": "open",
              "provider": "dummy",
              "email": "buyer@example.com",
              "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
              "externalId": "dummy_<id1>",
              "number": "<number1>",
              "language": "en",
              "paidAt": null,
              "currency": {
                "id": "<id3>",
                "slug": "usd"
              }
            },
            "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "49.00",
                "status": "pending",
                "provider": "dummy",
                "ecommerceModuleOrders": [
                  {
                    "id": "<id5>"
                  }
                ]
              },
              {
                "id": "<id6>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "74.97",
                "status": "pending",
                "provider": "dummy",
                "ecommerceModuleOrders": [
                  {
                    "id": "<id7>"
                  }
                ]
              }
            ],
            "orders": [
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id8>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id9>",
                    "storeId": null,
                    "quantity": 1,
                    "productTitle": {
                      "en": "Linen shirt",
                      "ru": "Льняная рубашка"
                    },
                    "unitPrice": "49.00",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ],
                "billingModulePaymentIntents": [
                  {
                    "id": "<id4>",
                    "amount": "49.00"
                  }
                ],
                "billingModuleCurrencies": [
                  {
                    "id": "<id3>",
                    "slug": "usd"
                  }
                ]
              },
              {
                "id": "<id7>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id10>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id7>",
                    "productId": "<id11>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Canvas tote",
                      "ru": "Холщовая сумка"
                    },
                    "unitPrice": "24.99",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ],
                "billingModulePaymentIntents": [
                  {
                    "id": "<id6>",
                    "amount": "74.97"
                  }
                ],
                "billingModuleCurrencies": [
                  {
                    "id": "<id3>",
                    "slug": "usd"
                  }
                ]
              }
            ]
          }
        }
      } (and a newline)"
    `);
    expect(await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData([...orderIds].reverse()) })).toMatchInlineSnapshot(`
      "200 {
        "data": {
          "ecommerceCheckout": {
            "invoice": {
              "id": "<id1>",
              "createdAt": "<time>",
              "updatedAt": "<time>",
              "variant": "default",
              "className": null,
              "subjectId": "<id2>",
              "currencyId": "<id3>",
              "amount": "123.97",
              "status": "open",
              "provider": "dummy",
              "email": "buyer@example.com",
              "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
              "externalId": "dummy_<id1>",
              "number": "<number1>",
              "language": "en",
              "paidAt": null,
              "currency": {
                "id": "<id3>",
                "slug": "usd"
              }
            },
            "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "49.00",
                "status": "pending",
                "provider": "dummy",
                "ecommerceModuleOrders": [
                  {
                    "id": "<id5>"
                  }
                ]
              },
              {
                "id": "<id6>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "74.97",
                "status": "pending",
                "provider": "dummy",
                "ecommerceModuleOrders": [
                  {
                    "id": "<id7>"
                  }
                ]
              }
            ],
            "orders": [
              {
                "id": "<id7>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id8>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id7>",
                    "productId": "<id9>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Canvas tote",
                      "ru": "Холщовая сумка"
                    },
                    "unitPrice": "24.99",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ],
                "billingModulePaymentIntents": [
                  {
                    "id": "<id6>",
                    "amount": "74.97"
                  }
                ],
                "billingModuleCurrencies": [
                  {
                    "id": "<id3>",
                    "slug": "usd"
                  }
                ]
              },
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id10>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id11>",
                    "storeId": null,
                    "quantity": 1,
                    "productTitle": {
                      "en": "Linen shirt",
                      "ru": "Льняная рубашка"
                    },
                    "unitPrice": "49.00",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ],
                "billingModulePaymentIntents": [
                  {
                    "id": "<id4>",
                    "amount": "49.00"
                  }
                ],
                "billingModuleCurrencies": [
                  {
                    "id": "<id3>",
                    "slug": "usd"
                  }
                ]
              }
            ]
          }
        }
      } (and a newline)"
    `);
  });

  it('a checkout of one order', async () => {
    const { shopper, orderIds } = await shopperWithCart();
    expect(await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData([orderIds[1]]) })).toMatchInlineSnapshot(`
      "200 {
        "data": {
          "ecommerceCheckout": {
            "invoice": {
              "id": "<id1>",
              "createdAt": "<time>",
              "updatedAt": "<time>",
              "variant": "default",
              "className": null,
              "subjectId": "<id2>",
              "currencyId": "<id3>",
              "amount": "74.97",
              "status": "open",
              "provider": "dummy",
              "email": "buyer@example.com",
              "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
              "externalId": "dummy_<id1>",
              "number": "<number1>",
              "language": "en",
              "paidAt": null,
              "currency": {
                "id": "<id3>",
                "slug": "usd"
              }
            },
            "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "74.97",
                "status": "pending",
                "provider": "dummy",
                "ecommerceModuleOrders": [
                  {
                    "id": "<id5>"
                  }
                ]
              }
            ],
            "orders": [
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "cart",
                "receipt": "",
                "comment": null,
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id6>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id7>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Canvas tote",
                      "ru": "Холщовая сумка"
                    },
                    "unitPrice": "24.99",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ],
                "billingModulePaymentIntents": [
                  {
                    "id": "<id4>",
                    "amount": "74.97"
                  }
                ],
                "billingModuleCurrencies": [
                  {
                    "id": "<id3>",
                    "slug": "usd"
                  }
                ]
              }
            ]
          }
        }
      } (and a newline)"
    `);
  });

  it('a checkout of one product (buy now), with and without a currency', async () => {
    const { shopper } = await shopperWithCart();
    const data = { provider: 'dummy', email: 'one@example.com', quantity: 3, comment: 'gift wrap', language: 'ru' };
    expect(await graphqlAnswer(shopper, PRODUCT_CHECKOUT, { p: products[1].id, d: data })).toMatchInlineSnapshot(`
      "200 {
        "data": {
          "ecommerceProductCheckout": {
            "invoice": {
              "id": "<id1>",
              "createdAt": "<time>",
              "updatedAt": "<time>",
              "variant": "default",
              "className": null,
              "subjectId": "<id2>",
              "currencyId": "<id3>",
              "amount": "268.50",
              "status": "open",
              "provider": "dummy",
              "email": "one@example.com",
              "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
              "externalId": "dummy_<id1>",
              "number": "<number1>",
              "language": "ru",
              "paidAt": null,
              "currency": {
                "id": "<id3>",
                "slug": "usd"
              }
            },
            "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "268.50",
                "status": "pending",
                "provider": "dummy",
                "ecommerceModuleOrders": [
                  {
                    "id": "<id5>"
                  }
                ]
              }
            ],
            "orders": [
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "history",
                "receipt": "",
                "comment": "gift wrap",
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id6>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id7>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Wool sweater",
                      "ru": "Шерстяной свитер"
                    },
                    "unitPrice": "89.50",
                    "currencyId": "<id3>",
                    "currencySlug": "usd",
                    "currencySymbol": "$"
                  }
                ],
                "billingModulePaymentIntents": [
                  {
                    "id": "<id4>",
                    "amount": "268.50"
                  }
                ],
                "billingModuleCurrencies": [
                  {
                    "id": "<id3>",
                    "slug": "usd"
                  }
                ]
              }
            ]
          }
        }
      } (and a newline)"
    `);
    expect(await graphqlAnswer(shopper, PRODUCT_CHECKOUT, { p: products[1].id, d: { ...data, billingModuleCurrencyId: currencies.rub } })).toMatchInlineSnapshot(`
      "200 {
        "data": {
          "ecommerceProductCheckout": {
            "invoice": {
              "id": "<id1>",
              "createdAt": "<time>",
              "updatedAt": "<time>",
              "variant": "default",
              "className": null,
              "subjectId": "<id2>",
              "currencyId": "<id3>",
              "amount": "23970.00",
              "status": "open",
              "provider": "dummy",
              "email": "one@example.com",
              "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
              "externalId": "dummy_<id1>",
              "number": "<number1>",
              "language": "ru",
              "paidAt": null,
              "currency": {
                "id": "<id3>",
                "slug": "rub"
              }
            },
            "paymentUrl": "<public>/billing/dummy/invoices/<id1>",
            "paymentIntents": [
              {
                "id": "<id4>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "invoiceId": "<id1>",
                "currencyId": "<id3>",
                "amount": "23970.00",
                "status": "pending",
                "provider": "dummy",
                "ecommerceModuleOrders": [
                  {
                    "id": "<id5>"
                  }
                ]
              }
            ],
            "orders": [
              {
                "id": "<id5>",
                "createdAt": "<time>",
                "updatedAt": "<time>",
                "variant": "default",
                "className": null,
                "status": "paying",
                "type": "history",
                "receipt": "",
                "comment": "gift wrap",
                "number": "<number1>",
                "checkedOutAt": "<time>",
                "ordersToProducts": [
                  {
                    "id": "<id6>",
                    "createdAt": "<time>",
                    "updatedAt": "<time>",
                    "variant": "default",
                    "className": null,
                    "orderIndex": 0,
                    "orderId": "<id5>",
                    "productId": "<id7>",
                    "storeId": null,
                    "quantity": 3,
                    "productTitle": {
                      "en": "Wool sweater",
                      "ru": "Шерстяной свитер"
                    },
                    "unitPrice": "7990.00",
                    "currencyId": "<id3>",
                    "currencySlug": "rub",
                    "currencySymbol": "₽"
                  }
                ],
                "billingModulePaymentIntents": [
                  {
                    "id": "<id4>",
                    "amount": "23970.00"
                  }
                ],
                "billingModuleCurrencies": [
                  {
                    "id": "<id3>",
                    "slug": "rub"
                  }
                ]
              }
            ]
          }
        }
      } (and a newline)"
    `);
  });

  it('refusals', async () => {
    const { shopper, orderIds } = await shopperWithCart();
    const other = await shopperWithCart();
    const refusals = {
      'unknown currency': await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData(orderIds, { billingModuleCurrencyId: '00000000-0000-4000-8000-000000000000' }) }),
      'no currency': await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData(orderIds, { billingModuleCurrencyId: undefined }) }),
      'unknown provider': await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData(orderIds, { provider: 'paypal' }) }),
      'bad email': await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData(orderIds, { email: 'nope' }) }),
      'no orders': await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData([]) }),
      'a bad order id': await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData(['nope']) }),
      "someone else's order": await graphqlAnswer(shopper, ORDERS_CHECKOUT, { d: graphqlData([orderIds[0], other.orderIds[0]]) }),
      'a product, unknown currency': await graphqlAnswer(shopper, PRODUCT_CHECKOUT, {
        p: products[1].id,
        d: { provider: 'dummy', email: 'one@example.com', billingModuleCurrencyId: '00000000-0000-4000-8000-000000000000' },
      }),
      'a product, bad quantity': await graphqlAnswer(shopper, PRODUCT_CHECKOUT, { p: products[1].id, d: { provider: 'dummy', email: 'one@example.com', quantity: 0 } }),
      'an unknown product': await graphqlAnswer(shopper, PRODUCT_CHECKOUT, { p: '00000000-0000-4000-8000-000000000000', d: { provider: 'dummy', email: 'one@example.com' } }),
    };
    expect(refusals).toMatchInlineSnapshot(`
      {
        "a bad order id": "200 {
        "errors": [
          {
            "message": "ecommerceModule.orders[0].id: expected a uuid, got 'nope'",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "ecommerceModule.orders[0].id"
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "a product, bad quantity": "200 {
        "errors": [
          {
            "message": "quantity: must be a whole number from 1 to 10000",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "quantity"
            },
            "locations": [
              {
                "line": 1,
                "column": 59
              }
            ],
            "path": [
              "ecommerceProductCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "a product, unknown currency": "200 {
        "errors": [
          {
            "message": "billingModule.currency.id: currency <id1> not found",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "billingModule.currency.id"
            },
            "locations": [
              {
                "line": 1,
                "column": 59
              }
            ],
            "path": [
              "ecommerceProductCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "an unknown product": "200 {
        "errors": [
          {
            "message": "productId: product <id1> not found",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "productId"
            },
            "locations": [
              {
                "line": 1,
                "column": 59
              }
            ],
            "path": [
              "ecommerceProductCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "bad email": "200 {
        "errors": [
          {
            "message": "email: must be a valid email address",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "email"
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "no currency": "200 {
        "errors": [
          {
            "message": "id is required",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "billingModule.currency.id"
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "no orders": "200 {
        "errors": [
          {
            "message": "ecommerceModule.orders: expected a list of {id}",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "ecommerceModule.orders"
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "someone else's order": "200 {
        "errors": [
          {
            "message": "Order <id1> not found",
            "extensions": {
              "code": "NOT_FOUND",
              "status": 404
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "unknown currency": "200 {
        "errors": [
          {
            "message": "billingModule.currency.id: currency <id1> not found",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "billingModule.currency.id"
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "unknown provider": "200 {
        "errors": [
          {
            "message": "Invalid provider",
            "extensions": {
              "code": "BAD_USER_INPUT",
              "status": 400,
              "field": "provider"
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
      }
    `);
    expect((await shopper.call('GET', '{me}/orders')).body.data.map((o: { status: string }) => o.status)).toEqual(['new', 'new']);
  });

  it("a checkout for someone else is refused before its input is read", async () => {
    const { shopper } = await shopperWithCart();
    const other = await shopperWithCart();
    const refusals = {
      orders: await graphqlAnswer(shopper, ORDERS_CHECKOUT, { s: other.shopper.id, d: graphqlData(['nope'], { email: 'nope', provider: 'paypal' }) }),
      product: await graphqlAnswer(shopper, PRODUCT_CHECKOUT, { s: other.shopper.id, p: 'not-an-id', d: { email: 'nope', quantity: 0 } }),
    };
    expect(refusals).toMatchInlineSnapshot(`
      {
        "orders": "200 {
        "errors": [
          {
            "message": "You can only act on your own subject",
            "extensions": {
              "code": "FORBIDDEN",
              "status": 403
            },
            "locations": [
              {
                "line": 1,
                "column": 50
              }
            ],
            "path": [
              "ecommerceCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
        "product": "200 {
        "errors": [
          {
            "message": "You can only act on your own subject",
            "extensions": {
              "code": "FORBIDDEN",
              "status": 403
            },
            "locations": [
              {
                "line": 1,
                "column": 59
              }
            ],
            "path": [
              "ecommerceProductCheckout"
            ]
          }
        ],
        "data": null
      } (and a newline)",
      }
    `);
  });
});
