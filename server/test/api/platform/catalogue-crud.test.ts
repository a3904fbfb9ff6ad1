import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../src/modules/index.js';
import { createSample, sampleCreateData } from '../../helpers/catalogue-samples.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await server.graphql<T>(query, variables, server.asServer);
  expect(errors).toBeUndefined();
  return data as T;
}

describe.each(models.map((model) => [model.name, model] as const))('%s', (_name, model) => {
  const ops = model.operations;
  const byId = { and: [{ column: 'id', method: 'eq', value: '' }] };

  it('has all nine generic operations, and they round-trip', async () => {
    const { id } = await createSample(server, model);
    const filters = { and: [{ ...byId.and[0], value: id }] };

    const one = await ok(`query($id: ID!) { r: ${ops.one}(id: $id) { id variant createdAt } }`, { id });
    expect(one.r).toMatchObject({ id, variant: 'default' });

    const list = await ok<{ r: { id: string }[]; c: number }>(
      `query($f: FiltersInput) { r: ${ops.list}(filters: $f) { id } c: ${ops.count}(filters: $f) }`,
      { f: filters },
    );
    expect(list.r).toEqual([{ id }]);
    expect(list.c).toBe(1);

    const updated = await ok(`mutation($id: ID!) { r: ${ops.update}(id: $id, data: {className: "updated"}) { id className } }`, { id });
    expect(updated.r).toEqual({ id, className: 'updated' });

    const data = { ...(await sampleCreateData(server, model)), className: `foc-${id}` };
    const found = await ok<{ a: { id: string }; b: { id: string } }>(
      `mutation($d: ${model.name}CreateInput!) { a: ${ops.findOrCreate}(data: $d) { id } b: ${ops.findOrCreate}(data: $d) { id } }`,
      { d: data },
    );
    expect(found.b.id).toBe(found.a.id);

    const items = [{ data: await sampleCreateData(server, model) }, { data: await sampleCreateData(server, model) }];
    const bulk = await ok<{ r: { id: string }[] }>(
      `mutation($d: [${model.name}BulkCreateItem!]!) { r: ${ops.bulkCreate}(data: $d) { id } }`,
      { d: items },
    );
    expect(bulk.r).toHaveLength(2);
    const bulkUpdated = await ok<{ r: { className: string }[] }>(
      `mutation($d: [${model.name}BulkUpdateItem!]!) { r: ${ops.bulkUpdate}(data: $d) { id className } }`,
      { d: bulk.r.map((row) => ({ id: row.id, data: { className: 'bulk' } })) },
    );
    expect(bulkUpdated.r.map((row) => row.className)).toEqual(['bulk', 'bulk']);

    const deleted = await ok(`mutation($id: ID!) { r: ${ops.delete}(id: $id) { id } }`, { id });
    expect(deleted.r).toEqual({ id });
    const gone = await ok(`query($id: ID!) { r: ${ops.one}(id: $id) { id } }`, { id });
    expect(gone.r).toBeNull();
  });
});
