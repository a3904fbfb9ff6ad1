import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/core/model/catalogue.js';
import { modules } from '../../src/modules/index.js';
import { exampleModule } from '../fixtures/example-module/module.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// A module is one folder (test/example-module: an entity, a resolver, a route with its doc, its
// descriptor) and one line in the list of modules; nothing under core/ knows it.
const catalogue = buildCatalogue([...modules, exampleModule]);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { catalogue });
  // A real module brings a migration; the example's table is made from its declaration.
  await server.orm.schema.updateSchema({ safe: true });
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
