import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { accountCard } from '../auth/index.js';
import { chatAccess } from './chat.conversations.js';
import type { ChatPresence } from './chat.presence.js';

const TYPING_TTL_MS = 5_000;

/**
 * Typing and presence: signals that live in memory and on the pubsub, never in chat's tables.
 * Presence itself (who has a chat subscription open) is `ChatPresence` (chat.presence.ts).
 */
export class ChatTyping {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly deps: { pubSub: ShopPubSub; presence: ChatPresence }) {}

  /**
   * Someone is typing. The indicator is published with an expiry and switched off by the server
   * 5 s after the last keystroke, so it can never stay on.
   */
  async typing(
    em: EntityManager,
    viewer: Viewer | null,
    userId: string | null | undefined,
    typing: boolean,
  ): Promise<boolean> {
    const v = chatAccess.shopper(viewer);
    const shopperId = await chatAccess.conversationFor(em, v, userId);
    const role = v.role === 'admin' ? 'admin' : 'customer';
    const name = role === 'admin' ? 'Support Team' : ((await accountCard(em, v.userId))?.name ?? '');
    this.signal(shopperId, role, v.userId, name, typing);
    return true;
  }

  private signal(
    shopperId: string,
    role: 'customer' | 'admin',
    userId: string,
    name: string,
    typing: boolean,
  ): void {
    const key = `${shopperId}:${role}:${userId}`;
    const existing = this.timers.get(key);
    if (existing) clearTimeout(existing);
    this.timers.delete(key);
    const expiresAt = typing ? new Date(Date.now() + TYPING_TTL_MS).toISOString() : null;
    this.deps.pubSub.publish('CHAT_TYPING', shopperId, { shopperId, role, userId, name, typing, expiresAt });
    if (typing) {
      const timer = setTimeout(() => this.signal(shopperId, role, userId, name, false), TYPING_TTL_MS);
      timer.unref();
      this.timers.set(key, timer);
    }
  }

  /** Is an admin connected now or within the last minute? */
  supportOnline(): Promise<boolean> {
    return this.deps.presence.supportOnline();
  }

  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.deps.presence.close();
  }
}
