import type { ChatConversationSignal, ChatInboxSignal, ShopPubSub } from '../../common/pubsub.js';
import type { RowSource } from '../../common/sql.js';
import type { ChatConversationChanged } from './chat.events.js';
import { messagesByIds, publishedLine, type Row } from './chat.sql.js';
import type { ChatMessageView } from './chat.types.js';
import { toMessageView, toSummary } from './chat.views.js';

const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

/**
 * Publishes a committed conversation change (chat's listener): the payloads are resolved once
 * (two statements at most), then the changed messages, the new ones in sequence order (or a
 * single read / cleared event), then one inbox line.
 */
export async function publishConversationChange(
  db: RowSource,
  pubSub: ShopPubSub,
  change: ChatConversationChanged,
): Promise<void> {
  const { shopperId } = change;
  const updated = change.updated.length ? (await messagesByIds(db, change.updated)).map(toMessageView) : [];
  const row: Row = (await publishedLine(db, shopperId)) ?? { shopper_id: shopperId };
  const shopperUnread = Number(row.shopper_unread ?? 0);
  const signal = (type: ChatConversationSignal['type'], message: ChatMessageView | null) =>
    pubSub.publish('CHAT_CONVERSATION', shopperId, {
      type,
      shopperId,
      message: message ? json(message) : null,
      shopperUnread,
    });
  for (const m of updated) signal('updated', m);
  for (const m of change.created) signal('created', m);
  if (change.read) signal('read', null);
  if (change.cleared) signal('cleared', null);
  pubSub.publish('CHAT_INBOX', inboxSignal(row));
}

/** The inbox line of a published row; admins' own conversations and emptied ones leave the inbox. */
function inboxSignal(row: Row): ChatInboxSignal {
  const summary = toSummary(row);
  const listed = row.lm_id != null && row.role !== 'admin';
  return {
    shopperId: String(row.shopper_id),
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
}
