import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../src/core/model/catalogue.js';
import { modules } from '../../../src/modules/index.js';
import { exampleModule } from '../../fixtures/example-module/module.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

// A module is one folder (test/example-module: an entity, a resolver, a route with its doc, its
// descriptor) and one line in the list of modules; nothing under core/ knows it.
const catalogue = buildCatalogue([...modules, exampleModule]);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { catalogue });
  // A real module brings a migration; the example's table is made from its declaration.
  await server.orm.schema.update({ safe: true });
});
afterAll(() => server?.close());

describe('a module added to the list', () => {
  it('gets the generic CRUD of its entity on GraphQL and REST', async () => {
    const created = await server.graphql<any>(
      'mutation { exampleNoteCreate(data: {title: {en: "First note"}, body: "Written by the example module"}) { id title { en } body } }',
      {},
      { 'x-rbac-secret-key': server.secretKey },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.exampleNoteCreate).toMatchObject({ title: { en: 'First note' }, body: 'Written by the example module' });
    const listed = await server.graphql<any>('{ exampleNoteList { id title { en } } }');
    expect(listed.data!.exampleNoteList).toEqual([{ id: created.data!.exampleNoteCreate.id, title: { en: 'First note' } }]);
    const rest = await server.rest('GET', `/api/example/notes/${created.data!.exampleNoteCreate.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ title: { en: 'First note' }, body: 'Written by the example module' });
  });

  it('serves its own resolver and its own route', async () => {
    expect((await server.graphql<any>('{ exampleGreeting }')).data).toEqual({ exampleGreeting: 'hello from the example module' });
    const count = await server.rest('GET', '/api/example/notes-count');
    expect(count.status).toBe(200);
    expect(count.body.data).toBe(1);
  });

  it('is described in the OpenAPI document and the admin models, beside the platform', async () => {
    const { body } = await server.rest('GET', '/api/openapi.json');
    expect(body.paths['/api/example/notes-count'].get.summary).toBe('How many notes there are.');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/example/notes', '/api/example/notes/{id}', '/api/ecommerce/products']));
    expect(body.components.schemas.ExampleNote.properties).toHaveProperty('body');
    const admin = await server.graphql<any>('{ adminModels { name route } }', {}, { 'x-rbac-secret-key': server.secretKey });
    expect(admin.data!.adminModels).toContainEqual({ name: 'ExampleNote', route: '/api/example/notes' });
  });
});

describe("a public entity's private field", () => {
  it('is never served from the public cache to anyone but who may read it, whoever asked first (REST and GraphQL)', async () => {
    const created = await server.rest('POST', '/api/example/notes', { admin: true, json: { title: { en: 'Reviewed' }, body: 'Public text', reviewerNote: 'for admins only' } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const admin = { 'x-rbac-secret-key': server.secretKey };
    for (const path of ['/api/example/notes?limit=7', `/api/example/notes/${id}`]) {
      const note = (body: any) => (Array.isArray(body.data) ? body.data.find((row: { id: string }) => row.id === id) : body.data);
      // The admin asks first: its answer, holding the private value, must not become everyone's.
      const byAdmin = await server.rest('GET', path, { headers: admin });
      expect(note(byAdmin.body).reviewerNote).toBe('for admins only');
      expect(byAdmin.headers.get('cache-control')).toBe('private, no-store');
      for (const round of [1, 2]) {
        const anonymous = await server.rest('GET', path);
        expect(note(anonymous.body), `anonymous, round ${round}`).toMatchObject({ body: 'Public text', reviewerNote: null });
        expect(anonymous.headers.get('cache-control')).toBe('public, no-cache');
      }
      // And the other way round: an anonymous answer kept in the cache is not the admin's.
      expect(note((await server.rest('GET', path, { headers: admin })).body).reviewerNote).toBe('for admins only');
    }
    const query = `{ exampleNoteList(limit: 7) { id reviewerNote } }`;
    expect((await server.graphql<any>(query, {}, admin)).data!.exampleNoteList).toContainEqual({ id, reviewerNote: 'for admins only' });
    for (const round of [1, 2]) expect((await server.graphql<any>(query)).data!.exampleNoteList, `round ${round}`).toContainEqual({ id, reviewerNote: null });
  });
});
