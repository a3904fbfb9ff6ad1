import net from 'node:net';
import { Redis } from 'ioredis';

/**
 * The Redis tests use: 127.0.0.1:6379, or TEST_REDIS_URL. Tests needing it run when it answers;
 * CI sets REQUIRE_REDIS=1 so that they never go unchecked.
 */
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const redisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect(Number(port || 6379), hostname, () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
});
if (!redisReachable && process.env.REQUIRE_REDIS) throw new Error(`Redis is required at ${redisUrl}`);

export interface RedisClient {
  id: string;
  name: string;
  /** Channels it is subscribed to. */
  subscriptions: number;
}

/** The connections Redis has open whose name starts with `prefix` (`CLIENT LIST`). */
export async function redisClients(prefix: string): Promise<RedisClient[]> {
  const admin = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    const list = (await admin.call('CLIENT', 'LIST')) as string;
    return list
      .split('\n')
      .map((line) => Object.fromEntries(line.trim().split(' ').map((field) => field.split('=', 2))) as Record<string, string>)
      .filter((fields) => fields.name?.startsWith(prefix))
      .map((fields) => ({ id: fields.id, name: fields.name, subscriptions: Number(fields.sub) }));
  } finally {
    admin.disconnect();
  }
}

/** Closes these connections from the Redis side, as a restart or a network fault would. */
export async function killRedisClients(clients: RedisClient[]) {
  const admin = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    for (const client of clients) await admin.call('CLIENT', 'KILL', 'ID', client.id);
  } finally {
    admin.disconnect();
  }
}
