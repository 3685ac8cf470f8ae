import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, forbidden, notFound, unauthenticated } from '../../common/errors.js';
import type { RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import { accountCard } from '../auth/index.js';
import { ChatMessages } from './chat.messages.js';
import { inboxLines, inboxUnread, latestMessages, messagesAfter, shopperUnread } from './chat.sql.js';
import type { ChatInbox, ChatMessagePage, ChatMessageView } from './chat.types.js';
import { rate, toMessageView, toSummary } from './chat.views.js';

export const PAGE_DEFAULT = 100;
export const PAGE_MAX = 200;
/** The legacy `GET /api/chat/all` answers at most this many of the latest messages. */
export const ALL_MESSAGES_LIMIT = 2000;

/** Who may use which conversation: every chat operation asks here first. */
export const chatAccess = {
  /** A signed-in viewer (a shopper or an admin). */
  shopper(viewer: Viewer | null, message: string = ChatMessages.emptyMessage): Viewer {
    if (!viewer) throw unauthenticated(message);
    return viewer;
  },

  admin(viewer: Viewer | null): Viewer {
    if (!viewer) throw unauthenticated(ChatMessages.notAdmin);
    if (viewer.role !== 'admin') throw forbidden(ChatMessages.notAdmin);
    return viewer;
  },

  /**
   * Which conversation a viewer means: a shopper always their own (a shopper naming another user
   * is refused); an admin must name a shopper.
   */
  async conversationFor(db: RowSource, viewer: Viewer | null, userId?: string | null): Promise<string> {
    const v = chatAccess.shopper(viewer, ChatMessages.notAuthenticated);
    if (v.role !== 'admin') {
      if (userId && userId !== v.userId) throw forbidden('You can only read your own chat.');
      return v.userId;
    }
    if (!userId) throw badInput(ChatMessages.selectUser, 'userId');
    await chatAccess.assertShopper(db, userId);
    return userId;
  },

  /** `userId` is a shopper's account (asked of auth's face): 'User not found' or 'Select a user'. */
  async assertShopper(db: RowSource, userId: string): Promise<void> {
    if (!isUuid(userId)) throw notFound(ChatMessages.userNotFound);
    const account = await accountCard(db, userId);
    if (!account) throw notFound(ChatMessages.userNotFound);
    if (account.role === 'admin') throw badInput(ChatMessages.selectUser, 'userId');
  },
};

/** Reading conversations: a conversation's messages, the admins' inbox, unread counts. */
export class ChatConversations {
  async messages(
    em: EntityManager,
    viewer: Viewer | null,
    args: { userId?: string | null; after?: number | null; first?: number | null },
  ): Promise<ChatMessagePage> {
    const shopperId = await chatAccess.conversationFor(em, viewer, args.userId);
    const first = Math.min(Math.max(args.first ?? PAGE_DEFAULT, 1), PAGE_MAX);
    const after = Math.max(args.after ?? 0, 0);
    const rows = await messagesAfter(em, shopperId, after, first + 1);
    return { messages: rows.slice(0, first).map(toMessageView), hasMore: rows.length > first };
  }

  /** The legacy admin list: the latest messages of every shopper conversation, oldest first. */
  async allMessages(em: EntityManager, viewer: Viewer | null): Promise<ChatMessageView[]> {
    chatAccess.admin(viewer);
    return (await latestMessages(em, ALL_MESSAGES_LIMIT)).map(toMessageView);
  }

  /** A shopper: unread support messages in their chat. An admin: unread shopper messages in the inbox. */
  async unreadCount(em: EntityManager, viewer: Viewer | null): Promise<number> {
    const v = chatAccess.shopper(viewer, ChatMessages.notAuthenticated);
    return v.role === 'admin' ? inboxUnread(em) : shopperUnread(em, v.userId);
  }

  /**
   * The inbox (the admin spec's user-list rules): one line per shopper conversation with
   * messages; admins' own conversations never appear; unread = the shopper's own unread messages.
   */
  async inbox(em: EntityManager, viewer: Viewer | null): Promise<ChatInbox> {
    chatAccess.admin(viewer);
    const conversations = (await inboxLines(em)).map(toSummary);
    const promptsAnswered = conversations.reduce((n, c) => n + c.promptsAnswered, 0);
    const helpfulAnswers = conversations.reduce((n, c) => n + c.helpfulAnswers, 0);
    return {
      conversations,
      totalUnread: conversations.reduce((n, c) => n + c.unreadCount, 0),
      promptsAnswered,
      helpfulAnswers,
      helpfulnessRate: rate(helpfulAnswers, promptsAnswered),
    };
  }
}
