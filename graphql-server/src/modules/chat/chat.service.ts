import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type {
  ChatConversationSignal,
  ChatInboxSignal,
  ChatTypingSignal,
  ShopPubSub,
} from '../../common/pubsub.js';
import type { Viewer } from '../../common/context.js';
import type { ChatAnswer, ChatKind, ChatPromptKind, ChatSenderRole } from './chat.entity.js';
import type { RateLimit } from '../../common/rate-limit.js';
import { readRows } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import {
  ANSWER_TEXT,
  ANSWERABLE_PROMPTS,
  ANSWERS_FOR,
  CANNED_PROMPTS,
  ChatMessages,
  cleanContent,
} from './chat.messages.js';
import type { ChatEvents } from './chat.events.js';
import type { ChatPresence } from './chat.presence.js';
import type { SessionGate } from './chat.session-gate.js';
import { guardedStream } from './chat.stream.js';
import {
  ChatMessageKind,
  ChatPromptAnswer,
  ChatPromptType,
  ChatSenderRoleEnum,
  type ChatConversationSummary,
  type ChatInbox,
  type ChatMessagePage,
  type ChatMessageView,
} from './chat.types.js';

export const PAGE_DEFAULT = 100;
export const PAGE_MAX = 200;
/** The legacy `GET /api/chat/all` answers at most this many of the latest messages. */
export const ALL_MESSAGES_LIMIT = 2000;
export const TYPING_TTL_MS = 5_000;

type Row = Record<string, unknown>;

const MESSAGE_COLUMNS = `
  m.id, m.seq, m.sender_id, m.sender_role, m.kind, m.content, m.prompt_type, m.answer, m.reply_to_id,
  m.client_message_id, m.read_at, m.created_at, c.shopper_id,
  u.name as sender_name, u.email as sender_email, u.role as sender_user_role`;
const MESSAGE_FROM = `
  chat_messages m
  join chat_conversations c on c.id = m.conversation_id
  left join users u on u.id = m.sender_id`;

/** A conversation's latest message as `lm_*` columns (`c` is the conversation). */
const LAST_MESSAGE = `
  left join lateral (
    select m.id as lm_id, m.seq as lm_seq, m.sender_id as lm_sender_id, m.sender_role as lm_sender_role,
      m.kind as lm_kind, m.content as lm_content, m.prompt_type as lm_prompt_type, m.answer as lm_answer,
      m.reply_to_id as lm_reply_to_id, m.client_message_id as lm_client_message_id,
      m.read_at as lm_read_at, m.created_at as lm_created_at,
      su.name as lm_sender_name, su.email as lm_sender_email, su.role as lm_sender_user_role
    from chat_messages m left join users su on su.id = m.sender_id
    where m.conversation_id = c.id order by m.seq desc limit 1
  ) lm on true`;
/** An inbox line's counts (`c` is the conversation): the shopper's unread, prompts answered, helpful. */
const LINE_COUNTS = `
  (select count(*) from chat_messages x where x.conversation_id = c.id
     and x.sender_role = 'customer' and x.read_at is null)::int as unread,
  (select count(*) from chat_messages x where x.conversation_id = c.id
     and x.kind = 'prompt' and x.answer is not null)::int as answered,
  (select count(*) from chat_messages x where x.conversation_id = c.id
     and x.kind = 'prompt' and x.answer in ('thumbs_up', 'yes'))::int as helpful`;
/** The shopper's (`$1`) unread support messages. */
const SHOPPER_UNREAD = `
  select count(*) from chat_messages m join chat_conversations c on c.id = m.conversation_id
  where c.shopper_id = $1 and m.sender_role = 'admin' and m.read_at is null`;
const INBOX_UNREAD = `
  select count(*) from chat_messages m
  join chat_conversations c on c.id = m.conversation_id
  join users u on u.id = c.shopper_id and u.role <> 'admin'
  where m.sender_role = 'customer' and m.read_at is null`;
/**
 * What every publish reads, in one statement: the shopper's unread count, the inbox line (or its
 * removal) and the inbox total. A prepared statement (`readRows`): it runs after every message.
 */
const PUBLISHED_LINE = `
  select u.id as shopper_id, u.name, u.email, u.role, c.last_message_at, ${LINE_COUNTS}, lm.*,
    (${SHOPPER_UNREAD})::int as shopper_unread,
    (${INBOX_UNREAD})::int as total_unread
  from users u
  left join chat_conversations c on c.shopper_id = u.id
  ${LAST_MESSAGE}
  where u.id = $1`;

function toDate(v: unknown): Date {
  return v instanceof Date ? v : new Date(String(v));
}

export function toMessageView(r: Row): ChatMessageView {
  const kind = r.kind as ChatKind;
  const role = String(r.sender_user_role ?? r.sender_role);
  return {
    id: String(r.id),
    seq: Number(r.seq),
    conversationUserId: String(r.shopper_id),
    sender: r.sender_id
      ? {
          id: String(r.sender_id),
          name: String(r.sender_name ?? ''),
          // A message view goes to the shopper (GraphQL, WebSocket, REST): staff show their name only.
          email: role === 'admin' ? null : String(r.sender_email ?? ''),
          role,
        }
      : null,
    role: r.sender_role as ChatSenderRoleEnum,
    kind: kind as ChatMessageKind,
    content: String(r.content),
    promptType: (r.prompt_type as ChatPromptType | null) ?? null,
    answer: (r.answer as ChatPromptAnswer | null) ?? null,
    awaitingAnswer: kind === 'prompt' && r.answer == null,
    replyToId: (r.reply_to_id as string | null) ?? null,
    clientMessageId: (r.client_message_id as string | null) ?? null,
    isRead: r.read_at != null,
    createdAt: toDate(r.created_at),
  };
}

/** Turns a message view that crossed Redis as JSON back into one GraphQL can serialise. */
export function reviveMessage(json: Record<string, unknown>): ChatMessageView {
  const m = json as unknown as ChatMessageView;
  return { ...m, createdAt: toDate(m.createdAt) };
}

export function reviveSummary(json: Record<string, unknown>): ChatConversationSummary {
  const s = json as unknown as ChatConversationSummary;
  return {
    ...s,
    lastActivityAt: toDate(s.lastActivityAt),
    lastMessage: s.lastMessage ? reviveMessage(s.lastMessage as never) : null,
  };
}

function rate(helpful: number, answered: number): number | null {
  return answered > 0 ? Math.round((helpful / answered) * 1000) / 1000 : null;
}

/** The latest message of a row that carries `LAST_MESSAGE`'s columns, if any. */
function lastMessageOf(r: Row): ChatMessageView | null {
  if (r.lm_id == null) return null;
  const m: Row = { shopper_id: r.shopper_id };
  for (const [k, v] of Object.entries(r)) if (k.startsWith('lm_')) m[k.slice(3)] = v;
  return toMessageView(m);
}

/** An inbox line from a row with the shopper (`shopper_id`, name, email, role), counts and last message. */
function toSummary(r: Row): ChatConversationSummary {
  const answered = Number(r.answered ?? 0);
  const helpful = Number(r.helpful ?? 0);
  const lastMessage = lastMessageOf(r);
  const shopperId = String(r.shopper_id);
  return {
    userId: shopperId,
    user: {
      id: shopperId,
      name: String(r.name ?? ''),
      email: String(r.email ?? ''),
      role: String(r.role ?? 'customer'),
    },
    lastMessage,
    unreadCount: Number(r.unread ?? 0),
    lastActivityAt: lastMessage?.createdAt ?? (r.last_message_at ? toDate(r.last_message_at) : new Date()),
    promptsAnswered: answered,
    helpfulAnswers: helpful,
    helpfulnessRate: rate(helpful, answered),
    removed: false,
  };
}

interface NewMessage {
  shopperId: string;
  senderId: string | null;
  senderRole: ChatSenderRole;
  kind: ChatKind;
  content: string;
  promptType?: ChatPromptKind | null;
  replyToId?: string | null;
  clientMessageId?: string | null;
  /** System messages are born read: nobody needs to be told about them. */
  read?: boolean;
  /** An admin's reply: the conversation must be a shopper's (checked by the insert). */
  toShopper?: boolean;
}

export interface ChatServiceDeps {
  pubSub: ShopPubSub;
  /** `ChatMessageSent` after commit: the offline notification and mail are its listeners'. */
  events: EventRaiser<ChatEvents>;
  presence: ChatPresence;
  gate: SessionGate;
  limiter: RateLimit;
}

/**
 * Support chat between shoppers and admins. Every rule lives here; resolvers and routes only
 * call it. Sequence numbers come from the database; every change is published after commit with
 * its payload resolved once.
 */
export class ChatService {
  /** Per-conversation chain on this instance: events leave in sequence order. */
  private readonly chains = new Map<string, Promise<unknown>>();
  private readonly typingTimers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly deps: ChatServiceDeps) {}

  // ------------------------------------------------------------------ access

  private shopper(viewer: Viewer | null, message: string = ChatMessages.emptyMessage): Viewer {
    if (!viewer) throw unauthenticated(message);
    return viewer;
  }

  private admin(viewer: Viewer | null): Viewer {
    if (!viewer) throw unauthenticated(ChatMessages.notAdmin);
    if (viewer.role !== 'admin') throw forbidden(ChatMessages.notAdmin);
    return viewer;
  }

  /**
   * Which conversation a viewer means: a shopper always their own (a shopper naming another user
   * is refused); an admin must name a shopper.
   */
  async conversationFor(em: EntityManager, viewer: Viewer | null, userId?: string | null): Promise<string> {
    const v = this.shopper(viewer, ChatMessages.notAuthenticated);
    if (v.role !== 'admin') {
      if (userId && userId !== v.userId) throw forbidden('You can only read your own chat.');
      return v.userId;
    }
    if (!userId) throw badInput(ChatMessages.selectUser, 'userId');
    await this.assertShopper(em, userId);
    return userId;
  }

  private async assertShopper(em: EntityManager, userId: string): Promise<void> {
    if (!isUuid(userId)) throw notFound(ChatMessages.userNotFound);
    const rows = await em.execute<Row[]>(`select role from users where id = ?`, [userId]);
    if (!rows[0]) throw notFound(ChatMessages.userNotFound);
    if (rows[0].role === 'admin') throw badInput(ChatMessages.selectUser, 'userId');
  }

  // ------------------------------------------------------------------ reads

  async messages(
    em: EntityManager,
    viewer: Viewer | null,
    args: { userId?: string | null; after?: number | null; first?: number | null },
  ): Promise<ChatMessagePage> {
    const shopperId = await this.conversationFor(em, viewer, args.userId);
    const first = Math.min(Math.max(args.first ?? PAGE_DEFAULT, 1), PAGE_MAX);
    const after = Math.max(args.after ?? 0, 0);
    const rows = await em.execute<Row[]>(
      `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM}
       where c.shopper_id = ? and m.seq > ? order by m.seq limit ?`,
      [shopperId, after, first + 1],
    );
    return { messages: rows.slice(0, first).map(toMessageView), hasMore: rows.length > first };
  }

  /** The legacy admin list: the latest messages of every shopper conversation, oldest first. */
  async allMessages(em: EntityManager, viewer: Viewer | null): Promise<ChatMessageView[]> {
    this.admin(viewer);
    const rows = await em.execute<Row[]>(
      `select * from (
         select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM}
         join users s on s.id = c.shopper_id and s.role <> 'admin'
         order by m.created_at desc, m.seq desc limit ?
       ) latest order by created_at, seq`,
      [ALL_MESSAGES_LIMIT],
    );
    return rows.map(toMessageView);
  }

  /** A shopper: unread support messages in their chat. An admin: unread shopper messages in the inbox. */
  async unreadCount(em: EntityManager, viewer: Viewer | null): Promise<number> {
    const v = this.shopper(viewer, ChatMessages.notAuthenticated);
    return v.role === 'admin' ? this.inboxUnread(em) : this.shopperUnread(em, v.userId);
  }

  private async shopperUnread(em: EntityManager, shopperId: string): Promise<number> {
    const rows = await readRows<Row>(em, `select (${SHOPPER_UNREAD})::int as n`, [shopperId]);
    return Number(rows[0]?.n ?? 0);
  }

  private async inboxUnread(em: EntityManager): Promise<number> {
    const rows = await readRows<Row>(em, `select (${INBOX_UNREAD})::int as n`);
    return Number(rows[0]?.n ?? 0);
  }

  async inbox(em: EntityManager, viewer: Viewer | null): Promise<ChatInbox> {
    this.admin(viewer);
    const conversations = await this.summaries(em);
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

  /**
   * Inbox lines (the admin spec's user-list rules): one per shopper conversation with messages;
   * admins' own conversations never appear; unread = the shopper's own unread messages.
   */
  private async summaries(em: EntityManager): Promise<ChatConversationSummary[]> {
    const rows = await em.execute<Row[]>(
      `select c.shopper_id, c.last_message_at, u.name, u.email, u.role, ${LINE_COUNTS}, lm.*
       from chat_conversations c
       join users u on u.id = c.shopper_id and u.role <> 'admin'
       ${LAST_MESSAGE}
       where lm.lm_id is not null
       order by c.last_message_at desc nulls last, c.shopper_id`,
    );
    return rows.map(toSummary);
  }

  // ------------------------------------------------------------------ writes

  /** A shopper writes to support (their own conversation). */
  async send(
    em: EntityManager,
    viewer: Viewer | null,
    input: { content: unknown; clientMessageId?: string | null },
  ): Promise<ChatMessageView> {
    const v = this.shopper(viewer);
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
    const v = this.admin(viewer);
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
    this.admin(viewer);
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
    const v = this.shopper(viewer);
    if (!isUuid(input.messageId)) throw notFound(ChatMessages.promptNotFound);
    const rows = await em.execute<Row[]>(
      `select m.id, m.prompt_type, m.answer, c.shopper_id from chat_messages m
       join chat_conversations c on c.id = m.conversation_id where m.id = ? and m.kind = 'prompt'`,
      [input.messageId],
    );
    const prompt = rows[0];
    // Someone else's prompt is "not found": its existence is not the viewer's business.
    if (!prompt || prompt.shopper_id !== v.userId) throw notFound(ChatMessages.promptNotFound);
    const type = prompt.prompt_type as ChatPromptKind;
    if (!(ANSWERS_FOR[type] as readonly string[]).includes(input.answer))
      throw badInput(ChatMessages.wrongAnswer, 'answer');
    if (prompt.answer != null) throw conflict(ChatMessages.alreadyAnswered);
    return this.post(
      em,
      v,
      {
        shopperId: v.userId,
        senderId: v.userId,
        senderRole: 'customer',
        kind: 'prompt_answer',
        content: ANSWER_TEXT[input.answer]!,
        replyToId: input.messageId,
      },
      async (tx) => {
        const updated = await tx.execute<Row[]>(
          `update chat_messages set answer = ?, answered_at = now() where id = ? and answer is null returning id`,
          [input.answer, input.messageId],
        );
        if (!updated.length) throw conflict(ChatMessages.alreadyAnswered);
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
      },
    );
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
    const v = this.shopper(viewer, ChatMessages.notAuthenticated);
    let shopperId: string;
    let senderFilter = '';
    const params: unknown[] = [];
    if (v.role === 'admin') {
      if (!userId) throw badInput(ChatMessages.selectUser, 'userId');
      await this.assertShopper(em, userId);
      shopperId = userId;
      senderFilter = `and m.sender_role = 'customer'`;
    } else {
      shopperId = v.userId;
      senderFilter = `and m.sender_role = 'admin'`;
      if (userId && userId !== v.userId) {
        if (!isUuid(userId)) return { modifiedCount: 0 };
        senderFilter += ` and m.sender_id = ?`;
        params.push(userId);
      }
    }
    return this.inOrder(shopperId, async () => {
      const changed = await em.execute<Row[]>(
        `update chat_messages m set read_at = now()
         from chat_conversations c
         where c.id = m.conversation_id and c.shopper_id = ? and m.read_at is null ${senderFilter}
         returning m.id`,
        [shopperId, ...params],
      );
      if (changed.length) await this.publish(em, shopperId, { read: true });
      return { modifiedCount: changed.length };
    });
  }

  /** An admin removes every message of a shopper's conversation, for both sides. */
  async clear(
    em: EntityManager,
    viewer: Viewer | null,
    userId: unknown,
  ): Promise<{ message: string; deletedCount: number }> {
    this.admin(viewer);
    if (typeof userId !== 'string' || !userId) throw badInput(ChatMessages.selectUser, 'userId');
    await this.assertShopper(em, userId);
    return this.inOrder(userId, async () => {
      const deleted = await em.execute<Row[]>(
        `delete from chat_messages m using chat_conversations c
         where c.id = m.conversation_id and c.shopper_id = ? returning m.id`,
        [userId],
      );
      await this.publish(em, userId, { cleared: true });
      return { message: ChatMessages.cleared, deletedCount: deleted.length };
    });
  }

  // ------------------------------------------------------------------ typing and presence

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
    const v = this.shopper(viewer);
    const shopperId = await this.conversationFor(em, v, userId);
    const role = v.role === 'admin' ? 'admin' : 'customer';
    const name =
      role === 'admin'
        ? 'Support Team'
        : String((await em.execute<Row[]>(`select name from users where id = ?`, [v.userId]))[0]?.name ?? '');
    this.signalTyping(shopperId, role, v.userId, name, typing);
    return true;
  }

  private signalTyping(
    shopperId: string,
    role: 'customer' | 'admin',
    userId: string,
    name: string,
    typing: boolean,
  ): void {
    const key = `${shopperId}:${role}:${userId}`;
    const existing = this.typingTimers.get(key);
    if (existing) clearTimeout(existing);
    this.typingTimers.delete(key);
    const expiresAt = typing ? new Date(Date.now() + TYPING_TTL_MS).toISOString() : null;
    this.deps.pubSub.publish('CHAT_TYPING', shopperId, { shopperId, role, userId, name, typing, expiresAt });
    if (typing) {
      const timer = setTimeout(() => this.signalTyping(shopperId, role, userId, name, false), TYPING_TTL_MS);
      timer.unref();
      this.typingTimers.set(key, timer);
    }
  }

  supportOnline(): Promise<boolean> {
    return this.deps.presence.supportOnline();
  }

  // ------------------------------------------------------------------ subscription sources

  /** The viewer of a subscription, authorised again (session still live) before every event. */
  private guard(em: EntityManager, viewer: Viewer | null, admin = false) {
    const v = admin ? this.admin(viewer) : this.shopper(viewer, ChatMessages.notAuthenticated);
    return {
      viewer: v,
      authorize: () => this.deps.gate.isLive(em, v.sessionId),
      deniedError: () => unauthenticated(ChatMessages.sessionEnded),
    };
  }

  /** Message events of one conversation. An open one counts as the shopper being connected. */
  async conversationStream(em: EntityManager, viewer: Viewer | null, userId?: string | null) {
    const g = this.guard(em, viewer);
    const shopperId = await this.conversationFor(em, g.viewer, userId);
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
    const shopperId = await this.conversationFor(em, g.viewer, userId);
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
      const now = await this.supportOnline();
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

  close(): void {
    for (const t of this.typingTimers.values()) clearTimeout(t);
    this.typingTimers.clear();
    this.deps.presence.close();
  }

  // ------------------------------------------------------------------ the send transaction

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
    const rows = await em.execute<Row[]>(
      `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.sender_id = ? and m.client_message_id = ?`,
      [senderId, clientMessageId],
    );
    return rows[0] ? toMessageView(rows[0]) : null;
  }

  /**
   * Writes a message and publishes it. A plain message is one statement (atomic by itself, so no
   * BEGIN and COMMIT round trips); `within` adds changes to the same transaction (a prompt's
   * answer). A retried send (same client id) answers the message it already made: the unique
   * index finds it, so the usual send pays no look-up first, and the retry gets its rate-limit
   * point back.
   */
  private async post(
    em: EntityManager,
    sender: Viewer,
    msg: NewMessage,
    within?: (tx: EntityManager) => Promise<{ changed: string[]; extra: NewMessage[] }>,
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
      return await this.inOrder(msg.shopperId, async () => {
        const write = async (tx: EntityManager) => {
          const view = await this.insert(tx, msg, Boolean(msg.toShopper));
          const more = within ? await within(tx) : { changed: [], extra: [] };
          const extras: ChatMessageView[] = [];
          for (const e of more.extra) extras.push(await this.insert(tx, e, false));
          // In a transaction: delivered after its commit. Outside one: the insert has committed,
          // delivered now.
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
          return { view, changed: more.changed, extras };
        };
        const r = within ? await em.transactional(write) : await write(em);
        // After commit, in sequence order: the prompt changes, the new message, the extras.
        await this.publish(em, msg.shopperId, { updated: r.changed, created: [r.view, ...r.extras] });
        return r.view;
      });
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

  /** A client id reused for another conversation is not the same message. */
  private ownedBy(m: ChatMessageView, shopperId: string): ChatMessageView {
    if (m.conversationUserId !== shopperId)
      throw conflict('This message id was already used for another chat.');
    return m;
  }

  /**
   * One statement: creates the conversation or bumps its `last_seq` (the upsert takes the
   * conversation's row lock until commit, so sequence numbers are gap-free and concurrent sends
   * commit one after the other in sequence order), inserts the message and answers its view.
   * When an admin writes, the conversation must belong to a shopper (checked in the same statement).
   */
  private async insert(tx: EntityManager, m: NewMessage, toShopperOnly: boolean): Promise<ChatMessageView> {
    const rows = await tx.execute<Row[]>(
      `with conv as (
         insert into chat_conversations as c (shopper_id, last_seq, last_message_at)
         select u.id, 1, now() from users u where u.id = ?::uuid ${toShopperOnly ? `and u.role <> 'admin'` : ''}
         on conflict (shopper_id) do update set last_seq = c.last_seq + 1, last_message_at = now()
         returning c.id, c.last_seq, c.shopper_id
       ), m as (
         insert into chat_messages
           (conversation_id, seq, sender_id, sender_role, kind, content, prompt_type, reply_to_id, client_message_id, read_at)
         select conv.id, conv.last_seq, ?::uuid, ?::text, ?::text, ?::text, ?::text, ?::uuid, ?::text,
           ${m.read ? 'now()' : 'null::timestamptz'}
         from conv
         returning *
       )
       select m.id, m.seq, m.sender_id, m.sender_role, m.kind, m.content, m.prompt_type, m.answer, m.reply_to_id,
         m.client_message_id, m.read_at, m.created_at, conv.shopper_id,
         u.name as sender_name, u.email as sender_email, u.role as sender_user_role
       from m join conv on conv.id = m.conversation_id left join users u on u.id = m.sender_id`,
      [
        m.shopperId,
        m.senderId,
        m.senderRole,
        m.kind,
        m.content,
        m.promptType ?? null,
        m.replyToId ?? null,
        m.clientMessageId ?? null,
      ],
    );
    if (rows[0]) return toMessageView(rows[0]);
    // Nobody to write to: say why (no such user, or an admin).
    await this.assertShopper(tx, m.shopperId);
    throw notFound(ChatMessages.userNotFound);
  }

  /**
   * Resolves the payloads once and publishes them (after commit): changed messages, then new
   * ones in sequence order (or a single read / cleared event), then one inbox line.
   */
  private async publish(
    em: EntityManager,
    shopperId: string,
    change: { updated?: string[]; created?: ChatMessageView[]; read?: boolean; cleared?: boolean },
  ): Promise<void> {
    const ids = change.updated ?? [];
    const updated = ids.length
      ? (
          await em.execute<Row[]>(
            `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.id in (${ids.map(() => '?').join(', ')}) order by m.seq`,
            ids,
          )
        ).map(toMessageView)
      : [];
    const [line] = await readRows<Row>(em, PUBLISHED_LINE, [shopperId]);
    const row: Row = line ?? { shopper_id: shopperId };
    const shopperUnread = Number(row.shopper_unread ?? 0);
    const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
    const signal = (type: ChatConversationSignal['type'], message: ChatMessageView | null) =>
      this.deps.pubSub.publish('CHAT_CONVERSATION', shopperId, {
        type,
        shopperId,
        message: message ? json(message) : null,
        shopperUnread,
      });
    for (const m of updated) signal('updated', m);
    for (const m of change.created ?? []) signal('created', m);
    if (change.read) signal('read', null);
    if (change.cleared) signal('cleared', null);
    // Admins' own conversations and emptied ones leave the inbox.
    const summary = toSummary(row);
    const listed = row.lm_id != null && row.role !== 'admin';
    const inbox: ChatInboxSignal = {
      shopperId,
      summary: json(
        listed
          ? summary
          : {
              ...summary,
              lastMessage: null,
              unreadCount: 0,
              lastActivityAt: new Date(),
              promptsAnswered: 0,
              helpfulAnswers: 0,
              helpfulnessRate: null,
              removed: true,
            },
      ),
      totalUnread: Number(row.total_unread ?? 0),
    };
    this.deps.pubSub.publish('CHAT_INBOX', inbox);
  }
}
