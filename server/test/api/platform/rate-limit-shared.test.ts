import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisClients, redisReachable, redisUrl } from '../../helpers/redis.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * Rate limits kept in Redis: shared by the instances of one site, and still applied (each
 * instance counting for itself) while Redis is away. Needs Redis (127.0.0.1:6379, or
 * TEST_REDIS_URL); CI sets REQUIRE_REDIS=1 so that it never goes unchecked.
 */
const A = '/api/rbac/subjects/authentication';
let addresses = 0;
const freshIp = () => `10.61.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const signIn = (server: TestServer, login: string, password: string, ip: string) =>
  server.rest('POST', `${A}/email-and-password/authentication`, { json: { login, password }, headers: { 'x-forwarded-for': ip } });

describe.runIf(redisReachable)('rate limits shared through Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: redisUrl });
    // Another instance of the same site (its own database here): the same prefix, on purpose.
    second = await startTestServer({ REDIS_URL: redisUrl, REDIS_PREFIX: first.config.redisPrefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failures on both instances against one limit', async () => {
    const login = `shared-${Date.now()}@example.com`;
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(i % 2 ? first : second, login, 'wrong-password', ip)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await signIn(first, login, 'wrong-password', ip)).status).toBe(429);
    expect((await signIn(second, login, 'wrong-password', ip)).status).toBe(429);
  });

  it('shares the limits of each kind, with their own allowance (3 reset mails per address and account)', async () => {
    const email = `shared-reset-${Date.now()}@example.com`;
    const ip = freshIp();
    const ask = (server: TestServer) =>
      server.rest('POST', `${A}/email-and-password/forgot-password`, { json: { email }, headers: { 'x-forwarded-for': ip } });
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

  it('keeps another site on the same Redis out of the count (its own REDIS_PREFIX)', async () => {
    const other = await startTestServer({ REDIS_URL: redisUrl });
    try {
      expect(other.config.redisPrefix).not.toBe(first.config.redisPrefix);
      const login = `own-site-${Date.now()}@example.com`;
      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await signIn(first, login, 'wrong-password', ip)).status).toBe(401);
      expect((await signIn(first, login, 'wrong-password', ip)).status).toBe(429);
      // The same address and account on the other site: its own allowance.
      expect((await signIn(other, login, 'wrong-password', ip)).status).toBe(401);
      const redis = new Redis(redisUrl);
      try {
        expect((await redis.keys(`${first.config.redisPrefix}limit:login:pair*`)).length).toBeGreaterThan(0);
        expect(await redis.keys(`${other.config.redisPrefix}limit:login:pair*${ip}*`)).toHaveLength(1);
      } finally {
        redis.disconnect();
      }
    } finally {
      await other.close();
    }
  });
});

/**
 * A TCP relay to Redis the test can cut and restore: Redis going away, as the server sees it.
 * Cut, it keeps its port and resets every connection at once (closing the port and listening
 * again later could find the port taken by another process meanwhile).
 */
async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.on('error', () => {});
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(Number(port || 6379), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const relayPort = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  return {
    url: `redis://127.0.0.1:${relayPort}`,
    /** Refuses new connections and drops the open ones. */
    cut: async () => {
      cut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore: async () => {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(redisReachable)('when Redis goes away', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let server: TestServer;
  let redis: Redis;
  const lines: string[] = [];
  const logged = (message: string) => lines.filter((line) => line.includes(message)).length;
  /** The sign-in failures Redis holds for an address. */
  const keysOf = (ip: string) => redis.keys(`${server.config.redisPrefix}limit:login:pair*${ip}*`);
  beforeAll(async () => {
    relay = await startRelay(redisUrl);
    server = await startTestServer({ REDIS_URL: relay.url }, { logLines: lines });
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.close();
    await relay?.close();
  });

  it('still answers and still limits (each instance counting in memory), warns once, and counts in Redis again once it is back', async () => {
    const owner = { login: `away-${Date.now()}@example.com`, password: 'right-password' };
    expect((await server.rest('POST', `${A}/email-and-password/registration`, { json: owner, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(201);
    const before = freshIp();
    expect((await signIn(server, owner.login, 'wrong-password', before)).status).toBe(401);
    expect(await keysOf(before)).toHaveLength(1);

    await relay.cut();
    await expect.poll(() => logged('rate limits: Redis is unavailable'), { timeout: 20_000 }).toBe(1);
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(server, owner.login, 'wrong-password', ip)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // Limited all the same: this address is stopped, even with the right password; another gets in.
    expect((await signIn(server, owner.login, owner.password, ip)).status).toBe(429);
    expect((await signIn(server, owner.login, owner.password, freshIp())).status).toBe(200);
    expect(await keysOf(ip)).toHaveLength(0);
    // The rest of the site answers too, writes included (their cache drops cannot be sent).
    expect((await server.rest('GET', '/api/ecommerce/products')).status).toBe(200);
    expect((await server.rest('POST', '/api/host/layouts', { admin: true, json: { title: 'while Redis is away' } })).status).toBe(201);
    expect(logged('rate limits: Redis is unavailable')).toBe(1);

    await relay.restore();
    await expect.poll(() => logged('rate limits: Redis is back'), { timeout: 20_000 }).toBe(1);
    const after = freshIp();
    expect((await signIn(server, owner.login, 'wrong-password', after)).status).toBe(401);
    expect(await keysOf(after)).toHaveLength(1);
  });
});

describe.runIf(redisReachable)('when Redis is away as the server starts', () => {
  it('starts and answers all the same, and takes the cache drops once Redis is back', async () => {
    const relay = await startRelay(redisUrl);
    await relay.cut();
    const server = await startTestServer({ REDIS_URL: relay.url });
    try {
      expect((await server.rest('GET', '/api/ecommerce/products')).status).toBe(200);
      expect(await redisClients(`platform:${server.instanceId}:`)).toEqual([]);
      await relay.restore();
      await expect
        .poll(async () => (await redisClients(`platform:${server.instanceId}:`)).map((client) => [client.name, client.subscriptions]).sort(), { timeout: 30_000 })
        .toEqual([
          [`platform:${server.instanceId}:cache-drops`, 1],
          [`platform:${server.instanceId}:commands`, 0],
        ]);
      // Taken indeed: this instance keeps an answer in its public cache, another instance
      // (on Redis directly) changes what it holds, and this one answers the change.
      const other = await startTestServer({ REDIS_URL: redisUrl }, { shareDatabaseWith: server });
      try {
        const path = '/api/host/layouts?limit=100';
        /** A read of this instance's, and whether it went to the database (not answered from its cache). */
        const read = async () => {
          server.resetQueries();
          const response = await server.rest('GET', path);
          expect(response.status).toBe(200);
          return { ids: response.body.data.map((layout: { id: string }) => layout.id) as string[], fresh: server.queries.length > 0 };
        };
        expect((await read()).fresh).toBe(true);
        const cached = await read();
        expect(cached.fresh, 'the second read is answered from the cache').toBe(false);
        const created = await other.rest('POST', '/api/host/layouts', { admin: true, json: { title: 'written after Redis came back' } });
        expect(created.status).toBe(201);
        expect(cached.ids).not.toContain(created.body.data.id);
        // The other instance's drop reaches this one, which reads the list afresh: the new row in it.
        await expect.poll(read, { timeout: 10_000 }).toEqual({ ids: expect.arrayContaining([created.body.data.id]), fresh: true });
      } finally {
        await other.close();
      }
    } finally {
      await server.close();
      await relay.close();
    }
  });
});
