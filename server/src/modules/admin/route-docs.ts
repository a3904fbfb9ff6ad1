import type { RouteDoc } from '../../core/rest/route-doc.js';

const counts = { type: 'object', properties: { today: { type: 'integer' }, week: { type: 'integer' } } };
const sales = {
  type: 'object',
  properties: {
    checkouts: { type: 'integer' },
    revenue: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          currency: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, slug: { type: 'string' }, symbol: { type: ['string', 'null'] } } },
          amount: { type: 'string', examples: ['187.50'] },
          checkouts: { type: 'integer' },
        },
      },
    },
  },
};

export const adminRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/admin/dashboard',
    tag: 'admin',
    summary:
      'Paid checkouts and revenue per currency of today and this week (UTC; the week from Monday), paid orders waiting for the shop per status, form requests and sign-ups. Administrators only.',
    response: {
      type: 'object',
      properties: {
        todayStartsAt: { type: 'string', format: 'date-time' },
        weekStartsAt: { type: 'string', format: 'date-time' },
        paidToday: sales,
        paidThisWeek: sales,
        ordersWaiting: {
          type: 'array',
          items: { type: 'object', properties: { status: { type: 'string', enum: ['approving', 'packaging', 'delivering'] }, checkouts: { type: 'integer' }, orders: { type: 'integer' } } },
        },
        formRequests: counts,
        signUps: counts,
      },
    },
  },
];
