import type { RouteDoc } from '../../core/rest/route-doc.js';

const page = { $ref: '#/components/schemas/HostPage' };

export const hostRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/host/pages/find-by-url',
    tag: 'host',
    summary: 'The page serving a url (language prefix and [module.entity.slug] segments understood).',
    parameters: [{ name: 'url', in: 'query', required: true, description: "A path such as '/ru/ecommerce/products/red-shirt'." }],
    response: page,
  },
  {
    method: 'get',
    path: '/api/host/pages/urls',
    tag: 'host',
    summary: 'Every page url, with its segments.',
    response: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' }, segments: { type: 'array', items: { type: 'string' } } } } },
  },
  {
    method: 'get',
    path: '/api/host/pages/url-segment-value',
    tag: 'host',
    summary: 'The value a url gives to a segment of its page (e.g. the product slug).',
    parameters: [
      { name: 'url', in: 'query', required: true },
      { name: 'segment', in: 'query', required: true, description: 'e.g. ecommerce.products.slug' },
    ],
    response: { type: 'string' },
  },
];
