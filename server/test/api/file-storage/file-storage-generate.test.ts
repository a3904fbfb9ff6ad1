import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import { countFiles, download, FILES_ROUTE } from '../../helpers/file-uploads.js';
import { registerShopper } from '../../helpers/shopper.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const ROUTE = `${FILES_ROUTE}/generate`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FILE_STORAGE_PROVIDER: 'local' });
});
afterAll(() => server?.close());

const generate = (data: Record<string, unknown>) => server.rest('POST', ROUTE, { admin: true, json: data });

/** The stored PNG of a generated File, checked to be what the row says. */
async function pictureOf(file: Record<string, any>) {
  const served = await download(server, file.file);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(served.body.length).toBe(file.size);
  const { width, height } = imageSize(served.body);
  expect({ width, height }).toEqual({ width: file.width, height: file.height });
  return served.body;
}

const receipt = {
  variant: 'generate-template-ecommerce-order-receipt-default',
  shopName: 'Лавка «Самовар»',
  orderNumber: 'A-1042',
  date: '2026-11-25T10:00:00Z',
  lines: [
    { title: 'Чайник', quantity: 2, price: '1500.50', currency: 'RUB' },
    { title: 'Tea cup', quantity: 3, price: '4.99', currency: 'USD' },
  ],
};

describe('POST /api/file-storage/files/generate', () => {
  it('draws each template at its size and stores it as a File of its variant', async () => {
    for (const [data, size] of [
      [{ variant: 'generate-template-opengraph-image-default', title: 'Hello', subtitle: 'An article', siteName: 'Example' }, { width: 1200, height: 630 }],
      [receipt, { width: 1500, height: 1500 }],
      [{ variant: 'generate-template-ecommerce-product-attachment-default', title: 'Samovar', description: 'Brass, 5 litres.', prices: [{ amount: '120', currency: 'USD' }, { amount: 9900, currency: '₽' }] }, { width: 1240, height: 1754 }],
    ] as const) {
      const response = await generate(data);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const file = response.body.data;
      expect(file).toMatchObject({ variant: data.variant, mimeType: 'image/png', extension: 'png', provider: 'local', ...size });
      await pictureOf(file);
      const read = await server.rest('GET', `${FILES_ROUTE}/${file.id}`, { admin: true });
      expect(read.body.data).toMatchObject({ variant: data.variant, file: file.file, width: size.width });
    }
  });

  it('draws Cyrillic with its glyphs, not missing-glyph boxes', async () => {
    // Two titles of the same length: drawn as boxes they would be the same picture.
    const pictures = [];
    for (const title of ['Привет', 'Заказы']) {
      const response = await generate({ variant: 'generate-template-opengraph-image-default', title });
      expect(response.status).toBe(201);
      pictures.push(await pictureOf(response.body.data));
    }
    expect(pictures[0].equals(pictures[1])).toBe(false);
  });

  it('answers over GraphQL too', async () => {
    const answer = await server.graphql<{ fileStorageFileGenerate: Record<string, unknown> }>(
      'mutation ($data: JSONObject!) { fileStorageFileGenerate(data: $data) { id variant file mimeType width height size } }',
      { data: receipt },
      server.asServer,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.fileStorageFileGenerate).toMatchObject({ variant: receipt.variant, mimeType: 'image/png', width: 1500, height: 1500 });
  });

  it('refuses bad template data naming the field, and stores nothing', async () => {
    const before = await countFiles(server);
    for (const [data, field] of [
      [{ variant: 'generate-template-unknown' }, 'data.variant'],
      [{ title: 'No variant' }, 'data.variant'],
      [{ variant: 'generate-template-opengraph-image-default' }, 'data.title'],
      [{ variant: 'generate-template-opengraph-image-default', title: 7 }, 'data.title'],
      [{ variant: 'generate-template-opengraph-image-default', title: 'x'.repeat(500) }, 'data.title'],
      [{ variant: 'generate-template-opengraph-image-default', title: 'A', colour: 'red' }, 'data.colour'],
      [{ ...receipt, lines: [] }, 'data.lines'],
      [{ ...receipt, lines: 'many' }, 'data.lines'],
      [{ ...receipt, lines: [{ ...receipt.lines[0], quantity: 0 }] }, 'data.lines.0.quantity'],
      [{ ...receipt, lines: [{ ...receipt.lines[0], price: '-1' }] }, 'data.lines.0.price'],
      [{ ...receipt, date: 'yesterday' }, 'data.date'],
      [{ ...receipt, shopName: 'a\u0000b' }, 'data.shopName'],
    ] as const) {
      const response = await generate(data);
      expect(response.status, JSON.stringify(data)).toBe(400);
      expect(response.body.error.details?.field, JSON.stringify(data)).toBe(field);
    }
    expect(await countFiles(server)).toBe(before);
  });

  it('is for admins and the server only', async () => {
    const data = { variant: 'generate-template-opengraph-image-default', title: 'Hi' };
    expect((await server.rest('POST', ROUTE, { json: data })).status).toBe(401);
    const shopper = await registerShopper(server);
    expect((await shopper.call('POST', ROUTE, data)).status).toBe(403);
  });
});
