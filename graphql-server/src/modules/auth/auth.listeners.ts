import type { EventListeners } from '../../common/events.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import type { AuthEvents } from './auth.events.js';
import {
  accountExistsMail,
  emailChangeCodeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailChangeTakenMail,
  oneTimeCodeMail,
} from './auth.mails.js';

/**
 * After commit: code and notice e-mails, the owner's live profile subscription, and ended
 * sessions' sockets closed on every instance.
 */
export function registerAuthListeners(
  events: EventListeners<AuthEvents>,
  deps: { mailer: Mailer; pubSub: ShopPubSub; settings: ShopSettingsProvider },
): void {
  events.on('CodeRequested', (e) =>
    deps.mailer.send(oneTimeCodeMail(deps.settings.current().shopName, e.email, e.code, e.purpose)),
  );
  events.on('RegistrationRepeated', (e) =>
    deps.mailer.send(accountExistsMail(deps.settings.current().shopName, e.email)),
  );
  events.on('EmailChangeRequested', async (e) => {
    const shop = deps.settings.current().shopName;
    await deps.mailer.send(
      e.code ? emailChangeCodeMail(shop, e.newEmail, e.code) : emailChangeTakenMail(shop, e.newEmail),
    );
    await deps.mailer.send(emailChangeRequestedMail(shop, e.oldEmail, e.newEmail));
  });
  events.on('EmailChanged', (e) =>
    deps.mailer.send(emailChangedMail(deps.settings.current().shopName, e.oldEmail, e.newEmail)),
  );
  events.on('AccountUpdated', (e) => deps.pubSub.publish('ACCOUNT_UPDATED', e.userId, { userId: e.userId }));
  events.on('SessionsRevoked', (e) => deps.pubSub.publish('SESSIONS_REVOKED', e));
}
