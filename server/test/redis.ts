import net from 'node:net';

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
