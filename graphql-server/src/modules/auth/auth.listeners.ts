import type { EventListeners } from '../../common/events.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import type { AuthEvents } from './auth.events.js';
import { accountExistsMail, oneTimeCodeMail } from './auth.mails.js';

/** After commit: code and notice e-mails, and the owner's live profile subscription. */
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
  events.on('AccountUpdated', (e) => deps.pubSub.publish('ACCOUNT_UPDATED', e.userId, { userId: e.userId }));
}
