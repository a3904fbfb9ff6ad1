import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../../settings.js';
import { AppError } from '../errors.js';

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
  /** What the refusal says there were too many of. */
  counts?: 'attempts' | 'requests' | 'page renders';
}

/**
 * The limit of each kind of key, the kind being the first two parts of the key
 * (`login:pair:…`). Addresses are the client's as TRUST_PROXY decides. `requests:ip`, every
 * request to /graphql and /api, and `renders:ip`, every page rendered on the server, are
 * settings (RATE_LIMIT_REQUESTS_PER_MINUTE, RATE_LIMIT_RENDERS_PER_MINUTE).
 */
export const LIMITS: Record<string, LimitRule> = {
  /** Wrong passwords from one address for one account: the hard limit of a guesser. */
  'login:pair': { points: 10, windowSeconds: WINDOW_SECONDS },
  /** Wrong passwords from one address for any accounts (a guesser trying many accounts). */
  'login:ip': { points: 50, windowSeconds: WINDOW_SECONDS },
  /** Wrong passwords for one account from everywhere: slowed, never locked, so the owner gets in. */
  'login:account': { points: 10, windowSeconds: WINDOW_SECONDS, slowdownMaxSeconds: 30 },
  /**
   * Registrations from one address, and every identity added from it (an email, a wallet, a
   * Telegram account: an anonymous subject from `init` with an identity is an account too).
   */
  'register:ip': { points: 10, windowSeconds: WINDOW_SECONDS },
  /** Identities added to one subject (an email, or a change of it, a wallet, a Telegram account): a day's worth. */
  'identity:subject': { points: 5, windowSeconds: 24 * 60 * 60 },
  /** Confirmation codes mailed to one address from everywhere: spaced past a few, like reset mails, never stopped. */
  'confirm-email:address': { points: 5, windowSeconds: WINDOW_SECONDS, slowdownMaxSeconds: 120 },
  /** Wrong confirmation codes, per address and per subject. */
  'confirm-email:ip': { points: 10, windowSeconds: WINDOW_SECONDS },
  'confirm-email:subject': { points: 10, windowSeconds: WINDOW_SECONDS },
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
  /**
   * OpenGraph images drawn on demand (a link preview's first fetch; later ones are served
   * stored): CPU on the drawing worker, so bounded per address and for the whole site.
   */
  'opengraph:ip': { points: 30, windowSeconds: WINDOW_SECONDS, counts: 'requests' },
  'opengraph:site': { points: 600, windowSeconds: WINDOW_SECONDS, counts: 'requests' },
};
const DEFAULT_RULE: LimitRule = { points: 10, windowSeconds: WINDOW_SECONDS };

const kindOf = (key: string) => key.split(':', 2).join(':');

const quantity = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const describeWait = (seconds: number) => (seconds < 60 ? quantity(seconds, 'second') : quantity(Math.ceil(seconds / 60), 'minute'));

export class TooManyAttempts extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    counts: LimitRule['counts'] = 'attempts',
  ) {
    super('TOO_MANY_REQUESTS', `Too many ${counts}: try again in ${describeWait(retryAfterSeconds)}`, { retryAfter: retryAfterSeconds });
  }
}

/** Whole seconds until a refused key may try again (at least one: `Retry-After: 0` invites a retry storm). */
const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

interface Limiters {
  counter: RateLimiterAbstract;
  /** Soft rules: blocked for the current delay after each attempt past the free ones. */
  pace?: RateLimiterAbstract;
}

/**
 * Limits requests per kind of key (see LIMITS): abuse of the sign-in and other open routes, and
 * all API requests of one address. Kept in memory on one instance, in Redis (the server's
 * command connection) when REDIS_URL is set so that several instances share the count; while
 * Redis does not answer, each instance counts in memory.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, Limiters>();
  private readonly rules: Record<string, LimitRule>;
  private readonly prefix: string;

  constructor(
    config: Config,
    private readonly redis?: Redis,
  ) {
    const { requestsPerMinute, rendersPerMinute } = config.rateLimits;
    this.rules = {
      ...LIMITS,
      'requests:ip': { points: requestsPerMinute, windowSeconds: 60, counts: 'requests' },
      'renders:ip': { points: rendersPerMinute, windowSeconds: 60, counts: 'page renders' },
    };
    this.prefix = config.redisPrefix;
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
    const rule = this.rules[kind] ?? DEFAULT_RULE;
    let limiters = this.limiters.get(kind);
    if (!limiters) {
      // A soft rule's counter never refuses: it only tells how far past the free attempts a key is.
      const counterPoints = rule.slowdownMaxSeconds ? Number.MAX_SAFE_INTEGER : rule.points;
      limiters = {
        counter: this.make(`limit:${kind}`, counterPoints, rule.windowSeconds),
        pace: rule.slowdownMaxSeconds ? this.make(`limit-pace:${kind}`, 1, 1) : undefined,
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
        if (state && state.consumedPoints > 1 && state.msBeforeNext > 0) throw new TooManyAttempts(secondsUntil(state.msBeforeNext), rule.counts);
        continue;
      }
      const state = await counter.get(key);
      // A window that has ended counts nothing (the memory store may still hold it a moment).
      if (state && state.msBeforeNext > 0 && state.consumedPoints >= rule.points) throw new TooManyAttempts(secondsUntil(state.msBeforeNext), rule.counts);
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
        if (error instanceof RateLimiterRes) throw new TooManyAttempts(secondsUntil(error.msBeforeNext), rule.counts);
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
}
