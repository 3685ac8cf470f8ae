import type { EventBus } from './common/events.js';
import type { AuthEvents } from './modules/auth/index.js';
import type { CatalogEvents } from './modules/catalog/index.js';
import type { OrderEvents } from './modules/orders/index.js';

/**
 * A chat message was stored. Declared here so listeners (notifications, the unread badge) can be
 * written against it; it moves to `modules/chat/chat.events.ts` when the chat module lands.
 */
export interface ChatMessageSent {
  conversationId: string;
  messageId: string;
  senderId: string;
  /** server-assigned, increasing per conversation: clients resume after the last one they hold */
  sequence: number;
}

export interface ChatEvents {
  ChatMessageSent: ChatMessageSent;
}

/** Every domain event of the shop and its payload: the union of the modules' event maps. */
export type ShopEvents = AuthEvents & CatalogEvents & OrderEvents & ChatEvents;

export type ShopEventBus = EventBus<ShopEvents>;
