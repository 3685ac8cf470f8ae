import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import { withLocalFanout } from './local-fanout.js';
import { newRedis } from './redis.js';
import type { Logger } from './logger.js';

/**
 * Every subscription topic and its payload, exactly: a topic not listed here fails the type
 * check, when published and when subscribed (through `Topic`). Publish only after the transaction
 * that caused the event has committed. Payloads are plain JSON (they cross Redis between instances).
 * A type alias, not an interface, so it fits the pubsub's index-signature constraint without one.
 */
export type Topics = {
  /** A user's own profile changed (keyed by user id). */
  ACCOUNT_UPDATED: [string, { userId: string }];
  /** A product's stock, price or details changed (any instance, any cause: admin edit, order, refund). */
  PRODUCT_CHANGED: [ProductChangedSignal];
  /** A user's notifications changed (created, read, deleted); keyed by user id. */
  NOTIFICATIONS_CHANGED: [string, { userId: string }];
  /** One of a shopper's orders changed (placed, status, return confirmed, refund); keyed by its owner. */
  ORDER_CHANGED: [string, OrderChangedSignal];
  /** Support chat: a message of one shopper's conversation was created, changed or cleared (keyed by shopper id). */
  CHAT_CONVERSATION: [string, ChatConversationSignal];
  /** Support chat: a conversation's inbox line changed (admins listen). */
  CHAT_INBOX: [ChatInboxSignal];
  /** Support chat: someone started or stopped typing in a conversation (keyed by shopper id). */
  CHAT_TYPING: [string, ChatTypingSignal];
  /** Support chat: an admin connected or left (shoppers re-check whether support is online). */
  CHAT_PRESENCE: [{ at: number }];
  /** A contact message was submitted or deleted (admins listen). */
  FEEDBACK_CHANGED: [FeedbackSignal];
  /** An admin's own notifications changed (keyed by admin id), with their unread count after it. */
  ADMIN_NOTIFICATIONS_CHANGED: [string, { adminId: string; unread: number }];
  /**
   * Sessions ended (logout, password change or reset, refresh-token reuse): every instance closes
   * their WebSockets. One session, or all of a user's (but `exceptSessionId`).
   */
  SESSIONS_REVOKED: [{ userId: string; sessionId?: string; exceptSessionId?: string }];
  /** Sales figures changed (orders placed, moved, cancelled, refunded): one signal per gathering window. */
  SALES_CHANGED: [{ at: string; events: number }];
  /** The admin saved site or mail settings: every instance reloads its cached copy. */
  SETTINGS_CHANGED: [{ section: string }];
};

/** The topic names for `@Subscription({ topics })`, which itself accepts any string. */
export const Topic: { readonly [K in keyof Topics]: K } = {
  ACCOUNT_UPDATED: 'ACCOUNT_UPDATED',
  PRODUCT_CHANGED: 'PRODUCT_CHANGED',
  NOTIFICATIONS_CHANGED: 'NOTIFICATIONS_CHANGED',
  ORDER_CHANGED: 'ORDER_CHANGED',
  CHAT_CONVERSATION: 'CHAT_CONVERSATION',
  CHAT_INBOX: 'CHAT_INBOX',
  CHAT_TYPING: 'CHAT_TYPING',
  CHAT_PRESENCE: 'CHAT_PRESENCE',
  SESSIONS_REVOKED: 'SESSIONS_REVOKED',
  SALES_CHANGED: 'SALES_CHANGED',
  FEEDBACK_CHANGED: 'FEEDBACK_CHANGED',
  ADMIN_NOTIFICATIONS_CHANGED: 'ADMIN_NOTIFICATIONS_CHANGED',
  SETTINGS_CHANGED: 'SETTINGS_CHANGED',
};

/** A feedback change; the row as JSON (dates as ISO strings), null when deleted. */
export interface FeedbackSignal {
  type: 'created' | 'deleted';
  id: string;
  feedback: Record<string, unknown> | null;
}

/**
 * A product changed: the publisher loads the product once per event (null when deleted) and every
 * subscriber on every instance answers from this snapshot, without touching the database.
 */
export interface ProductChangedSignal {
  productId: string;
  /** The product's row as JSON (dates as ISO strings); null when it no longer exists. */
  product: Record<string, unknown> | null;
}

/** What changed about an order: enough for its owner's screens to refresh (no database work per subscriber). */
export interface OrderChangedSignal {
  userId: string;
  orderId: string;
  /** The order's status after the change (the enum's words, 'Return Requested'). */
  status: string;
  kind: 'placed' | 'status' | 'refund' | 'payment';
  /** Rupees refunded to the wallet, for kind 'refund'. */
  refundedAmount: number | null;
}

/** Chat payloads are resolved once by the publisher, so no subscriber touches the database. */
export interface ChatConversationSignal {
  type: 'created' | 'updated' | 'read' | 'cleared';
  shopperId: string;
  /** The message view as JSON (dates as ISO strings). */
  message: Record<string, unknown> | null;
  /** The shopper's unread chat count after the change. */
  shopperUnread: number;
}
export interface ChatInboxSignal {
  shopperId: string;
  /** The conversation's inbox line as JSON. */
  summary: Record<string, unknown>;
  /** Unread shopper messages across the inbox after the change. */
  totalUnread: number;
}
export interface ChatTypingSignal {
  shopperId: string;
  role: 'customer' | 'admin';
  userId: string;
  name: string;
  typing: boolean;
  expiresAt: string | null;
}

export type ShopPubSub = PubSub<Topics>;

export interface PubSubHandle {
  pubSub: ShopPubSub;
  /**
   * Resolves once every subscription asked for so far is live (Redis has confirmed it or refused
   * it, which is logged): a message published after this is heard. In memory, at once.
   */
  subscribed(): Promise<void>;
  /**
   * Calls `listener` each time the subscriptions are live again after the connection to Redis was
   * lost: whatever was published meanwhile was missed, so a cached copy of shared state should be
   * read again. Never in memory (nothing can be lost there).
   */
  onResubscribed(listener: () => void): void;
  close(): Promise<void>;
}

/** Publishes and subscribes under `prefix`, so shops sharing one Redis never hear each other. */
function namespaced(inner: ShopPubSub, prefix: string): ShopPubSub {
  // The wrapper only renames topics; payload types are checked at the callers through ShopPubSub.
  const raw = inner as unknown as { publish(...a: unknown[]): void; subscribe(...a: unknown[]): unknown };
  return {
    publish: (key: string, ...args: unknown[]) => raw.publish(`${prefix}${key}`, ...args),
    subscribe: (key: string, ...args: unknown[]) => raw.subscribe(`${prefix}${key}`, ...args),
  } as unknown as ShopPubSub;
}

/**
 * The same pubsub, calling `published(topic)` for every message published (the metrics' count of
 * messages by topic; common/metrics.ts). Subscriptions pass through untouched.
 */
export function countingPublishes(inner: ShopPubSub, published: (topic: string) => void): ShopPubSub {
  const raw = inner as unknown as { publish(...a: unknown[]): void; subscribe(...a: unknown[]): unknown };
  return {
    publish: (key: string, ...args: unknown[]) => {
      published(key);
      return raw.publish(key, ...args);
    },
    subscribe: (key: string, ...args: unknown[]) => raw.subscribe(key, ...args),
  } as unknown as ShopPubSub;
}

/**
 * The Redis event target fires publish/subscribe without awaiting them: while Redis is down their
 * rejections would be unhandled (and end the process). Log them instead. Subscriptions not yet
 * confirmed are kept in `pending` (see PubSubHandle.subscribed).
 */
function settled(client: Redis, log: Logger, pending?: Set<Promise<unknown>>): Redis {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop !== 'publish' && prop !== 'subscribe' && prop !== 'unsubscribe') return value.bind(target);
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const logged = result.catch((err: unknown) =>
          log.error({ err, command: prop }, 'redis pub/sub command failed'),
        );
        if (pending && prop === 'subscribe') {
          pending.add(logged);
          void logged.then(() => pending.delete(logged));
        }
        return result;
      };
    },
  });
}

/**
 * One pubsub for the process: in memory by default, fanned out through Redis when `redisUrl` is
 * set. Local subscribers of one topic share one subscription (common/local-fanout.ts).
 */
export function createShopPubSub(redisUrl: string | undefined, log: Logger, prefix = 'shop:'): PubSubHandle {
  if (!redisUrl)
    return {
      pubSub: withLocalFanout(createPubSub<Topics>()),
      subscribed: async () => {},
      onResubscribed: () => {},
      close: async () => {},
    };
  const publishClient = newRedis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // No ready check on the subscriber: its INFO, sent after a SUBSCRIBE made the moment the socket
  // connected, is refused in subscriber mode, and ioredis 5 then reconnects without that channel
  // (ioredis#2037; fixed in 6, which the event target does not take yet). A channel lost so would
  // never be heard on this instance. Pub/sub does not need the dataset loaded, which is all the
  // check waits for.
  const subscribeClient = newRedis(redisUrl, {
    lazyConnect: false,
    maxRetriesPerRequest: 3,
    enableReadyCheck: false,
    // Names the connection in CLIENT LIST (which instance's subscriber it is).
    connectionName: `${prefix}subscriber`,
  });
  for (const c of [publishClient, subscribeClient]) c.on('error', (err) => log.error({ err }, 'redis error'));
  // After a lost connection ioredis subscribes again as it reconnects, before 'ready' is emitted;
  // a PING answered after that means Redis has taken those subscriptions.
  const resubscribed = new Set<() => void>();
  let connectedBefore = false;
  subscribeClient.on('ready', () => {
    if (!connectedBefore) {
      connectedBefore = true;
      return;
    }
    log.warn(
      'redis subscriber reconnected: shared state is read again (changes published meanwhile were missed)',
    );
    subscribeClient.ping().then(
      () => resubscribed.forEach((listener) => listener()),
      (err: unknown) => log.error({ err }, 'redis subscriber: could not confirm its subscriptions'),
    );
  });
  const subscribing = new Set<Promise<unknown>>();
  const eventTarget = createRedisEventTarget({
    publishClient: settled(publishClient, log),
    subscribeClient: settled(subscribeClient, log, subscribing),
  });
  log.info('subscriptions fan out through Redis');
  return {
    pubSub: withLocalFanout(namespaced(createPubSub<Topics>({ eventTarget }), prefix), {
      onError: (err) => log.error({ err }, 'a shared subscription failed'),
    }),
    subscribed: async () => {
      await Promise.all(subscribing);
    },
    onResubscribed: (listener) => {
      resubscribed.add(listener);
    },
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
