import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A product description of draft-js content with one entity of `type`. */
const withEntity = (type: 'LINK' | 'IMAGE', data: Record<string, string>) =>
  JSON.stringify({
    blocks: [{ key: 'a', text: ' ', type: type === 'IMAGE' ? 'atomic' : 'unstyled', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
    entityMap: { 0: { type, mutability: 'IMMUTABLE', data } },
  });

const createProduct = (description: string) =>
  server.rest('POST', '/api/ecommerce/products', { json: { title: 'Rich', description: { en: description } }, admin: true });

describe('the addresses in rich text', () => {
  it('keeps images of a stored file or a web address, and links', async () => {
    for (const description of [
      withEntity('IMAGE', { src: '/2026/11/tote.png', alt: 'A tote' }),
      withEntity('IMAGE', { src: 'https://cdn.example.com/mug.jpg' }),
      withEntity('LINK', { url: 'mailto:hello@example.com' }),
    ]) {
      const created = await createProduct(description);
      expect(created.status, description).toBe(201);
      expect(created.body.data.description.en).toBe(description);
    }
  });

  it('refuses an image or a link that would run code, naming the field, on both APIs', async () => {
    for (const [description, what] of [
      [withEntity('IMAGE', { src: 'javascript:alert(1)' }), 'an image'],
      [withEntity('IMAGE', { src: 'data:image/svg+xml,<svg onload=alert(1)>' }), 'an image'],
      [withEntity('LINK', { url: 'javascript:alert(1)' }), 'a link'],
    ]) {
      const rest = await createProduct(description);
      expect(rest.status).toBe(400);
      expect(rest.body.error).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, details: { field: 'data.description.en' } });
      expect(rest.body.error.message).toContain(`data.description.en: ${what} of the rich text must be`);

      const graphql = await server.graphql(`mutation ($data: EcommerceProductCreateInput!) { ecommerceProductCreate(data: $data) { id } }`, { data: { description: { en: description } } }, server.asServer);
      expect(graphql.errors?.[0].message).toContain(`${what} of the rich text must be`);
    }
  });
});
