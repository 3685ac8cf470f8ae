import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../../common/errors.js';

export interface ChatLimits {
  /** Messages (texts, replies, prompts, answers) one user may send per window. */
  sendsPerWindow: number;
  windowSeconds: number;
}

export const defaultChatLimits: ChatLimits = { sendsPerWindow: 30, windowSeconds: 60 };

/** Per-user send limit, shared through Redis when several instances run. */
export class ChatSendLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(limits: ChatLimits, redis: Redis | undefined, prefix: string) {
    const opts = {
      keyPrefix: `${prefix}chat_send`,
      points: limits.sendsPerWindow,
      duration: limits.windowSeconds,
    };
    this.limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, ...opts })
      : new RateLimiterMemory(opts);
  }

  /** Counts one send; past the limit throws 429 with the seconds to wait. */
  async consume(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId, 1);
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        const wait = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        throw tooManyRequests(`You are sending messages too quickly. Please wait ${wait} seconds.`, wait);
      }
      throw res;
    }
  }
}
