import type { EventListeners } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { PrivacyEvents } from './privacy.events.js';

/** After an erasure commits: every socket of the account closes, on every instance (the revocation path). */
export function registerPrivacyListeners(
  events: EventListeners<PrivacyEvents>,
  deps: { pubSub: ShopPubSub },
) {
  events.on('AccountErased', (e) => deps.pubSub.publish('SESSIONS_REVOKED', { userId: e.userId }));
}
