import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.js';

/** At most `points` per key within `durationSeconds`; past it, 429 with `message`. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
  /** The refusal; a function gets the seconds to wait (e.g. 'Please wait 12 seconds.'). */
  message: string | ((waitSeconds: number) => string);
}

function retryAfter(res: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));
}

/** One named limit (e.g. code mails per e-mail). Keys are whatever is limited: an e-mail, a client. */
export class RateLimit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly rule: RateLimitRule,
  ) {}

  /** Counts `points` for the key; throws 429 (with Retry-After) past the limit. */
  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.limiter.consume(key, points);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw this.refusal(res);
      throw res;
    }
  }

  /** Throws 429 when the key has already used up its points (counting is left to `penalty`). */
  async assertAvailable(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= this.rule.points) throw this.refusal(res);
  }

  /** The points the key has used in its current window (0 when none). */
  async used(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  /** Counts points without refusing (e.g. a failed login, checked on the next attempt). */
  async penalty(key: string, points = 1): Promise<void> {
    await this.limiter.penalty(key, points);
  }

  /** Gives points back (e.g. a request that turned out to be a retry of one already counted). */
  async refund(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  private refusal(res: RateLimiterRes) {
    const wait = retryAfter(res);
    const { message } = this.rule;
    return tooManyRequests(typeof message === 'function' ? message(wait) : message, wait);
  }
}

/**
 * The one way the server limits rates (auth, chat and the per-action limits). In memory for one
 * instance; shared through Redis (under the shop's prefix) when `REDIS_URL` is set, with an
 * in-memory insurance while Redis is unavailable.
 */
export class RateLimits {
  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix = 'shop:',
  ) {}

  create(name: string, rule: RateLimitRule): RateLimit {
    const opts = { keyPrefix: `${this.prefix}${name}`, points: rule.points, duration: rule.durationSeconds };
    // With Redis, an in-process limiter with the same rule takes over while Redis is not connected
    // or fails (rate-limiter-flexible's insurance): per instance then, but never open.
    const limiter = this.redis
      ? new RateLimiterRedis({
          storeClient: this.redis,
          ...opts,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(opts),
        })
      : new RateLimiterMemory(opts);
    return new RateLimit(limiter, rule);
  }
}
