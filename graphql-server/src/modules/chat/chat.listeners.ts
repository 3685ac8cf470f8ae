import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventListeners } from '../../common/events.js';
import type { Logger } from '../../common/logger.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import type { NotificationService } from '../notifications/index.js';
import type { ChatEvents } from './chat.events.js';
import { chatAnsweredMail } from './chat.mails.js';

/** At most one "support answered" mail per conversation in this many minutes. */
const OFFLINE_MAIL_INTERVAL_MINUTES = 15;

interface ChatListenerDeps {
  notifications: NotificationService;
  mailer: Mailer;
  log: Logger;
  settings: ShopSettingsProvider;
  /** Where the FAQ chat lives, for the "support answered" mail. */
  faqUrl: string;
}

/**
 * After commit: an admin's answer to a shopper with no open connection becomes a chat
 * notification and, at most once per conversation per 15 minutes, a "support answered" e-mail.
 */
export function registerChatListeners(events: EventListeners<ChatEvents>, deps: ChatListenerDeps): void {
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
  const due = await em.execute<Array<{ email: string; name: string }>>(
    `update chat_conversations c set last_emailed_at = now() from users u
     where c.shopper_id = ? and u.id = c.shopper_id
       and (c.last_emailed_at is null or c.last_emailed_at < now() - interval '${OFFLINE_MAIL_INTERVAL_MINUTES} minutes')
     returning u.email, u.name`,
    [shopperId],
  );
  if (!due[0]) return;
  await deps.mailer.send(
    chatAnsweredMail({
      to: String(due[0].email),
      name: String(due[0].name),
      shopName: deps.settings.current().shopName,
      faqUrl: deps.faqUrl,
    }),
  );
}
