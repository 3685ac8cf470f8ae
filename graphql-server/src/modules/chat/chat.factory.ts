import type { Redis } from 'ioredis';
import type { Logger } from '../../common/logger.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { RateLimits } from '../../common/rate-limit.js';
import type { NotificationService } from '../notifications/index.js';
import { chatSendRule, defaultChatLimits, type ChatLimits } from './chat.limits.js';
import { ChatPresence } from './chat.presence.js';
import { ChatService } from './chat.service.js';
import { SessionGate } from './chat.session-gate.js';

export interface ChatModuleDeps {
  pubSub: ShopPubSub;
  notifications: NotificationService;
  mailer: Mailer;
  log: Logger;
  redis?: Redis | undefined;
  redisPrefix: string;
  rateLimits: RateLimits;
  shopName: string;
  /** The shop's public address (links in mail). */
  publicUrl: string;
  limits?: Partial<ChatLimits> | undefined;
}

/** Builds the chat service with its presence tracker, send limiter and session gate. */
export function createChatService(d: ChatModuleDeps): ChatService {
  const presence = new ChatPresence(d.redis, d.redisPrefix, () =>
    d.pubSub.publish('CHAT_PRESENCE', { at: Date.now() }),
  );
  return new ChatService({
    pubSub: d.pubSub,
    notifications: d.notifications,
    mailer: d.mailer,
    log: d.log,
    presence,
    gate: new SessionGate(),
    limiter: d.rateLimits.create('chat_send', chatSendRule({ ...defaultChatLimits, ...d.limits })),
    shopName: d.shopName,
    faqUrl: `${d.publicUrl.replace(/\/$/, '')}/faqs?chat=open`,
  });
}
