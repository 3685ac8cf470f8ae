import type { Redis } from 'ioredis';
import type { EventRaiser } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { RateLimits } from '../../common/rate-limit.js';
import type { ChatEvents } from './chat.events.js';
import { chatSendRule, defaultChatLimits, type ChatLimits } from './chat.limits.js';
import { ChatPresence } from './chat.presence.js';
import { ChatService } from './chat.service.js';
import { SessionGate } from '../auth/index.js';

export interface ChatModuleDeps {
  pubSub: ShopPubSub;
  events: EventRaiser<ChatEvents>;
  redis?: Redis | undefined;
  redisPrefix: string;
  rateLimits: RateLimits;
  limits?: Partial<ChatLimits> | undefined;
}

/** Builds the chat service with its presence tracker, send limiter and session gate. */
export function createChatService(d: ChatModuleDeps): ChatService {
  const presence = new ChatPresence(d.redis, d.redisPrefix, () =>
    d.pubSub.publish('CHAT_PRESENCE', { at: Date.now() }),
  );
  return new ChatService({
    pubSub: d.pubSub,
    events: d.events,
    presence,
    gate: new SessionGate(),
    limiter: d.rateLimits.create('chat_send', chatSendRule({ ...defaultChatLimits, ...d.limits })),
  });
}
