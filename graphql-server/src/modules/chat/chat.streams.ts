import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { unauthenticated } from '../../common/errors.js';
import type {
  ChatConversationSignal,
  ChatInboxSignal,
  ChatTypingSignal,
  ShopPubSub,
} from '../../common/pubsub.js';
import type { SessionGate } from '../auth/index.js';
import { chatAccess } from './chat.conversations.js';
import { ChatMessages } from './chat.messages.js';
import type { ChatPresence } from './chat.presence.js';
import { guardedStream } from './chat.stream.js';

/**
 * Chat's subscription sources. Each is authorised at subscribe and again before every event
 * (auth's session gate: the session still live); an open one counts as its viewer being connected.
 */
export class ChatStreams {
  constructor(private readonly deps: { pubSub: ShopPubSub; presence: ChatPresence; gate: SessionGate }) {}

  /** The viewer of a subscription, authorised again (session still live) before every event. */
  private guard(em: EntityManager, viewer: Viewer | null, admin = false) {
    const v = admin ? chatAccess.admin(viewer) : chatAccess.shopper(viewer, ChatMessages.notAuthenticated);
    return {
      viewer: v,
      authorize: () => this.deps.gate.isLive(em, v.sessionId),
      deniedError: () => unauthenticated(ChatMessages.sessionEnded),
    };
  }

  /** Message events of one conversation. An open one counts as the shopper being connected. */
  async conversationStream(em: EntityManager, viewer: Viewer | null, userId?: string | null) {
    const g = this.guard(em, viewer);
    const shopperId = await chatAccess.conversationFor(em, g.viewer, userId);
    const release =
      g.viewer.role === 'admin' ? undefined : this.deps.presence.connect('customer', g.viewer.userId);
    return guardedStream<ChatConversationSignal>({
      sources: [this.deps.pubSub.subscribe('CHAT_CONVERSATION', shopperId)],
      map: (e) => e as ChatConversationSignal,
      authorize: g.authorize,
      deniedError: g.deniedError,
      onStop: release,
    });
  }

  /** Inbox lines for admins; an open one counts as support being online. */
  inboxStream(em: EntityManager, viewer: Viewer | null) {
    const g = this.guard(em, viewer, true);
    const release = this.deps.presence.connect('admin', g.viewer.userId);
    return guardedStream<ChatInboxSignal>({
      sources: [this.deps.pubSub.subscribe('CHAT_INBOX')],
      map: (e) => e as ChatInboxSignal,
      authorize: g.authorize,
      deniedError: g.deniedError,
      onStop: release,
    });
  }

  /** The viewer's unread chat count (shopper: support's unread; admin: the inbox total). */
  unreadStream(em: EntityManager, viewer: Viewer | null) {
    const g = this.guard(em, viewer);
    const admin = g.viewer.role === 'admin';
    const release = this.deps.presence.connect(admin ? 'admin' : 'customer', g.viewer.userId);
    return guardedStream<number>({
      sources: [
        admin
          ? this.deps.pubSub.subscribe('CHAT_INBOX')
          : this.deps.pubSub.subscribe('CHAT_CONVERSATION', g.viewer.userId),
      ],
      map: (e) => (admin ? (e as ChatInboxSignal).totalUnread : (e as ChatConversationSignal).shopperUnread),
      authorize: g.authorize,
      deniedError: g.deniedError,
      onStop: release,
    });
  }

  /** Typing in one conversation; the viewer's own keystrokes are not echoed. */
  async typingStream(em: EntityManager, viewer: Viewer | null, userId?: string | null) {
    const g = this.guard(em, viewer);
    const shopperId = await chatAccess.conversationFor(em, g.viewer, userId);
    return guardedStream<ChatTypingSignal>({
      sources: [this.deps.pubSub.subscribe('CHAT_TYPING', shopperId)],
      map: (e) => ((e as ChatTypingSignal).userId === g.viewer.userId ? undefined : (e as ChatTypingSignal)),
      authorize: g.authorize,
      deniedError: g.deniedError,
    });
  }

  /** Whether support is online: at once, then on every change (re-checked every 15 s as it lapses). */
  presenceStream(em: EntityManager, viewer: Viewer | null) {
    const g = this.guard(em, viewer);
    let last: boolean | undefined;
    const current = async () => {
      const now = await this.deps.presence.supportOnline();
      if (now === last) return undefined;
      last = now;
      return now;
    };
    return guardedStream<boolean>({
      sources: [this.deps.pubSub.subscribe('CHAT_PRESENCE')],
      map: current,
      initial: current,
      tick: { everyMs: 15_000, run: current },
      authorize: g.authorize,
      deniedError: g.deniedError,
    });
  }
}
