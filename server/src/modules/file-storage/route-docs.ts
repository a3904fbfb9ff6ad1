import type { RouteDoc } from '../../core/rest/route-doc.js';

const file = { $ref: '#/components/schemas/FileStorageFile' };
const text = { type: 'string' };
const amount = { type: 'string', examples: ['49.99'] };

export const fileStorageRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/file-storage/files/create-from-url',
    tag: 'file-storage',
    summary:
      'Downloads the file at url (http or https, public addresses only, redirects checked the same way, 15 s at most) and stores it like an upload: type detected from the content and checked against FILE_STORAGE_ALLOWED_TYPES, FILE_STORAGE_MAX_BYTES (413 beyond). Admin only.',
    body: { type: 'object', required: ['url'], properties: { url: { type: 'string', format: 'uri', examples: ['https://example.com/picture.png'] } } },
    response: file,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/file-storage/files/generate',
    tag: 'file-storage',
    summary:
      'Draws the template of variant with the rest of the data as a PNG and stores it as a File of that variant: the opengraph image (1200×630), the order receipt (1500×1500), the product attachment (1240×1754). Admin only.',
    body: {
      oneOf: [
        {
          type: 'object',
          required: ['variant', 'title'],
          properties: { variant: { const: 'generate-template-opengraph-image-default' }, title: text, subtitle: text, siteName: text },
        },
        {
          type: 'object',
          required: ['variant', 'shopName', 'lines'],
          properties: {
            variant: { const: 'generate-template-ecommerce-order-receipt-default' },
            shopName: text,
            orderNumber: text,
            date: { type: 'string', format: 'date-time' },
            lines: {
              type: 'array',
              minItems: 1,
              maxItems: 14,
              items: { type: 'object', required: ['title', 'quantity', 'price', 'currency'], properties: { title: text, quantity: { type: 'integer', minimum: 1 }, price: amount, currency: text } },
            },
          },
        },
        {
          type: 'object',
          required: ['variant', 'title'],
          properties: {
            variant: { const: 'generate-template-ecommerce-product-attachment-default' },
            title: text,
            description: text,
            prices: { type: 'array', maxItems: 10, items: { type: 'object', required: ['amount', 'currency'], properties: { amount, currency: text } } },
          },
        },
      ],
    },
    response: file,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/file-storage/opengraph/{kind}/{slug}.png',
    tag: 'file-storage',
    summary:
      "The OpenGraph image (1200×630 PNG) of a public page, product or article: its title in the language and the site's name (SITE_NAME), drawn on the first request and stored as a File of variant generate-template-opengraph-image-default; later requests are redirected (302) to the stored file until the title changes. The page head's og:image when the row has no image of its own. Drawings are rate limited (429); an unknown kind or slug is a 404.",
    parameters: [
      { name: 'kind', in: 'path', required: true, schema: { enum: ['pages', 'products', 'articles'] } },
      { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'language', in: 'query', schema: { enum: ['en', 'ru'], default: 'en' } },
    ],
    response: { type: 'string', format: 'binary', description: 'A redirect (302) to the PNG.' },
    status: 302,
    envelope: false,
  },
];
