import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventListeners } from '../../common/events.js';
import type { Logger } from '../../common/logger.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { accountCard } from '../auth/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { ChatEvents } from './chat.events.js';
import { chatAnsweredMail } from './chat.mails.js';
import { publishConversationChange } from './chat.publisher.js';
import { claimOfflineMail } from './chat.sql.js';

/** At most one "support answered" mail per conversation in this many minutes. */
const OFFLINE_MAIL_INTERVAL_MINUTES = 15;

interface ChatListenerDeps {
  pubSub: ShopPubSub;
  notifications: NotificationService;
  mailer: Mailer;
  log: Logger;
  settings: ShopSettingsProvider;
  /** Where the FAQ chat lives, for the "support answered" mail. */
  faqUrl: string;
}

/**
 * After commit: a conversation's change is published to its subscribers (CHAT_CONVERSATION,
 * CHAT_INBOX), inside the conversation's chain, so in sequence order. An admin's answer to a shopper with no open connection becomes a chat
 * notification and, at most once per conversation per 15 minutes, a "support answered" e-mail.
 */
export function registerChatListeners(events: EventListeners<ChatEvents>, deps: ChatListenerDeps): void {
  events.on('ChatConversationChanged', (change, { em }) =>
    publishConversationChange(em, deps.pubSub, change),
  );
  events.on('ChatMessageSent', async (e, { em }) => {
    if (e.senderRole !== 'admin' || e.shopperOnline) return;
    await deps.notifications.notify(em, {
      userId: e.shopperId,
      type: 'chat',
      message: `Support replied: ${e.content.slice(0, 120)}`,
    });
    deps.notifications.changed(e.shopperId);
    // The answer does not wait for the mail server.
    void mailIfDue(em.fork(), e.shopperId, deps).catch((err) =>
      deps.log.error({ err }, 'could not send the chat answered mail'),
    );
  });
}

/** At most one "support answered" mail per conversation per 15 minutes, across instances. */
async function mailIfDue(em: EntityManager, shopperId: string, deps: ChatListenerDeps): Promise<void> {
  if (!(await claimOfflineMail(em, shopperId, OFFLINE_MAIL_INTERVAL_MINUTES))) return;
  const shopper = await accountCard(em, shopperId);
  if (!shopper) return;
  await deps.mailer.send(
    chatAnsweredMail({
      to: shopper.email,
      name: shopper.name,
      shopName: deps.settings.current().shopName,
      faqUrl: deps.faqUrl,
    }),
  );
}
