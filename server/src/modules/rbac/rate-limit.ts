import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';

export const WINDOW_SECONDS = 15 * 60;

export interface LimitRule {
  /** Attempts allowed per key in the window. */
  points: number;
  windowSeconds: number;
  /**
   * A soft limit: past `points`, attempts are not refused for the rest of the window but
   * spaced, each one waiting a delay that doubles from 1 s up to this many seconds. Used for
   * keys a stranger can fill for somebody else (an account), so that the owner is only slowed.
   */
  slowdownMaxSeconds?: number;
}

/**
 * The limit of each kind of key, the kind being the first two parts of the key
 * (`login:pair:…`). Addresses are the client's as TRUST_PROXY decides.
 */
export const LIMITS: Record<string, LimitRule> = {
  /** Wrong passwords from one address for one account: the hard limit of a guesser. */
  'login:pair': { points: 10, windowSeconds: WINDOW_SECONDS },
  /** Wrong passwords from one address for any accounts (a guesser trying many accounts). */
  'login:ip': { points: 50, windowSeconds: WINDOW_SECONDS },
  /** Wrong passwords for one account from everywhere: slowed, never locked, so the owner gets in. */
  'login:account': { points: 10, windowSeconds: WINDOW_SECONDS, slowdownMaxSeconds: 30 },
  'register:ip': { points: 10, windowSeconds: WINDOW_SECONDS },
  /** Anonymous subjects (a visitor's cart) and wallet nonces: every visitor needs one or two. */
  'init:ip': { points: 30, windowSeconds: WINDOW_SECONDS },
  'nonce:ip': { points: 30, windowSeconds: WINDOW_SECONDS },
  /** Form requests: each one mails the admins. */
  'form:ip': { points: 10, windowSeconds: WINDOW_SECONDS },
  /** Reset mails: an address may ask a few times for one account, a little more for several. */
  'forgot:pair': { points: 3, windowSeconds: WINDOW_SECONDS },
  'forgot:ip': { points: 20, windowSeconds: WINDOW_SECONDS },
  /** For one account from everywhere: mail still goes out, at most one per two minutes under a flood. */
  'forgot:account': { points: 5, windowSeconds: WINDOW_SECONDS, slowdownMaxSeconds: 120 },
};
const DEFAULT_RULE: LimitRule = { points: 10, windowSeconds: WINDOW_SECONDS };

const kindOf = (key: string) => key.split(':', 2).join(':');
export const ruleOf = (key: string) => LIMITS[kindOf(key)] ?? DEFAULT_RULE;

const describeWait = (seconds: number) => (seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', `Too many attempts: try again in ${describeWait(retryAfterSeconds)}`, { retryAfter: retryAfterSeconds });
  }
}

interface Limiters {
  counter: RateLimiterAbstract;
  /** Soft rules: blocked for the current delay after each attempt past the free ones. */
  pace?: RateLimiterAbstract;
}

/**
 * Limits abuse of the sign-in and other open routes, per kind of key (see LIMITS). Kept in
 * memory on one instance, in Redis when REDIS_URL is set so that several instances share the
 * count. While Redis is away (down, unreachable) each instance counts in its own memory, so
 * that requests are still answered and still limited; a warning says so, once per outage.
 */
export class AuthRateLimiter {
  private readonly limiters = new Map<string, Limiters>();
  private readonly redis?: Redis;
  private readonly prefix: string;

  constructor(config: Config, logger: Logger) {
    this.prefix = config.redisPrefix;
    if (!config.redisUrl) return;
    const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    const log = logger.child({ component: 'rate-limit' });
    let away = false;
    redis.on('error', (error) => {
      if (away) return;
      away = true;
      log.warn({ err: error }, "rate limits: Redis is unavailable; counting in this instance's memory until it is back");
    });
    redis.on('ready', () => {
      if (!away) return;
      away = false;
      log.info('rate limits: Redis is back; counting there again');
    });
    this.redis = redis;
  }

  /**
   * Resolves once Redis answers (at once without Redis), or after `timeoutMs`: a server starting
   * while Redis is away starts all the same, counting in memory meanwhile.
   */
  async connected(timeoutMs = 5000) {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      redis.once('ready', done);
    });
  }

  private make(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    const options = { keyPrefix, points, duration };
    if (!this.redis) return new RateLimiterMemory(options);
    // Not connected: the memory limiter answers at once instead of a failing Redis call.
    return new RateLimiterRedis({ ...options, keyPrefix: `${this.prefix}${keyPrefix}`, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) });
  }

  private limitersOf(key: string): Limiters & { rule: LimitRule } {
    const kind = kindOf(key);
    const rule = ruleOf(key);
    let limiters = this.limiters.get(kind);
    if (!limiters) {
      // A soft rule's counter never refuses: it only tells how far past the free attempts a key is.
      const counterPoints = rule.slowdownMaxSeconds ? Number.MAX_SAFE_INTEGER : rule.points;
      limiters = {
        counter: this.make(`auth:${kind}`, counterPoints, rule.windowSeconds),
        pace: rule.slowdownMaxSeconds ? this.make(`auth-pace:${kind}`, 1, 1) : undefined,
      };
      this.limiters.set(kind, limiters);
    }
    return { ...limiters, rule };
  }

  /** Refuses when any of the keys has used up its attempts (or, for a soft one, must still wait). */
  async check(keys: string[]) {
    for (const key of keys) {
      const { counter, pace, rule } = this.limitersOf(key);
      if (pace) {
        const state = await pace.get(key);
        if (state && state.consumedPoints > 1 && state.msBeforeNext > 0) throw new TooManyAttempts(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
        continue;
      }
      const state = await counter.get(key);
      // A window that has ended counts nothing (the memory store may still hold it a moment).
      if (state && state.msBeforeNext > 0 && state.consumedPoints >= rule.points) throw new TooManyAttempts(Math.ceil(state.msBeforeNext / 1000));
    }
  }

  /** Counts one attempt against every key; refuses when a hard one goes over. */
  async count(keys: string[]) {
    for (const key of keys) {
      const { counter, pace, rule } = this.limitersOf(key);
      try {
        const state = await counter.consume(key);
        const over = state.consumedPoints - rule.points;
        if (pace && over > 0) await pace.block(key, Math.min(2 ** (over - 1), rule.slowdownMaxSeconds!));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new TooManyAttempts(Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    }
  }

  /**
   * For routes limited on every request, not on failures: refuses without counting anything
   * when one key is used up (a refused request does not eat the other keys' allowance), else
   * counts the request on every key.
   */
  async take(keys: string[]) {
    await this.check(keys);
    await this.count(keys);
  }

  async close() {
    await this.redis?.quit().catch(() => {});
  }
}
