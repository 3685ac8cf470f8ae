import type { ChatKind } from './chat.entity.js';
import type { Row } from './chat.sql.js';
import {
  ChatMessageKind,
  ChatPromptAnswer,
  ChatPromptType,
  ChatSenderRoleEnum,
  type ChatConversationSummary,
  type ChatMessageView,
} from './chat.types.js';

/** Chat's answers made from its rows (`chat.sql.ts`), and revived after crossing Redis as JSON. */

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

export function rate(helpful: number, answered: number): number | null {
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
export function toSummary(r: Row): ChatConversationSummary {
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
