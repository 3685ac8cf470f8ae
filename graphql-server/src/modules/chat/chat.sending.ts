import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { RateLimit } from '../../common/rate-limit.js';
import { isUuid } from '../../common/validation.js';
import { chatAccess } from './chat.conversations.js';
import type { ChatAnswer, ChatPromptKind } from './chat.entity.js';
import type { ChatEvents } from './chat.events.js';
import {
  ANSWER_TEXT,
  ANSWERABLE_PROMPTS,
  ANSWERS_FOR,
  CANNED_PROMPTS,
  ChatMessages,
  cleanContent,
} from './chat.messages.js';
import type { ChatPresence } from './chat.presence.js';
import {
  deleteConversationMessages,
  insertMessage,
  markReadRows,
  messageByClientId,
  promptById,
  recordAnswer,
  type NewMessageRow,
} from './chat.sql.js';
import type { ChatMessageView } from './chat.types.js';
import { toMessageView } from './chat.views.js';

interface NewMessage extends NewMessageRow {
  /** An admin's reply: the conversation must be a shopper's (checked by the insert). */
  toShopper?: boolean;
}

/** What a write adds inside its transaction: messages it changed, messages it adds after. */
type Within = (tx: EntityManager) => Promise<{ changed: string[]; extra: NewMessage[] }>;

export interface ChatSendingDeps {
  /**
   * `ChatMessageSent` (the offline notification and mail) and `ChatConversationChanged` (the
   * subscribers' topics), both delivered after commit to chat's listeners.
   */
  events: EventRaiser<ChatEvents>;
  presence: ChatPresence;
  limiter: RateLimit;
}

/**
 * Writing messages: sends, replies, prompts and their answers, read marks, clearing. Sequence
 * numbers come from the database; every change of a conversation runs in that conversation's
 * chain on this instance, and its `ChatConversationChanged` is delivered (published by the
 * listener) after its commit and before the chain's next change, so events leave in sequence order.
 */
export class ChatSending {
  /** Per-conversation chain on this instance: changes commit and publish one after the other. */
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: ChatSendingDeps) {}

  /** A shopper writes to support (their own conversation). */
  async send(
    em: EntityManager,
    viewer: Viewer | null,
    input: { content: unknown; clientMessageId?: string | null },
  ): Promise<ChatMessageView> {
    const v = chatAccess.shopper(viewer);
    const content = cleanContent(input.content);
    return this.post(em, v, {
      shopperId: v.userId,
      senderId: v.userId,
      senderRole: v.role === 'admin' ? 'admin' : 'customer',
      kind: 'text',
      content,
      clientMessageId: input.clientMessageId ?? null,
    });
  }

  /** An admin answers a shopper. A canned question that waits for an answer becomes a prompt. */
  async reply(
    em: EntityManager,
    viewer: Viewer | null,
    input: { userId: unknown; content: unknown; clientMessageId?: string | null },
  ): Promise<ChatMessageView> {
    const v = chatAccess.admin(viewer);
    const content = cleanContent(input.content, ChatMessages.emptyReply);
    if (typeof input.userId !== 'string' || !input.userId) throw badInput(ChatMessages.emptyReply, 'userId');
    // That the user exists and is a shopper is checked by the insert itself (one round trip less).
    if (!isUuid(input.userId)) throw notFound(ChatMessages.userNotFound);
    const promptType = ANSWERABLE_PROMPTS[content] ?? null;
    return this.post(em, v, {
      shopperId: input.userId,
      senderId: v.userId,
      senderRole: 'admin',
      toShopper: true,
      kind: promptType ? 'prompt' : 'text',
      promptType,
      content,
      clientMessageId: input.clientMessageId ?? null,
    });
  }

  /** An admin sends one of the canned prompts. */
  async sendPrompt(
    em: EntityManager,
    viewer: Viewer | null,
    input: { userId: string; prompt: string; clientMessageId?: string | null },
  ): Promise<ChatMessageView> {
    chatAccess.admin(viewer);
    const prompt = input.prompt.trim();
    if (!(CANNED_PROMPTS as readonly string[]).includes(prompt))
      throw badInput(ChatMessages.unknownPrompt, 'prompt');
    return this.reply(em, viewer, {
      userId: input.userId,
      content: prompt,
      clientMessageId: input.clientMessageId,
    });
  }

  /**
   * The shopper answers a prompt, once. The answer is recorded on the prompt and as a message;
   * answering No adds the system message asking for more details.
   */
  async answerPrompt(
    em: EntityManager,
    viewer: Viewer | null,
    input: { messageId: string; answer: ChatAnswer },
  ): Promise<ChatMessageView> {
    const v = chatAccess.shopper(viewer);
    if (!isUuid(input.messageId)) throw notFound(ChatMessages.promptNotFound);
    const prompt = await promptById(em, input.messageId);
    // Someone else's prompt is "not found": its existence is not the viewer's business.
    if (!prompt || prompt.shopper_id !== v.userId) throw notFound(ChatMessages.promptNotFound);
    const type = prompt.prompt_type as ChatPromptKind;
    if (!(ANSWERS_FOR[type] as readonly string[]).includes(input.answer))
      throw badInput(ChatMessages.wrongAnswer, 'answer');
    if (prompt.answer != null) throw conflict(ChatMessages.alreadyAnswered);
    const answer: NewMessage = {
      shopperId: v.userId,
      senderId: v.userId,
      senderRole: 'customer',
      kind: 'prompt_answer',
      content: ANSWER_TEXT[input.answer]!,
      replyToId: input.messageId,
    };
    return this.post(em, v, answer, async (tx) => {
      if (!(await recordAnswer(tx, input.messageId, input.answer)))
        throw conflict(ChatMessages.alreadyAnswered);
      const extra: NewMessage[] = [];
      if (input.answer === 'no')
        extra.push({
          shopperId: v.userId,
          senderId: null,
          senderRole: 'system',
          kind: 'system',
          content: ChatMessages.moreDetails,
          read: true,
        });
      return { changed: [input.messageId], extra };
    });
  }

  /**
   * Marks the counterpart's messages read. A shopper: support's messages in their chat (only
   * `userId`'s when given). An admin: the messages of shopper `userId`.
   */
  async markRead(
    em: EntityManager,
    viewer: Viewer | null,
    userId?: string | null,
  ): Promise<{ modifiedCount: number }> {
    const v = chatAccess.shopper(viewer, ChatMessages.notAuthenticated);
    let shopperId: string;
    let senderId: string | null = null;
    if (v.role === 'admin') {
      if (!userId) throw badInput(ChatMessages.selectUser, 'userId');
      await chatAccess.assertShopper(em, userId);
      shopperId = userId;
    } else {
      shopperId = v.userId;
      if (userId && userId !== v.userId) {
        if (!isUuid(userId)) return { modifiedCount: 0 };
        senderId = userId;
      }
    }
    const readOf = v.role === 'admin' ? 'customer' : 'admin';
    return this.inOrder(shopperId, async () => {
      const changed = await markReadRows(em, shopperId, readOf, senderId);
      if (changed.length) await this.changed(em, { shopperId, read: true });
      return { modifiedCount: changed.length };
    });
  }

  /** An admin removes every message of a shopper's conversation, for both sides. */
  async clear(
    em: EntityManager,
    viewer: Viewer | null,
    userId: unknown,
  ): Promise<{ message: string; deletedCount: number }> {
    chatAccess.admin(viewer);
    if (typeof userId !== 'string' || !userId) throw badInput(ChatMessages.selectUser, 'userId');
    await chatAccess.assertShopper(em, userId);
    return this.inOrder(userId, async () => {
      const deleted = await deleteConversationMessages(em, userId);
      await this.changed(em, { shopperId: userId, cleared: true });
      return { message: ChatMessages.cleared, deletedCount: deleted.length };
    });
  }

  // ------------------------------------------------------------------ the send transaction

  /**
   * Raises the conversation's change: with a transaction's manager, delivered after its commit;
   * with another (a single statement that has committed), delivered now. Either way the listener
   * has published before this resolves, inside the conversation's chain.
   */
  private changed(
    em: EntityManager,
    change: {
      shopperId: string;
      updated?: string[];
      created?: ChatMessageView[];
      read?: boolean;
      cleared?: boolean;
    },
  ): Promise<void> {
    return this.deps.events.raise(em, 'ChatConversationChanged', {
      updated: [],
      created: [],
      read: false,
      cleared: false,
      ...change,
    });
  }

  /** Runs `fn` after every earlier chat operation of this conversation on this instance. */
  private inOrder<T>(shopperId: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.chains.get(shopperId) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.chains.set(shopperId, tail);
    void tail.then(() => {
      if (this.chains.get(shopperId) === tail) this.chains.delete(shopperId);
    });
    return run;
  }

  private async findByClientId(
    em: EntityManager,
    senderId: string,
    clientMessageId: string,
  ): Promise<ChatMessageView | null> {
    const row = await messageByClientId(em, senderId, clientMessageId);
    return row ? toMessageView(row) : null;
  }

  /**
   * Writes a message; its change is published after commit. A plain message is one statement
   * (atomic by itself, so no BEGIN and COMMIT round trips); `within` adds changes to the same
   * transaction (a prompt's answer). A retried send (same client id) answers the message it
   * already made: the unique index finds it, so the usual send pays no look-up first, and the
   * retry gets its rate-limit point back.
   */
  private async post(
    em: EntityManager,
    sender: Viewer,
    msg: NewMessage,
    within?: Within,
  ): Promise<ChatMessageView> {
    try {
      await this.deps.limiter.consume(sender.userId);
    } catch (err) {
      // Past the limit, a retry of a send that went through still answers its message.
      const existing = msg.clientMessageId
        ? await this.findByClientId(em, sender.userId, msg.clientMessageId)
        : null;
      if (existing) return this.ownedBy(existing, msg.shopperId);
      throw err;
    }
    const shopperOnline =
      msg.senderRole !== 'admin' || (await this.deps.presence.shopperConnected(msg.shopperId));
    try {
      return await this.inOrder(msg.shopperId, () =>
        within
          ? em.transactional((tx) => this.write(tx, msg, shopperOnline, within))
          : this.write(em, msg, shopperOnline),
      );
    } catch (err) {
      const code = (err as { code?: string; constraint?: string }).constraint;
      if (code === 'chat_messages_client_id_unique' && msg.clientMessageId) {
        const existing = await this.findByClientId(em, sender.userId, msg.clientMessageId);
        if (existing) {
          await this.deps.limiter.refund(sender.userId);
          return this.ownedBy(existing, msg.shopperId);
        }
      }
      if (code === 'chat_messages_one_answer') throw conflict(ChatMessages.alreadyAnswered);
      throw err;
    }
  }

  /**
   * The message, what `within` adds, and the events: `ChatMessageSent`, then the conversation's
   * change (the prompt changes, the new message, the extras, in sequence order). In a transaction
   * both wait for its commit; outside one the insert has committed and they are delivered now.
   */
  private async write(tx: EntityManager, msg: NewMessage, shopperOnline: boolean, within?: Within) {
    const view = await this.insert(tx, msg, Boolean(msg.toShopper));
    const more = within ? await within(tx) : { changed: [], extra: [] };
    const extras: ChatMessageView[] = [];
    for (const e of more.extra) extras.push(await this.insert(tx, e, false));
    await this.deps.events.raise(tx, 'ChatMessageSent', {
      shopperId: msg.shopperId,
      messageId: view.id,
      senderRole: msg.senderRole,
      content: msg.content,
      senderName: view.sender?.name ?? '',
      shopperOnline,
      // The conversation's first message (sequences never restart, not even after Clear Chat).
      opensConversation: msg.senderRole === 'customer' && view.seq === 1,
    });
    await this.changed(tx, { shopperId: msg.shopperId, updated: more.changed, created: [view, ...extras] });
    return view;
  }

  /** A client id reused for another conversation is not the same message. */
  private ownedBy(m: ChatMessageView, shopperId: string): ChatMessageView {
    if (m.conversationUserId !== shopperId)
      throw conflict('This message id was already used for another chat.');
    return m;
  }

  /** Inserts one message (see `insertMessage`); says why when there is nobody to write to. */
  private async insert(tx: EntityManager, m: NewMessage, toShopperOnly: boolean): Promise<ChatMessageView> {
    const row = await insertMessage(tx, m, toShopperOnly);
    if (row) return toMessageView(row);
    // Nobody to write to: say why (no such user, or an admin).
    await chatAccess.assertShopper(tx, m.shopperId);
    throw notFound(ChatMessages.userNotFound);
  }
}
