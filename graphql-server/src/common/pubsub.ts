import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * Every subscription topic and its payload. Publish only after the transaction that caused the
 * event has committed. Payloads are plain JSON (they cross Redis between instances).
 */
export interface Topics {
  [key: string]: [string] | [string, unknown] | [unknown];
  /** A user's own profile changed (keyed by user id). */
  ACCOUNT_UPDATED: [string, { userId: string }];
  /** A product's stock, price or details changed (any instance, any cause: admin edit, order, refund). */
  PRODUCT_CHANGED: [{ productId: string }];
  /** A user's notifications changed (created, read, deleted); keyed by user id. */
  NOTIFICATIONS_CHANGED: [string, { userId: string }];
}

export type ShopPubSub = PubSub<Topics>;

export interface PubSubHandle {
  pubSub: ShopPubSub;
  close(): Promise<void>;
}

/** One pubsub for the process: in memory by default, fanned out through Redis when `redisUrl` is set. */
export function createShopPubSub(redisUrl: string | undefined, log: Logger): PubSubHandle {
  if (!redisUrl) return { pubSub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  for (const c of [publishClient, subscribeClient]) c.on('error', (err) => log.error({ err }, 'redis error'));
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  log.info('subscriptions fan out through Redis');
  return {
    pubSub: createPubSub<Topics>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
