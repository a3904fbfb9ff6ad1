import type { TestServer } from './test-server.js';

export interface Shopper {
  token: string;
  id: string;
  /** A call as this subject; `{me}` stands for `/api/rbac/subjects/{its id}/ecommerce-module`. */
  call(method: string, path: string, json?: unknown): Promise<{ status: number; body: any }>;
}

let count = 0;

/** A freshly registered subject, each from its own address (registration is rate limited per address). */
export async function registerShopper(server: TestServer, network = '10.3'): Promise<Shopper> {
  count += 1;
  const A = '/api/rbac/subjects/authentication';
  const login = `buyer-${count}-${Date.now()}@example.com`;
  const registered = await server.rest('POST', `${A}/email-and-password/registration`, {
    json: { login, password: 'shopping-123' },
    headers: { 'x-forwarded-for': `${network}.${Math.floor(count / 250)}.${count % 250}` },
  });
  const token = registered.body.data.jwt;
  const id = (await server.rest('GET', `${A}/me`, { headers: { authorization: `Bearer ${token}` } })).body.data.id;
  return {
    token,
    id,
    call: (method, path, json) => server.rest(method, path.replace('{me}', `/api/rbac/subjects/${id}/ecommerce-module`), { json, headers: { authorization: `Bearer ${token}` } }),
  };
}
