import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisClients, redisReachable, redisUrl } from './redis.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Two server instances with REDIS_URL share one count of sign-in failures. Needs Redis
 * (127.0.0.1:6379, or TEST_REDIS_URL); CI sets REQUIRE_REDIS=1 so that it never goes unchecked.
 */
describe.runIf(redisReachable)('rate limits shared through Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: redisUrl });
    second = await startTestServer({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failures on both instances against one limit', async () => {
    const login = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const attempt = (server: TestServer) =>
      server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/authentication', {
        json: { login, password: 'wrong-password' },
        headers: { 'x-forwarded-for': ip },
      });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? first : second)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await attempt(first);
    expect(blocked.status).toBe(429);
    expect((await attempt(second)).status).toBe(429);
  });

  it('shares the limits of each kind, with their own allowance (3 reset mails per address and account)', async () => {
    const email = `shared-reset-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const ask = (server: TestServer) =>
      server.rest('POST', '/api/rbac/subjects/authentication/email-and-password/forgot-password', { json: { email }, headers: { 'x-forwarded-for': ip } });
    const statuses = [];
    for (const server of [first, second, first, second, first]) statuses.push((await ask(server)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('each opens two connections to Redis: one for commands (limits, cache drops sent), one subscribed to cache drops', async () => {
    // A counted request and a write that publishes a cache drop have both used Redis.
    const statuses = [
      (await first.rest('POST', '/api/rbac/subjects/authentication/email-and-password/authentication', { json: { login: `nobody-${randomUUID()}@example.com`, password: 'wrong-password' } })).status,
      (await first.rest('POST', '/api/host/layouts', { admin: true, json: { title: 'published' } })).status,
    ];
    expect(statuses).toEqual([401, 201]);
    for (const server of [first, second]) {
      const clients = await redisClients(`platform:${server.instanceId}:`);
      expect(clients.map((client) => [client.name, client.subscriptions]).sort()).toEqual([
        [`platform:${server.instanceId}:cache-drops`, 1],
        [`platform:${server.instanceId}:commands`, 0],
      ]);
    }
  });
});
