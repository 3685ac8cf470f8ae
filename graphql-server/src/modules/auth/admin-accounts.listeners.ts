import type { EventListeners } from '../../common/events.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { adminInviteMail } from './admin-accounts.mails.js';
import type { AuthEvents } from './auth.events.js';

/** After commit: the invitation mail; a disabled admin's sockets closed on every instance. */
export function registerAdminAccountListeners(
  events: EventListeners<AuthEvents>,
  deps: { mailer: Mailer; pubSub: ShopPubSub; settings: ShopSettingsProvider; acceptInviteUrl: string },
): void {
  events.on('AdminInvited', (e) =>
    deps.mailer.send(adminInviteMail(deps.settings.current().shopName, e, deps.acceptInviteUrl)),
  );
  events.on('AdminDisabled', (e) => deps.pubSub.publish('SESSIONS_REVOKED', { userId: e.userId }));
}
