import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { connectRedis } from '../redis.js';
import { isCacheDrop, type CacheDrop, type CacheDropPublisher, type PublicCache } from './public-cache.js';

/** The PostgreSQL channel and Redis channel drops travel on. */
export const CACHE_DROP_CHANNEL = 'platform_public_cache';
const RECONNECT_MS = 2_000;

interface Message {
  from: string;
  drop: CacheDrop;
}

/**
 * Carries the public cache's drops between server instances. Each message names the instance
 * that sent it, which ignores its own. While the link is down a drop may be missed, so every
 * (re)connection drops the local cache first: a stale page is never kept for long.
 */
export interface CacheDropBus extends CacheDropPublisher {
  /** 'postgres', 'redis' or 'local' (one instance: nothing to carry). */
  readonly transport: string;
  close(): Promise<void>;
}

export interface CacheDropBusOptions {
  cache: PublicCache;
  logger: Logger;
  /** This server's id: messages name their sender, which ignores its own. */
  instanceId: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** The server's Redis command connection (with `redisUrl`): drops are published on it. */
  redis?: Redis;
  /** Put before the Redis channel's name (REDIS_PREFIX). */
  redisPrefix?: string;
}

/**
 * Redis pub/sub when REDIS_URL is set; else PostgreSQL LISTEN/NOTIFY on a connection of its
 * own; nothing on the embedded database, which serves one instance (and whose wire server,
 * pglite-socket, hands a notification to the connection that sent it, not to the listeners).
 */
export async function startCacheDropBus({ cache, logger, instanceId, databaseUrl, redisUrl, redis, redisPrefix = '' }: CacheDropBusOptions): Promise<CacheDropBus> {
  const receive = (text: string) => {
    const message = parse(text);
    if (message && message.from !== instanceId) cache.apply(message.drop);
  };
  // A drop of models also says `all`: an instance of the version before, which knew only `all`
  // and `path` (and would fail on a drop with neither), drops everything, as it did on any write.
  const encode = (drop: CacheDrop) => JSON.stringify({ from: instanceId, drop: 'models' in drop ? { ...drop, all: true } : drop } satisfies Message);
  const log = logger.child({ component: 'cache-drop-bus' });
  let bus: CacheDropBus = { transport: 'local', publish() {}, close: async () => {} };
  if (redisUrl && redis) bus = await redisBus(connectRedis(redisUrl, instanceId, 'cache-drops', log), redis, `${redisPrefix}${CACHE_DROP_CHANNEL}`, receive, encode, cache, log);
  else if (databaseUrl && !(await isEmbedded(databaseUrl))) bus = await postgresBus(databaseUrl, receive, encode, cache, log);
  cache.publishTo(bus);
  log.debug({ transport: bus.transport }, 'public cache drops shared');
  return bus;
}

function parse(text: string): Message | undefined {
  try {
    const message = JSON.parse(text) as Message;
    return typeof message?.from === 'string' && isCacheDrop(message.drop) ? message : undefined;
  } catch {
    return undefined;
  }
}

/** PGlite names itself in `version()`. */
async function isEmbedded(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version()');
    return /PGlite/i.test(rows[0]?.version ?? '');
  } finally {
    await client.end();
  }
}

async function postgresBus(
  databaseUrl: string,
  receive: (text: string) => void,
  encode: (drop: CacheDrop) => string,
  cache: PublicCache,
  log: Logger,
): Promise<CacheDropBus> {
  let client: pg.Client | undefined;
  let closed = false;
  /** A drop made while the link was down: the others are told to drop everything once it is back. */
  let missed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CACHE_DROP_CHANNEL && message.payload) receive(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'cache drop listener lost its connection; reconnecting');
      if (client === next) client = undefined;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CACHE_DROP_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    cache.apply({ all: true });
    if (missed) {
      missed = false;
      send({ all: true });
    }
  };
  /**
   * The drops being sent, one after another: a connection runs one query at a time, and pg
   * queues a second one sent meanwhile only until its version 9 (it warns now).
   */
  let sending: Promise<void> = Promise.resolve();
  const send = (drop: CacheDrop) => {
    const on = client;
    if (!on) {
      missed = true;
      return;
    }
    // Sent on the listening connection: no pool connection is taken from the requests.
    sending = sending
      .then(() => on.query('select pg_notify($1, $2)', [CACHE_DROP_CHANNEL, encode(drop)]))
      .then(
        () => {},
        (error: unknown) => {
          missed = true;
          log.warn({ err: error }, 'cache drop not sent to the other instances');
        },
      );
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'cache drop listener cannot reconnect yet');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    transport: 'postgres',
    publish: send,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Subscribed on a connection of its own, published on the server's command connection. A drop
 * that cannot be published (Redis unreachable) makes the others drop everything once the
 * command connection is back.
 */
async function redisBus(
  subscriber: Redis,
  publisher: Redis,
  channel: string,
  receive: (text: string) => void,
  encode: (drop: CacheDrop) => string,
  cache: PublicCache,
  log: Logger,
): Promise<CacheDropBus> {
  let missed = false;
  const send = (drop: CacheDrop) => {
    publisher.publish(channel, encode(drop)).catch((error: unknown) => {
      missed = true;
      log.warn({ err: error }, 'cache drop not sent to the other instances');
    });
  };
  subscriber.on('message', (name: string, text: string) => {
    if (name === channel) receive(text);
  });
  // Once connected (again): subscribed (SUBSCRIBE twice is harmless), and drops missed meanwhile,
  // unknown, taken as a drop of everything.
  subscriber.on('ready', () => {
    cache.apply({ all: true });
    subscriber.subscribe(channel).catch((error: unknown) => log.warn({ err: error }, 'cache drops: not subscribed'));
  });
  publisher.on('ready', () => {
    if (!missed) return;
    missed = false;
    send({ all: true });
  });
  // A server starts while Redis is away (it subscribes once Redis answers, above).
  await subscriber.subscribe(channel).catch((error: unknown) => log.warn({ err: error }, 'cache drops: not subscribed until Redis answers'));
  return {
    transport: 'redis',
    publish: send,
    async close() {
      await subscriber.quit().catch(() => {});
    },
  };
}
