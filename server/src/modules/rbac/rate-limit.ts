import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { AppError } from '../../core/errors.js';

export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', `Too many attempts: try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`, { retryAfter: retryAfterSeconds });
  }
}

/**
 * Limits abuse of the sign-in routes: at most 10 failures (or requests, for registration and
 * password reset) per IP and per account in 15 minutes. Kept in memory on one instance, in
 * Redis when REDIS_URL is set so that several instances share the count.
 */
export class AuthRateLimiter {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(config: Config) {
    const options = { keyPrefix: 'auth', points: MAX_FAILURES, duration: WINDOW_SECONDS };
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
      this.limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) });
    } else this.limiter = new RateLimiterMemory(options);
  }

  /** Refuses when any of the keys has used up its attempts. */
  async check(keys: string[]) {
    for (const key of keys) {
      const state = await this.limiter.get(key);
      if (state && state.consumedPoints >= MAX_FAILURES) throw new TooManyAttempts(Math.ceil(state.msBeforeNext / 1000));
    }
  }

  /** Counts one attempt against every key; refuses when one goes over. */
  async count(keys: string[]) {
    for (const key of keys) {
      try {
        await this.limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new TooManyAttempts(Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    }
  }

  async close() {
    await this.redis?.quit().catch(() => {});
  }
}
