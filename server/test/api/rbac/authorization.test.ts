import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../src/modules/index.js';
import { sampleCreateData } from '../../helpers/catalogue-samples.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
const ADMIN = { login: 'boss@example.com', password: 'boss-password' };
const A = '/api/rbac/subjects/authentication';
let admin: string;
let user: string;

async function signUp(login: string) {
  const response = await server.rest('POST', `${A}/email-and-password/registration`, { json: { login, password: 'password-123' }, headers: { 'x-forwarded-for': `10.1.0.${login.length}` } });
  return response.body.data.jwt as string;
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password });
  admin = (await server.rest('POST', `${A}/email-and-password/authentication`, { json: ADMIN })).body.data.jwt;
  user = await signUp('plain-user@example.com');
});
afterAll(() => server?.close());

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

// One test per entity: each makes 13 calls, so a loaded machine never pushes one test past its timeout.
const byModel = models.map((model) => [model.name, model] as const);

describe.each([
  ['anonymous', undefined, 401, 'UNAUTHENTICATED'],
  ['a signed-in non-admin', 'user', 403, 'FORBIDDEN'],
])('the authorization matrix of every generic mutation: %s', (_who, who, status, code) => {
  it.each(byModel)('refuses every write of %s on both APIs, on an existing row, and changes nothing', async (_name, model) => {
    const headers = bearer(who ? user : undefined);
    const asAdmin = bearer(admin);
    // A real row to aim at: a refusal must hold on rows that exist, not only on unknown ids.
    const created = await server.rest('POST', model.route, { json: await sampleCreateData(server, model), headers: asAdmin });
    expect(created.status, `${model.route}: ${JSON.stringify(created.body)}`).toBe(201);
    const id = created.body.data.id as string;
    const state = async () => ({
      row: (await server.rest('GET', `${model.route}/${id}`, { headers: asAdmin })).body.data,
      count: (await server.rest('GET', `${model.route}/count`, { headers: asAdmin })).body.data,
    });
    const before = await state();
    expect(before.row.id).toBe(id);
    const forged = { className: 'forged' };
    const rest: [string, string, unknown][] = [
      ['POST', model.route, forged],
      ['PATCH', `${model.route}/${id}`, forged],
      ['PUT', `${model.route}/${id}`, forged],
      ['DELETE', `${model.route}/${id}`, undefined],
      ['POST', `${model.route}/find-or-create`, forged],
      ['POST', `${model.route}/bulk`, [{ data: forged }]],
      ['PATCH', `${model.route}/bulk`, [{ id, data: forged }]],
    ];
    for (const [method, path, json] of rest) {
      const response = await server.rest(method, path, { json, headers });
      expect(response.status, `${method} ${path}`).toBe(status);
      // Read again after each refusal: the row as it was, no row more or less.
      expect(await state(), `after ${method} ${path}`).toEqual(before);
    }
    const ops = model.operations;
    const mutations = [
      `${ops.create}(data: {className: "forged"}) { id }`,
      `${ops.update}(id: "${id}", data: {className: "forged"}) { id }`,
      `${ops.delete}(id: "${id}") { id }`,
      `${ops.findOrCreate}(data: {className: "forged"}) { id }`,
      `${ops.bulkCreate}(data: [{data: {className: "forged"}}]) { id }`,
      `${ops.bulkUpdate}(data: [{id: "${id}", data: {className: "forged"}}]) { id }`,
    ];
    for (const mutation of mutations) {
      const result = await server.graphql(`mutation { ${mutation} }`, {}, headers);
      expect(result.errors?.[0].extensions?.code, mutation).toBe(code);
      expect(await state(), `after ${mutation}`).toEqual(before);
    }
  });
});

describe('the generic mutations of a signed-in admin', () => {
  it.each(byModel)('allows every write of %s', async (_name, model) => {
    const created = await server.rest('POST', model.route, { json: await sampleCreateData(server, model), headers: bearer(admin) });
    expect(created.status, `${model.route}: ${JSON.stringify(created.body)}`).toBe(201);
    const id = created.body.data.id;
    expect((await server.rest('PATCH', `${model.route}/${id}`, { json: { className: 'admin' }, headers: bearer(admin) })).status).toBe(200);
    const deleted = await server.graphql(`mutation { ${model.operations.delete}(id: "${id}") { id } }`, {}, bearer(admin));
    expect(deleted.errors).toBeUndefined();
  });
});

describe('adminModels: the description of every entity the admin renders from', () => {
  const query = '{ adminModels { name route fields { name type } } }';

  it.each([
    ['anonymous', 401, 'UNAUTHENTICATED', 'Authentication required', {}],
    ['a caller with an invalid token', 401, 'UNAUTHENTICATED', 'Invalid or expired token', { authorization: 'Bearer not-a-token' }],
    ['a signed-in non-admin', 403, 'FORBIDDEN', 'Only administrators may read the models of the admin', 'user'],
  ] as const)('refuses %s (%i)', async (_who, status, code, message, headers) => {
    const result = await server.graphql(query, {}, headers === 'user' ? bearer(user) : headers);
    expect(result.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code, status }) })]);
    expect(result.data ?? null).toBeNull();
    expect(JSON.stringify(result)).not.toContain('EcommerceProduct');
  });

  it('answers a signed-in admin and the server (its secret key)', async () => {
    for (const headers of [bearer(admin), server.asServer]) {
      const result = await server.graphql<{ adminModels: { name: string }[] }>(query, {}, headers);
      expect(result.errors).toBeUndefined();
      expect(result.data!.adminModels.map((model) => model.name).sort()).toEqual(models.map((model) => model.name).sort());
    }
  });

  it("answers the admin screen's own query for an admin signed in as the browser is (the session cookie)", async () => {
    const document = fs.readFileSync(new URL('../../../../client/src/admin/admin-models.graphql', import.meta.url), 'utf8');
    const result = await server.graphql<{ adminModels: { name: string }[] }>(document, {}, { cookie: `rbac.subject.jwt=${admin}` });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminModels).toHaveLength(models.length);
    const refused = await server.graphql(document, {}, { cookie: `rbac.subject.jwt=${user}` });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('owner reads', () => {
  it("gives a subject its own orders and identities, never another's, on either API", async () => {
    const alice = await signUp('alice@example.com');
    const bob = await signUp('bob@example.com');
    const subjectOf = async (token: string) => (await server.rest('GET', `${A}/me`, { headers: bearer(token) })).body.data.id as string;
    const orders: Record<string, string> = {};
    for (const [name, token] of [['alice', alice], ['bob', bob]] as const) {
      const order = await server.rest('POST', '/api/ecommerce/orders', { admin: true, json: { comment: name } });
      await server.rest('POST', '/api/rbac/subjects-to-ecommerce-module-orders', { admin: true, json: { subjectId: await subjectOf(token), ecommerceModuleOrderId: order.body.data.id } });
      orders[name] = order.body.data.id;
    }
    const aliceOrders = await server.rest('GET', '/api/ecommerce/orders', { headers: bearer(alice) });
    expect(aliceOrders.body.data.map((o: any) => o.comment)).toEqual(['alice']);
    expect((await server.rest('GET', '/api/ecommerce/orders/count', { headers: bearer(alice) })).body.data).toBe(1);
    expect((await server.rest('GET', `/api/ecommerce/orders/${orders.bob}`, { headers: bearer(alice) })).status).toBe(404);
    expect((await server.rest('GET', `/api/ecommerce/orders/${orders.alice}`, { headers: bearer(alice) })).status).toBe(200);
    // filters cannot widen what one may read
    const widened = await server.rest('GET', `/api/ecommerce/orders?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${orders.bob}`, { headers: bearer(alice) });
    expect(widened.body.data).toEqual([]);
    const gql = await server.graphql<any>(`{ ecommerceOrderList { comment } }`, {}, bearer(bob));
    expect(gql.data.ecommerceOrderList).toEqual([{ comment: 'bob' }]);
    const gqlOther = await server.graphql<any>(`query($id: ID!) { ecommerceOrder(id: $id) { id } }`, { id: orders.alice }, bearer(bob));
    expect(gqlOther.data.ecommerceOrder).toBeNull();
    // owners read, but change only through their own routes
    expect((await server.rest('PATCH', `/api/ecommerce/orders/${orders.alice}`, { headers: bearer(alice), json: { comment: 'x' } })).status).toBe(403);

    const identities = await server.rest('GET', '/api/rbac/identities', { headers: bearer(alice) });
    expect(identities.body.data.map((i: any) => i.email)).toEqual(['alice@example.com']);
    const links = await server.graphql<any>(`{ rbacSubjectsToRolesList { subjectId } }`, {}, bearer(alice));
    expect(new Set(links.data.rbacSubjectsToRolesList.map((l: any) => l.subjectId))).toEqual(new Set([await subjectOf(alice)]));
  });
});
