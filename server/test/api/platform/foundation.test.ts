import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../../src/db/migrations/index.js';
import { tableOf } from '../../../src/core/model/tables.js';
import { catalogue } from '../../../src/modules/index.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the HTTP server', () => {
  it('reports health once migrations ran', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    // Every migration of the list has run, once each, in order.
    const ran = await server.orm.em.getConnection().execute<{ name: string }[]>('SELECT name FROM mikro_orm_migrations ORDER BY id');
    expect(ran.map((row) => row.name.replace(/\.[jt]s$/, ''))).toEqual(migrationsList.map((migration) => migration.name));
    expect(migrationsList.length).toBeGreaterThan(0);
  });

  it('has a column, where tableOf names it, for every field of every declaration (the SQL modules write finds its columns)', async () => {
    const rows = await server.orm.em
      .getConnection()
      .execute<{ name: string }[]>(`select '"' || table_name || '"."' || column_name || '"' as name from information_schema.columns where table_schema = current_schema()`);
    const columns = new Set(rows.map((row) => row.name));
    const named = catalogue.models.flatMap((model) => Object.keys(model.fields).map((field) => `${tableOf(model).table}.${tableOf(model).column(field)}`));
    expect(named.filter((name) => !columns.has(name))).toEqual([]);
    expect(named.length).toBeGreaterThan(500);
  });

  it('answers GraphQL queries', async () => {
    const { status, data } = await server.graphql('{ serverInfo { version languages defaultLanguage } }');
    expect(status).toBe(200);
    expect(data).toEqual({ serverInfo: { version: '0.1.0', languages: ['en', 'ru'], defaultLanguage: 'en' } });
  });

  it('keeps CSRF prevention on: a simple cross-site request is refused', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{serverInfo{version}}')}`);
    expect(response.status).toBe(400);
    const allowed = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{serverInfo{version}}')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });

  it('reports GraphQL syntax errors with a code and no stack trace', async () => {
    const { status, errors } = await server.graphql('{ serverInfo { nope } }');
    expect(status).toBe(400);
    expect(errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(errors)).not.toMatch(/stacktrace|\.ts:\d+/);
  });

  it('answers unknown API paths with the error envelope and a request id', async () => {
    const response = await fetch(`${server.url}/api/nothing/here`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(await response.json()).toEqual({
      error: { message: 'No route GET /api/nothing/here', code: 'NOT_FOUND', status: 404 },
      requestId: 'trace-123',
    });
  });

  it('answers malformed JSON bodies with 400, not 500', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: unknown; requestId: unknown };
    expect(body.error).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(body.requestId).toEqual(expect.any(String));
  });
});
