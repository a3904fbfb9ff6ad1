import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * What a server's Redis connection is for. A server opens at most two: one for commands (rate
 * limits, publishing cache drops) and one subscribed to the cache drops, since a subscribed
 * connection takes no other commands.
 */
export type RedisRole = 'commands' | 'cache-drops';

/** The name a connection shows in `CLIENT LIST`: whose it is and what for. */
export const redisConnectionName = (instanceId: string, role: RedisRole) => `platform:${instanceId}:${role}`;

const AWAY: Record<RedisRole, string> = {
  commands: "rate limits: Redis is unavailable; counting in this instance's memory until it is back",
  'cache-drops': 'cache drops: Redis is unavailable; this instance drops its whole cache once it is back',
};
const BACK: Record<RedisRole, string> = {
  commands: 'rate limits: Redis is back; counting there again',
  'cache-drops': 'cache drops: Redis is back',
};

/**
 * A connection that reconnects by itself. A command does not wait for a lost connection to come
 * back: it fails at once (a request must not hang on Redis) and its caller falls back.
 */
export function connectRedis(url: string, instanceId: string, role: RedisRole, logger: Logger): Redis {
  const connection = new Redis(url, {
    connectionName: redisConnectionName(instanceId, role),
    maxRetriesPerRequest: 1,
    // The subscriber queues its SUBSCRIBE until connected; commands never queue.
    enableOfflineQueue: role === 'cache-drops',
  });
  // One warning per outage (ioredis retries, and fails, every few seconds until Redis is back).
  let away = false;
  connection.on('error', (error) => {
    if (away) return;
    away = true;
    logger.warn({ err: error, redis: role }, AWAY[role]);
  });
  connection.on('ready', () => {
    if (!away) return;
    away = false;
    logger.info({ redis: role }, BACK[role]);
  });
  return connection;
}
